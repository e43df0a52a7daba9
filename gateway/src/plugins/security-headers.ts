import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/**
 * What every answer tells the browser (with helmet). Scripts come only from Morah's own
 * files (the built page has no inline script); styles may be inline, because React sets `style`
 * and the toasts insert their own rules; pictures may be `data:` URLs (saved drawings are shown as
 * `data:image/svg+xml`); the socket is same-origin (`'self'` covers ws: and wss: to the same host).
 * No site may frame Morah. Payments leave by a full-page redirect to the checkout, which a CSP does
 * not govern.
 */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  objectSrc: ["'none'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameSrc: ["'none'"],
  frameAncestors: ["'none'"],
  formAction: ["'self'"],
  manifestSrc: ["'self'"],
};

/** A year; sent only on answers that came over TLS (directly, or through a trusted proxy). */
const HSTS = 'max-age=31536000';

/**
 * No page of Morah uses a child's camera, microphone or whereabouts, so no page, nor anything a page
 * might embed, may ask for them.
 */
export const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=()';

/**
 * helmet's middleware is built once, here, and run on every request before anything else answers
 * (@fastify/helmet would build it again for each request).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const applyHelmet = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Not on plain http (a school's own server at http://10.0.0.5:3000 must keep working); HSTS
    // below says so over TLS.
    strictTransportSecurity: false,
    // Morah's own pages send their address along (the sign-out fallback for old browsers reads
    // it); other sites get nothing, so a child's pages never leak into another site's logs.
    referrerPolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    applyHelmet(request.raw, reply.raw, () => done());
  });
}
