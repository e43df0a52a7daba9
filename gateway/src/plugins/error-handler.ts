import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/** One error handler: AppErrors as they are, client errors with a clear message, anything else a hidden 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.status).send({ error: { code: error.code, message: error.message, details: error.details } });
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
            : error.message;
      return reply.status(status).send({ error: { code: 'validation_failed', message } });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } });
  });
}
