import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { AppError } from '../errors';
import { publicError } from '../public-error';
import { issuesError } from '../validation';

const VALIDATED = { body: 'body', params: 'params', querystring: 'query', headers: 'headers' } as const;

/**
 * One error handler: AppErrors as they are, the database away as a 503 with Retry-After, client
 * errors with a clear message, anything else a hidden 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | AppError, request, reply) => {
    const known = publicError(thrown) ?? (hasZodFastifySchemaValidationErrors(thrown) ? zodRouteError(thrown, request) : undefined);
    const error = thrown as FastifyError;
    if (known) {
      if (known.headers) reply.headers(known.headers);
      if (known.status >= 500) request.log.warn({ err: error }, known.message);
      return reply.status(known.status).send({ error: { code: known.code, message: known.message, details: known.details } });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send({ error: { code: 'payload_too_large', message: 'That is too much to send at once.' } });
    }
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? 'Please send JSON.'
          : error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.name === 'SyntaxError'
            ? 'The request body is not valid JSON.'
            : // Fastify's own wording is for programmers.
              'That request could not be read. Please check it and try again.';
      return reply.status(status).send({ error: { code: 'validation_failed', message } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
  });
}

/** A route validated by its zod schema: the 400 names each bad field in a sentence. */
function zodRouteError(error: FastifyError, request: FastifyRequest): AppError {
  const part = VALIDATED[(error.validationContext ?? 'body') as keyof typeof VALIDATED] ?? 'body';
  const input = (request as unknown as Record<string, unknown>)[part];
  const issues = (error.validation ?? []).map((v) => ({
    ...(v.params as object),
    code: v.keyword,
    path: pathIn(input, v.instancePath),
    message: v.message ?? '',
  }));
  return issuesError(issues, input);
}

/** `/colors/0/name` back to `['colors', 0, 'name']`: a position in a list is a number again, so it reads "colors (item 1)". */
function pathIn(input: unknown, instancePath: string): PropertyKey[] {
  let value = input;
  return instancePath
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const key = Array.isArray(value) && /^\d+$/.test(segment) ? Number(segment) : segment;
      value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
      return key;
    });
}
