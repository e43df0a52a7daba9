import type { DbHandle } from '@morah/db';
import { queueSettingsOf } from '@morah/contracts';
import { type GatewayConfig, runGateway, type RunningGateway } from '@morah/gateway';
import { createInProcessRunner, createProcessors, createWorkerMetrics, type JobLogger, lazyTutor, type WorkerMetrics } from '@morah/workers/in-process';

/**
 * The composition root. With REDIS_URL the gateway runs alone (workers are their own process);
 * otherwise the workers' processors run in this process on the in-process job runner.
 * Gateway and workers never import each other: they meet here.
 */
export async function startMorah(config: GatewayConfig, opening?: Promise<DbHandle>): Promise<RunningGateway> {
  if (config.REDIS_URL) return runGateway(config, undefined, opening);
  let runner: ReturnType<typeof createInProcessRunner> | undefined;
  // Jobs log through the gateway's logger (its level and redaction) once it exists.
  let appLog: JobLogger = console;
  const log: JobLogger = { info: (o, m) => appLog.info(o, m), warn: (o, m) => appLog.warn(o, m), error: (o, m) => appLog.error(o, m), child: (b) => (appLog.child ? appLog.child(b) : log) };
  // The jobs' figures join the gateway's /metrics once its registry exists.
  let jobMetrics: WorkerMetrics | undefined;
  const metrics: WorkerMetrics = {
    jobStarted: (...a) => jobMetrics?.jobStarted(...a),
    jobFinished: (...a) => jobMetrics?.jobFinished(...a),
    tutorFirstToken: (...a) => jobMetrics?.tutorFirstToken(...a),
  };
  return runGateway(config, {
    get queue() {
      runner ??= createInProcessRunner({ log, metrics, concurrency: config.WORKER_CONCURRENCY, queues: queueSettingsOf(config) });
      return runner;
    },
    start({ db, emitter, log: gatewayLog, metrics: registry }) {
      appLog = gatewayLog;
      jobMetrics = createWorkerMetrics(registry);
      runner!.register(createProcessors({ db, emitter, log: gatewayLog, tutor: lazyTutor(config), metrics }));
    },
  }, opening);
}
