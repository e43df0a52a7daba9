import { ErrorBody } from '@morah/contracts';

/**
 * The one HTTP client of the web app (spec core 7 and 8).
 * Cookies always go along; a JSON content type is sent only with a body;
 * a non-OK answer throws an ApiError whose message is `${status}: ${body text or status text}`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly bodyText: string;
  /** The server's `{ error: { code, message, details } }`, when the body had that shape. */
  readonly body: ErrorBody | null;

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.bodyText = bodyText;
    this.body = parseErrorBody(bodyText);
  }

  get code(): ErrorBody['error']['code'] | undefined {
    return this.body?.error.code;
  }

  /** The sentence the server wrote for people (already in plain words), if any. */
  get serverMessage(): string | undefined {
    return this.body?.error.message;
  }

  get details(): unknown {
    return this.body?.error.details;
  }
}

function parseErrorBody(text: string): ErrorBody | null {
  if (!text) return null;
  try {
    return ErrorBody.safeParse(JSON.parse(text)).data ?? null;
  } catch {
    return null;
  }
}

export type On401 = 'throw' | 'returnNull';

export interface RequestOptions {
  body?: unknown;
  /** 'returnNull' turns a 401 into `null` (the signed-out state) instead of an error. */
  on401?: On401;
  signal?: AbortSignal;
}

export async function apiRequest<T>(method: string, url: string, options: RequestOptions & { on401: 'returnNull' }): Promise<T | null>;
export async function apiRequest<T>(method: string, url: string, options?: RequestOptions): Promise<T>;
export async function apiRequest<T>(method: string, url: string, options: RequestOptions = {}): Promise<T | null> {
  const hasBody = options.body !== undefined;
  const init: RequestInit = { method, credentials: 'include' };
  if (hasBody) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(options.body);
  }
  if (options.signal) init.signal = options.signal;

  const response = await fetch(url, init);

  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, response.statusText, text);
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', url, options),
  post: <T>(url: string, body?: unknown) => apiRequest<T>('POST', url, { body }),
  patch: <T>(url: string, body?: unknown) => apiRequest<T>('PATCH', url, { body }),
  delete: <T>(url: string) => apiRequest<T>('DELETE', url),
};
