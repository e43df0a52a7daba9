import type { SafetyCategory } from '@morah/contracts';
import { BODY_PART } from '../concepts/people';
import { SCHOOL_WORLD } from '../concepts/topics';
import type { Clause } from '../read/clauses';
import { readActs } from '../read/acts';
import type { Reading } from '../read/read-message';
import { isChild, isPerson, tellingOnTheirMischief } from './frames';

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


/** Deeds promised to a child that are no harm, whatever the condition: "take me to the park if i tell the truth". */
const KIND_DEED = /^(take|buy|give|send|get|help|let|love|hug|kiss|believe|forgive|call|pick|drive|teach|show|bring|thank|trust|listen|understand|know|see|meet|hear|tell|ask|pay|reward|visit|protect|keep|miss|be|have|do|ground|punish|bench|ban|block|unfriend|fail|sub|tickle|need|want|like|find|hold|carry|cuddle|read|sing|cook|wake|walk|remind|text)$/;
/** Bones and parts a threat names beyond the everyday body words: "crack my skull". */
const BONES = /^(skull|bones?|spine|ribs?|jaw|nose|legs?|arms?|fingers?|neck|teeth|head|face|knees?|kneecaps?)$/;
/** What the child might tell that is not a grown-up's secret: "if i tell the truth", "if i say sorry". */
const NOT_A_SECRET = /^(truth|lie|lies|sorry|joke|jokes|please|thanks|story|stories|answer|word|name|password)$/;

/**
 * Ways a child tells, in a child's words: plain telling and reporting, and the words for letting a secret out ("blab", "squeal",
 * "tattle", "dob", "mention it", "spill the beans", "breathe a word").
 */
const TELLING = /^(tell|say|snitch|report|rat|cry|talk|blab|blabber|squeal|tattle|tattletale|dob|mention|whisper|utter)$/;
/** Telling words that tell only with what follows: "spill the beans", "breathe a word", "make a peep". */
const TELLING_WITH = /^(spill|breathe|peep|make)$/;
const TOLD_WITH = /^(beans|word|peep|sound)$/;

/** A clause in which the child tells, says anything, snitches or goes crying to someone: "if i ever told", "if i say anything". */
function childTells(c: Clause): boolean {
  if (!c.subject || !isChild(c.subject)) return false;
  const at = c.words.findIndex((w, i) => TELLING.test(w.lemma) || TELLING.test(w.text) || (TELLING_WITH.test(w.lemma) && c.words.slice(i + 1, i + 3).some((x) => TOLD_WITH.test(x.text))));
  if (at < 0) return false;
  if (c.words[at]!.lemma === 'cry' && !c.words.slice(at + 1).some((w) => w.text === 'to')) return false;
  // "if i say a word", "breathe one word": any word at all is the secret; "say the word", "say the password" is not.
  return !c.words.slice(at + 1, at + 4).some((w, i, after) => NOT_A_SECRET.test(w.text) && !(w.text === 'word' && /^(a|one|single)$/.test(after[i - 1]?.text ?? '')));
}

/**
 * A deed promised to the child, whatever its verb, on the condition that the child tells: "said hed bury me in the yard if i
 * ever told", "if i say anything he will crack my skull open", "hell snap me like a twig if i go crying to anyone". A threat
 * that keeps a child quiet is a threat however the deed is worded; a kind deed ("take me to the park if i tell the truth") is not.
 * Told of grown-ups it is hurt; of other children, bullying.
 */
export function hearSilencingThreat(reading: Reading): SafetyCategory | null {
  const telling = reading.clauses.filter((c) => (c.link === 'if' || c.link === 'when' || c.link === 'once') && childTells(c));
  if (telling.length === 0 || tellingOnTheirMischief(reading)) return null;
  for (const act of readActs(reading.clauses, (w) => w.pos === 'VERB' || w.pos === 'AUX')) {
    if (act.negated || !act.intent || !isPerson(act.agent) || isChild(act.agent) || act.agent.kind === 'you' || telling.includes(act.clause)) continue;
    // "shell squeeze me to bits when i tell her i won": told to the one who promises, it is news, not a secret kept.
    const subject = act.clause.subject?.head;
    if (telling.every((c) => c.words.some((w, i) => /^(tell|say|talk)$/.test(c.words[i - 1]?.lemma ?? '') && ((w.text === 'her' && subject === 'she') || (w.text === 'him' && subject === 'he') || (w.text === 'them' && subject === 'they'))))) continue;
    // "they would flush my head": a deed the tagger missed is the word after the helping verb.
    const deed = /^(will|would|shall|can|could|gonna)$/.test(act.lemma) ? act.clause.words[act.at + 1] : act.word;
    if (!deed) continue;
    // "theyll make it worse", "shes gonna do worse": what is already done to the child, promised worse.
    const worse = /^(make|do)$/.test(deed.lemma) && act.clause.words.slice(act.at + 1).some((w) => /^(worse|harder)$/.test(w.text)) && !/\b(lol|haha|jk|lmao)\b/.test(reading.text);
    if (KIND_DEED.test(deed.lemma) && !worse) continue;
    // "make me pancakes" is a kindness; "make me bleed" is not.
    if (deed.lemma === 'make' && !worse && !act.clause.words.slice(act.at + 1).some((w) => /^(pay|regret|sorry|bleed|cry|hurt|suffer|disappear)$/.test(w.text))) continue;
    // "shell staple my mouth shut": a deed the tagger took for a word of its own, its object read as the next clause's subject.
    const at = reading.clauses.indexOf(act.clause);
    const cutOff = act.clause.words.length <= act.at + 2 && act.patients.length === 0 ? reading.clauses[at + 1] : undefined;
    const bodyCutOff = !!cutOff && cutOff.link === null && !telling.includes(cutOff) && cutOff.subject !== null && cutOff.subject.owner === 'self' && (BODY_PART.has(cutOff.subject.head) || BONES.test(cutOff.subject.head));
    const toTheChild = worse || bodyCutOff || act.patients.some((p) => p.kind === 'self' || p.kind === 'self-body' || (p.owner === 'self' && (BODY_PART.has(p.head) || BONES.test(p.head))));
    if (!toTheChild) continue;
    // "the eighth graders said ... they will": a "they" after other children were named is those children.
    const childrenNamed = reading.clauses.some((c) => c.parties.some((p) => p.kind === 'peer'));
    const amongChildren = act.agent.kind === 'peer' || act.agent.kind === 'named' || (act.clause.subject?.head === 'they' && childrenNamed) || ((act.agent.kind === 'pronoun' || act.agent.kind === 'anyone') && ([...SCHOOL_WORLD].some((w) => reading.words.has(w)) || childrenNamed));
    return amongChildren ? 'bullied' : 'hurt';
  }
  return null;
}
