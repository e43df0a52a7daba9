import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The shared Torah folder beside the repository (never copied into it); TORAH_DATA_DIR overrides. */
export const TORAH_DIR = process.env.TORAH_DATA_DIR ?? resolve(import.meta.dirname, '../../../shared/data/torah');

type TorahJson = Record<string, string[][]>;
const cache = new Map<string, TorahJson>();

/** One of the folder's text files, parsed once per test file. */
export function torahFile(name: 'torah-he.json' | 'torah-en.json' | 'torah-he-teamim.json'): TorahJson {
  let data = cache.get(name);
  if (!data) {
    data = JSON.parse(readFileSync(resolve(TORAH_DIR, name), 'utf8')) as TorahJson;
    cache.set(name, data);
  }
  return data;
}
