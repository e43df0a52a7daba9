import { z } from 'zod';

/** GET /healthz and GET /api/health: the process is up and answering. Nothing else is asked. */
export const HealthResponse = z.object({ ok: z.literal(true) });

/** What Morah needs to serve: its database, Redis (full stack) and the job queue. */
export const Dependency = z.enum(['postgres', 'redis', 'queue']);
export type Dependency = z.infer<typeof Dependency>;

export const DependencyCheck = z.object({
  ok: z.boolean(),
  /** How long the check took, in milliseconds. */
  ms: z.number().int(),
  /** Why it failed, in a few words (details go to the log, never to the answer). */
  error: z.string().optional(),
});
export type DependencyCheck = z.infer<typeof DependencyCheck>;

/** GET /readyz: 200 when every dependency answered, 503 naming the ones that did not. */
export const ReadinessResponse = z.object({
  status: z.enum(['ready', 'unready']),
  /** What runs where: `embedded` (PGlite and the in-process runner), `postgres` (and the in-process runner) or `full-stack`. */
  mode: z.enum(['embedded', 'postgres', 'full-stack']),
  failed: z.array(Dependency),
  checks: z.partialRecord(Dependency, DependencyCheck),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponse>;

/** How many jobs one queue holds, by state. */
export const QueueCounts = z.object({
  queue: z.string(),
  waiting: z.number().int(),
  active: z.number().int(),
  delayed: z.number().int(),
  failed: z.number().int(),
});
export type QueueCounts = z.infer<typeof QueueCounts>;
