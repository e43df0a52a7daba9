import type { IncomingHttpHeaders } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Is this request from the app's own origin? Compares the Origin header (or, lacking it, the
 * Referer) with the scheme and Host the request was sent to, or with an explicitly allowed origin.
 * A request with neither header is not trusted. Behind a trusted proxy, X-Forwarded-Host counts as
 * the Host and X-Forwarded-Proto as the scheme; otherwise the scheme is the connection's own
 * (`encrypted`: it came over TLS). `https://host` is not `http://host`: another origin.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[], trustProxy = false, encrypted = false): boolean {
  const claimed = headers.origin ?? refererOrigin(headers.referer);
  if (!claimed || claimed === 'null') return false;
  if (allowedOrigins.includes(claimed)) return true;
  let url: URL;
  try {
    url = new URL(claimed);
  } catch {
    return false;
  }
  const forwardedHost = trustProxy ? firstEntry(headers['x-forwarded-host']) : undefined;
  const forwardedProto = trustProxy ? firstEntry(headers['x-forwarded-proto'])?.toLowerCase() : undefined;
  const host = forwardedHost ?? headers.host;
  const scheme = forwardedProto ?? (encrypted ? 'https' : 'http');
  return host !== undefined && url.host === host && url.protocol === `${scheme}:`;
}

function firstEntry(value: string | string[] | undefined): string | undefined {
  const first = (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
  return first || undefined;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/** Did the connection itself come over TLS (a gateway serving https on its own)? */
export function isEncrypted(socket: Socket | null | undefined): boolean {
  return Boolean(socket && (socket as Socket & { encrypted?: boolean }).encrypted);
}
