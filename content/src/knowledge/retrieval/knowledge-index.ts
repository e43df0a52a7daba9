/**
 * The full-text index over the knowledge base: MiniSearch (BM25 with fuzzy and prefix matching) in
 * memory, built once per process from the documents (about 1,340 of them, built in under a second).
 * Names weigh most, then what an entry is about and its facet keywords, then its text. A name counts
 * once however many of its spellings fold to the same word, so an entry with many spellings of one name
 * does not outrank the entry that is that name.
 */
import MiniSearch from 'minisearch';
import { knowledgeDocs } from '../docs/knowledge-docs';
import type { KnowledgeDoc } from '../docs/knowledge-doc';
import { isEnglishWord } from './english-word';
import { foldTerm } from './fold-term';
import { STOP_WORDS } from './stop-words';
import { keepTermScores } from './term-scores';
import { tokenize } from './tokenize';

export interface KnowledgeIndex {
  search: MiniSearch<KnowledgeDoc>;
  docs: ReadonlyMap<string, KnowledgeDoc>;
  /** Each document's names, one list of folded words per spelling ("grape juice" -> [grape, juice]). */
  nameSegments: ReadonlyMap<string, string[][]>;
  /** How many entries carry a folded word in their names: "letter" is in many, "Miriam" in few. */
  nameSpread: ReadonlyMap<string, number>;
  /** A thing facet's own names (`KnowledgeDoc.thing`), one list of folded words per spelling. */
  thingSegments: ReadonlyMap<string, string[][]>;
  /** How many things carry a folded word in their names: "fast" is in several, "gelt" in one. */
  thingSpread: ReadonlyMap<string, number>;
  /** How much a word tells: log(documents / documents with the word); a word no document has tells most. */
  rarity(term: string): number;
  /** Whether any document holds this folded word. */
  knows(term: string): boolean;
  /** Every folded word some document holds. */
  vocabulary(): readonly string[];
  /** Every word some document holds, as it is written there (lower case, not folded). */
  writtenWords(): readonly string[];
}

/**
 * Words that say which facet a question wants ("what do we do", "what do we say") but are everywhere in
 * running text: they are indexed only in the facet keywords, so they point to a facet and nowhere else.
 */
const KEYWORD_ONLY: ReadonlySet<string> = new Set(['do', 'say']);
const KEYWORD_ONLY_FOLDED: ReadonlySet<string> = new Set([...KEYWORD_ONLY].map(foldTerm));

export function processTerm(term: string, field?: string): string | string[] | null {
  if (STOP_WORDS.has(term)) return null;
  if (field !== undefined && field !== 'keywords' && KEYWORD_ONLY.has(term)) return null;
  const folded = foldTerm(term);
  // "Saying" folds to "say", and is as much everywhere in running text.
  if (field !== undefined && field !== 'keywords' && KEYWORD_ONLY_FOLDED.has(folded)) return null;
  if (folded.length === 0) return null;
  // An entry's text tells what happened ("it rained forty days"), a child asks in the present ("how long did
  // it rain"): a regular past in an entry's text is indexed as its verb too.
  const verb = field === 'text' ? verbOfPast(term) : undefined;
  return verb && verb !== folded ? [folded, verb] : folded;
}

/** The verb of a regular past, folded: rained, rain; prayed, pray; hoped, hope. Not a word that only ends so ("red", "bed", "seed"). */
function verbOfPast(term: string): string | undefined {
  if (term.length < 5 || !term.endsWith('ed') || term.endsWith('eed')) return undefined;
  const stem = term.slice(0, -2);
  const verb = [stem, `${stem}e`].find((v) => v.length >= 3 && !STOP_WORDS.has(v) && isEnglishWord(v));
  return verb ? foldTerm(verb) : undefined;
}

/** The words of a text as the index sees them (stop words dropped, spellings folded). */
export function termsOf(text: string, field?: string): string[] {
  return tokenize(text).flatMap((t) => processTerm(t, field) ?? []);
}

function extractField(doc: KnowledgeDoc, field: string): string {
  const value = String((doc as unknown as Record<string, unknown>)[field === 'text' ? 'searchText' : field] ?? (field === 'text' ? doc.text : ''));
  return field === 'names' ? [...new Set(termsOf(value, field))].join(' ') : value;
}

export function buildKnowledgeIndex(docs: readonly KnowledgeDoc[] = knowledgeDocs()): KnowledgeIndex {
  const search = new MiniSearch<KnowledgeDoc>({
    fields: ['names', 'keywords', 'about', 'text'],
    storeFields: [],
    tokenize,
    processTerm,
    extractField,
  });
  search.addAll(docs as KnowledgeDoc[]);
  // Built once and never changed: each word's scores can be kept.
  keepTermScores(search);
  const nameSegments = new Map<string, string[][]>();
  const entriesByTerm = new Map<string, Set<string>>();
  for (const doc of docs) {
    const segments = doc.names.split('|').map((name) => termsOf(name, 'names')).filter((s) => s.length > 0);
    nameSegments.set(doc.id, segments);
    for (const term of segments.flat()) {
      const entries = entriesByTerm.get(term) ?? new Set<string>();
      entries.add(`${doc.kind}:${doc.entryId}`);
      entriesByTerm.set(term, entries);
    }
  }
  const nameSpread = new Map([...entriesByTerm].map(([term, entries]) => [term, entries.size]));
  const thingSegments = new Map<string, string[][]>();
  const thingSpread = new Map<string, number>();
  for (const doc of docs) {
    if (!doc.thing) continue;
    const segments = doc.thing.split('|').map((name) => termsOf(name, 'names')).filter((s) => s.length > 0);
    thingSegments.set(doc.id, segments);
    for (const term of new Set(segments.flat())) thingSpread.set(term, (thingSpread.get(term) ?? 0) + 1);
  }
  const docsWith = new Map<string, number>();
  for (const doc of docs) {
    // Read as running text, but without the verbs of pasts added for the search, so how rare a word is stays as written.
    const terms = [...termsOf(`${doc.names} ${doc.about} ${doc.searchText ?? doc.text}`, 'about'), ...termsOf(doc.keywords, 'keywords')];
    for (const term of new Set(terms)) docsWith.set(term, (docsWith.get(term) ?? 0) + 1);
  }
  let vocabulary: string[] | undefined;
  let written: string[] | undefined;
  const writtenWords = () => (written ??= [...new Set(docs.flatMap((d) => tokenize(`${d.names} ${d.about} ${d.text} ${d.keywords}`)))]);
  const rarity = (term: string) => Math.log(docs.length / Math.max(0.5, docsWith.get(term) ?? 0));
  return { search, docs: new Map(docs.map((d) => [d.id, d])), nameSegments, nameSpread, thingSegments, thingSpread, rarity, knows: (term) => docsWith.has(term), vocabulary: () => (vocabulary ??= [...docsWith.keys()]), writtenWords };
}

let shared: KnowledgeIndex | undefined;

/** The index of the whole knowledge base, built on first use. */
export function knowledgeIndex(): KnowledgeIndex {
  shared ??= buildKnowledgeIndex();
  return shared;
}
