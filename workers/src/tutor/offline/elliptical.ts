/**
 * A follow-up that leaves out what it shares with the question before ("and the last one?" after "what was
 * the first plague", "and on apples?" after "what's the bracha on bread", "what's the 2nd" after "what's the
 * 1st book of the Torah"), filled in from that question: the part the child changed takes the place of the
 * same part before. Read from the sentence's shape (an order word, or a phrase after the same small word),
 * not from a list of questions.
 */
import { searchKnowledge, termsOf, wordAskedAbout } from '@morah/content';
import { normalizeQuestion } from './normalize';

/** What a follow-up starts with that only joins it to the question before. */
const JOINING = /^(?:and|but|also|so|ok|okay|what about|how about|whats|what is|what was|which is|which was|who was|who is|whos|the|then)\s+/;
/** ... of which these say the question goes on from the one before. */
const GOES_ON = /^(?:and|but|also|so|what about|how about)\s/;
/** Words that name a place in an order: first, 2nd, last, next. */
const ORDER = /^(?:first|frist|fist|second|secnd|third|thrid|fourth|forth|fifth|sixth|seventh|eighth|ninth|tenth|last|next|final|\d+(?:st|nd|rd|th))$/;
/** Words that name an end of a measure: tallest, smallest, biggest (not "rest", "forest" or "west"). */
const MEASURE = /^(?!(?:rest|forest|west|test|nest|chest|guest|harvest|interest|honest)$)\p{L}{2,}est$/u;
const placeWord = (w: string) => ORDER.test(w) || MEASURE.test(w);
/** Small words a phrase starts with: "on bread", "for cookies", "in the morning". */
const LEADS_A_PHRASE = /^(?:on|for|in|at|to|with|about|of|from|after|before|during|by)$/;
/** A follow-up that asks again in full, or leans on a person ("his sister"), is not missing a part. */
const ASKS_AGAIN = /^(?:what|wat|when|wen|how|why|y|who|whos|where|which|wich|is|are|do|does|did|can|should|tell)$/;
const POINTS_TO_SOMEONE = /^(?:he|she|it|its|his|her|him|they|them|their)$/;
/** Words a short follow-up may carry without naming anything new: "the last one", "the 2nd one". */
const FILLER = new Set(['one', 'ones', 'the', 'a', 'an', 'please', 'then']);
/** The longest follow-up read this way: longer ones say what they ask. */
const MOST_WORDS = 5;

/**
 * The follow-up filled in from `previous`, or undefined when it does not leave anything out. `joined`: the
 * follow-up is the second question of one message, joined to the first by "and" ("what is one in hebrew and
 * whats two"), so it goes on from it as if it said "and".
 */
export function filledFrom(question: string, previous: string | undefined, joined = false): string | undefined {
  if (!previous) return undefined;
  const written = normalizeQuestion(question);
  // Only a follow-up that says it goes on ("and ...", "what about ...") or starts with the phrase itself.
  const goesOn = joined || GOES_ON.test(`${written} `) || LEADS_A_PHRASE.test(written.split(' ')[0] ?? '');
  let words = written;
  for (let joined = words.replace(JOINING, ''); joined !== words; joined = words.replace(JOINING, '')) words = joined;
  const asked = words.split(' ').filter(Boolean);
  if (asked.length === 0 || asked.length > MOST_WORDS || ASKS_AGAIN.test(asked[0]!) || asked.some((w) => POINTS_TO_SOMEONE.test(w))) return undefined;
  // Joined without a word that says so, only a bare word leans on the first question ("whats two"); "what is a dreidel" asks whole.
  if (joined && !GOES_ON.test(`${written} `) && asked.length > 1) return undefined;
  const before = normalizeQuestion(previous).split(' ').filter(Boolean);
  // "and the last one?", "and the smallest?": the order or measure word asked takes the place of the one before; everything else stays.
  const order = asked.find(placeWord);
  const orderBefore = before.findIndex(placeWord);
  if (order && orderBefore >= 0) {
    const rest = asked.filter((w) => w !== order && !FILLER.has(w));
    if (rest.every((w) => before.includes(w)) && before[orderBefore] !== order) return [...before.slice(0, orderBefore), order, ...before.slice(orderBefore + 1)].join(' ');
    return undefined;
  }
  // "and on apples?": the phrase after the same small word is replaced, up to the end of the question.
  if (goesOn && LEADS_A_PHRASE.test(asked[0]!)) {
    const at = before.lastIndexOf(asked[0]!);
    if (at > 0) return [...before.slice(0, at), ...asked].join(' ');
    return undefined;
  }
  // "and cat?" after "how do you say dog in hebrew": the word before that names the same kind of thing is replaced.
  const sameKind = goesOn ? sameKindReplaced(asked.filter((w) => !FILLER.has(w)), before) : undefined;
  if (sameKind) return sameKind;
  // "what about cookies?" after "what's the bracha for bread": the last phrase's object is replaced.
  const phrase = before.findLastIndex((w) => LEADS_A_PHRASE.test(w));
  if (goesOn && phrase > 0 && phrase >= before.length - 3 && asked.length <= 2 && !asked.some((w) => before.includes(w))) return [...before.slice(0, phrase + 1), ...asked].join(' ');
  return undefined;
}

/** A number, in figures or in words: numbers are one kind of thing to each other, whatever entries they name. */
const NUMBER = /^(?:\d+|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|thousand)$/;

/** Words that frame a question (what kind of answer it wants), never the thing it is about. */
const FRAME = new Set(['hebrew', 'english', 'ivrit', 'say', 'mean', 'means', 'meaning', 'called', 'parsha', 'parasha', 'bracha', 'brocha', 'blessing', 'holiday', 'letter', 'book', 'word', 'story']);

/** The kind of entry a word or two names: the knowledge base's best document for it alone. */
function kindNamed(text: string): string | undefined {
  return searchKnowledge(text, { limit: 1 })[0]?.doc.kind;
}

/** The word is half of a name of two words said whole ("bar" of "bar mitzva"): not a word that can be swapped alone. */
function partOfAName(words: readonly string[], at: number): boolean {
  const pairs = [at > 0 ? words.slice(at - 1, at + 1) : [], words.slice(at, at + 2)];
  return pairs.some((pair) => pair.length === 2 && termsOf(pair.join(' ')).length === 2 && (searchKnowledge(pair.join(' '), { limit: 1 })[0]?.namedInFull ?? false));
}

/**
 * The question before with the one word that names the same kind of thing as the follow-up's ("dog" and
 * "cat" are both Hebrew words to say; "bread" and "cookies" both foods with a blessing) put in its place.
 * Undefined when the follow-up is longer than two words, or no single word of the question before fits.
 */
function sameKindReplaced(asked: readonly string[], before: readonly string[]): string | undefined {
  if (asked.length === 0 || asked.length > 2 || asked.some((w) => before.includes(w))) return undefined;
  // "And two?" after "how do you say one in hebrew": a number takes the place of the number before.
  if (asked.length === 1 && NUMBER.test(asked[0]!)) {
    const numbers = before.flatMap((w, i) => (NUMBER.test(w) ? [i] : []));
    return numbers.length === 1 ? [...before.slice(0, numbers[0]), asked[0]!, ...before.slice(numbers[0]! + 1)].join(' ') : undefined;
  }
  // "And blue?" after "whats red in hebrew": the word a meaning question asked about gives way to the word asked now.
  const word = wordAskedAbout(before.join(' '));
  const wordAt = word === undefined ? -1 : before.indexOf(word);
  if (wordAt >= 0) return [...before.slice(0, wordAt), ...asked, ...before.slice(wordAt + 1)].join(' ');
  const kind = kindNamed(asked.join(' '));
  if (!kind) return undefined;
  const slots = before.flatMap((w, i) => (!FRAME.has(w) && termsOf(w).length > 0 && !partOfAName(before, i) && kindNamed(w) === kind ? [i] : []));
  if (slots.length === 1) return [...before.slice(0, slots[0]), ...asked, ...before.slice(slots[0]! + 1)].join(' ');
  // "And yom kippur?" after "when is rosh hashana": a name of two words said whole gives way as one.
  const pairs = before.flatMap((_, i) => {
    const pair = before.slice(i, i + 2).join(' ');
    return i + 1 < before.length && termsOf(pair).length === 2 && searchKnowledge(pair, { limit: 1 })[0]?.namedInFull && kindNamed(pair) === kind ? [i] : [];
  });
  return pairs.length === 1 ? [...before.slice(0, pairs[0]), ...asked, ...before.slice(pairs[0]! + 2)].join(' ') : undefined;
}
