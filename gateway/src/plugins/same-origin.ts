import type { IncomingHttpHeaders } from 'node:http';

/**
 * Is this request from the app's own origin? Compares the Origin header (or, lacking it, the
 * Referer) with the Host the request was sent to, or with an explicitly allowed origin.
 * A request with neither header is not trusted. Behind a trusted proxy, X-Forwarded-Host counts as the Host.
 */
export function isSameOrigin(headers: IncomingHttpHeaders, allowedOrigins: readonly string[], trustProxy = false): boolean {
  const claimed = headers.origin ?? refererOrigin(headers.referer);
  if (!claimed || claimed === 'null') return false;
  if (allowedOrigins.includes(claimed)) return true;
  let url: URL;
  try {
    url = new URL(claimed);
  } catch {
    return false;
  }
  const forwarded = trustProxy ? (headers['x-forwarded-host'] as string | undefined)?.split(',')[0]?.trim() : undefined;
  const host = forwarded ?? headers.host;
  return host !== undefined && url.host === host;
}

function refererOrigin(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}
