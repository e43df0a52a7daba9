import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, importTorahFolder, searchVerses, upsertTextSources, upsertVerses } from '@morah/db';
import { copyMigratedEmbedded, createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TORAH_DIR } from './support/torah-data';

type Words = string[][];

/** Every verse with at least `atLeast` of the words, most words first, found the slow way: each verse parsed again, no index. */
async function everyVerseWith(t: TestDatabase, words: Words, atLeast: number) {
  const count = sql.join(
    words.map((g) => sql`(to_tsvector('english', english) @@ to_tsquery('english', ${g.join(' | ')}))::int`),
    sql` + `,
  );
  const { rows } = await sql<{ place: string; matched: number }>`
    select * from (select book || ' ' || chapter || ':' || verse as place, (${count})::int as matched from texts) v
    where matched >= ${atLeast} order by matched desc`.execute(t.db);
  return rows;
}

const placeOf = (v: { book: string; chapter: number; verse: number }) => `${v.book} ${v.chapter}:${v.verse}`;

describe('verse search over the whole Torah', () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
    await importTorahFolder(t.db, TORAH_DIR);
  });
  afterAll(async () => {
    await t?.drop();
  });

  it('finds the verse a child describes among common words, and gives only verses with enough of them', async () => {
    // "day" and "god" are in over a thousand verses together; Leviticus 19:18 has the other four.
    const words: Words = [['love'], ['neighbor', 'neighbour'], ['yourself', 'thyself'], ['vengeance', 'revenge'], ['day'], ['god']];
    const found = await searchVerses(t.db, words, 2, { atLeast: 4 });
    expect(found[0]).toMatchObject({ book: 'Leviticus', chapter: 19, verse: 18 });
    expect(found.every((v) => v.matched >= 4)).toBe(true);
  });

  it('gives the same verses as reading every one, however many words and however many must match', async () => {
    const cases: Array<[Words, number]> = [
      [[['light'], ['candles'], ['sabbath'], ['day'], ['god']], 3],
      [[['water'], ['camels'], ['drink'], ['rebekah']], 3],
      [[['bless'], ['children'], ['name'], ['father'], ['son'], ['land'], ['lord']], 5],
      // Twelve words, eight of them to match: too many ways to choose, so the index looks for any word.
      [[['lord'], ['spoke'], ['moses'], ['saying'], ['children'], ['israel'], ['land'], ['egypt'], ['day'], ['people'], ['god'], ['house']], 8],
    ];
    for (const [words, atLeast] of cases) {
      const slow = await everyVerseWith(t, words, atLeast);
      const found = await searchVerses(t.db, words, 50, { atLeast });
      expect(found.length, words.join(' ')).toBe(Math.min(50, slow.length));
      expect(found.map((v) => v.matched)).toEqual(slow.slice(0, 50).map((v) => v.matched));
      const withBest = new Set(slow.filter((v) => v.matched === slow[0]?.matched).map((v) => v.place));
      expect(found.filter((v) => v.matched === found[0]?.matched).every((v) => withBest.has(placeOf(v)))).toBe(true);
    }
    expect((await everyVerseWith(t, cases[3]![0], 8)).length).toBeGreaterThan(0);
  });

  it('counts a word Postgres ignores (a stop word) as not found', async () => {
    // "love your neighbour": two words, and "the", which Postgres drops from any query.
    const words: Words = [['love'], ['neighbour', 'neighbor'], ['the']];
    expect(await searchVerses(t.db, words, 3, { atLeast: 3 })).toEqual([]);
    expect((await searchVerses(t.db, words, 3, { atLeast: 2 }))[0]).toMatchObject({ book: 'Leviticus', chapter: 19, verse: 18, matched: 2 });
  });
});

describe('verse search in the embedded database', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await copyMigratedEmbedded(mkdtempSync(join(tmpdir(), 'morah-verse-search-')));
  });
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the parsed English with each verse it stores, and finds it', async () => {
    const handle = await connect({ dataDir: dir });
    try {
      await upsertTextSources(handle.db, [
        { id: 'test-he', name: 'Test Hebrew', language: 'he', licence: 'public domain', attribution: 'test', url: null },
        { id: 'test-en', name: 'Test English', language: 'en', licence: 'public domain', attribution: 'test', url: null },
      ]);
      const verse = (chapter: number, n: number, english: string) => ({
        book: 'Leviticus',
        chapter,
        verse: n,
        hebrew: 'א',
        hebrew_cantillation: null,
        english,
        hebrew_source: 'test-he',
        english_source: 'test-en',
      });
      await upsertVerses(handle.db, [
        verse(19, 17, 'Thou shalt not hate thy brother in thy heart.'),
        verse(19, 18, 'Thou shalt love thy neighbour as thyself: I am the LORD.'),
        verse(19, 19, 'Ye shall keep My statutes.'),
      ]);
      const found = await searchVerses(handle.db, [['love'], ['neighbour'], ['thyself'], ['heart']], 2, { atLeast: 3 });
      expect(found.map(placeOf)).toEqual(['Leviticus 19:18']);
    } finally {
      await handle.close();
    }
  });
});
