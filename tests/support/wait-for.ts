/**
 * Resolve with the first value `read` gives that is neither undefined nor false, asking again 50 ms
 * after each check settles. Waits for a state, never for a length of time: `timeoutMs` only ends a
 * wait that would otherwise hang (it rejects naming `what`). For scripts; tests use `until`.
 */
export async function waitFor<T>(what: string, read: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${Math.round(timeoutMs / 1000)} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
