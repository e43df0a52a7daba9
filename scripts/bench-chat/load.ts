// A fixed-rate load: every sender sends `perSender` messages `interval` apart, the senders staggered
// evenly over one interval. Each message carries a unique marker; receivers stamp when they see it.
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type Figures, figures, ms, num, sleep } from './figures';

export interface LoadResult extends Figures {
  sent: number;
  delivered: number;
  lost: number;
  /** Sends that failed (a timeout, a refusal other than "busy", a broken socket). */
  errors: number;
  /** Of the lost, those the server had acknowledged as taken: each one is a bug (the rest failed or timed out). */
  lostAcknowledged: number;
  /** What the failed sends were told, each different answer with how many got it. */
  errorKinds: [string, number][];
  /** Sends the server refused at once as busy (429/503), which the sender was told to try again. */
  refused: number;
  perSecond: number;
  /** Seconds into the load of each stall: a tenth of a second whose messages took more than STALL_MS at the median. */
  stalls: number[];
}

/** A tenth of a second of sends is a stall when its median delivery took longer than this. */
const STALL_MS = 20;

/** When, into the load, the tenths of a second whose messages were slow together began (see `stalls`). */
function stallsOf(sends: readonly { sent: number; latency: number }[], start: number): number[] {
  const windows = new Map<number, number[]>();
  for (const { sent, latency } of sends) {
    const k = Math.floor((sent - start) / 100);
    (windows.get(k) ?? windows.set(k, []).get(k)!).push(latency);
  }
  return [...windows]
    .filter(([, latencies]) => figures(latencies).p50 > STALL_MS)
    .map(([k]) => k / 10)
    .sort((a, b) => a - b);
}

export class Tracker {
  readonly sentAt = new Map<string, number>();
  readonly receivedAt = new Map<string, number>();
  /** Sends the server acknowledged as taken. */
  readonly acknowledged = new Set<string>();
  readonly errorKinds = new Map<string, number>();
  errors = 0;
  refused = 0;
  received(marker: string, at: number) {
    if (this.sentAt.has(marker) && !this.receivedAt.has(marker)) this.receivedAt.set(marker, at);
  }
  clear() {
    this.sentAt.clear();
    this.receivedAt.clear();
    this.acknowledged.clear();
    this.errorKinds.clear();
    this.errors = 0;
    this.refused = 0;
  }
}

/** A send the server refused as busy: not an error, and nothing was accepted. */
export class BusyRefusal extends Error {}

export const MARKER = /\[bench:([0-9a-z-]+)\]/;

/**
 * A marker is spelled in consonants only, its numbers too, so that it is no word and no number to the
 * safety screen. Spelled in digits and hex ('morah-3-17-9f3a2c', 'ramp-300-3-17-d836a2') it read as a
 * child's personal details (a number to call, an address) in a fifth of the messages at 100 msg/s and
 * three quarters at 300, in the older screen as in today's, and those messages were measured as flags.
 */
const MARK_LETTERS = 'bcdfghjklmnpqrstvwxz';
const spelled = (n: number) => {
  let word = '';
  do {
    word = MARK_LETTERS[n % MARK_LETTERS.length]! + word;
    n = Math.floor(n / MARK_LETTERS.length);
  } while (n > 0);
  return word;
};
/** A marker of its parts, each number (and each run of digits in a name, as in 'ramp-300') spelled. */
export const markerOf = (...parts: (string | number)[]) => parts.map((p) => (typeof p === 'number' ? spelled(p) : p.replace(/\d+/g, (d) => spelled(Number(d))))).join('-');
const newMarker = (phase: string, sender: number, k: number) => markerOf(phase, sender, k, randomBytes(3).readUIntBE(0, 3));

const sleepUntil = (t: number) => sleep(Math.max(0, t - performance.now()));

export async function runLoad(
  tracker: Tracker,
  phase: string,
  senders: number,
  perSender: number,
  interval: number,
  send: (sender: number, marker: string) => Promise<void>,
  lossWaitMs = 10_000,
): Promise<LoadResult> {
  const markers: string[] = [];
  const inFlight: Promise<void>[] = [];
  const start = performance.now() + 50;
  await Promise.all(
    Array.from({ length: senders }, async (_, sender) => {
      const offset = (sender * interval) / senders;
      for (let k = 0; k < perSender; k++) {
        await sleepUntil(start + offset + k * interval);
        const marker = newMarker(phase, sender, k);
        markers.push(marker);
        inFlight.push(
          send(sender, marker).then(
            () => void tracker.acknowledged.add(marker),
            (error) => {
              if (error instanceof BusyRefusal) {
                // Refused at once: never accepted, so not waited for and not lost.
                tracker.sentAt.delete(marker);
                tracker.refused++;
              } else {
                // It may have been accepted all the same: still awaited, lost if it never comes.
                tracker.errors++;
                const kind = String((error as Error)?.message ?? error).replace(/\[bench:[^\]]*\]/g, '').slice(0, 160);
                tracker.errorKinds.set(kind, (tracker.errorKinds.get(kind) ?? 0) + 1);
              }
            },
          ),
        );
      }
    }),
  );
  const lastSend = performance.now();
  await Promise.all(inFlight);
  const accepted = () => markers.filter((m) => tracker.sentAt.has(m));
  while (accepted().some((m) => !tracker.receivedAt.has(m)) && performance.now() - lastSend < lossWaitMs) await sleep(10);

  const latencies: number[] = [];
  const sends: { sent: number; latency: number }[] = [];
  let firstSend = Infinity;
  let lastReceive = -Infinity;
  for (const m of accepted()) {
    const sent = tracker.sentAt.get(m)!;
    firstSend = Math.min(firstSend, sent);
    const got = tracker.receivedAt.get(m);
    if (got === undefined) continue;
    latencies.push(got - sent);
    sends.push({ sent, latency: got - sent });
    lastReceive = Math.max(lastReceive, got);
  }
  const attempted = accepted().length;
  const window = (lastReceive - firstSend) / 1000;
  return {
    ...figures(latencies),
    sent: attempted,
    delivered: latencies.length,
    lost: attempted - latencies.length,
    lostAcknowledged: accepted().filter((m) => tracker.acknowledged.has(m) && !tracker.receivedAt.has(m)).length,
    errorKinds: [...tracker.errorKinds].sort((a, b) => b[1] - a[1]),
    errors: tracker.errors,
    refused: tracker.refused,
    perSecond: latencies.length > 0 && window > 0 ? latencies.length / window : Number.NaN,
    stalls: stallsOf(sends, start),
  };
}

export function printLoad(label: string, r: LoadResult) {
  console.log(
    `  ${label}: p50 ${ms(r.p50)}, p95 ${ms(r.p95)}, p99 ${ms(r.p99)}, max ${ms(r.max)}; ${r.delivered}/${r.sent} delivered, ${num(r.perSecond)} msg/s, lost ${r.lost}` +
      (r.refused ? `, refused as busy ${r.refused}` : '') +
      (r.errors ? `, errors ${r.errors}` : ''),
  );
  if (r.lost) console.log(`    lost though acknowledged as taken: ${r.lostAcknowledged} (the other ${r.lost - r.lostAcknowledged} lost had failed or timed out)`);
  for (const [kind, count] of r.errorKinds.slice(0, 5)) console.log(`    failed sends: ${count} x ${kind}`);
  // Slow messages together (a stall: something held everyone up) or spread out (a machine simply full).
  console.log(
    `    stalls (tenths of a second whose messages took over ${STALL_MS} ms at the median): ` +
      (r.stalls.length === 0 ? 'none' : `${r.stalls.length}, at ${r.stalls.slice(0, 12).map((s) => num(s, 1)).join(', ')}${r.stalls.length > 12 ? ', ...' : ''} s into the load`),
  );
}
