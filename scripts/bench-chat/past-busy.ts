import { sleep } from './figures';

/** `make`, again after the Retry-After wait while the gateway answers busy (setting up on a busy machine). */
export async function pastBusy<T>(make: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await make();
    } catch (error) {
      if (attempt >= 20 || !(error instanceof Error) || !error.message.includes('"busy"')) throw error;
      await sleep(2000);
    }
  }
}
