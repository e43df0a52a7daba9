import type { Dependency, DependencyCheck, ReadinessResponse } from '@morah/contracts';
import type { FastifyBaseLogger } from 'fastify';

/** A readiness probe that hangs is a failed one: each dependency answers within this, or counts as down. */
export const READY_TIMEOUT_MS = 2000;

export type DependencyProbe = () => Promise<unknown>;

export interface ReadinessOptions {
  mode: ReadinessResponse['mode'];
  probes: Partial<Record<Dependency, DependencyProbe>>;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  timeoutMs?: number;
}

class ProbeTimeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new ProbeTimeout(`did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * Ask every dependency at once, each within its time. The answer says which failed in a few words;
 * why (an address, a driver's message) goes to the log, once when a dependency goes down and once
 * when it is back, not at every probe.
 */
export function createReadiness(options: ReadinessOptions): () => Promise<ReadinessResponse> {
  const timeoutMs = options.timeoutMs ?? READY_TIMEOUT_MS;
  const wasDown = new Set<Dependency>();
  const check = async (dependency: Dependency, probe: DependencyProbe): Promise<[Dependency, DependencyCheck]> => {
    const started = performance.now();
    const ms = () => Math.round(performance.now() - started);
    try {
      await within(Promise.resolve().then(probe), timeoutMs);
      if (wasDown.delete(dependency)) options.log.info({ dependency }, `${dependency} answers again`);
      return [dependency, { ok: true, ms: ms() }];
    } catch (error) {
      if (!wasDown.has(dependency)) options.log.warn({ dependency, err: error }, `${dependency} is not answering: not ready`);
      wasDown.add(dependency);
      return [dependency, { ok: false, ms: ms(), error: error instanceof ProbeTimeout ? error.message : 'unreachable' }];
    }
  };
  return async () => {
    const results = await Promise.all(Object.entries(options.probes).map(([dependency, probe]) => check(dependency as Dependency, probe)));
    const failed = results.filter(([, result]) => !result.ok).map(([dependency]) => dependency);
    return { status: failed.length ? 'unready' : 'ready', mode: options.mode, failed, checks: Object.fromEntries(results) };
  };
}
