import type { DbHandle } from '@morah/db';
import { type GatewayConfig, runGateway, type RunningGateway } from '@morah/gateway';
import { createInProcessRunner, createProcessors, lazyTutor } from '@morah/workers/in-process';

/**
 * The composition root. With REDIS_URL the gateway runs alone (workers are their own process);
 * otherwise the workers' processors run in this process on the in-process job runner.
 * Gateway and workers never import each other: they meet here.
 */
export async function startMorah(config: GatewayConfig, opening?: Promise<DbHandle>): Promise<RunningGateway> {
  if (config.REDIS_URL) return runGateway(config, undefined, opening);
  let runner: ReturnType<typeof createInProcessRunner> | undefined;
  return runGateway(config, {
    get producer() {
      runner ??= createInProcessRunner({ log: console });
      return runner;
    },
    start({ db, emitter, log }) {
      runner!.register(createProcessors({ db, emitter, log, tutor: lazyTutor(config) }));
    },
  }, opening);
}
