import { migrateToLatest } from '@morah/db';
import { openDatabase } from './open-database';
import { commandDatabaseFromEnvironment } from './config';

// `pnpm db:migrate`: applies migrations to DATABASE_URL, or to the embedded database in MORAH_DATA_DIR.
const handle = await openDatabase(commandDatabaseFromEnvironment());
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
