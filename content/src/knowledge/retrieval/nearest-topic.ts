/**
 * The topic a question is nearest to when retrieval is sure of nothing: a curriculum question asked in
 * words the knowledge base does not use ("what did the shepherd boy use to knock down the giant") is
 * still about something Morah teaches, and the entry that met most of what the child asked helps more
 * than "I'm not sure". A question about something Morah does not teach ("why is the sky blue", "how do
 * airplanes fly") meets at most one of its words somewhere, or little of the question, and gets no topic.
 */
import type { KnowledgeHit } from './search-knowledge';
import { knowledgeIndex, termsOf } from './knowledge-index';

/** What the hit must meet of the question, each word weighted by its rarity. */
const NEAREST_COVERAGE = 0.4;
/** Met "all" the question's known words: their rarity, summed, to within rounding. */
const ALL_KNOWN = 0.99;
/** How many of the best-ranked hits are weighed. */
const CONSIDERED = 6;

let askingTerms: ReadonlySet<string> | undefined;
/** Words that ask or join rather than name ("who", "why", "do", "not"): meeting them says nothing of the topic. */
const asking = () => (askingTerms ??= new Set([...termsOf('who what when where why how which do not'), 'no']));

/** The question's words, beyond the asking, that a hit met: numbers say nothing of a topic alone ("what is 2+2"). */
function topicWords(hit: KnowledgeHit): string[] {
  return hit.terms.filter((t) => !asking().has(t) && !/^\d+$/.test(t));
}

/** The share of the question's known words (by rarity) that the hit met; with `naming`, of its known words that name something. */
function coverageOfKnown(hit: KnowledgeHit, asked: readonly string[] | undefined, naming = false): number {
  if (!asked) return hit.coverage;
  const index = knowledgeIndex();
  const weight = (terms: readonly string[]) => terms.reduce((sum, t) => sum + index.rarity(t), 0);
  // With `naming`, only the words that name something: one that asks or joins ("do", "how"), unmet, says nothing the hit failed to meet.
  const known = [...new Set(asked)].filter((t) => index.knows(t) && (!naming || hit.terms.includes(t) || !asking().has(t)));
  return known.length > 0 ? weight(hit.terms.filter((t) => known.includes(t))) / weight(known) : 0;
}

export interface NearestTopicOptions {
  /**
   * The question's words as the index reads them: a word no entry holds, even one letter away (a
   * misspelling past reading, "frunt"), is left out of what the hit must meet.
   */
  asked?: readonly string[];
  /** The child asks what a word means: a Hebrew word's entry may be the topic. */
  meaningAsked?: boolean;
  /** The child asks what to do: a situation may be the topic. */
  adviceAsked?: boolean;
}

/**
 * Among the best hits, the one that met most of the question: it must meet two of the question's words
 * beyond the asking (or one of the entry's own names, said in full, or one of its names when that is all
 * of the question Morah can read), and at least 40% of the question.
 * Undefined when none does.
 */
export function nearestTopic(hits: readonly KnowledgeHit[], options: NearestTopicOptions = {}): KnowledgeHit | undefined {
  const eligible = hits.slice(0, CONSIDERED).filter((h) => {
    if (h.doc.kind === 'word' && !options.meaningAsked) return false;
    if (h.doc.kind === 'advice' && !options.adviceAsked) return false;
    const met = topicWords(h);
    const known = coverageOfKnown(h, options.asked);
    // "Why do we sniff something at havdalah": every word Morah can read is met, one of them a name of the entry.
    const allKnownMet = h.namedInQuestion && coverageOfKnown(h, options.asked, true) >= ALL_KNOWN;
    return known >= NEAREST_COVERAGE && (met.length >= 2 || ((h.namedInFull || allKnownMet) && met.length >= 1));
  });
  return eligible.sort((a, b) => b.coverage - a.coverage || b.score - a.score)[0];
}
