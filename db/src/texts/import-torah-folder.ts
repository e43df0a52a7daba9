import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TEXT_SOURCES } from '@morah/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema';
import { countVersesByBook, upsertTextSources, upsertVerses } from './texts.queries';
import { MalformedTextFile, TORAH_FILES, versesFromTorahFolder } from './torah-folder';

function readJson(dir: string, file: string, required: boolean): unknown {
  const path = join(dir, file);
  if (!existsSync(path)) {
    if (required) throw new MalformedTextFile(file, `not found in ${dir}.`);
    return undefined;
  }
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new MalformedTextFile(file, `is not valid JSON (${(error as Error).message}).`);
  }
}

export interface ImportResult {
  byBook: Record<string, number>;
  inserted: number;
  updated: number;
}

/**
 * Load a Torah folder into the store in one transaction: every file is read and checked first, so
 * a malformed folder changes nothing. Running it again replaces the same verses (idempotent).
 */
export async function importTorahFolder(db: Kysely<Database>, dir: string): Promise<ImportResult> {
  const rows = versesFromTorahFolder({
    hebrew: readJson(dir, TORAH_FILES.hebrew, true),
    english: readJson(dir, TORAH_FILES.english, true),
    cantillation: readJson(dir, TORAH_FILES.cantillation, false),
  });
  const { inserted, updated } = await db.transaction().execute(async (trx) => {
    await upsertTextSources(trx, [TEXT_SOURCES.wlc, TEXT_SOURCES.jps1917]);
    return upsertVerses(trx, rows);
  });
  // Postgres learns what the verses hold now, not a minute later when autovacuum would: without it,
  // it planned the tutor's verse search afresh for every question (its estimates for an unknown text).
  await sql`analyze texts`.execute(db);
  const byBook: Record<string, number> = {};
  for (const row of rows) byBook[row.book] = (byBook[row.book] ?? 0) + 1;
  return { byBook, inserted, updated };
}

export { countVersesByBook };
