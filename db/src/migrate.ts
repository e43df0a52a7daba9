import { connect } from './client';
import { migrateToLatest } from './migrate-to-latest';

// `pnpm db:migrate`: applies migrations to DATABASE_URL, or to the embedded database in MORAH_DATA_DIR.
const dataDir = process.env.MORAH_DATA_DIR ?? '.morah-data';
const handle = await connect({ databaseUrl: process.env.DATABASE_URL, dataDir: `${dataDir}/db` });
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(', ')}` : 'Database is up to date.');
} finally {
  await handle.close();
}
