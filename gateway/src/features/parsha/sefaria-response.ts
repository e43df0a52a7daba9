import { TEXT_SOURCES, type VerseRange, withoutCantillation } from '@morah/contracts';
import { versesBetween } from '@morah/contracts/parsha-calendar';
import type { VerseRow } from '@morah/db';
import { z } from 'zod';

/** The versions Morah asks Sefaria for, as its text API names them. */
export const SEFARIA_VERSIONS = {
  hebrew: "hebrew|Tanach with Ta'amei Hamikra",
  english: 'english|The_Holy_Scriptures:_A_New_Translation_(JPS_1917)',
} as const;

type Text = string | Text[];
const Text: z.ZodType<Text> = z.lazy(() => z.union([z.string(), z.array(Text)]));

/** The part of Sefaria's `GET /api/v3/texts/{ref}` answer that Morah reads. */
export const SefariaTextsResponse = z.object({
  versions: z.array(
    z.object({
      text: Text,
      language: z.string().optional(),
      languageFamilyName: z.string().optional(),
      versionTitle: z.string().optional(),
    }),
  ),
});

export class SefariaAnswerProblem extends Error {
  override name = 'SefariaAnswerProblem';
}

function flatten(text: Text): string[] {
  return typeof text === 'string' ? [text] : text.flatMap(flatten);
}

/** text_only still leaves the odd entity, paragraph letter in braces, or doubled space. */
function clean(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&thinsp;/g, ' ')
    .replace(/\{[פס]\}/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function versionOf(body: z.infer<typeof SefariaTextsResponse>, language: 'he' | 'en') {
  const family = language === 'he' ? 'hebrew' : 'english';
  return body.versions.find((v) => v.language === language || v.languageFamilyName === family);
}

/**
 * Sefaria's answer for one range, as verse rows with Sefaria named as their source. The Hebrew comes
 * with cantillation; the pointed text is the same words without it. Throws when the answer does not
 * hold one Hebrew and one English verse for every verse of the range.
 */
export function versesFromSefaria(body: unknown, range: VerseRange): VerseRow[] {
  const parsed = SefariaTextsResponse.safeParse(body);
  if (!parsed.success) throw new SefariaAnswerProblem('Sefaria answered in a shape Morah does not know.');
  const he = versionOf(parsed.data, 'he');
  const en = versionOf(parsed.data, 'en');
  if (!he || !en) throw new SefariaAnswerProblem('Sefaria did not send both the Hebrew and the English.');
  const points = versesBetween(range);
  const hebrew = flatten(he.text).map(clean);
  const english = flatten(en.text).map(clean);
  if (hebrew.length !== points.length || english.length !== points.length) {
    throw new SefariaAnswerProblem(`Sefaria sent ${hebrew.length} Hebrew and ${english.length} English verses for the ${points.length} of ${range.book}.`);
  }
  return points.map((p, i) => {
    if (!hebrew[i] || !english[i]) throw new SefariaAnswerProblem(`Sefaria sent an empty verse at ${range.book} ${p.chapter}:${p.verse}.`);
    return {
      book: range.book,
      chapter: p.chapter,
      verse: p.verse,
      hebrew: withoutCantillation(hebrew[i]!),
      hebrew_cantillation: hebrew[i]!,
      english: english[i]!,
      hebrew_source: TEXT_SOURCES.sefariaHebrew.id,
      english_source: TEXT_SOURCES.sefariaJps1917.id,
    };
  });
}

/** `Genesis 1:1-6:8` as Sefaria's URL writes it: `Genesis.1.1-6.8`. */
export function sefariaRef(range: VerseRange): string {
  return `${range.book}.${range.begin.chapter}.${range.begin.verse}-${range.end.chapter}.${range.end.verse}`;
}
