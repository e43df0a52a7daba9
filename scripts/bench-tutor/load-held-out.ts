import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { HeldOutItem } from './held-out-item';

export const HELD_OUT_DIR = join(import.meta.dirname, 'held-out');
/** The development set: items of the same shape, in children's words, that the tutor may be changed against. */
export const DEV_DIR = join(import.meta.dirname, 'dev');

/** The items of one held-out file; throws, naming the file, on a malformed item. */
export function loadHeldOutFile(path: string): HeldOutItem[] {
  const parsed = z.array(HeldOutItem).safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Every item of every file in the held-out folder, files in name order; with `only`, of the files whose name contains it. */
export function loadHeldOut(dir = HELD_OUT_DIR, only?: string): HeldOutItem[] {
  const names = readdirSync(dir).filter((name) => name.endsWith('.json') && (!only || name.includes(only)));
  if (only && names.length === 0) throw new Error(`no file in ${dir} has ${JSON.stringify(only)} in its name`);
  return names
    .sort()
    .flatMap((name) => loadHeldOutFile(join(dir, name)));
}
