import { CHAT_WORDS, JOINED_PAIRS, MASKED_WORDS } from './chat-words';

/** Letters written as digits or signs inside a word ("k1ll", "d!e", "h8", "$hit"). */
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '!': 'i', '|': 'i', '3': 'e', '4': 'a', '5': 's', $: 's', '7': 't', '@': 'a' };

/** Before "2" when it stands for "to" ("i want 2 die"); a count elsewhere ("2 brothers"). */
const BEFORE_TO = new Set(['want', 'wanted', 'wants', 'going', 'need', 'needs', 'try', 'tried', 'trying', 'used', 'like', 'ought', 'about', 'go', 'went', 'come', 'came']);
/** After "ur" when it means "you are" ("ur ugly", "ur so mean"), not "your" ("ur mom"). */
const AFTER_YOU_ARE = new Set(['a', 'an', 'so', 'such', 'not', 'going', 'being', 'really', 'very', 'too', 'the', 'ugly', 'stupid', 'dumb', 'fat', 'mean', 'annoying', 'weird', 'gay', 'an', 'idiot', 'loser', 'useless', 'worthless', 'right', 'wrong', 'nice', 'funny', 'cool', 'smart', 'welcome', 'crazy', 'gross', 'disgusting', 'pathetic', 'lame', 'trash', 'garbage']);
/** Deeds done to something of the one spoken to: after them "ur" is "your" ("shut ur stupid face", "hate ur dumb voice"). */
const BEFORE_YOUR = /^(shut|close|zip|hate|hates|love|loves|like|likes|wash|brush|fix|take|took|broke|break|smash|punch|slap|kick|hit|smell|see|saw|check|delete|unplug)$/;
/**
 * "hell", "shell", "hed", "shed" written for "he'll", "she'll", "he'd", "she'd": read so when a word follows that may be a
 * deed ("said hell crack my skull") and what comes before is not what goes before a noun ("go to hell", "the shed", "a sea shell").
 */
const PRONOUN_WILL: Readonly<Record<string, string>> = { hell: 'he will', shell: 'she will', hed: 'he would', shed: 'she would' };
const NOT_AFTER_PRONOUN_WILL = /^(the|a|an|to|of|in|into|from|what|like|bloody|this|that|is|was|be|been|living|pure|sea|turtle|snail|egg|tool|garden|our|my|his|her|their|your|its|old|big|little|wooden)$/;
const NOT_BEFORE_PRONOUN_WILL = /^(no|yes|yeah|yea|is|was|of|and|or|with|for|in|on|at|to|the|a|an|door|roof|week|hole|fire|s|out)$/;
/** Before "ill" when it means unwell ("i feel ill"), not "i'll". */
const BEFORE_UNWELL = new Set(['feel', 'feels', 'felt', 'feeling', 'am', 'is', 'was', 'were', 'be', 'been', 'got', 'get', 'getting', 'fell', 'very', 'so', 'really', 'too', 'look', 'looks', 'seriously', 'mentally']);

/** The words written apart that are one word, each with the spaces either side that make it whole words. */
const SPACED_PAIRS = JOINED_PAIRS.map(([split, joined]) => [` ${split} `, ` ${joined} `] as const);

function unmask(word: string): string {
  if (!/[*#]/.test(word) || !/[a-z]/.test(word)) return word;
  const pattern = new RegExp(`^${word.replace(/[^a-z*#]/g, '').replace(/[*#]+/g, '[a-z]{1,4}')}$`);
  return MASKED_WORDS.find((w) => pattern.test(w)) ?? word.replace(/[*#]/g, '');
}

function unleet(word: string): string {
  if (!/[a-z]/.test(word) || !/[0-9!|$@]/.test(word) || word.includes('@') && /\.[a-z]/.test(word)) return word;
  if (Object.hasOwn(CHAT_WORDS, word)) return word;
  // "sara2014", "apt4b": letters then a run of digits is a name or a number, not leet; "8th", "2nd" are ordinals.
  // "3am", "11pm", "5km", "10yo": a number and its unit, not leet.
  if (/^[a-z]+\d{2,}$/.test(word) || /^\d+(st|nd|rd|th)$/.test(word)) return word;
  if (/^\d{1,2}(:\d\d)?(am|pm)$/.test(word) || /^\d+(km|kg|cm|mm|min|mins|hrs|yo|yrs)$/.test(word)) return word.replace(/^(\d+(?::\d\d)?)([a-z]+)$/, '$1 $2');
  return word.replace(/[0-9!|$@]/g, (c, at: number) => {
    const prev = word[at - 1] ?? '';
    const next = word[at + 1] ?? '';
    const inside = /[a-z]/.test(prev) || /[a-z]/.test(next);
    if (c === '8' && inside) return 'ate';
    return inside ? (LEET[c] ?? c) : c;
  });
}

/** The token after `i`, without its marks. A function of the module, not made anew for each token. */
function wordAfter(tokens: readonly string[], i: number): string {
  return (tokens[i + 1] ?? '').replace(/[.,!?;:]+$/, '');
}

/** The last word read so far, without its marks. */
function wordBefore(out: readonly string[]): string {
  const last = out[out.length - 1];
  return last === undefined ? '' : last.slice(last.lastIndexOf(' ') + 1).replace(/[.,!?;:]+$/, '');
}

/**
 * A child's message as plain words the screen can read: lower case, contractions and chat words
 * spelled out ("im" → "i am", "dont" → "do not", "u" → "you", "wanna" → "want to"), masked and
 * leet letters restored ("f***", "k1ll"), spaced-out words joined ("k i l l"). Sentence marks
 * (. , ! ?) stay: they separate clauses. Stretched letters and misspellings are mended later,
 * against the English lexicon (`spelling.ts`).
 */
export function normaliseChildWriting(text: string): string {
  let t = text.normalize('NFKC').toLowerCase().replace(/[\u200b-\u200d\ufeff]/g, '');
  t = t.replace(/[’‘`´]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, ', ');
  // Contractions with their apostrophe ("i'm", "can't", "he'll", "dad's").
  t = t
    .replace(/\bcan't\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/\bain't\b/g, 'is not')
    .replace(/n't\b/g, ' not')
    .replace(/\bi'm\b/g, 'i am')
    .replace(/'re\b/g, ' are')
    .replace(/'ve\b/g, ' have')
    .replace(/'ll\b/g, ' will')
    .replace(/'d\b/g, ' would')
    .replace(/\b(he|she|it|that|there|what|who|where|here|how)'s\b/g, '$1 is')
    .replace(/'s\b/g, '')
    .replace(/'/g, '');
  t = t.replace(/&/g, ' and ').replace(/\bw\/o\b/g, 'without').replace(/\bw\//g, 'with ').replace(/\bb\/c\b/g, 'because');
  // Words one at a time: masked, leet, then chat words.
  const words = t
    .split(/\s+/)
    .filter(Boolean)
    .map((raw) => {
      const [, lead = '', core = '', tail = ''] = /^([^a-z0-9*#$@!|]*)(.*?)([.,!?;:)"]*)$/.exec(raw) ?? [];
      const word = unleet(unmask(core));
      return `${lead}${word}${tail}`;
    });
  t = words.join(' ');
  // Anything but letters, digits, sentence marks and a few joiners is a space.
  t = t.replace(/[^a-z0-9.,!?;:@_\-\s]/g, ' ').replace(/([.,!?;:])(?=[a-z])/g, '$1 ');
  // "k i l l" → "kill": three or more single letters in a row were one word (but not "i a m"-like pairs).
  t = t.replace(/\b(?:[a-z] ){2,}[a-z]\b/g, (m) => m.replace(/ /g, ''));
  const tokens = t.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i]!;
    const [, word = raw, mark = ''] = /^(.*?)([.,!?;:]*)$/.exec(raw) ?? [];
    // The few words read by the words either side see them without their marks (`wordAfter`, `wordBefore`).
    let read: string;
    // After a deed done to something ("shut ur stupid face", "i hate ur dumb jokes") it is whose: "your".
    if (word === 'ur') read = AFTER_YOU_ARE.has(wordAfter(tokens, i)) && !BEFORE_YOUR.test(wordBefore(out)) ? 'you are' : 'your';
    else if (word === 'ill') read = BEFORE_UNWELL.has(wordBefore(out)) ? 'ill' : 'i will';
    else if (PRONOUN_WILL[word] && !NOT_AFTER_PRONOUN_WILL.test(wordBefore(out)) && /^[a-z]+$/.test(wordAfter(tokens, i)) && !NOT_BEFORE_PRONOUN_WILL.test(wordAfter(tokens, i))) read = PRONOUN_WILL[word]!;
    else if (word === '2') read = BEFORE_TO.has(wordBefore(out)) && /^[a-z]/.test(wordAfter(tokens, i)) ? 'to' : '2';
    else if (word === '4') read = /^[a-z]/.test(wordBefore(out)) && /^(me|you|him|her|them|us|my|your|the|a|real|ever|sure|now)$/.test(wordAfter(tokens, i)) ? 'for' : '4';
    else if (word === 'its') read = 'it is';
    else if (word === 'meat' && /^(me|him|her|them|up|you)$/.test(wordAfter(tokens, i))) read = 'meet';
    // Only the table's own words: "constructor" is an ordinary word, not the object's constructor.
    else read = Object.hasOwn(CHAT_WORDS, word) ? CHAT_WORDS[word]! : word;
    if (read || mark) out.push(`${read}${mark}`.trim());
  }
  t = ` ${out.filter(Boolean).join(' ')} `;
  for (const [split, joined] of SPACED_PAIRS) t = t.replaceAll(split, joined);
  // "your an idiot", "your so mean": "you are".
  t = t.replace(/ your (a|an|so|such|not|being|the worst|the best) /g, ' you are $1 ');
  return t.replace(/\s+/g, ' ').trim();
}
