import { vi } from 'vitest';

/**
 * Resolve with the first value `read` gives that is neither undefined nor false, asking again as
 * soon as each check has settled. Waits for a state, never for a length of time: `timeout` only
 * ends a test that would otherwise hang, and is long enough for a busy machine.
 */
export function until<T>(read: () => T | undefined | false | Promise<T | undefined | false>, timeout = 60_000): Promise<T> {
  return vi.waitUntil(async () => {
    const value = await read();
    return value === undefined || value === false ? false : { value };
  }, { timeout, interval: 20 }).then((found) => found.value);
}
