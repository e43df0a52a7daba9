// `pnpm bench:tutor`: how often the offline tutor answers rightly, on two question sets printed apart.
// - The old set (scripts/bench-tutor/questions.ts) grew beside the tutor: accuracy per area and overall;
//   its goal is 95% overall and 90% in every area.
// - The held-out set (scripts/bench-tutor/held-out/*.json, see its README) was written before the tutor
//   was changed against it and is never edited: accuracy per area and overall (goal 95%), evasive replies
//   (goal 0), groups right in all three phrasings, and the share of factual replies that carry a source.
// Every question is asked through the real chat path, as `pnpm start` runs it with nothing configured: a
// student posts it over REST into a new conversation (a follow-up posts each turn after the reply to the
// one before), the tutor.reply job answers with the offline tutor, and the stored reply is read back.
// Exits non-zero only when a request fails, not on a low score: the figures are for reading.
//
// - The development set (scripts/bench-tutor/dev/*.json, see its README), asked only with SET=dev: questions
//   in children's words over every curriculum area, written to find general gaps; unlike the held-out set,
//   the tutor may be changed against it, so its figure is not an honest measure.
// Environment: SET=old, SET=held-out or SET=dev asks one set only (default old and held-out); FILE=<part of a name>
// asks only the development or held-out files whose name contains it (FILE=2026-11-28-i.json); SHOW=all prints every wrong
// answer of the old and development sets (default: the first 40 of each); the held-out set's wrong answers are
// listed only with SHOW_HELD_OUT=1, so that whoever measures does not read them by chance and tune to them; CONCURRENCY (4) students ask at once; REPLIES=<file> writes
// every held-out reply, whole, with its grade, as JSON.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registerStudent, registerTeacherWithClass } from '../tests/support/http-client';
import { startGateway } from '../tests/support/morah-under-test';
import { askConversation } from './bench-tutor/ask-conversation';
import { gradeHeldOut } from './bench-tutor/grade-held-out';
import { missingFrom } from './bench-tutor/grade-reply';
import { DEV_DIR, HELD_OUT_DIR, loadHeldOut } from './bench-tutor/load-held-out';
import { QUESTIONS, type Area } from './bench-tutor/questions';
import { reportHeldOut } from './bench-tutor/report-held-out';
import { reportOldSet } from './bench-tutor/report-old-set';
import { resolveExpectation } from './bench-tutor/resolve-expectations';
import { runPool } from './bench-tutor/run-pool';

const CONCURRENCY = Math.max(1, Number(process.env.CONCURRENCY ?? 4));
const SHOW = process.env.SHOW === 'all' ? Infinity : 40;
const SET = process.env.SET ?? 'both';
if (!['old', 'held-out', 'dev', 'both'].includes(SET)) throw new Error(`SET is old, held-out, dev or unset (old and held-out), not ${JSON.stringify(SET)}`);

const now = new Date();
// Read and resolve the held-out set before starting anything, so a malformed item fails at once.
const heldOut = SET === 'old' ? [] : loadHeldOut(SET === 'dev' ? DEV_DIR : HELD_OUT_DIR, process.env.FILE).map((item) => ({ item, must: item.must.map((m) => resolveExpectation(m, now)) }));

const dataDir = mkdtempSync(join(tmpdir(), 'morah-bench-tutor-'));
const gateway = await startGateway({ dataDir, env: { TUTOR_PIECE_DELAY_MS: '0', CHAT_MESSAGES_PER_MINUTE: '100000' } });
try {
  const { classInfo } = await registerTeacherWithClass(gateway.url);
  const students = await Promise.all(Array.from({ length: CONCURRENCY }, (_, i) => registerStudent(gateway.url, classInfo.joinCode, `Student${i}`).then((r) => r.student)));
  const context = { concurrency: CONCURRENCY, show: SHOW };

  if (SET === 'old' || SET === 'both') {
    const queue = (Object.entries(QUESTIONS) as Array<[Area, (typeof QUESTIONS)[Area]]>).flatMap(([area, rows]) =>
      rows.map(([question, ...must]) => ({ area, question, must: must.map((m) => resolveExpectation(m, now)) })),
    );
    const started = performance.now();
    const results = await runPool(students, queue, async (student, item) => {
      const reply = (await askConversation(student, [item.question])).content;
      return { ...item, reply, missing: missingFrom(reply, item.must) };
    });
    const seconds = (performance.now() - started) / 1000;
    console.log(reportOldSet(results, Object.keys(QUESTIONS) as Area[], { ...context, seconds }).join('\n'));
  }

  if (SET !== 'old') {
    if (SET === 'both') console.log('');
    const started = performance.now();
    const results = await runPool(students, heldOut, async (student, { item, must }) => {
      const reply = await askConversation(student, item.turns);
      return { item, reply: reply.content, cited: (reply.sources?.length ?? 0) > 0, grade: gradeHeldOut(reply.content, item, must) };
    });
    const seconds = (performance.now() - started) / 1000;
    const show = SET === 'dev' || process.env.SHOW_HELD_OUT === '1' ? SHOW : 0;
    console.log(reportHeldOut(results, { ...context, show, seconds, title: SET === 'dev' ? 'Development set' : 'Held-out set' }).join('\n'));
    if (process.env.REPLIES) writeFileSync(process.env.REPLIES, `${JSON.stringify(results.map(({ item, reply, cited, grade }) => ({ id: item.id, turns: item.turns, reply, cited, ...grade })), null, 2)}\n`);
  }
} finally {
  await gateway.close();
  rmSync(dataDir, { recursive: true, force: true });
}
