import type { DbHandle } from '@morah/db';

/**
 * Listen on a channel for as long as asked, listening again a while after the connection is lost or
 * cannot be opened. `onNotify` is also called each time listening starts, since notices sent while
 * nobody listened were missed. Resolves once the first try is over (heard or not) with the way to stop.
 */
export async function keepListening(listen: DbHandle['listen'], channel: string, onNotify: () => void, retryMs = 1000): Promise<() => Promise<void>> {
  let stopped = false;
  let stop: (() => Promise<void>) | undefined;
  let retry: NodeJS.Timeout | undefined;
  const again = () => {
    stop = undefined;
    if (!stopped) retry = setTimeout(() => void open(), retryMs);
  };
  const open = async (): Promise<void> => {
    try {
      const stopThis = await listen(channel, onNotify, again);
      if (stopped) return void (await stopThis());
      stop = stopThis;
    } catch {
      return again();
    }
    onNotify();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await stop?.();
  };
}
