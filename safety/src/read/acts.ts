import { SAYING, WANTING } from '../concepts/acts';
import type { Clause } from './clauses';
import { isVerbAt } from './verbs';
import type { Word } from './english';
import { groupAt, type Party } from './parties';

/** One deed in a clause, read by role: who does it (agent), to whom (patients), and how it is framed. */
export interface Act {
  lemma: string;
  word: Word;
  clause: Clause;
  /** Where the act stands in its clause. */
  at: number;
  agent: Party | null;
  /** Who or what it is done to ("me", "my mom and me", "the pillow"). */
  patients: Party[];
  /** Groups after a preposition, after the act: "at me", "by my dad", "at chess", "on roblox". */
  preps: Array<{ prep: string; party: Party }>;
  /** A particle right after the act: "beat me up", "pick on", "lock out". */
  particle: string | null;
  negated: boolean;
  /** Wanted, planned, threatened: not (yet) done. */
  intent: boolean;
  passive: boolean;
}

const PARTICIPLE = /(ed|en)$/;
const SAME_PARTICIPLE = new Set(['hit', 'cut', 'hurt', 'beat', 'shut', 'put', 'spit', 'burnt', 'shot', 'thrown', 'caught', 'stolen', 'taken', 'told', 'hung', 'struck', 'stuck', 'left', 'bit', 'held', 'kept', 'sent', 'made']);
const PASSIVE_AUX = new Set(['be', 'get', 'got', 'getting', 'been', 'being', 'gets']);
const NEGATORS = new Set(['not', 'never', 'nt', 'no']);
const NOBODY = new Set(['nobody', 'no one', 'noone', 'none']);
/** Verbs that hand on to the next verb: a "not" before them reaches it ("do not want to die"). */
const CATENATIVE = new Set(['be', 'do', 'have', 'go', 'want', 'need', 'try', 'will', 'would', 'can', 'could', 'should', 'might', 'must', 'shall', 'may', 'get', 'wish', 'plan', 'mean', 'like', 'love', 'keep', 'start', 'stop', 'use']);
const INTENT_WORDS = new Set(['will', 'would', 'shall', 'gonna', 'should', 'deserve', 'revenge', 'someday', 'thought', 'thoughts', 'plan', 'going']);
const PARTICLES = new Set(['up', 'on', 'off', 'out', 'down', 'in', 'around', 'over', 'away']);
const PERSON_KINDS = new Set(['family', 'close', 'adult', 'peer', 'anyone', 'named', 'story', 'group', 'pet']);
/** Verbs that hand their object the next deed: "let him touch me", "makes me sit", "had me undress". */
const CAUSATIVE = new Set(['let', 'make', 'have', 'help', 'allow', 'force', 'get']);
/** Times still to come: an act told with one is planned ("im stabbing him tomorrow"). */
const TIME_TO_COME = new Set(['tomorrow', 'tonight', 'later', 'soon', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'weekend', 'next']);
const SHARED_SUBJECT_LINK = new Set(['and', 'then', 'or']);

/** He, she or they as whom they stand for: the last person named before (not the child, not the one acting). */
export function resolve(party: Party, before: readonly Party[], not?: Party | null): Party {
  if (party.kind !== 'pronoun') return party;
  for (let i = before.length - 1; i >= 0; i--) {
    const p = before[i]!;
    if (p === not || !PERSON_KINDS.has(p.kind)) continue;
    return { ...party, kind: p.kind, head: party.head, lemmas: [...party.lemmas, p.head], owner: p.owner };
  }
  return party;
}

function negatedAt(words: readonly Word[], at: number): boolean {
  for (let n = 0; n < at; n++) {
    if (!NEGATORS.has(words[n]!.text) || (words[n]!.text === 'no' && words[n + 1]?.text === 'one')) continue;
    // "not joking my dad threw me", "no lol he hit me": the "not" denies a joke, not the deed told after it.
    if (/^(joking|kidding|lying|lol|haha|jk)$/.test(words[n + 1]?.text ?? '')) continue;
    // The "not" reaches through helping and wanting verbs to the first verb that is not one.
    for (let k = n + 1; k < words.length; k++) {
      if (!isVerbAt(words, k)) continue;
      const w = words[k]!;
      if (k === at) return true;
      const next = words[k + 1];
      if (CATENATIVE.has(w.lemma) && (w.pos === 'AUX' || next?.text === 'to' || next?.pos === 'VERB' || next?.pos === 'AUX' || next?.pos === 'PART' || next?.pos === 'ADV')) continue;
      break;
    }
  }
  return false;
}

function intentAt(clause: Clause, at: number): boolean {
  const words = clause.words;
  if (clause.governedBy && (WANTING.has(clause.governedBy) || SAYING.has(clause.governedBy)) && words.some((w) => /^(will|would|gonna|going|shall)$/.test(w.text))) return true;
  if (clause.governedBy && WANTING.has(clause.governedBy)) return true;
  for (let k = 0; k < at; k++) {
    const w = words[k]!;
    if (w.lemma === 'go' && words[k + 1]?.text === 'to' && k + 2 <= at && isVerbAt(words, k + 2)) return true;
    if (w.lemma === 'go') continue;
    if (INTENT_WORDS.has(w.text) || INTENT_WORDS.has(w.lemma) || (WANTING.has(w.lemma) && isVerbAt(words, k))) return true;
  }
  return false;
}

/** The deeds of the clauses whose lemma `isAct` accepts, with their roles resolved. */
/** "im stabbing him tomorrow", "im taking the matches and setting his house on fire": the child's present deed, told as a plan. */
function plannedAt(clause: Clause, at: number): boolean {
  const words = clause.words;
  const self = clause.subject !== null && (clause.subject.kind === 'self' || clause.subject.kind === 'we');
  if (!self || !words[at]!.text.endsWith('ing')) return false;
  return clause.link === null ? words.slice(0, at).some((w) => w.lemma === 'be') && words.some((w) => TIME_TO_COME.has(w.text)) : words.some((w) => TIME_TO_COME.has(w.text));
}

/** The one a causative verb hands the deed to: "let HIM touch me", "makes ME sit", "for HIM to hit me". */
function causeeAt(clause: Clause, at: number): Party | null {
  const words = clause.words;
  const before = clause.parties.find((p) => groupAt(words, p.at)?.end === at || (groupAt(words, p.at)?.end === at - 1 && words[at - 1]!.text === 'to'));
  if (!before || before === clause.subject || before.at === 0 || !(PERSON_KINDS.has(before.kind) || /^(self|we|pronoun)$/.test(before.kind))) return null;
  const verb = words[before.at - 1]!.lemma;
  const withTo = words[at - 1]!.text === 'to';
  // "is it normal for a dad to hit you": the one after "for" does the deed after "to".
  if (verb === 'for' && withTo) return before;
  return CAUSATIVE.has(verb) && (!withTo || /^(allow|force|get|help)$/.test(verb)) ? before : null;
}

/**
 * The one a clause's act was done to when the clause is a relative one without "that": "a list of
 * PEOPLE | i want to kill", "the KIDS | i hate". The clause before ended on that person.
 */
function gapFiller(clause: Clause, before: Clause | undefined): Party | null {
  if (!before || clause.link !== null || clause.subject?.at !== 0 || !SUBJECT_PRONOUN.has(clause.words[0]!.text)) return null;
  let last = before.parties[before.parties.length - 1];
  if (!last || (groupAt(before.words, last.at)?.end ?? -1) !== before.words.length) return null;
  // "a list of KIDS in my class | i want to hurt": the people, with where they are from told after them.
  const where = before.parties[before.parties.length - 2];
  if (!PERSON_KINDS.has(last.kind) && where && PERSON_KINDS.has(where.kind) && /^(in|from|at|on)$/.test(before.words[last.at - 1]?.text ?? '') && groupAt(before.words, where.at)?.end === last.at - 1) last = where;
  return PERSON_KINDS.has(last.kind) ? last : null;
}
const SUBJECT_PRONOUN = new Set(['i', 'we', 'he', 'she', 'they', 'you']);

export function readActs(clauses: readonly Clause[], isAct: (w: Word, words: readonly Word[], at: number) => boolean, context: readonly Party[] = []): Act[] {
  const acts: Act[] = [];
  const seen: Party[] = [...context];
  let previous: Clause | undefined;
  let intendedBefore = false;
  for (const clause of clauses) {
    const carriesIntent: boolean = intendedBefore && clause.link !== null && SHARED_SUBJECT_LINK.has(clause.link) && previous !== undefined && clause.subject === previous.subject;
    const words = clause.words;
    const subject = clause.subject ? resolve(clause.subject, seen.filter((p) => !clause.parties.includes(p) || p.at < (clause.subject?.at ?? 0)), null) : null;
    for (let at = 0; at < words.length; at++) {
      const word = words[at]!;
      if (!isAct(word, words, at)) continue;
      if (!isVerbAt(words, at) && !(word.pos === 'NOUN' && at > 0 && /^(keep|kept|been|start|stop|be)$/.test(words[at - 1]!.lemma))) continue;
      // Passive: "i was hit", "i get bullied", "i am being bullied".
      let k = at - 1;
      while (k >= 0 && words[k]!.pos === 'ADV') k--;
      if (k > 0 && (words[k]!.text === 'being' || words[k]!.text === 'been')) k--;
      while (k >= 0 && words[k]!.pos === 'ADV') k--;
      const passive = k >= 0 && PASSIVE_AUX.has(words[k]!.lemma) && (PARTICIPLE.test(word.text) || SAME_PARTICIPLE.has(word.text)) && words[at + 1]?.pos !== 'PRON';
      const after = clause.parties.filter((p) => p.at > at);
      const preps: Act['preps'] = [];
      const patients: Party[] = [];
      let particle: string | null = null;
      let j = at + 1;
      if (words[j] && PARTICLES.has(words[j]!.text) && words[j]!.pos !== 'ADP') particle = words[j]!.text;
      for (const p of after) {
        const prev = words[p.at - 1];
        const resolved = resolve(p, [...seen, ...clause.parties.filter((q) => q.at < p.at && q !== clause.subject)], clause.subject);
        // "takes off my clothes", "beat up my brother": a particle, then the one it is done to.
        if (prev && /^(off|up|down|out)$/.test(prev.text) && p.at - 1 === at + 1 && patients.length === 0) {
          particle = prev.text;
          patients.push(resolved);
          continue;
        }
        if (prev?.text === 'up' && particle === null) particle = 'up';
        if (prev && (prev.pos === 'ADP' || /^(at|on|to|by|with|in|into|from|of|about|against|down|for)$/.test(prev.text))) preps.push({ prep: prev.text, party: resolved });
        else if (preps.length === 0 && (patients.length === 0 || prev?.text === 'and' || prev?.text === 'or')) patients.push(resolved);
        // A verb between ends the act's reach.
        if (words.slice(at + 1, p.at).some((_, n) => isVerbAt(words, at + 1 + n) && words[at + 1 + n]!.lemma !== 'be')) break;
      }
      if (particle === null && words[j] && PARTICLES.has(words[j]!.text) && patients.length) {
        const afterPatient = words[patients[0]!.at + patients[0]!.lemmas.length];
        if (afterPatient && PARTICLES.has(afterPatient.text)) particle = afterPatient.text;
      } else if (particle === null && patients.length) {
        const end = groupAt(words, patients[0]!.at)?.end ?? 0;
        if (words[end] && PARTICLES.has(words[end]!.text) && !(words[end + 1] && (words[end + 1]!.pos === 'NOUN' || words[end + 1]!.pos === 'DET'))) particle = words[end]!.text;
      }
      const byParty = preps.find((p) => p.prep === 'by')?.party ?? null;
      // "about him touching me": the one before a gerund does it.
      const before = clause.parties.find((p) => p.at + p.lemmas.length === at || p.at + 1 === at);
      const gerundAgent = word.text.endsWith('ing') && before && before !== clause.subject && PERSON_KINDS.has(before.kind === 'pronoun' ? 'anyone' : before.kind) && !isVerbAt(words, at - 1) ? resolve(before, seen, null) : null;
      const negated = negatedAt(words, at) || (!passive && subject !== null && NOBODY.has(subject.head));
      const causee = passive ? null : causeeAt(clause, at);
      const gap = !passive && patients.length === 0 && preps.length === 0 ? gapFiller(clause, previous) : null;
      const intent: boolean = intentAt(clause, at) || carriesIntent || plannedAt(clause, at);
      acts.push({
        lemma: word.lemma,
        word,
        clause,
        at,
        agent: passive ? byParty : causee ? resolve(causee, seen, null) : (gerundAgent ?? subject),
        patients: passive ? (subject ? [subject] : []) : gap ? [gap] : patients,
        preps,
        particle,
        negated,
        intent,
        passive,
      });
      j++;
    }
    seen.push(...clause.parties.map((p) => resolve(p, seen, clause.subject)));
    previous = clause;
    // A plan told on: "im gonna wait for him | and beat him".
    intendedBefore = carriesIntent || words.some((w, k) => (w.pos === 'VERB' || isVerbAt(words, k)) && w.lemma !== 'go' && intentAt(clause, k));
  }
  return acts;
}
