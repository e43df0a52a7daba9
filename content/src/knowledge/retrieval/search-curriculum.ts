/**
 * Retrieval over the curriculum: each entry's child question and title, indexed like the knowledge base
 * (the same folding of spellings, stop words and fuzzy matching). A question that says what an entry's
 * question says (nearly all the child's words met, and most of the entry's) is that entry: the
 * curriculum says which facet answers "what do we spin on chanukah" better than word overlap with the
 * facets' texts can. The caller lets it choose among one entry's facets, or answer when the knowledge
 * search is not sure, not overrule an entry the question names ("sheva" is not "shema").
 */
import MiniSearch from 'minisearch';
import { curriculum } from '../../curriculum/curriculum';
import type { CurriculumEntry } from '../../curriculum/curriculum-entry';
import { closeEnough } from './close-enough';
import { knowledgeIndex, processTerm, termsOf } from './knowledge-index';
import { questionWords } from './question-words';
import { keepTermScores } from './term-scores';
import { tokenize } from './tokenize';

export interface CurriculumHit {
  entry: CurriculumEntry;
  /** Share of the child's words (by rarity) that met the entry. */
  asked: number;
  /** Share of the entry's question words that the child said. */
  covered: number;
}

/** The child asked what the entry asks: three quarters of the child's words met it, and of the entry's. */
const WHY = termsOf('why')[0] ?? 'why';
const SAME_QUESTION = 0.75;

let index: MiniSearch<CurriculumEntry & { question: string }> | undefined;

function curriculumIndex() {
  if (!index) {
    // A child's question keeps the words that say which facet it wants ("what do we say", "what do we do"),
    // as the knowledge base's facet keywords do: they are what tells one entry's questions apart.
    index = new MiniSearch<CurriculumEntry & { question: string }>({ fields: ['question', 'title'], storeFields: [], tokenize, processTerm: (term) => processTerm(term, 'keywords') });
    index.addAll(curriculum().map((e) => ({ ...e, question: e.childQuestion })));
    keepTermScores(index);
  }
  return index;
}

let byId: Map<string, CurriculumEntry> | undefined;

const RECENT = 32;
const found = new Map<string, CurriculumHit | undefined>();

/** The curriculum entry whose question the child asked, when one is asked closely enough. */
export function searchCurriculum(text: string): CurriculumHit | undefined {
  if (found.has(text)) return found.get(text);
  const hit = closestEntry(text);
  if (found.size >= RECENT) found.delete(found.keys().next().value!);
  found.set(text, hit);
  return hit;
}

function closestEntry(text: string): CurriculumHit | undefined {
  const knowledge = knowledgeIndex();
  const question = questionWords(text, knowledge);
  const asked = [...new Set(termsOf(question))];
  if (asked.length === 0) return undefined;
  byId ??= new Map(curriculum().map((e) => [e.id, e]));
  const weight = (terms: readonly string[]) => terms.reduce((sum, t) => sum + knowledge.rarity(t), 0);
  const results = curriculumIndex().search(question, { boost: { question: 2, title: 1 }, fuzzy: (t) => (t.length >= 8 ? 2 : t.length >= 5 ? 1 : 0), combineWith: 'OR' });
  let best: CurriculumHit | undefined;
  const asksWhy = asked.includes(WHY);
  for (const result of results.slice(0, 8)) {
    const entry = byId.get(String(result.id));
    // An entry that asks why is asked only with a why: "what is a torah scroll written on" wants what it is, not why it is a scroll.
    if (!entry || (entry.asks === 'why' && !asksWhy)) continue;
    const entryTerms = [...new Set(termsOf(entry.childQuestion))];
    const hit = {
      entry,
      asked: weight(result.queryTerms) / weight(asked),
      covered: entryTerms.length ? entryTerms.filter((t) => asked.some((a) => closeEnough(a, t))).length / entryTerms.length : 0,
    };
    if (hit.asked >= SAME_QUESTION && hit.covered >= SAME_QUESTION && (!best || hit.asked + hit.covered > best.asked + best.covered)) best = hit;
  }
  return best;
}
