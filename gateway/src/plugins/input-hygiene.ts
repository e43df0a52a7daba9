import { cleanInput, InputTooDeepError } from '@morah/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors';

/**
 * Every route's input is made safe at the edge, once, before any validation: strings in the body,
 * the query and the path are composed to NFC, without control characters or lone surrogate halves
 * (see cleanText). Routes added later get it without asking. A raw body (a Buffer) is left as it is.
 */
export function registerInputHygiene(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    try {
      if (request.body !== undefined) request.body = cleanInput(request.body);
      // The query and path objects cannot be replaced, so they are cleaned where they are.
      cleanInPlace(request.query);
      cleanInPlace(request.params);
    } catch (error) {
      throw error instanceof InputTooDeepError ? new AppError(400, 'validation_failed', error.message) : error;
    }
  });
}

function cleanInPlace(target: unknown): void {
  if (!target || typeof target !== 'object') return;
  const record = target as Record<string, unknown>;
  for (const [key, value] of Object.entries(record)) {
    const cleanKey = cleanInput(key);
    if (cleanKey !== key) delete record[key];
    record[cleanKey] = cleanInput(value);
  }
}
