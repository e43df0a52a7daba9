/**
 * Stop cleanly on SIGINT and SIGTERM: run `close` (sockets, jobs, database) once, then exit 0.
 * A terminal's Ctrl+C reaches the process twice when it runs under pnpm (from the terminal and
 * forwarded by pnpm), so a signal that comes while stopping is not a reason to die mid-close.
 * A close that fails or hangs past `graceMs` exits 1, saying so.
 */
export function stopOnSignals(close: () => Promise<void>, { graceMs = 10_000, name = 'Morah' } = {}): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    const hung = setTimeout(() => {
      console.error(`${name} did not stop within ${graceMs / 1000} s after ${signal}; exiting anyway.`);
      process.exit(1);
    }, graceMs);
    hung.unref();
    close().then(
      () => {
        console.log(`${name} stopped (${signal}).`);
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`${name} could not stop cleanly after ${signal}:`, error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
