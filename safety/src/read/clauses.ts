import { RETELLING } from '../concepts/topics';
import { GIVEN_NAME } from '../concepts/wordnet-lexicon';
import type { Word } from './english';
import { CHILD_SIDE, groupAt, type Party, REAL_PERSON } from './parties';
import { isVerbAt, POSSESSIVE } from './verbs';

export { isVerbAt } from './verbs';

/**
 * A clause: a stretch of a sentence with (at most) one subject, told apart at sentence marks and at
 * linking words ("and", "because", "if", "when", "who"...). Children write run-ons ("im afraid of my
 * dad he hits me"), so a new subject after a verb starts a new clause too.
 */
export interface Clause {
  words: Word[];
  /** The word that linked it to the clause before ("if", "because", "and"), or null. */
  link: string | null;
  /** Who the clause is about: its own, or the one it shares with the clause before ("i hate myself and want to die"). */
  subject: Party | null;
  /** The clause before ended on a verb of wanting or saying whose content this clause is ("i wish | i was dead", "he says | he will hurt me"). */
  governedBy: string | null;
  /** In a sentence that asks. */
  question: boolean;
  /** Every nominal group, in order. */
  parties: Party[];
}

const LINKS = new Set(['why', 'how', 'because', 'if', 'when', 'whenever', 'while', 'until', 'till', 'unless', 'since', 'although', 'though', 'then', 'and', 'but', 'or', 'cause', 'who', 'which', 'whether', 'so', 'that', 'where', 'after', 'before']);
/** Who can start a clause of their own after another's deed. */
const PEOPLE_KINDS = new Set(['family', 'close', 'adult', 'peer', 'group', 'anyone']);
/** Pronouns that are only ever subjects: one after a verb starts a new clause. */
const SUBJECT_ONLY = new Set(['i', 'he', 'she', 'they', 'we']);
/** People named with no determiner, who may start a clause of their own ("kids keep calling me names"). */
const BARE_PEOPLE = new Set(['kids', 'children', 'someone', 'somebody', 'everyone', 'everybody', 'people', 'boys', 'girls', 'bullies', 'classmates', 'teenagers']);
/** Causatives: "make my brother cry", "let my sister go". */
const CAUSATIVE = new Set(['make', 'let']);
/** Determiners that may open a group of people who do the next deed. */
const PEOPLE_DETERMINER = new Set(['the', 'some', 'these', 'those', 'all']);
/** Verbs after which the ones named do a deed within the same clause ("i saw the boys hit him"), by lemma and as written. */
const SEEING_OR_MAKING = new Set(['make', 'let', 'have', 'see', 'watch', 'hear', 'help', 'get', 'saw', 'heard', 'made', 'watched']);
const SEEING_OR_MAKING_TEXT = new Set(['make', 'let', 'have', 'see', 'watch', 'hear', 'help', 'get']);
/** Verbs whose object a bare "kids", "someone" is ("i hate people"). */
const TAKING_AN_OBJECT = new Set(['make', 'let', 'have', 'see', 'watch', 'hear', 'help', 'get', 'tell', 'ask', 'want', 'know', 'like', 'love', 'hate', 'meet', 'call']);
const PARTICLE = new Set(['down', 'up', 'out', 'in', 'off', 'away', 'over', 'back', 'home']);
/** Words after which a subject pronoun or group is the object of a comparison or a preposition, not a new subject. */
const BEFORE_AN_OBJECT = new Set(['than', 'as', 'like', 'to', 'at', 'of', 'with', 'for', 'by', 'on', 'in']);
const BEFORE_AN_OBJECT_OR_LINK = new Set([...BEFORE_AN_OBJECT, 'and', 'or']);
const SAYING = new Set(['say', 'tell']);
const WHAT_WAS_SAID_OPENS = new Set(['nobody', 'somebody', 'someone', 'everyone', 'everybody', 'anyone', 'anybody', 'people', 'kids', 'grownups']);

function isLinkAt(words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (!LINKS.has(w.text)) return false;
  if (w.text === 'so') return w.pos === 'SCONJ' || w.pos === 'CCONJ' || SUBJECT_ONLY.has(words[i + 1]?.text ?? '');
  // "punch that kid in the face": "that" before a person not followed by a verb points at them.
  if (w.text === 'that' && words[i + 1]?.pos === 'NOUN' && !isVerbAt(words, i + 2) && words[i + 2]?.pos !== 'AUX') return false;
  if (w.text === 'that') return w.pos === 'SCONJ' || (w.pos === 'PRON' && i > 0 && words[i - 1]!.pos === 'NOUN');
  if (w.text === 'where' || w.text === 'after' || w.text === 'before' || w.text === 'since') return w.pos === 'SCONJ' || SUBJECT_ONLY.has(words[i + 1]?.text ?? '') || words[i + 1]?.pos === 'PRON';
  return true;
}

function splitSentence(sentence: readonly Word[]): Array<{ words: Word[]; link: string | null }> {
  const parts: Array<{ words: Word[]; link: string | null }> = [];
  let current: Word[] = [];
  let link: string | null = null;
  // Whether a word of `current` but its last is a verb: a word's reading depends on the words either side (and two before), so
  // it is settled once another follows it, and only the last word is read again for each new one.
  let settledVerb = false;
  const close = (nextLink: string | null) => {
    if (current.length) parts.push({ words: current, link });
    current = [];
    settledVerb = false;
    link = nextLink;
  };
  for (let i = 0; i < sentence.length; i++) {
    const w = sentence[i]!;
    if (w.pos === 'PUNCT') {
      close(link && current.length === 0 ? link : null);
      continue;
    }
    if (isLinkAt(sentence, i)) {
      close(w.text);
      continue;
    }
    const hasVerb = settledVerb || (current.length > 0 && isVerbAt(current, current.length - 1));
    const prev = current[current.length - 1];
    const startsSubject =
      SUBJECT_ONLY.has(w.text) ||
      // "make my brother cry", "let my sister go": after a causative verb the one named does the next deed in the same clause.
      (POSSESSIVE.has(w.text) && !(prev !== undefined && CAUSATIVE.has(prev.lemma) && isVerbAt(sentence, i - 1)) && (() => {
        const g = groupAt(sentence, i);
        // "rubs my tummy going lower": a bare -ing after the group does not make it a subject.
        return g !== null && isVerbAt(sentence, g.end) && sentence[g.end]?.pos !== 'PART' && !sentence[g.end]!.text.endsWith('ing');
      })()) ||
      // "whenever i read out loud | the boys make pig noises": people named after a deed, then their own verb.
      (PEOPLE_DETERMINER.has(w.text) && prev !== undefined && !SEEING_OR_MAKING.has(prev.lemma) && !SEEING_OR_MAKING_TEXT.has(prev.text) && (() => {
        const g = groupAt(sentence, i);
        return g !== null && PEOPLE_KINDS.has(g.party.kind) && isVerbAt(sentence, g.end) && sentence[g.end]?.pos !== 'PART' && sentence[g.end]?.pos !== 'AUX' && !sentence[g.end]!.text.endsWith('ing') && !sentence[g.end]!.text.endsWith('ed');
      })());
    // "since i moved here | kids keep calling me names", "i sit down | someone pulls my chair": people named bare, then their own verb.
    const particleOfAVerb = prev !== undefined && PARTICLE.has(prev.text) && isVerbAt(sentence, i - 2);
    const barePeople = BARE_PEOPLE.has(w.text) && prev !== undefined && (prev.pos !== 'ADP' || particleOfAVerb) && !TAKING_AN_OBJECT.has(prev.lemma) && isVerbAt(sentence, i + 1) && !sentence[i + 1]!.text.endsWith('ing');
    const afterNoun = SUBJECT_ONLY.has(w.text) && prev !== undefined && (prev.pos === 'NOUN' || prev.pos === 'PROPN');
    // "said | nobody should touch": after a verb of saying, what was said starts.
    if (prev && SAYING.has(prev.lemma) && WHAT_WAS_SAID_OPENS.has(w.text) && isVerbAt(sentence, i + 1)) close(null);
    if (hasVerb && barePeople && (particleOfAVerb || !BEFORE_AN_OBJECT_OR_LINK.has(prev!.text))) close(null);
    else if ((hasVerb || afterNoun) && startsSubject && prev && !BEFORE_AN_OBJECT.has(prev.text)) close(null);
    current.push(w);
    if (current.length > 1) settledVerb ||= isVerbAt(current, current.length - 2);
  }
  close(null);
  // A stretch with no verb after "and" / "or" belongs to the clause before ("my dad hits my mom and me");
  // one with no verb before "and" / "or" at the sentence's start is part of its subject ("me and my friend threw").
  const merged: typeof parts = [];
  const verbless = (words: Word[]) => !words.some((_, k) => isVerbAt(words, k));
  for (let n = 0; n < parts.length; n++) {
    const part = parts[n]!;
    const next = parts[n + 1];
    if (merged.length === 0 && part.link === null && next && (next.link === 'and' || next.link === 'or') && verbless(part.words) && !verbless(next.words) && part.words.every((w) => w.pos === 'PRON' || w.pos === 'NOUN' || w.pos === 'PROPN' || w.pos === 'DET' || w.pos === 'ADJ')) {
      parts[n + 1] = { words: [...part.words, { text: next.link, lemma: next.link, pos: 'CCONJ', known: true }, ...next.words], link: null };
      continue;
    }
    const hasVerb = !verbless(part.words);
    const before = merged[merged.length - 1];
    if (!hasVerb && before && (part.link === 'and' || part.link === 'or')) before.words.push({ text: part.link, lemma: part.link, pos: 'CCONJ', known: true }, ...part.words);
    else merged.push(part);
  }
  return merged;
}

function partiesOf(words: readonly Word[]): Party[] {
  const parties: Party[] = [];
  for (let i = 0; i < words.length; ) {
    const g = isVerbAt(words, i) ? null : groupAt(words, i);
    if (g) {
      parties.push(g.party);
      i = Math.max(g.end, i + 1);
    } else i++;
  }
  return parties;
}

const TIME_HEAD = /^(today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|week|weekend|day|time|recess|lunch|break|summer|winter|year|month|monday|tuesday|wednesday|thursday|friday|saturday|sunday|shabbat|shabbos)$/;
const TELLING_A_STORY = new Set([...RETELLING, 'learn', 'learned', 'learnt', 'learning', 'read', 'taught', 'teach', 'why', 'rabbi', 'morah']);

/**
 * A name of the Torah's stories that children are also called ("Noah", "Daniel", "Sarah") is a child
 * of today when it stands in a clause with the child and no story is being told: "im going to stab
 * Noah tomorrow", "Daniel hits me every day". So it is when the sentence, telling and not asking,
 * names the child's own world beside it: other children ("sarah cries because the kids laugh at her")
 * or someone of the child's ("my class").
 */
function namesOfToday(parties: Party[], sentence: readonly Word[], sentenceParties: readonly Party[], question: boolean): Party[] {
  if (sentence.some((w) => TELLING_A_STORY.has(w.text) || TELLING_A_STORY.has(w.lemma))) return parties;
  const childHere = parties.some((p) => CHILD_SIDE.has(p.kind));
  const worldOfToday = !question && sentenceParties.some((p) => CHILD_SIDE.has(p.kind) || (p.kind === 'peer' && p.owner !== 'other') || p.owner === 'self');
  // "my friend yael", "my cousin dina": a name standing right after one of the child's own is that one's name, whatever story it is from.
  const named = parties.map((p, i) => {
    const before = parties[i - 1];
    return p.kind === 'story' && before !== undefined && (before.kind === 'close' || before.kind === 'peer') && before.owner === 'self' && before.at + before.lemmas.length === p.at ? { ...p, kind: 'named' as const } : p;
  });
  if (!childHere && !worldOfToday) return named;
  return named.map((p) => (p.kind === 'story' && GIVEN_NAME.has(p.head) ? { ...p, kind: 'named' } : p));
}

/** The clauses of a message's sentences, with subjects shared and complements marked. */
export function toClauses(sentences: readonly Word[][]): Clause[] {
  const clauses: Clause[] = [];
  for (const sentence of sentences) {
    // "when" opens a question only when a helping verb follows ("when is", "when did") or a question mark ends it: "when eli comes
    // to class i am going to ..." tells a time.
    const whenTelling = sentence[0]?.text === 'when' && !sentence.some((w) => w.text === '?') && !/^(is|are|was|were|do|does|did|can|could|should|would|will|am|has|have|had|shall|may|might|must)$/.test(sentence[1]?.text ?? '');
    const question = sentence.some((w) => w.text === '?') || (/^(what|why|how|who|when|where|is|are|do|does|did|can|could|should|would|will|was|were|which)$/.test(sentence[0]?.text ?? '') && !whenTelling);
    let before: Clause | null = null;
    const split = splitSentence(sentence);
    const sentenceParties = split.flatMap((part) => partiesOf(part.words));
    for (const { words, link } of split) {
      const parties = namesOfToday(partiesOf(words), sentence, sentenceParties, question);
      const firstVerb = words.findIndex((_, k) => isVerbAt(words, k));
      // After "who", "that", "which" comes the verb ("who lives with us"), whatever the tagger said.
      const relative = link === 'who' || link === 'which' || (link === 'that' && before !== null && before.parties.length > 0);
      // A time is not who the clause is about: "every recess | the big kids take my snack".
      // "the man who drives me to piano": after "who" the verb comes first, whatever the tagger said, so one named after it is its object.
      const verbFirst = link === 'who' && words[0] !== undefined && words[0].pos !== 'PRON' && words[0].pos !== 'DET' && words[0].pos !== 'PROPN' && !words[0].capital && !POSSESSIVE.has(words[0].text);
      const own = parties.find((p) => (firstVerb < 0 || p.at < firstVerb) && !(verbFirst && p.at > 0) && !(p.at > 0 && words[p.at - 1]!.pos === 'ADP') && !(relative && p.at === 0 && p.kind === 'thing') && !(p.kind === 'thing' && (TIME_HEAD.test(p.head) || /^(every|each|last|this|next)$/.test(p.lemmas[0] ?? ''))));
      // A question turned round: "are dads allowed to whip you", "does your uncle hit you", "did moshe want to die": the person
      // or the story's figure after the helping verb ("are you stupid" asks the tutor what it is, and is read as such elsewhere).
      // After an asking word that opens the sentence the same holds: "why do the boys on my bus keep throwing my kippah".
      const opensTheQuestion = link === null || (before === null && /^(why|how|where|when|what)$/.test(link));
      const inverted = question && opensTheQuestion && words[0]?.pos === 'AUX' && !own ? parties.find((p) => p.at === 1 && (REAL_PERSON.has(p.kind) || p.kind === 'story') && p.kind !== 'you') : undefined;
      let subject: Party | null = own ?? inverted ?? null;
      if (!subject && before && (link === null || link === 'and' || link === 'but' || link === 'or' || link === 'then' || link === 'so')) {
        subject = before.subject;
        // "they wait | till im in the stall | then turn off the lights": after a clause of time or condition, a bare verb (not in -s
        // or -ed) goes on with the clause that one hung from, when its subject is many ("they", "the kids").
        const main = clauses[clauses.length - 2];
        const bare = firstVerb >= 0 && words[firstVerb]!.text === words[firstVerb]!.lemma && !/(ed|s)$/.test(words[firstVerb]!.text);
        if (bare && link !== null && /^(till|until|when|whenever|while|if|after|before|once)$/.test(before.link ?? '') && main && sentence.includes(main.words[0]!) && main.subject?.plural && before.subject?.kind === 'self') subject = main.subject;
        // "my uncle said i am his girlfriend and kisses me": a verb in -s does not agree with "i", "we" or
        // "you", so its subject is the last other person named in the sentence.
        const verb = firstVerb >= 0 ? words[firstVerb]! : undefined;
        const thirdPersonVerb = !!verb && verb.text !== verb.lemma && (verb.text === `${verb.lemma}s` || verb.text === `${verb.lemma}es` || verb.text === 'has' || verb.text === 'does');
        // "i am his favorite and kissed me": one who does a deed to "me" is not "i".
        const toMe = !!verb && subject?.head === 'i' && words.slice(firstVerb + 1, firstVerb + 3).some((w) => w.text === 'me');
        if ((thirdPersonVerb || toMe) && subject && /^(i|we|you)$/.test(subject.head)) {
          const other = (p: Party | null): p is Party => !!p && REAL_PERSON.has(p.kind) && !CHILD_SIDE.has(p.kind) && p.kind !== 'you' && !/^(it|nobody|no one)$/.test(p.head);
          const earlier = clauses.filter((c) => sentence.includes(c.words[0]!));
          subject = [...earlier].reverse().map((c) => c.subject).find(other) ?? [...earlier.flatMap((c) => c.parties)].reverse().find(other) ?? subject;
        }
      }
      // "the boy next door who is 16": the one "who" stands for is the last person named, not the last thing.
      if (!subject && before && (link === 'who' || link === 'that' || link === 'which')) subject = (link === 'who' ? [...before.parties].reverse().find((p) => REAL_PERSON.has(p.kind)) : undefined) ?? before.parties[before.parties.length - 1] ?? null;
      let governedBy: string | null = null;
      if (before && (link === null || link === 'that')) {
        const lastVerb = [...before.words].reverse().find((w, k, all) => isVerbAt(before!.words, before!.words.length - 1 - k) && all);
        const tail = before.words[before.words.length - 1];
        if (lastVerb && tail && (tail === lastVerb || tail.pos === 'ADV' || tail.pos === 'PRON')) governedBy = lastVerb.lemma;
      }
      const clause: Clause = { words, link, subject, governedBy, question, parties };
      clauses.push(clause);
      before = clause;
    }
  }
  return clauses;
}
