import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work follows (an HTTP request's id, one socket event's, or the job's that
 * caused it): jobs recorded meanwhile carry it, so every log line from the socket to the job and
 * back can be found by one id.
 */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = (): string | undefined => requestContext.getStore()?.requestId;
