import { migrateToLatest, rebuildChatProjections } from '@morah/db';
import { openDatabase } from './open-database';
import { commandDatabaseFromEnvironment } from './config';

// `pnpm db:rebuild-projections`: rebuilds every read model from the event store, in DATABASE_URL
// or in the embedded database in MORAH_DATA_DIR. Stop `pnpm start` first when using the embedded one.
const handle = await openDatabase(commandDatabaseFromEnvironment());
try {
  await migrateToLatest(handle.db);
  const started = performance.now();
  const { events } = await rebuildChatProjections(handle.db, (n) => process.stdout.write(`\r${n} events replayed`));
  const ms = Math.round(performance.now() - started);
  console.log(`\rRebuilt chat_threads, chat_messages and safety_flags from ${events} events in ${ms} ms.`);
} finally {
  await handle.close();
}
