// `pnpm bench:screen`: the CPU the safety screen spends, read with process.cpuUsage (so a busy
// machine slows the run but barely moves the figures). Messages are the development set's own,
// each screened once, as in a chat where every message is new:
// - screenMessage: one message, as the gateway screens each message a child sends;
// - screenConversation: a message read with the child's 4 messages before it (a 5-message window
//   sliding along a chat, as the worker screens each message the tutor answers), with the second reader;
//   and the same over a chat of ordinary messages only (the look-alikes: nothing is wrong), and over
//   bench:chat's own message (one question, each with a marker of its own);
// - the same two given what the gateway's screen heard in the new message alone (nothing: the tutor's
//   job screens only a message the gateway did not flag), as the tutor's job screens them;
// - tutor job: what the offline tutor's job spends on the screen for that message (its moderator,
//   then, when flagged, the caring reply, which needs the categories).
// ROUNDS=n repeats each measure n times over fresh messages (default 4) and prints the median.
import { screenConversation, screenMessage } from '@morah/safety';
import { createLocalModerator } from '../workers/src/tutor/local-moderator';
import { answerFor } from '../workers/src/tutor/offline/answers';
import { batches } from '../safety/src/dev-set/index';
import { markerOf } from './bench-chat/load';

const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 4) || 4);
const PER_ROUND = 200;

// Every single-message item, once each, in a fixed shuffled order: disclosures and look-alikes
// mixed, and (for a chat where nothing is wrong, the usual case) the ordinary look-alikes alone.
const parts = Object.values(batches).flatMap((b) => Object.values(b));
const single = (items: readonly (string | readonly string[])[]) => items.filter((i): i is string => typeof i === 'string');
const ordinaryOnes = new Set(single(parts.flatMap((p) => p.ordinary)));
let seed = 36;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const shuffled = (xs: string[]) => {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [xs[i], xs[j]] = [xs[j]!, xs[i]!];
  }
  return xs;
};
const all = shuffled([...new Set(single(parts.flatMap((p) => [...p.disclosures, ...p.ordinary])))]);
let next = 0;
/** Messages not screened yet in this run; `ordinary` takes only look-alikes. */
const fresh = (n: number, ordinary = false) => {
  const taken: string[] = [];
  while (taken.length < n && next < all.length) {
    const m = all[next++]!;
    if (!ordinary || ordinaryOnes.has(m)) taken.push(m);
  }
  if (taken.length < n) throw new Error(`the development set has ${all.length} messages; ask for fewer rounds`);
  return taken;
};

/** µs of CPU (user + system) per call of `each` over `items`. */
function cpuPer<T>(items: readonly T[], each: (item: T) => unknown): number {
  const started = process.cpuUsage();
  for (const item of items) each(item);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / items.length;
}
async function cpuPerAsync<T>(items: readonly T[], each: (item: T) => Promise<unknown>): Promise<number> {
  const started = process.cpuUsage();
  for (const item of items) await each(item);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / items.length;
}

/** Windows of a chat: each message with the (up to) 4 before it, the first 4 messages only as context. */
function windows(messages: readonly string[]) {
  return messages.slice(4).map((latest, i) => ({ earlier: messages.slice(i, i + 4), latest }));
}

const moderator = createLocalModerator();
const now = new Date('2026-11-29T10:00:00Z');
async function tutorJobScreen({ earlier, latest }: { earlier: readonly string[]; latest: string }) {
  const { flagged } = await moderator.check(latest, earlier);
  if (!flagged) return;
  const turns = [...earlier, latest].map((content) => ({ role: 'student' as const, content }));
  answerFor({ turns, studentFirstName: 'Dina', now, flagged: true, messageId: 'm1' });
}

// The English model loads on the first call, and the code warms up over the first few hundred.
for (const m of fresh(300)) screenMessage(m);
for (const w of windows(fresh(304))) screenConversation(w.earlier, w.latest);
// bench:chat's message, each with a marker of its own, read with the 4 sent before it in its thread.
const chatMessage = (k: number) => `What does the letter bet sound like in bayit? [bench:${markerOf('screen', k, k * 7919)}]`;
let sent = 0;
const chatWindows = (n: number) => Array.from({ length: n }, () => (sent += 1)).map((k) => ({ earlier: [1, 2, 3, 4].map((b) => chatMessage(k - 5 + b)), latest: chatMessage(k) }));
for (const w of chatWindows(300)) screenConversation(w.earlier, w.latest);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const message: number[] = [];
const conversation: number[] = [];
const ordinaryConversation: number[] = [];
const job: number[] = [];
const chat: number[] = [];
const ordinaryGiven: number[] = [];
const chatGiven: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  message.push(cpuPer(fresh(PER_ROUND), (m) => screenMessage(m)));
  conversation.push(cpuPer(windows(fresh(PER_ROUND + 4)), (w) => screenConversation(w.earlier, w.latest)));
  ordinaryConversation.push(cpuPer(windows(fresh(PER_ROUND + 4, true)), (w) => screenConversation(w.earlier, w.latest)));
  chat.push(cpuPer(chatWindows(PER_ROUND), (w) => screenConversation(w.earlier, w.latest)));
  ordinaryGiven.push(cpuPer(windows(fresh(PER_ROUND + 4, true)), (w) => screenConversation(w.earlier, w.latest, { heardAlone: [] })));
  chatGiven.push(cpuPer(chatWindows(PER_ROUND), (w) => screenConversation(w.earlier, w.latest, { heardAlone: [] })));
  job.push(await cpuPerAsync(windows(fresh(PER_ROUND + 4)), tutorJobScreen));
}
const row = (name: string, xs: number[]) => console.log(`${name.padEnd(40)}${median(xs).toFixed(0).padStart(8)} µs CPU   (rounds: ${xs.map((x) => x.toFixed(0)).join(', ')})`);
console.log(`${all.length} development messages; safety screen CPU, median of ${ROUNDS} rounds of ${PER_ROUND} fresh development messages each`);
row('screenMessage, one message', message);
row('screenConversation, 5-message window', conversation);
row('screenConversation, ordinary chat', ordinaryConversation);
row("screenConversation, bench:chat's message", chat);
row('  ordinary chat, the gateway heard nothing', ordinaryGiven);
row("  bench:chat's message, the same", chatGiven);
row('tutor job screen (moderator + caring)', job);
