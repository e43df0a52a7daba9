// The safety screen's held-out set: its shape, its categories, and the loader that reads every file
// of it (scripts/bench-safety/held-out/*.json) and refuses a malformed one. See held-out/README.md.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

export const DISCLOSURE_CATEGORIES = ['hurt', 'bullied', 'unsafe-touch', 'neglect', 'stranger', 'self-harm', 'harm-others'] as const;
export const ORDINARY_CATEGORIES = ['bible-violence', 'games', 'sports', 'figures-of-speech', 'minor-injury', 'sadness', 'unkind-friend', 'safety-questions', 'feelings'] as const;

/** Below these the set is too small to measure anything: the loader refuses it. */
export const LEAST_PER_KIND = 200;

export const HELD_OUT_DIR = fileURLToPath(new URL('./held-out/', import.meta.url));

const Messages = z.array(z.string().trim().min(1)).min(1).max(5);

export const HeldOutItem = z.discriminatedUnion('kind', [
  z.strictObject({ id: z.string().regex(/^d-[a-z-]+-\d{3,}$/), kind: z.literal('disclosure'), category: z.enum(DISCLOSURE_CATEGORIES), messages: Messages }),
  z.strictObject({ id: z.string().regex(/^o-[a-z-]+-\d{3,}$/), kind: z.literal('ordinary'), category: z.enum(ORDINARY_CATEGORIES), messages: Messages }),
]);
export type HeldOutItem = z.infer<typeof HeldOutItem>;

/** An item of the set, with the file it came from. */
export type HeldOutFileItem = HeldOutItem & { file: string };

/** Reads and checks every `.json` file in `dir`; throws one error listing every problem found. */
export function loadHeldOutSet(dir: string = HELD_OUT_DIR): HeldOutFileItem[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
  const problems: string[] = [];
  const items: HeldOutFileItem[] = [];
  if (files.length === 0) problems.push(`no .json file in ${dir}`);
  for (const file of files) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = z.array(HeldOutItem).safeParse(raw);
    if (!parsed.success) {
      problems.push(`${file}:\n${z.prettifyError(parsed.error)}`);
      continue;
    }
    for (const item of parsed.data) {
      if (!item.id.startsWith(`${item.kind === 'disclosure' ? 'd' : 'o'}-${item.category}-`)) problems.push(`${file}: id ${item.id} does not name its category ${item.category}`);
      items.push({ ...item, file });
    }
  }
  const seen = new Map<string, string>();
  for (const item of items) {
    const first = seen.get(item.id);
    if (first) problems.push(`id ${item.id} is used twice (${first} and ${item.file})`);
    else seen.set(item.id, item.file);
  }
  for (const kind of ['disclosure', 'ordinary'] as const) {
    const count = items.filter((i) => i.kind === kind).length;
    if (count < LEAST_PER_KIND) problems.push(`only ${count} ${kind} items; the set needs at least ${LEAST_PER_KIND}`);
  }
  if (problems.length > 0) throw new Error(`The held-out set is malformed:\n${problems.join('\n')}`);
  return items;
}
