// `pnpm bench:verses`: what the tutor's verse search costs, with the whole Torah in the store as a
// school has it (`pnpm content:import`). Every question of the tutor's question set
// (scripts/bench-tutor/questions.ts) is looked up as the tutor looks it up before answering
// (`findVersesFor`: a verse it names, or the verses with most of its words), first once to warm the
// connection's plans, then timed, one at a time. Prints the time of each search (round trip
// included), the Postgres backend's CPU for all of them, and the slowest questions.
//
// Environment: ROUNDS (3: the timed passes over the question set).
import { verseReferenceIn, verseSearchWords } from '@morah/content';
import { connect, importTorahFolder, migrateToLatest } from '@morah/db';
import { createTestDatabase } from '@morah/db/testing';
import { TORAH_DIR } from '../tests/support/torah-data';
import { findVersesFor } from '../workers/src/tutor/verses/find-verses';
import { figures, ms, spread } from './bench-chat/figures';
import { postgresCpu } from './bench-chat/processes';
import { QUESTIONS } from './bench-tutor/questions';

const ROUNDS = Math.max(1, Math.floor(Number(process.env.ROUNDS ?? 3)));

const testDb = await createTestDatabase();
const handle = await connect({ databaseUrl: testDb.url, poolMax: 1 });
try {
  await migrateToLatest(handle.db);
  await importTorahFolder(handle.db, TORAH_DIR);
  const questions = Object.values(QUESTIONS).flatMap((rows) => rows.map((row) => row[0]));
  // The questions that reach the database: a verse named, or enough words to search by.
  const searched = questions.filter((q) => verseReferenceIn(q) || verseSearchWords(q).length >= 3);
  for (const q of searched) await findVersesFor(handle.db, q);

  const times: number[] = [];
  const byQuestion = new Map<string, number>();
  const cpu = postgresCpu(handle.db);
  await cpu.start();
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of searched) {
      const t = performance.now();
      await findVersesFor(handle.db, q);
      const took = performance.now() - t;
      times.push(took);
      byQuestion.set(q, Math.max(byQuestion.get(q) ?? 0, took));
    }
  }
  const wall = performance.now() - started;
  const pgMs = await cpu.stop();

  console.log(`The tutor's verse search, the whole Torah stored (${questions.length} questions, ${searched.length} of them reach the database; ${ROUNDS} timed passes)`);
  console.log(`  each search, round trip included: ${spread(figures(times))}`);
  console.log(`  all ${times.length} searches: ${ms(wall)}; Postgres CPU ${pgMs === undefined ? 'not readable here' : `${ms(pgMs)}, ${ms(pgMs / times.length)} a search`}`);
  console.log('  the slowest questions (their slowest pass):');
  for (const [q, took] of [...byQuestion].sort((a, b) => b[1] - a[1]).slice(0, 5)) console.log(`    ${ms(took).padStart(9)}  ${q}`);
} finally {
  await handle.close();
  await testDb.drop();
}
