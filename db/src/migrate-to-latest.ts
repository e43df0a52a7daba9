import type { Kysely } from 'kysely';
import { Migrator, type MigrationProvider } from 'kysely/migration';
import { migrations } from './migrations';

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Apply every pending migration; throws with the failing migration's name. */
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Features land in any order, each with its own range of stamps: a database that already ran a
  // later-stamped migration still runs an earlier one that arrived after it.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/** A fingerprint of the migration set, so test templates are rebuilt when it changes. */
export function migrationsFingerprint(): string {
  const names = Object.keys(migrations).sort().join('|');
  let hash = 0;
  for (let i = 0; i < names.length; i++) hash = (Math.imul(hash, 31) + names.charCodeAt(i)) | 0;
  return (hash >>> 0).toString(36);
}
