/**
 * The weekly reading from @hebcal at run time, never from a table of ours: which parsha a Shabbat
 * reads (Israel or the diaspora), its range and its seven aliyot. Pure functions over the library.
 */
import { HDate, getSedra, parshiot } from '@hebcal/core';
import { getLeyningForParsha, getLeyningOnDate, NUM_VERSES } from '@hebcal/leyning';
import { formatRange, parsePoint, TorahBook, type VersePoint, type VerseRange } from './verse-ref';

export interface ParshaAliyahDetails {
  n: number;
  range: string;
  begin: string;
  end: string;
  verses: number;
}

export interface ParshaDetails {
  /** hebcal's spelling, e.g. `Bereshit`, or `Vayakhel-Pekudei` for a combined reading. */
  name: string;
  hebrewName: string;
  /** The one or two parshiyot it is made of. */
  parts: string[];
  book: TorahBook;
  range: VerseRange;
  rangeText: string;
  totalVerses: number;
  aliyot: ParshaAliyahDetails[];
}

/** The 54 parshiyot in order, as hebcal names them. */
export const PARSHA_NAMES: readonly string[] = parshiot;

/** Readings hebcal may join on one Shabbat, named as it names them. */
export const COMBINED_PARSHA_NAMES: readonly string[] = [
  'Vayakhel-Pekudei',
  'Tazria-Metzora',
  'Achrei Mot-Kedoshim',
  'Behar-Bechukotai',
  'Chukat-Balak',
  'Matot-Masei',
  'Nitzavim-Vayeilech',
];

const squash = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');
const BY_SQUASHED = new Map([...PARSHA_NAMES, ...COMBINED_PARSHA_NAMES].map((n) => [squash(n), n]));

/** hebcal's spelling of a parsha name typed in any case, with or without apostrophes, spaces or hyphens. */
export function resolveParshaName(input: string): string | undefined {
  return BY_SQUASHED.get(squash(input));
}

function partsOf(name: string): string[] {
  return COMBINED_PARSHA_NAMES.includes(name) ? name.split('-').map((p) => resolveParshaName(p) ?? p) : [name];
}

const cache = new Map<string, ParshaDetails>();

/** Range and aliyot of one parsha (or combined reading) by hebcal's name; undefined when unknown. */
export function parshaDetails(input: string): ParshaDetails | undefined {
  const name = resolveParshaName(input);
  if (!name) return undefined;
  const cached = cache.get(name);
  if (cached) return cached;
  const parts = partsOf(name);
  // A combined name like "Achrei Mot-Kedoshim" must be asked as its two parts.
  const leyning = getLeyningForParsha(parts.length > 1 ? parts : name);
  const aliyot: ParshaAliyahDetails[] = [];
  for (let n = 1; n <= 7; n++) {
    const a = leyning.fullkriyah[String(n)];
    if (!a) continue;
    const range = { book: TorahBook.parse(a.k), begin: parsePoint(a.b), end: parsePoint(a.e) };
    aliyot.push({ n, range: formatRange(range), begin: a.b, end: a.e, verses: versesBetween(range).length });
  }
  const first = aliyot[0]!;
  const last = aliyot[aliyot.length - 1]!;
  const book = TorahBook.parse(leyning.fullkriyah['1']!.k);
  const range: VerseRange = { book, begin: parsePoint(first.begin), end: parsePoint(last.end) };
  const details: ParshaDetails = {
    name,
    hebrewName: leyning.name.he,
    parts,
    book,
    range,
    rangeText: formatRange(range),
    totalVerses: versesBetween(range).length,
    aliyot,
  };
  cache.set(name, details);
  return details;
}

/** Every verse of a range in order, from hebcal's chapter lengths. */
export function versesBetween(range: VerseRange): VersePoint[] {
  const lengths = NUM_VERSES[range.book];
  if (!lengths) throw new RangeError(`Unknown book ${range.book}`);
  const out: VersePoint[] = [];
  for (let chapter = range.begin.chapter; chapter <= range.end.chapter; chapter++) {
    const from = chapter === range.begin.chapter ? range.begin.verse : 1;
    const to = chapter === range.end.chapter ? range.end.verse : (lengths[chapter] ?? 0);
    for (let verse = from; verse <= to; verse++) out.push({ chapter, verse });
  }
  return out;
}

function dayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function hdateOf(day: string): HDate {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // HDate reads a Date by its local fields, so build it from local fields: the same day in any server zone.
  return new HDate(new Date(y, m - 1, d));
}

export interface WeeklyParsha {
  /** The parsha (or combined reading) name, as parshaDetails takes it. */
  name: string;
  /** The Shabbat it is read on, YYYY-MM-DD. */
  shabbatDate: string;
  /** When the asked week's Shabbat reads a holiday portion instead; the parsha is then the next one read. */
  holiday?: { shabbatDate: string; name: string; hebrewName: string; reading: string };
}

/**
 * The parsha for a day: the one read on the Shabbat on or after it, in Israel or the diaspora. When
 * that Shabbat is a holiday, it says which reading replaces the parsha and gives the next parsha.
 */
export function parshaForDate(day: string, israel: boolean): WeeklyParsha {
  let shabbat = hdateOf(day).onOrAfter(6);
  let holiday: WeeklyParsha['holiday'];
  for (let week = 0; week < 4; week++) {
    const sedra = getSedra(shabbat.getFullYear(), israel).lookup(shabbat);
    if (!sedra.chag) {
      return { name: sedra.parsha.join('-'), shabbatDate: dayOf(shabbat.greg()), ...(holiday ? { holiday } : {}) };
    }
    if (!holiday) {
      const leyning = getLeyningOnDate(shabbat, israel);
      holiday = {
        shabbatDate: dayOf(shabbat.greg()),
        name: leyning?.name.en ?? sedra.parsha.join(' '),
        hebrewName: leyning?.name.he ?? '',
        reading: leyning?.summary ?? '',
      };
    }
    shabbat = new HDate(shabbat.abs() + 7);
  }
  throw new Error(`No weekly parsha within four weeks of ${day}`);
}

/** The first day (Rosh Hashana) of the Jewish year that `day` falls in, YYYY-MM-DD. */
export function jewishYearStart(day: string): string {
  return dayOf(new HDate(1, 'Tishrei', hdateOf(day).getFullYear()).greg());
}

/** Verses in each chapter of a book (index 0 is chapter 1), as hebcal counts them. */
export function chapterLengths(book: TorahBook): number[] {
  return (NUM_VERSES[book] ?? []).slice(1);
}
