import { CLOSE_CHILD, PEER } from '../concepts/people';
import { GAME_NAME, MISHAP, PLAY, RETELLING } from '../concepts/topics';
import { GIVEN_NAME } from '../concepts/wordnet-lexicon';
import type { Act } from '../read/acts';
import type { Clause } from '../read/clauses';
import type { Word } from '../read/english';
import { CHILD_SIDE, type Party, REAL_PERSON } from '../read/parties';
import type { Reading } from '../read/read-message';

/**
 * Frames that lower a reading: a question about people in general ("what should i do if someone hits
 * me"), play and mishaps ("a pillow fight", "by accident"), games ("in minecraft"), the Torah's stories.
 */

const GENERAL_ASKING = [
  'what should i do', 'what do i do', 'what do you do', 'what to do', 'what if', 'should i', 'is it ok', 'is it okay', 'is it wrong', 'is it bad', 'is it safe',
  'is it normal', 'how do i know', 'how do you know', 'how do you', 'what happens if', 'what would you do', 'why do people', 'why would someone', 'why do',
  'how can i help', 'what does it mean', 'is it true', 'what does the torah say', 'what does judaism say', 'what is', 'can you',
];
const GENERIC_KINDS = new Set(['anyone', 'you', 'pronoun']);

/** In a question about people in general, not about someone who did something. */
export function isGeneralQuestion(reading: Reading, act: Act): boolean {
  if (!act.clause.question) return false;
  const asks = GENERAL_ASKING.some((p) => reading.has(p));
  if (!asks) return false;
  // "what if my stepdad hits me again like he did on sunday": a harm that has happened, by someone of the child's, asked about again.
  if (act.agent?.owner === 'self' && /\b(again|like (he|she|they) did|last time|like before|like yesterday)\b/.test(reading.text)) return false;
  if (asksIfAllRightDoneToAChild(reading, act)) return false;
  return act.agent === null || GENERIC_KINDS.has(act.agent.kind) || act.clause.link === 'if' || act.clause.link === 'when';
}

const ALL_RIGHT_ASKED = /\b(is|was|would it be|isnt|is not) (it|that) (ok|okay|alright|all right|normal|allowed|weird|bad|wrong|fine|legal)\b (if|when|for|that)\b/;
const A_CHILD = new Set(['kid', 'child', 'kids', 'children']);

/**
 * "is it ok if my dance teacher rubs my legs", "is it normal for a grownup to shake a kid": asking whether
 * a deed is all right tells of it as a statement does when someone of the child's, or a grown-up, does it to
 * the child, or to a kid or someone the child's age. "is it ok to eat meat after milk" names no such deed.
 */
function asksIfAllRightDoneToAChild(reading: Reading, act: Act): boolean {
  if (!ALL_RIGHT_ASKED.test(reading.text)) return false;
  const agent = act.agent;
  if (!agent || !REAL_PERSON.has(agent.kind) || CHILD_SIDE.has(agent.kind)) return false;
  if (agent.owner !== 'self' && agent.kind !== 'adult') return false;
  const aChild = (p: Party) => isChild(p) || p.lemmas.some((l) => A_CHILD.has(l)) || (p.head === 'someone' && /\bmy age\b/.test(reading.text));
  return act.patients.some(aChild) || act.preps.some((p) => aChild(p.party));
}

/** A game, a sport or play around the deed ("with a pillow", "on the swing", "in minecraft", "at karate"). */
export function isPlay(act: Act): boolean {
  const words = act.clause.words;
  // "push me off the swings every recess" is not play.
  if (words.some((w) => /^(every|always|keep|keeps|again|purpose|hard|off)$/.test(w.text))) return false;
  const played = (w: Word) => PLAY.has(w.text) || PLAY.has(w.lemma);
  if (playOnlyAmongMeans(act, played)) return false;
  // "with a stuffed animal": a soft toy as the means.
  const softToy = act.preps.some((p) => p.prep === 'with' && p.party.lemmas.includes('stuffed') && p.party.lemmas.some((l) => /^(animal|toy|bear|bunny|dog|cat)$/.test(l)));
  return softToy || words.some(played) || act.preps.some((p) => p.party.lemmas.some((l) => GAME_NAME.has(l) || PLAY.has(l)));
}

/**
 * Words of play named only among the deed's means after "with", beside a thing that is no play ("hit me with sticks and jokes",
 * "beat me with rocks and snowballs"): no game around the deed.
 */
export function playOnlyAmongMeans(act: Act, played: (w: Word) => boolean): boolean {
  const words = act.clause.words;
  const withAt = words.findIndex((w, i) => i > act.at && w.text === 'with');
  if (withAt < 0) return false;
  // The means joined by "and" or "or": each the last noun before a joining word, or the last of all.
  const after = words.slice(withAt + 1);
  const joins = after.map((w, i) => (/^(and|or)$/.test(w.text) ? i : -1)).filter((i) => i >= 0);
  if (joins.length === 0) return false;
  const heads = [...joins, after.length].map((end) => after.slice(0, end).reverse().find((w) => w.pos === 'NOUN')).filter((w): w is Word => !!w);
  return heads.some((w) => !played(w)) && words.filter(played).every((w) => heads.includes(w));
}

/** A fall or a mishap in the sentence ("i fell off my bike and hurt my arm"). */
export function isMishap(reading: Reading, clause: Clause): boolean {
  const sentence = reading.sentences.find((s) => s.includes(clause.words[0]!)) ?? clause.words;
  // Not seeing is a mishap when the child did not see ("i didnt see the pole"); when others do not
  // ("so nobody sees", "the teachers dont see") it is a deed kept hidden.
  const seenBy = (w: (typeof sentence)[number]) => {
    const c = reading.clauses.find((x) => x.words.includes(w));
    const at = c ? c.words.indexOf(w) : -1;
    return c ? ([...c.parties].reverse().find((p) => p.at < at) ?? c.subject) : null;
  };
  // "scratching my arms with a paper clip": a thing the deed is done with is its tool, not a mishap.
  const aTool = (w: (typeof sentence)[number]) => w.pos === 'NOUN' && sentence.slice(Math.max(0, sentence.indexOf(w) - 3), sentence.indexOf(w)).some((b) => b.text === 'with');
  const mishapWord = (w: (typeof sentence)[number]) => (MISHAP.has(w.text) || MISHAP.has(w.lemma)) && (w.lemma !== 'see' || isChild(seenBy(w))) && !aTool(w);
  return sentence.some(mishapWord) || saidToBeAnAccident(reading);
}

/** The child says it was not meant: "by accident", "by mistake", "she did not mean to", "kicked me in his sleep". */
export function saidToBeAnAccident(reading: Reading): boolean {
  return /\b(by|on) (accident|mistake)\b|\baccidentally\b|\bnot on purpose\b|\b(did not|didnt|never) mean(t)? to\b|\bin (his|her|their|my) sleep\b|\bwhile (he|she|they) (was|were) (asleep|sleeping|dreaming)\b|\bsleepwalking\b/.test(reading.text);
}

/** In a game: the place named is one ("in fortnite", "in the game"). */
export function inGame(reading: Reading, act: Act): boolean {
  return act.preps.some((p) => p.prep === 'in' && p.party.lemmas.some((l) => GAME_NAME.has(l))) || [...GAME_NAME].some((g) => g !== 'level' && reading.words.has(g));
}

const STORY_PREP = new Set(['in', 'from']);

/**
 * Told inside a story: the clause's subject is a story ("the book is about a bully"), or its sentence
 * sets one before it ("in the story the bully learned to be nice", "in the movie the kids beat him up").
 */
export function toldInAStory(reading: Reading, clause: Clause): boolean {
  if (clause.subject !== null && RETELLING.has(clause.subject.head)) return true;
  const sentence = reading.sentences.find((s) => s.includes(clause.words[0]!)) ?? clause.words;
  const end = sentence.indexOf(clause.words[0]!) + clause.words.length;
  // "in the story", "in this week's parsha", "from the book": a preposition, then at most two words, then the story.
  return sentence.some((w, i) => i < end && RETELLING.has(w.text) && sentence.slice(Math.max(0, i - 3), i).some((b) => STORY_PREP.has(b.text)));
}

/** A grown-up's own childhood, long past: "he got spanked at school when he was a kid". */
export function longAgo(reading: Reading): boolean {
  return /\b(when|back when) (he|she|they) (was|were) (a kid|little|young|a child|a boy|a girl|in school|my age|a baby|a toddler|tiny)\b|\b(long ago|in the old days|years ago|in the olden days)\b/.test(reading.text);
}

/**
 * Done out of a grown-up's sight: "when mom isnt looking", "when nobody is watching", and unless
 * `hidden` only, "when my parents arent home" (a hug while they are out is not hidden from them).
 */
export function outOfSight(reading: Reading, hidden = false): boolean {
  const away = hidden ? 'looking|watching' : 'looking|watching|around|home';
  return new RegExp(`\\bwhen (\\w+ ){1,2}(is|are|was|were) not (${away})\\b|\\bwhen (nobody|no one|noone) (is|was) (${away})\\b`).test(reading.text);
}

export const isPerson = (p: Party | null | undefined): p is Party => !!p && ['family', 'close', 'adult', 'peer', 'anyone', 'pronoun', 'named', 'group', 'you'].includes(p.kind);
export const isChild = (p: Party | null | undefined): boolean => !!p && (p.kind === 'self' || p.kind === 'we' || p.kind === 'self-body');
/**
 * A day of the week, which the reading may take for a name ("mondays are the worst", "on sundays") and which is no one. Months are left
 * out: April, May and June are names too.
 */
export const DAY_OF_THE_WEEK = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|weekday)s?$/;
/** Whether a party is no person: a thing, a pet, another creature, or a day of the week. */
export const isNoPerson = (p: Party): boolean => p.kind === 'thing' || p.kind === 'pet' || p.kind === 'creature' || DAY_OF_THE_WEEK.test(p.head);

/** The child laughs at what they tell ("lol", "haha", "jk") and does not take the laugh back ("not jk", "not lol", "for real"). */
export function laughedAt(reading: Reading): boolean {
  return /\b(lol|haha|hahaha|lmao|jk|rofl)\b/.test(reading.text) && !/\b(not|no) (just )?(kidding|joking|joke|jk|lol|haha)\b|\bfor real\b|\bi mean it\b|\bseriously\b|\bnot a joke\b|\bnot funny\b/.test(reading.text);
}

/**
 * What the child would tell is the threatener's own small mischief with a thing, laughed at: "my sister says shell murder me if i
 * tell mum she ate the last cookie lol", "hell kill me if i tell dad he broke the lamp haha". The child would tell on them; nothing
 * is done to the child that must be kept quiet.
 */
export function tellingOnTheirMischief(reading: Reading): boolean {
  if (!laughedAt(reading)) return false;
  const clauses = reading.clauses;
  return clauses.some((c, i) => {
    if (!(c.link === 'if' || c.link === 'when') || !c.subject || !isChild(c.subject) || !c.words.some((w) => /^(tell|say|snitch|tattle|blab)$/.test(w.lemma))) return false;
    const told = clauses[i + 1];
    if (!told || (told.link !== null && told.link !== 'that') || !told.subject || !/^(he|she|they)$/.test(told.subject.head)) return false;
    return told.words.some((w) => w.pos === 'VERB') && !told.words.some((w) => /^(me|us|my|myself)$/.test(w.text)) && told.parties.every((p) => p === told.subject || p.kind === 'thing');
  });
}

/** Told as a habit: "all the time", "every day", "always", "keeps", "again and again". */
export function toldAsAHabit(reading: Reading): boolean {
  return /\b(all the time|every (day|time|night|morning|week|recess)|everyday|always|again and again|constantly|keeps?|kept|non stop|nonstop)\b/.test(reading.text);
}

/**
 * The grown-up is another child's: "my friends dad", "jonahs stepmom", "my cousins uncle". Then a "him", "her" or "them" that
 * stands for no one named before is that child: "my friends dad hits him".
 */
export function grownUpOfAChild(agent: Party | null): boolean {
  if (!agent || (agent.kind !== 'family' && agent.kind !== 'adult')) return false;
  const before = agent.lemmas.slice(0, -1);
  const child = (l: string) => (CLOSE_CHILD.has(l) && l !== 'baby') || (PEER.has(l) && !/^(bully|bullies|gang|senior|player|student)$/.test(l)) || /^(neighbor|neighbour)$/.test(l);
  return before.some((l) => child(l) || (l.length > 3 && l.endsWith('s') && (child(l.slice(0, -1)) || GIVEN_NAME.has(l.slice(0, -1)))));
}
