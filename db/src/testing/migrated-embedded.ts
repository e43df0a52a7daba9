import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from '../client';
import { migrateToLatest } from '../migrate-to-latest';
import { madeOnce } from './made-once';

/**
 * The embedded database's template, named after what it is made of: the migrations' files and the
 * installed PGlite (its resolved folder names its version). Any change makes a new one.
 */
function templateDir(): string {
  const hash = createHash('sha256');
  hash.update(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  const folder = new URL('../migrations/', import.meta.url);
  for (const name of readdirSync(folder).sort()) hash.update(name).update(readFileSync(new URL(name, folder)));
  return join(tmpdir(), `morah-embedded-template-${hash.digest('hex').slice(0, 16)}`);
}

let made: Promise<string> | undefined;

/**
 * Create the embedded database once on this machine (PGlite's own first start, its initdb, is the
 * slow part of opening one) and migrate it.
 */
function template(): Promise<string> {
  made ??= madeOnce(templateDir(), async (building) => {
    const handle = await connect({ dataDir: building });
    try {
      await migrateToLatest(handle.db);
    } finally {
      await handle.close();
    }
  });
  made.catch(() => (made = undefined));
  return made;
}

/**
 * Put a migrated embedded database in `dataDir` (created; it must not hold one yet): a copy of a
 * template migrated once, as `connect({ dataDir })` then `migrateToLatest` would leave a new one.
 * For a Morah data directory (`MORAH_DATA_DIR`), the database's folder is its `db`.
 */
export async function copyMigratedEmbedded(dataDir: string): Promise<string> {
  const from = await template();
  mkdirSync(dataDir, { recursive: true });
  cpSync(from, dataDir, { recursive: true });
  return dataDir;
}
