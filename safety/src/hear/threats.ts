import type { SafetyCategory } from '@morah/contracts';
import { SCHOOL_WORLD } from '../concepts/topics';
import { readActs } from '../read/acts';
import type { Reading } from '../read/read-message';
import { isPerson } from './frames';

/** What may follow "get me" in a threat ("theyll get me", "get me worse", "get me after school"), not a gift or a lift ("get me a phone", "get me from school"). */
const THREAT_TAIL = new Set(['worse', 'again', 'back', 'later', 'tomorrow', 'tonight', 'after', 'if', 'next', 'too', 'good', 'for', 'when', 'one', 'soon', 'once', 'even', 'and', 'so', 'or', 'outside', 'alone']);
/** Frames that make a plain "get me" a threat: a condition on telling, a next time. */
const THREAT_FRAME = ['if i tell', 'if i told', 'if i say', 'if i ever', 'next time', 'or else', 'you will see', 'just wait'];
/** Vague harms that are threats when promised: "make my life hell", "do something to me", "make me pay". */
const VAGUE_HARM = /\b(make|makes|made) (my life|me pay|me regret|me sorry)\b|\bdo (something|stuff|things) (bad )?to me\b|\b(i will|i would|i am going to) (be dead|regret it|be sorry)\b|\bsomething bad will happen to me\b/;

/**
 * Someone threatens the child in vague words: "next time they will get me", "if i tell he will get
 * me even worse", "said theyd get me tomorrow", "she said she would make my life hell". Told of
 * grown-ups it is hurt; of other children, bullying.
 */
export function hearThreatToChild(reading: Reading): SafetyCategory | null {
  const framed = THREAT_FRAME.some((f) => reading.has(f));
  for (const act of readActs(reading.clauses, (w) => w.lemma === 'get' || w.lemma === 'make' || w.lemma === 'do')) {
    if (act.negated || !isPerson(act.agent) || act.agent.kind === 'you' || /^(nobody|no one)$/.test(act.agent.head)) continue;
    const words = act.clause.words;
    const me = words.findIndex((w, i) => i > act.at && (w.text === 'me' || w.text === 'us'));
    if (me !== act.at + 1 && !(me === act.at + 2 && /^(back|at)$/.test(words[act.at + 1]!.text))) continue;
    const tail = words[me + 1]?.text;
    const getMe = act.lemma === 'get' && (tail === undefined || THREAT_TAIL.has(tail));
    const vague = VAGUE_HARM.test(reading.text);
    if (!((getMe && (act.intent || framed)) || (vague && (act.intent || framed)))) continue;
    const amongChildren = act.agent.kind === 'peer' || act.agent.kind === 'named' || ((act.agent.kind === 'pronoun' || act.agent.kind === 'anyone') && [...SCHOOL_WORLD].some((w) => reading.words.has(w)));
    return amongChildren ? 'bullied' : 'hurt';
  }
  return null;
}

