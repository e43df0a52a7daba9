import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';

/** One word of a query as MiniSearch looks it up: the word, how far it may be misspelt, whether it may begin a longer word. */
interface TermSpec {
  term: string;
  fuzzy: boolean | number;
  prefix: boolean;
  termBoost: number;
}
type TermScores = Map<number, { score: number; terms: string[]; match: Record<string, string[]> }>;

/** A ranking without a document weight shares one store. */
const UNWEIGHTED = {};

/**
 * Keep what a MiniSearch index scores for each word of a query. MiniSearch ranks a query word by
 * word (a word's exact, prefix and fuzzy matches over the whole index, the costly part), then adds
 * the words' scores up in the order the query gives them. An index that is never changed after it is
 * built scores a word the same for every query, and children's questions share most of their words
 * ("hebrew", "mean", "letter"), so each word's scores are kept (the `max` words of each ranking met most lately)
 * and a copy is handed out each time: the sum, and so every result and its order, is what
 * MiniSearch's own gives. A ranking is its options: the same weights and, when there is one, the
 * same document weight function (one made per call is never met again, and only misses).
 */
export function keepTermScores<T>(search: MiniSearch<T>, max = 4000): MiniSearch<T> {
  const inner = search as unknown as { executeQuerySpec(spec: TermSpec, options: SearchOptions): TermScores };
  const score = inner.executeQuerySpec.bind(search);
  const rankings = new WeakMap<object, Map<string, TermScores>>();
  inner.executeQuerySpec = (spec, options) => {
    const owner = (options.boostDocument as object | undefined) ?? UNWEIGHTED;
    let kept = rankings.get(owner);
    if (!kept) rankings.set(owner, (kept = new Map()));
    const key = JSON.stringify([spec.term, spec.fuzzy, spec.prefix, spec.termBoost, options.fields, options.boost, options.bm25, options.weights, options.maxFuzzy]);
    let scores = kept.get(key);
    if (scores) {
      // Met again: kept as the newest.
      kept.delete(key);
    } else {
      scores = score(spec, options);
      if (kept.size >= max) kept.delete(kept.keys().next().value!);
    }
    kept.set(key, scores);
    return copyOf(scores);
  };
  return search;
}

/**
 * MiniSearch adds the next word's scores into the entries of the first (their score, their words and
 * what each matched): each query gets entries of its own. The fields each matched word was found in
 * are only read, and are shared.
 */
const copyOf = (scores: TermScores): TermScores => {
  const copy: TermScores = new Map();
  for (const [id, { score, terms, match }] of scores) copy.set(id, { score, terms: [...terms], match: { ...match } });
  return copy;
};
