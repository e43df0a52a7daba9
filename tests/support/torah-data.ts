import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The files a Torah folder holds for the tests (the cantillated one too: the fake Sefaria answers with it). */
export const TORAH_TEST_FILES = ['torah-he.json', 'torah-en.json', 'torah-he-teamim.json'] as const;

const SHARED_DIR = resolve(import.meta.dirname, '../../../shared/data/torah');
/** Where `pnpm test` keeps the Torah it fetched from Sefaria when no folder was given (git-ignored). */
export const TORAH_CACHE_DIR = resolve(import.meta.dirname, '../../.torah-cache');

/**
 * The Torah folder the tests read (never copied into the repository): TORAH_DATA_DIR when set, else
 * the shared folder beside the repository when it is there, else the cache the test run fills.
 */
export function torahDirFor(env: NodeJS.ProcessEnv): string {
  if (env.TORAH_DATA_DIR) return resolve(env.TORAH_DATA_DIR);
  return existsSync(SHARED_DIR) ? SHARED_DIR : TORAH_CACHE_DIR;
}

export const TORAH_DIR = torahDirFor(process.env);

type TorahJson = Record<string, string[][]>;
const cache = new Map<string, TorahJson>();

/** One of the folder's text files, parsed once per test file. */
export function torahFile(name: (typeof TORAH_TEST_FILES)[number]): TorahJson {
  let data = cache.get(name);
  if (!data) {
    data = JSON.parse(readFileSync(resolve(TORAH_DIR, name), 'utf8')) as TorahJson;
    cache.set(name, data);
  }
  return data;
}
