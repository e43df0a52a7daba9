/** What `gatherWrites` needs of a client: whether it is connected, and its socket (an ioredis client has both). */
export interface CorkableClient {
  status: string;
  stream: { cork(): void; uncork(): void };
}

/**
 * Commands a client is given together leave in one write to its socket, and the server reads them
 * in one read: call the returned function before each command. The first call corks the socket;
 * it is uncorked once the code that gives the commands has run:
 * - `'synchronous'`: after the running code and the promise callbacks queued so far (commands
 *   given one after the other, as the room emits that follow one commit);
 * - `'turn'`: at the end of this turn of the event loop, for commands given a few promise callbacks
 *   after the call (BullMQ writes a job's script after awaiting its own steps).
 * Nothing is held longer than that, and a client that is not connected is never corked (it queues
 * its commands itself).
 */
export function gatherWrites(client: CorkableClient, until: 'synchronous' | 'turn'): () => void {
  let corked: CorkableClient['stream'] | undefined;
  const uncork = () => {
    const stream = corked;
    corked = undefined;
    stream?.uncork();
  };
  return () => {
    if (corked || client.status !== 'ready') return;
    corked = client.stream;
    corked.cork();
    if (until === 'turn') setImmediate(uncork);
    else queueMicrotask(uncork);
  };
}
