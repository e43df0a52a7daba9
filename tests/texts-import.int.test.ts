import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { countVersesByBook, findVerse, findVerses, importTorahFolder } from '@morah/db';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TORAH_DIR, torahFile } from './support/torah-data';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '..');

/** `pnpm content:import <dir>` as a person runs it, against this file's database. */
async function contentImport(databaseUrl: string, dir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'commands/content-import.ts', dir], { cwd: ROOT, env: { ...process.env, DATABASE_URL: databaseUrl } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** A copy of the shared folder with one file replaced. */
function folderWith(file: string, content: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'morah-torah-'));
  for (const name of ['torah-he.json', 'torah-en.json', 'torah-he-teamim.json']) copyFileSync(join(TORAH_DIR, name), join(dir, name));
  writeFileSync(join(dir, file), content);
  return dir;
}

describe('pnpm content:import', () => {
  let t: TestDatabase;
  const folders: string[] = [];
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(async () => {
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
    await t.drop();
  });

  it('loads all 5,847 verses, prints the count of each book, and keeps exact text and sources', async () => {
    const out = await contentImport(t.url, TORAH_DIR);
    expect(out.stderr).toBe('');
    expect(out.code).toBe(0);
    expect(out.stdout).toMatch(/Genesis\s+1533 verses/);
    expect(out.stdout).toMatch(/Exodus\s+1210 verses/);
    expect(out.stdout).toMatch(/Leviticus\s+859 verses/);
    expect(out.stdout).toMatch(/Numbers\s+1289 verses/);
    expect(out.stdout).toMatch(/Deuteronomy\s+956 verses/);
    expect(out.stdout).toContain('Imported 5847 verses (5847 new, 0 replaced).');
    expect(await countVersesByBook(t.db)).toEqual({ Genesis: 1533, Exodus: 1210, Leviticus: 859, Numbers: 1289, Deuteronomy: 956 });
    // Postgres has counted what the verses hold (so it plans the tutor's verse search well from the first question).
    const { rows: analyzed } = await sql<{ columns: number }>`select count(*)::int as columns from pg_stats where tablename = 'texts'`.execute(t.db);
    expect(analyzed[0]!.columns).toBeGreaterThan(0);

    const first = await findVerse(t.db, 'Genesis', { chapter: 1, verse: 1 });
    // The words of Genesis 1:1 (the file keeps the codex's order of marks, which is not NFC).
    expect(first?.hebrew.normalize('NFC')).toBe('בְּרֵאשִׁית בָּרָא אֱלֹהִים אֵת הַשָּׁמַיִם וְאֵת הָאָרֶץ׃'.normalize('NFC'));
    expect(first).toEqual({
      book: 'Genesis',
      chapter: 1,
      verse: 1,
      hebrew: torahFile('torah-he.json').Genesis![0]![0],
      hebrew_cantillation: torahFile('torah-he-teamim.json').Genesis![0]![0],
      english: 'In the beginning God created the heaven and the earth.',
      hebrew_source: 'wlc-oshb',
      english_source: 'jps-1917',
    });
    // The last verse of the Torah and the joined Ten Commandments verse, exactly as in the folder.
    const last = await findVerse(t.db, 'Deuteronomy', { chapter: 34, verse: 12 });
    expect(last?.english).toBe(torahFile('torah-en.json').Deuteronomy![33]![11]);
    const exod = await findVerses(t.db, { book: 'Exodus', begin: { chapter: 20, verse: 13 }, end: { chapter: 20, verse: 13 } });
    expect(exod[0]?.hebrew).toBe(torahFile('torah-he.json').Exodus![19]![12]);
    const sources = await t.db.selectFrom('text_sources').selectAll().orderBy('id').execute();
    expect(sources.map((s) => s.id)).toEqual(['jps-1917', 'wlc-oshb']);
    expect(sources.find((s) => s.id === 'wlc-oshb')?.attribution).toContain('Open Scriptures Hebrew Bible');
  }, 120_000);

  it('is idempotent: a second import replaces the same verses and adds none', async () => {
    const out = await contentImport(t.url, TORAH_DIR);
    expect(out.code).toBe(0);
    expect(out.stdout).toContain('Imported 5847 verses (0 new, 5847 replaced).');
    expect(await countVersesByBook(t.db)).toEqual({ Genesis: 1533, Exodus: 1210, Leviticus: 859, Numbers: 1289, Deuteronomy: 956 });
  }, 120_000);

  it('refuses a malformed folder, naming the file and the reason, and changes nothing', async () => {
    const before = await t.db.selectFrom('texts').select(['book', 'chapter', 'verse', 'english']).orderBy('book').orderBy('chapter').orderBy('verse').execute();

    const en = structuredClone(torahFile('torah-en.json'));
    en.Genesis![2]!.pop();
    en.Genesis![0]![0] = 'This must never be stored.';
    const shortChapter = folderWith('torah-en.json', JSON.stringify(en));
    folders.push(shortChapter);
    const a = await contentImport(t.url, shortChapter);
    expect(a.code).toBe(1);
    expect(a.stderr).toContain('Nothing was imported. torah-en.json: Genesis chapter 3 has 23 verses; it should have 24.');

    const broken = folderWith('torah-he.json', '{"Genesis": [[');
    folders.push(broken);
    // The same checks, through the function the command calls (no second process needed).
    await expect(importTorahFolder(t.db, broken)).rejects.toThrow('torah-he.json: is not valid JSON');

    const noBook = folderWith('torah-he-teamim.json', JSON.stringify({ Genesis: torahFile('torah-he-teamim.json').Genesis }));
    folders.push(noBook);
    await expect(importTorahFolder(t.db, noBook)).rejects.toThrow('torah-he-teamim.json: Exodus is missing');

    const empty = mkdtempSync(join(tmpdir(), 'morah-torah-'));
    folders.push(empty);
    await expect(importTorahFolder(t.db, empty)).rejects.toThrow('torah-he.json: not found');

    const after = await t.db.selectFrom('texts').select(['book', 'chapter', 'verse', 'english']).orderBy('book').orderBy('chapter').orderBy('verse').execute();
    expect(after).toEqual(before);
  }, 180_000);

  it('stores a folder without the cantillation file, pointing only', async () => {
    const other = await createTestDatabase();
    try {
      const dir = mkdtempSync(join(tmpdir(), 'morah-torah-'));
      folders.push(dir);
      for (const name of ['torah-he.json', 'torah-en.json']) copyFileSync(join(TORAH_DIR, name), join(dir, name));
      const result = await importTorahFolder(other.db, dir);
      expect(result.inserted).toBe(5847);
      expect((await findVerse(other.db, 'Genesis', { chapter: 1, verse: 1 }))?.hebrew_cantillation).toBeNull();
    } finally {
      await other.drop();
    }
  }, 120_000);
});
