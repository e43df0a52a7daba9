import { connect } from './client';
import { commandDatabaseFromEnvironment } from './config';
import { migrateToLatest } from './migrate-to-latest';

// `pnpm db:migrate`: applies migrations to DATABASE_URL, or to the embedded database in MORAH_DATA_DIR.
const handle = await connect(commandDatabaseFromEnvironment());
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
