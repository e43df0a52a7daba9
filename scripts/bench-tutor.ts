// `pnpm bench:tutor`: how often the offline tutor answers rightly. Every question of the question set
// (scripts/bench-tutor/questions.ts, written apart from the knowledge base) is asked through the real chat
// path, as `pnpm start` runs it with nothing configured: a student posts it over REST into a new
// conversation, the tutor.reply job answers with the offline tutor, and the stored reply is read back.
// A reply is right when it contains everything the question's row says a correct answer must.
// Prints accuracy per area and overall; the goal is 95% overall and 90% in every area. Exits non-zero
// only when a request fails, not on a low score: the figures are for reading.
//
// Environment: SHOW=all prints every wrong answer (default: the first 40); CONCURRENCY (4) students ask
// at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MessagesResponse } from '@morah/contracts';
import { registerStudent, registerTeacherWithClass, type TestClient } from '../tests/support/http-client';
import { startGateway } from '../tests/support/morah-under-test';
import { missingFrom } from './bench-tutor/grade-reply';
import { QUESTIONS, type Area } from './bench-tutor/questions';
import { resolveExpectation } from './bench-tutor/resolve-expectations';

const CONCURRENCY = Math.max(1, Number(process.env.CONCURRENCY ?? 4));
const SHOW = process.env.SHOW === 'all' ? Infinity : 40;

interface Asked {
  area: Area;
  question: string;
  must: string[];
  reply: string;
  missing: string[];
  ms: number;
}

async function askOnce(student: TestClient, question: string): Promise<string> {
  const thread = await student.post('/api/chat/threads', {});
  if (thread.status !== 201) throw new Error(`new thread: ${thread.status} ${JSON.stringify(thread.body)}`);
  const threadId = thread.body.thread.id as number;
  const posted = await student.post(`/api/chat/threads/${threadId}/messages`, { content: question });
  if (posted.status !== 201) throw new Error(`post ${JSON.stringify(question)}: ${posted.status} ${JSON.stringify(posted.body)}`);
  const until = Date.now() + 30_000;
  for (;;) {
    const { messages, failures } = (await student.get(`/api/chat/threads/${threadId}/messages`)).body as MessagesResponse;
    const reply = messages.find((m) => m.senderType === 'ai' && m.replyTo === posted.body.message.id);
    if (reply) return reply.content;
    if (failures.some((f) => f.replyTo === posted.body.message.id)) throw new Error(`the tutor failed on ${JSON.stringify(question)}`);
    if (Date.now() > until) throw new Error(`no reply to ${JSON.stringify(question)} within 30 s`);
    await new Promise((r) => setTimeout(r, 15));
  }
}

const dataDir = mkdtempSync(join(tmpdir(), 'morah-bench-tutor-'));
const gateway = await startGateway({ dataDir, env: { TUTOR_PIECE_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '100000' } });
try {
  const { classInfo } = await registerTeacherWithClass(gateway.url);
  const students = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => registerStudent(gateway.url, classInfo.joinCode, `Student${i}`).then((r) => r.student)));
  const now = new Date();
  const queue = (Object.entries(QUESTIONS) as Array<[Area, (typeof QUESTIONS)[Area]]>).flatMap(([area, rows]) =>
    rows.map(([question, ...must]) => ({ area, question, must: must.map((m) => resolveExpectation(m, now)) })),
  );
  const results: Asked[] = [];
  const started = performance.now();
  await Promise.all(
    students.map(async (student) => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const t0 = performance.now();
        const reply = await askOnce(student, item.question);
        results.push({ ...item, reply, missing: missingFrom(reply, item.must), ms: performance.now() - t0 });
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;

  const wrong = results.filter((r) => r.missing.length > 0);
  for (const r of wrong.slice(0, SHOW)) {
    console.log(`✗ [${r.area}] ${r.question}\n    must contain: ${r.missing.join(', ')}\n    replied: ${r.reply.replace(/\s+/g, ' ').slice(0, 220)}`);
  }
  if (wrong.length > SHOW) console.log(`(${wrong.length - SHOW} more wrong answers: SHOW=all to list them)`);

  const pct = (ok: number, n: number) => `${((100 * ok) / n).toFixed(1)}%`.padStart(6);
  console.log(`\nMorah AI offline tutor, ${results.length} questions through the chat path (${seconds.toFixed(1)} s, ${CONCURRENCY} students at once)`);
  console.log('area        right / asked   accuracy   goal');
  let failedGoal = false;
  for (const area of Object.keys(QUESTIONS) as Area[]) {
    const mine = results.filter((r) => r.area === area);
    const ok = mine.filter((r) => r.missing.length === 0).length;
    const below = ok / mine.length < 0.9;
    failedGoal ||= below;
    console.log(`${area.padEnd(12)}${String(ok).padStart(5)} / ${String(mine.length).padEnd(5)}   ${pct(ok, mine.length)}   ${below ? 'below 90%' : '90% met'}`);
  }
  const ok = results.length - wrong.length;
  console.log(`${'overall'.padEnd(12)}${String(ok).padStart(5)} / ${String(results.length).padEnd(5)}   ${pct(ok, results.length)}   ${ok / results.length >= 0.95 ? '95% met' : 'below 95%'}`);
  const sorted = results.map((r) => r.ms).sort((a, b) => a - b);
  console.log(`reply time (post to stored reply, read back): p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(0)} ms`);
  if (failedGoal) console.log('An area is below its goal: see the wrong answers above.');
} finally {
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
