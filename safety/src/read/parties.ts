import { ADDRESSEE, ANYONE, BODY_PART, CLOSE_CHILD, CREATURE, FAMILY_ADULT, GROUP_OF_PEOPLE, OTHER_ADULT, PEER, PET, SELF, SELF_GROUP, STORY_FIGURE, THIRD_PERSON } from '../concepts/people';
import { GAME_NAME, ONLINE } from '../concepts/topics';
import { GIVEN_NAME } from '../concepts/wordnet-lexicon';
import type { Word } from './english';
import { isVerbAt } from './verbs';

/**
 * What kind of party a group of words names:
 * self (the child), we (the child and family), self-body (a part of the child's body), you (the tutor, or anyone),
 * family (a grown-up at home), close (a brother, a sister, a friend), adult, peer, anyone (someone, people),
 * pronoun (he, she, they: resolved by what came before), named (a name), group (a people),
 * story (a figure of the Torah's stories), creature (of a game or nature), pet, body (someone else's), thing.
 */
export type PartyKind =
  | 'self' | 'we' | 'self-body' | 'you' | 'family' | 'close' | 'adult' | 'peer' | 'anyone' | 'pronoun' | 'named' | 'group' | 'story' | 'creature' | 'pet' | 'body' | 'thing';

export interface Party {
  kind: PartyKind;
  /** The head word's lemma: "my little sister" → "sister". */
  head: string;
  /** Every lemma of the group, its possessive first. */
  lemmas: string[];
  /** Whose: "my" → self, "his"/"her"/"their" → other. */
  owner: 'self' | 'other' | null;
  /** Where the group starts in its clause. */
  at: number;
  /** Many: "the kids", "they", "my classmates". */
  plural?: boolean;
}

const POSSESSIVE_SELF = new Set(['my', 'our', 'mine']);
const POSSESSIVE_OTHER = new Set(['his', 'her', 'their', 'your', 'its']);
/** Kinds that are people in the child's world (not a story's, not a thing). */
export const REAL_PERSON: ReadonlySet<PartyKind> = new Set(['self', 'we', 'you', 'family', 'close', 'adult', 'peer', 'anyone', 'pronoun', 'named', 'group']);
/** Kinds the child is, or stands for. */
export const CHILD_SIDE: ReadonlySet<PartyKind> = new Set(['self', 'we', 'self-body']);

const singular = (w: string) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

/** Words for a friendship, not a family tie. */
const FRIENDSHIP = new Set(['friend', 'bestie', 'bff', 'pal', 'buddy']);

/**
 * Whose friend or relation the head is, when someone else is named before it: "my dads friend" is a
 * grown-up (a friend of a grown-up), "my moms cousin" is family of a grown-up's generation, "my
 * brothers friend" is another child, not the child's own friend. Null when no one is named before it.
 */
function kindOfKin(head: string, personWords: readonly string[]): PartyKind | null {
  const possessor = personWords.slice(0, -1).reverse().find((p) => FAMILY_ADULT.has(p) || OTHER_ADULT.has(p) || CLOSE_CHILD.has(p) || PEER.has(p));
  if (!possessor) return null;
  const grownUp = FAMILY_ADULT.has(possessor) || OTHER_ADULT.has(possessor);
  if (FRIENDSHIP.has(head)) return grownUp ? 'adult' : 'peer';
  if (grownUp && head !== 'baby') return 'family';
  return null;
}

function kindOfHead(head: Word, owner: Party['owner'], firstLemma: string, personWords: readonly string[] = []): PartyKind {
  const w = head.text;
  const l = head.lemma;
  if (SELF.has(w)) return 'self';
  if (SELF_GROUP.has(w)) return 'we';
  if (ADDRESSEE.has(w)) return 'you';
  if (THIRD_PERSON.has(w)) return 'pronoun';
  const privatePart = /^(part|parts|area|region|spot|place|place)$/.test(l) && personWords.includes('private');
  if (BODY_PART.has(w) || BODY_PART.has(l) || privatePart) {
    if (owner === 'self') return 'self-body';
    // "a little kid's head", "his face", "jakes face" (a name with the possessive's s): someone else's body.
    const namesOwner = personWords.slice(0, -1).some((p) => p.length > 3 && p.endsWith('s') && GIVEN_NAME.has(p.slice(0, -1)));
    return owner === 'other' || namesOwner || personWords.some((p) => FAMILY_ADULT.has(p) || CLOSE_CHILD.has(p) || PEER.has(p) || OTHER_ADULT.has(p)) ? 'body' : 'thing';
  }
  // A story's figure that is also kin, owned by the child, is the child's own: "my little brothers" are not Joseph's.
  const ownKin = owner === 'self' && (CLOSE_CHILD.has(l) || FAMILY_ADULT.has(l) || CLOSE_CHILD.has(singular(w)));
  if ((STORY_FIGURE.has(w) || STORY_FIGURE.has(l) || STORY_FIGURE.has(singular(w))) && !ownKin) return 'story';
  // A fond ending on a family word is the same person: "aunty", "uncly".
  const plain = w.replace(/(ie|y)$/, '');
  if (FAMILY_ADULT.has(l) || FAMILY_ADULT.has(w) || (plain !== w && FAMILY_ADULT.has(plain)) || w === 'family') return 'family';
  if (CLOSE_CHILD.has(l) || CLOSE_CHILD.has(w)) return kindOfKin(l, personWords) ?? (owner === null && firstLemma !== 'a' ? 'close' : owner ? 'close' : 'peer');
  if (PEER.has(l) || PEER.has(w)) return 'peer';
  if (OTHER_ADULT.has(l) || OTHER_ADULT.has(w)) return 'adult';
  if (GROUP_OF_PEOPLE.has(w)) return 'group';
  // "the whole grade", "my entire class": the children in it, not the year or the lesson.
  // "my team", "my bunk": the child's own team or bunk is the children in it, not a side in a game on a screen.
  if (/^(class|grade|team|bunk|cabin|school)$/.test(l) && (personWords.some((p) => p === 'whole' || p === 'entire') || (owner === 'self' && /^(team|bunk|cabin)$/.test(l) && !personWords.some((p) => /^(favorite|favourite|fantasy|football|baseball|basketball|hockey|soccer)$/.test(p))))) return 'peer';
  if (ANYONE.has(l) || ANYONE.has(w)) return 'anyone';
  if (PET.has(l)) return 'pet';
  if (CREATURE.has(l) || CREATURE.has(w)) return 'creature';
  if (head.pos === 'PROPN' && !head.known) return 'named';
  if (GIVEN_NAME.has(w)) return 'named';
  // Capitalised inside a sentence, and not a game, a place of the internet, a day or a month: a name.
  if (head.capital && !ONLINE.has(w) && !GAME_NAME.has(w) && !/^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|torah|shabbat|shabbos|purim|pesach|chanukah|hanukkah|sukkot|israel|america|english|hebrew|jewish|google|youtube)$/.test(w)) return 'named';
  // A word no lexicon knows, standing alone where a noun stands, is most often a name ("jayden", "liam").
  if (!head.known && owner === null && firstLemma === l && (head.pos === 'NOUN' || head.pos === 'PROPN') && !ONLINE.has(w) && !GAME_NAME.has(w) && /^[a-z]{3,}$/.test(w)) return 'named';
  return 'thing';
}

const NOMINAL = new Set(['NOUN', 'PROPN', 'PRON', 'NUM']);
const TIME_WORD = /^(today|tonight|tomorrow|yesterday|morning|afternoon|evening|night|nights|week|weekend|day|days|time|times|everyday)$/;
const isPersonWord = (l: string) => FAMILY_ADULT.has(l) || CLOSE_CHILD.has(l) || PEER.has(l) || OTHER_ADULT.has(l);
const MODIFIER = new Set(['DET', 'ADJ', 'NUM']);
/** Words for an amount of people: the people come after "of". */
const AMOUNT = new Set(['bunch', 'group', 'lot', 'lots', 'couple', 'gang', 'pack', 'load', 'loads', 'ton', 'tons', 'few', 'crowd', 'handful']);

/** A manner word with no noun after it ("hurt her bad", "hit her really hard"). */
function mannerAt(words: readonly Word[], k: number): boolean {
  return /^(bad|badly|hard|so|really|very|too|again|back|up|now|good|real)$/.test(words[k]?.text ?? '') && words[k + 1]?.pos !== 'NOUN' && words[k + 1]?.pos !== 'PROPN';
}

/** A word of time ("tomorrow", "every"). */
function timeAt(words: readonly Word[], k: number): boolean {
  return /^(tomorrow|today|tonight|yesterday|every|everyday|always|sometimes|later|soon|once|twice|after|before|at|in|on|when|if|until|till)$/.test(words[k]?.text ?? '');
}

/**
 * The nominal group starting at `at` ("my little sister", "someone", "the kids"), or null when none
 * starts there. Groups stop before a verb, a preposition, a conjunction or a pronoun that starts another.
 */
export function groupAt(words: readonly Word[], at: number): { party: Party; end: number } | null {
  const first = words[at];
  if (!first) return null;
  const lemmas: string[] = [];
  let owner: Party['owner'] = null;
  let i = at;
  // "makes her sleep", "let her go": after such a verb "her" is the one, not whose.
  // "hurt her bad", "hit her really hard": a manner word with no noun after it leaves "her" the one.
  // "choke her tomorrow", "hit her every day": a time after "her" is when, not hers.
  const objectHer = first.text === 'her' && (/^(make|let|help|have|watch|see|hear|force|tell|ask|want|get)$/.test(words[at - 1]?.lemma ?? '') || mannerAt(words, at + 1) || timeAt(words, at + 1));
  if (POSSESSIVE_SELF.has(first.text)) owner = 'self';
  else if (!objectHer && POSSESSIVE_OTHER.has(first.text) && words[i + 1] && (MODIFIER.has(words[i + 1]!.pos) || words[i + 1]!.pos === 'NOUN' || words[i + 1]!.pos === 'PROPN' || BODY_PART.has(words[i + 1]!.text))) owner = 'other';
  if (owner) {
    lemmas.push(first.text);
    i++;
  }
  // A pronoun alone is a group ("me", "him", "someone").
  const w0 = words[i];
  if (!w0) return null;
  if (!owner && w0.pos === 'PRON' && !POSSESSIVE_SELF.has(w0.text)) {
    const kind = kindOfHead(w0, null, w0.lemma);
    // "no one", "some one" stay one group.
    return { party: { kind, head: w0.text, lemmas: [w0.text], owner: null, at, plural: /^(they|them|we|us|everyone|everybody|all|people)$/.test(w0.text) }, end: i + 1 };
  }
  let head: Word | undefined;
  let j = i;
  while (j < words.length) {
    const w = words[j]!;
    // After its head noun, only another noun continues a group ("school bus"); "my dad last night" is two.
    if (head && !(w.pos === 'NOUN' || w.pos === 'PROPN')) break;
    // "my teacher tomorrow", "my dad last night": a person is not compounded with a time.
    if (head && (TIME_WORD.test(w.text) || (isPersonWord(head.lemma) && !isPersonWord(w.lemma)))) break;
    // After "the" or "my" comes a noun, whatever the tagger said ("the bullies").
    const afterDeterminer = j > at && (words[j - 1]!.pos === 'DET' || POSSESSIVE_SELF.has(words[j - 1]!.text) || POSSESSIVE_OTHER.has(words[j - 1]!.text));
    if (head === undefined && afterDeterminer && w.pos === 'VERB') {
      lemmas.push(w.lemma);
      head = w;
      j++;
      continue;
    }
    // "my uncle touches me": the tagger's noun is the verb.
    if (j > i && isVerbAt(words, j)) break;
    if (MODIFIER.has(w.pos) || (NOMINAL.has(w.pos) && w.pos !== 'PRON') || (w.capital && head === undefined) || (w.pos === 'ADV' && /^(really|very|so|little|big|older|younger)$/.test(w.text))) {
      lemmas.push(w.lemma);
      if (NOMINAL.has(w.pos) || w.capital || STORY_FIGURE.has(w.text) || FAMILY_ADULT.has(w.lemma) || PEER.has(w.lemma) || OTHER_ADULT.has(w.lemma)) head = w;
      j++;
      continue;
    }
    // Words the tagger takes for verbs or adjectives that are people here ("grown up", "baby").
    if (head === undefined && (FAMILY_ADULT.has(w.lemma) || CLOSE_CHILD.has(w.lemma) || PEER.has(w.lemma) || OTHER_ADULT.has(w.lemma))) {
      lemmas.push(w.lemma);
      head = w;
      j++;
      continue;
    }
    break;
  }
  if (!head) {
    if (owner) {
      // "my" alone before something the tagger called a verb ("my step ...").
      const next = words[i];
      if (next && next.pos !== 'PUNCT') return { party: { kind: kindOfHead(next, owner, lemmas[0] ?? ''), head: next.lemma, lemmas: [...lemmas, next.lemma], owner, at }, end: i + 1 };
    }
    return null;
  }
  // "a bunch of kids", "a group of older boys": the people, not the amount.
  if (AMOUNT.has(head.lemma) && words[j]?.text === 'of') {
    const inner = groupAt(words, j + 1);
    if (inner && inner.party.kind !== 'thing') return { party: { ...inner.party, at, lemmas: [...lemmas, 'of', ...inner.party.lemmas], plural: true }, end: inner.end };
  }
  const plural = head.text !== head.lemma && /s$/.test(head.text) && !/ss$/.test(head.text);
  return { party: { kind: kindOfHead(head, owner, lemmas[0] ?? '', lemmas), head: head.lemma, lemmas, owner, at, plural }, end: j };
}
