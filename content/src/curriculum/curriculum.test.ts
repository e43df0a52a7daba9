import { describe, expect, it } from 'vitest';
import { knowledgeDocs } from '../knowledge/docs/knowledge-docs';
import { docSources, knowledgeRef } from '../knowledge/sources/doc-sources';
import { parseVerseRef } from '../knowledge/sources/verse-ref';
import { PARSHIYOT } from '../knowledge/parshiyot';
import { PEOPLE } from '../knowledge/people';
import { HOLIDAYS } from '../knowledge/holidays';
import { BLESSINGS, PRAYERS } from '../knowledge/blessings';
import { MIDDOT } from '../knowledge/middot';
import { SITUATIONS } from '../knowledge/situations';
import { STORIES } from '../knowledge/stories';
import { TORAH_STORIES } from '../knowledge/torah-stories';
import { PRACTICES } from '../knowledge/practices';
import { LETTERS } from '../knowledge/letters';
import { VOWELS } from '../knowledge/vowels';
import { WORDS } from '../knowledge/words';
import { curriculum } from './curriculum';
import { CURRICULUM_AREAS, type CurriculumArea } from './curriculum-entry';

const entries = curriculum();
const docs = new Map(knowledgeDocs().map((d) => [d.id, d]));
const entryRefs = new Set([...docs.values()].map(knowledgeRef));
const inArea = (area: CurriculumArea) => entries.filter((e) => e.area === area);
const answersIn = (area: CurriculumArea) => new Set(inArea(area).map((e) => e.answer));

/** The fewest entries each area may have. */
const MINIMUMS: Readonly<Record<CurriculumArea, number>> = {
  'alef-bet': LETTERS.length + VOWELS.length,
  'hebrew-words': 300,
  'torah-books': 8,
  parshiyot: 54,
  'genesis-exodus-people': 60,
  'prophets-writings': 40,
  holidays: 200,
  shabbat: 25,
  kashrut: 15,
  prayers: 25,
  synagogue: 25,
  'life-cycle': 20,
  middot: 35,
};

describe('the curriculum', () => {
  it('lists every area with at least its minimum of entries', () => {
    for (const area of CURRICULUM_AREAS) expect(inArea(area).length, area).toBeGreaterThanOrEqual(MINIMUMS[area]);
  });

  it('gives every entry a unique id, a title and a question in a child\'s words', () => {
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const e of entries) {
      expect(e.title.length, e.id).toBeGreaterThan(2);
      expect(e.childQuestion.length, e.id).toBeGreaterThan(5);
    }
    expect(new Set(entries.map((e) => e.childQuestion.toLowerCase())).size).toBe(entries.length);
  });

  it('answers every entry from a document of the knowledge base, and its source is that document\'s', () => {
    for (const e of entries) {
      const doc = docs.get(e.answer);
      expect(doc, `${e.id}: no document ${e.answer}`).toBeDefined();
      expect(docSources(doc!), e.id).toContainEqual(e.source);
    }
  });

  it('names a real place in the Tanakh for every verse source and a real entry for every knowledge source', () => {
    for (const e of entries) {
      if (e.source.kind === 'verse') expect(parseVerseRef(e.source.ref), `${e.id}: ${e.source.ref}`).toBeDefined();
      else expect(entryRefs.has(e.source.ref), `${e.id}: ${e.source.ref}`).toBe(true);
      expect(e.source.label.length, e.id).toBeGreaterThan(2);
    }
  });

  it('covers every letter, final form and vowel', () => {
    const answers = answersIn('alef-bet');
    for (const l of LETTERS) expect(answers.has(`letter:${l.id}:overview`), l.id).toBe(true);
    for (const v of VOWELS) expect(answers.has(`vowel:${v.id}:overview`), v.id).toBe(true);
    expect(answers.has('topic:final-letters:overview')).toBe(true);
  });

  it('covers every Hebrew word of the knowledge base, at least 300', () => {
    expect(WORDS.length).toBeGreaterThanOrEqual(300);
    const answers = answersIn('hebrew-words');
    for (const w of WORDS) expect(answers.has(`word:${w.id}:meaning`), w.id).toBe(true);
  });

  it('covers each of the 54 parshiyot, and what its name means, from its own verses', () => {
    const parshiyot = inArea('parshiyot').filter((e) => e.answer !== 'topic:parsha:overview');
    for (const facet of ['overview', 'name']) {
      const entries = parshiyot.filter((e) => e.answer.endsWith(`:${facet}`));
      expect(entries.map((e) => e.answer)).toEqual(PARSHIYOT.map((p) => `parsha:${p.id}:${facet}`));
      for (const [i, e] of entries.entries()) expect(e.source).toMatchObject({ kind: 'verse', ref: PARSHIYOT[i]!.range });
    }
  });

  it('covers the families of Genesis and Exodus: who is whose parent, child, brother or sister', () => {
    const answers = answersIn('genesis-exodus-people');
    const named = ['adam', 'chava', 'kayin', 'hevel', 'noach-person', 'avraham', 'sarah', 'hagar', 'yishmael', 'yitzchak', 'rivka', 'esav', 'yaakov', 'rachel', 'leah',
      'reuven', 'shimon', 'levi', 'yehuda', 'yissachar', 'zevulun', 'dan', 'naftali', 'gad', 'asher', 'yosef', 'binyamin', 'dina', 'moshe', 'aharon', 'miriam', 'yitro', 'pharaoh', 'batya'];
    for (const id of named) expect(answers.has(`person:${id}:overview`), id).toBe(true);
    for (const id of ['yaakov', 'yosef', 'moshe', 'avraham', 'yitzchak', 'rachel', 'leah']) expect(answers.has(`person:${id}:family`), id).toBe(true);
  });

  it('keeps family ties consistent: every parent and spouse is a person, and spouses name each other', () => {
    const ids = new Set(PEOPLE.map((p) => p.id));
    for (const p of PEOPLE) {
      for (const id of [...p.parents, ...p.spouses]) expect(ids.has(id), `${p.id} -> ${id}`).toBe(true);
      for (const id of p.spouses) expect(PEOPLE.find((s) => s.id === id)?.spouses, `${id} <-> ${p.id}`).toContain(p.id);
      expect(p.parents, p.id).not.toContain(p.id);
    }
  });

  it('covers the stories of the Prophets and Writings that children learn, each from its verses', () => {
    const stories = inArea('prophets-writings').filter((e) => e.answer.startsWith('story:'));
    const named = ['jericho', 'devorah-story', 'shimshon-story', 'rut-story', 'chana-story', 'shmuel-called', 'shaul-king', 'david-goliath', 'shlomo-wisdom', 'eliyahu-carmel', 'yonah-story', 'esther-story', 'daniel-lions'];
    for (const id of named) expect(stories.map((e) => e.answer), id).toContain(`story:${id}:overview`);
    for (const e of stories) expect(e.source.kind, e.id).toBe('verse');
  });

  it('covers every holiday and fast: what it is, why we keep it, its date this year and what we do', () => {
    const answers = answersIn('holidays');
    const named = ['rosh-hashana', 'yom-kippur', 'sukkot', 'shemini-atzeret', 'simchat-torah', 'chanukah', 'asara-btevet', 'tu-bishvat', 'taanit-esther', 'purim', 'pesach', 'omer', 'lag-baomer',
      'shavuot', 'shiva-asar-btammuz', 'tisha-bav', 'tzom-gedaliah', 'yom-hashoah', 'yom-hazikaron', 'yom-haatzmaut', 'yom-yerushalayim', 'rosh-chodesh'];
    for (const id of named) for (const facet of ['overview', 'why', 'when', 'length']) expect(answers.has(`holiday:${id}:${facet}`), `${id} ${facet}`).toBe(true);
    for (const h of HOLIDAYS) for (const t of h.things ?? []) expect(answers.has(`holiday:${h.id}:${t.id}`), t.id).toBe(true);
    const things = HOLIDAYS.flatMap((h) => h.things ?? []);
    expect(new Set(things.map((t) => t.id)).size).toBe(things.length);
    for (const id of ['shofar', 'chanukiyah-lights', 'dreidel', 'chanukah-gelt', 'four-species-sukkot', 'megillah-reading', 'mishloach-manot-purim', 'costumes', 'matzah-pesach', 'maror']) expect(things.map((t) => t.id), id).toContain(id);
  });

  it('answers the date of every holiday from the calendar', () => {
    for (const e of inArea('holidays').filter((x) => x.answer.endsWith(':when'))) expect(docs.get(e.answer)?.dynamic?.type, e.id).toBe('holiday-date');
  });

  it('covers Shabbat and havdalah, kashrut, the synagogue and the life cycle, each with its reasons', () => {
    const covers = (area: CurriculumArea, answers: string[]) => {
      const have = answersIn(area);
      for (const a of answers) expect(have.has(a), `${area}: ${a}`).toBe(true);
    };
    covers('shabbat', ['shabbat:shabbat:overview', 'shabbat:shabbat-why:overview', 'shabbat:shabbat-candles-why:why', 'shabbat:kiddush-wine:why', 'shabbat:two-challot:why', 'shabbat:shabbat-meals:overview', 'shabbat:besamim:why', 'shabbat:havdalah-candle:why', 'shabbat:havdalah-wine:why', 'blessing:havdalah:overview']);
    covers('kashrut', ['kashrut:kosher-animals:overview', 'kashrut:kosher-fish:overview', 'kashrut:kosher-birds:overview', 'kashrut:meat-and-milk:why', 'kashrut:pareve:overview', 'kashrut:waiting:overview', 'kashrut:hechsher:overview']);
    covers('synagogue', ['synagogue:aron-kodesh:overview', 'synagogue:ner-tamid:overview', 'synagogue:bimah:overview', 'synagogue:sefer-torah:overview', 'synagogue:yad-pointer:overview', 'synagogue:mechitzah:overview', 'synagogue:siddur-book:overview', 'synagogue:chumash-book:overview', 'synagogue:tallit:overview', 'custom:tzitzit:overview', 'custom:tefillin:overview', 'custom:kippah:overview', 'custom:mezuzah:overview']);
    covers('life-cycle', ['life-cycle:brit-milah:overview', 'life-cycle:naming-girl:overview', 'life-cycle:pidyon-haben:overview', 'life-cycle:upsherin-life:overview', 'life-cycle:bar-mitzvah:overview', 'life-cycle:bat-mitzvah:overview', 'life-cycle:chuppah:overview', 'life-cycle:ketubah:overview', 'life-cycle:wedding-ring:why', 'life-cycle:breaking-glass:why', 'life-cycle:mourning:overview']);
  });

  it('covers the prayers children say, with Hebrew, transliteration and meaning', () => {
    const answers = answersIn('prayers');
    for (const a of ['prayer:modeh-ani:overview', 'prayer:shema:overview', 'prayer:shema:words', 'prayer:bedtime-shema:overview', 'blessing:birkat-hamazon:overview', 'blessing:shehecheyanu:overview', 'blessing:borei-nefashot:overview', 'blessing:al-hamichya:overview'])
      expect(answers.has(a), a).toBe(true);
    for (const id of ['hamotzi', 'mezonot', 'hagafen', 'haetz', 'haadama', 'shehakol']) expect(answers.has(`blessing:${id}:overview`), id).toBe(true);
    for (const b of BLESSINGS) expect(b.transliteration.length * b.meaning.length, b.id).toBeGreaterThan(0);
    for (const id of ['modeh-ani', 'shema']) expect(PRAYERS.find((p) => p.id === id)?.words?.transliteration, id).toBeTruthy();
  });

  it('covers the middot, each with a source, and what a child can do, each with one question back', () => {
    const answers = answersIn('middot');
    for (const id of ['chesed', 'emet', 'tzedakah-middah', 'kibbud-horim', 'shmirat-halashon', 'teshuvah-middah', 'mechilah', 'sharing', 'hachnasat-orchim-middah', 'hakarat-hatov-middah', 'savlanut', 'ometz'])
      expect(answers.has(`middah:${id}:overview`), id).toBe(true);
    for (const id of ['friend-was-mean', 'i-lied', 'scared-at-night', 'say-mean-back', 'someone-left-out', 'broke-something']) expect(answers.has(`advice:${id}:what-to-do`), id).toBe(true);
    const middot = new Set(MIDDOT.map((m) => m.id));
    for (const s of SITUATIONS) {
      expect(s.question.trim().endsWith('?') && s.question.split('?').length === 2, s.id).toBe(true);
      expect(s.advice.includes('?'), `${s.id}: the advice itself asks nothing, its one question comes after`).toBe(false);
      for (const id of s.middot) expect(middot.has(id), `${s.id} -> ${id}`).toBe(true);
      if (s.tellAGrownUp) expect(s.advice, s.id).toMatch(/grown-up/);
    }
    for (const e of inArea('middot').filter((x) => x.answer.startsWith('advice:'))) expect(e.asks, e.id).toBe('advice');
  });

  it('writes every Hebrew field with vowel points', () => {
    const HEBREW = /[\u05D0-\u05EA]/;
    const POINT = /[\u05B0-\u05BC\u05C1\u05C2]/;
    /** "ה׳", the way God's name is written in a siddur, is the one Hebrew word without points. */
    const pointed = (text: string) => !HEBREW.test(text) || POINT.test(text) || text === 'ה׳';
    const fields = [
      ...WORDS.map((w) => w.hebrew), ...PEOPLE.map((p) => p.hebrew), ...STORIES.map((s) => s.hebrew), ...TORAH_STORIES.map((s) => s.hebrew), ...MIDDOT.map((m) => m.hebrew),
      ...HOLIDAYS.flatMap((h) => [h.hebrew, ...(h.things ?? []).map((t) => t.hebrew)]), ...PRACTICES.flatMap((p) => [p.hebrew, ...(p.parts ?? []).map((part) => part.hebrew)]),
      ...PRAYERS.flatMap((p) => [p.hebrew, p.words?.hebrew ?? '', ...(p.wordByWord ?? []).map((w) => w.hebrew)]), ...BLESSINGS.map((b) => b.hebrew),
    ];
    for (const text of fields) expect(pointed(text), text).toBe(true);
  });

  it('covers the five books of the Torah and the three parts of the Tanakh', () => {
    const answers = answersIn('torah-books');
    for (const id of ['genesis', 'exodus', 'leviticus', 'numbers', 'deuteronomy']) expect(answers.has(`book:${id}:overview`), id).toBe(true);
    for (const id of ['torah-books', 'tanakh', 'neviim', 'ketuvim']) expect(answers.has(`topic:${id}:overview`), id).toBe(true);
  });
});
