import { once } from 'node:events';
import { createServer, type Server, Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { gatherWrites } from './gather-writes';

/** Both ends of every socket a test opened, destroyed after it whatever happened. */
const opened: Socket[] = [];

/** A connected loopback socket whose hand-overs to the system (one per write or writev) are counted. */
async function countedSocket(server: Server): Promise<{ socket: Socket; handOvers: () => number; received: Promise<string> }> {
  const address = server.address() as { port: number };
  const accepted = once(server, 'connection') as Promise<[Socket]>;
  const socket = new Socket();
  socket.connect(address.port, '127.0.0.1');
  await once(socket, 'connect');
  const [peer] = await accepted;
  opened.push(socket, peer);
  let data = '';
  peer.setEncoding('utf8');
  peer.on('data', (chunk: string) => {
    data += chunk;
  });
  const received = new Promise<string>((resolve) => peer.on('end', () => resolve(data)));
  let count = 0;
  const counted = socket as unknown as { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void };
  for (const method of ['_write', '_writev'] as const) {
    const original = counted[method].bind(socket);
    counted[method] = (...args: unknown[]) => {
      count++;
      original(...args);
    };
  }
  return { socket, handOvers: () => count, received };
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('gatherWrites', () => {
  let server: Server;
  beforeEach(async () => {
    server = createServer();
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
  });
  afterEach(async () => {
    for (const socket of opened.splice(0)) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends commands given one after the other in one write, and a later one on its own', async () => {
    const { socket, handOvers, received } = await countedSocket(server);
    const gather = gatherWrites({ status: 'ready', stream: socket }, 'synchronous');
    for (const command of ['PUBLISH a\r\n', 'PUBLISH b\r\n']) {
      gather();
      socket.write(command);
    }
    await nextTurn();
    expect(handOvers()).toBe(1);

    gather();
    socket.write('PUBLISH c\r\n');
    await nextTurn();
    expect(handOvers()).toBe(2);
    socket.end();
    expect(await received).toBe('PUBLISH a\r\nPUBLISH b\r\nPUBLISH c\r\n');
  });

  it('waits for the end of the turn for commands given a few promise callbacks later', async () => {
    const { socket, handOvers, received } = await countedSocket(server);
    const gather = gatherWrites({ status: 'ready', stream: socket }, 'turn');
    const add = async (job: string) => {
      gather();
      await Promise.resolve();
      await Promise.resolve();
      socket.write(job);
    };
    await Promise.all([add('EVALSHA tutor\r\n'), add('EVALSHA xp\r\n')]);
    await nextTurn();
    expect(handOvers()).toBe(1);
    socket.end();
    expect(await received).toBe('EVALSHA tutor\r\nEVALSHA xp\r\n');
  });

  it('leaves a client that is not connected alone', async () => {
    const { socket, handOvers } = await countedSocket(server);
    const gather = gatherWrites({ status: 'reconnecting', stream: socket }, 'synchronous');
    gather();
    expect(socket.writableCorked).toBe(0);
    socket.write('PING\r\n');
    socket.write('PING\r\n');
    await nextTurn();
    expect(handOvers()).toBe(2);
    socket.destroy();
  });
});
