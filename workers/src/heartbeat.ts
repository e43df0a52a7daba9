import { rm, writeFile } from 'node:fs/promises';

/**
 * While the worker process is healthy (its own check passes: Redis answers, every queue's worker
 * runs), writes the time to `file` every `everyMs`. A container health check reads how old the file
 * is: a stuck event loop, a lost Redis or a stopped worker all let it grow stale.
 */
export function startHeartbeat({ file, everyMs = 5000, healthy }: { file: string; everyMs?: number; healthy: () => Promise<boolean> }): { stop(): Promise<void> } {
  const beat = async () => {
    // A check that does not answer within a beat (Redis gone, commands queued) counts as unhealthy.
    let late: ReturnType<typeof setTimeout> | undefined;
    const unanswered = new Promise<false>((resolve) => (late = setTimeout(() => resolve(false), everyMs)));
    const ok = await Promise.race([healthy().catch(() => false), unanswered]);
    clearTimeout(late);
    if (ok) await writeFile(file, `${Date.now()}\n`).catch(() => undefined);
  };
  void beat();
  const timer = setInterval(() => void beat(), everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await rm(file, { force: true });
    },
  };
}
