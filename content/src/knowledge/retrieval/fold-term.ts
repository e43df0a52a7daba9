/**
 * One spelling for the many ways a Hebrew word is written in English letters, so that Shabbat, Shabbos
 * and Shabat, Chanukah, Hanukkah and Hanuka, or Tzedakah and Tsedaka meet in the index. The same folding
 * runs on the knowledge base and on the question; what it cannot join (Moshe and Moses), the entries list
 * as spellings, and what is left (one wrong letter) the fuzzy search allows.
 */

/** Final Hebrew letters are stored as their ordinary forms, so ם and מ are one letter to the index. */
const FINAL_TO_BASE: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/**
 * English words that sound alike and that children write for each other ("brake a glass", "a peace of
 * matzah", "meet and milk"): each is read as the first of its pair, on the entries and on the question, so
 * a slip of sound does not hide what is asked. (Numbers, stop words and question words stay as they are, and
 * so do pairs whose both words the knowledge base teaches: flour and flower, a challah's and a perach's.)
 */
const HOMOPHONES: Readonly<Record<string, string>> = Object.fromEntries(
  [
    ['break', 'brake'], ['piece', 'peace'], ['meat', 'meet'], ['whole', 'hole'], ['night', 'knight'],
    ['week', 'weak'], ['pray', 'prey'], ['tale', 'tail'], ['wait', 'weight'], ['knew', 'new'],
    ['blue', 'blew'], ['sale', 'sail'], ['male', 'mail'], ['bare', 'bear'], ['steal', 'steel'],
    ['heal', 'heel'], ['road', 'rode'], ['sole', 'soul'], ['plain', 'plane'], ['rain', 'reign', 'rein'],
    ['waste', 'waist'], ['pear', 'pair', 'pare'], ['throne', 'thrown'], ['cent', 'scent', 'sent'], ['holy', 'wholly'],
  ].flatMap(([first, ...others]) => others.map((other) => [other, first!])),
);

/**
 * The past of a verb a story is told in and a child asks in the present, or the other way round ("why did
 * yaakov run away", where the story says he ran away): each is read as its present, on the entries and on
 * the question. Only pasts that are no other word ("left", "led", "saw" stay as they are).
 */
const IRREGULAR_PASTS: Readonly<Record<string, string>> = {
  ran: 'run', fled: 'flee', gave: 'give', ate: 'eat', fought: 'fight', brought: 'bring', told: 'tell', sold: 'sell',
  threw: 'throw', hid: 'hide', swam: 'swim', sang: 'sing', spoke: 'speak', chose: 'choose', fell: 'fall',
  built: 'build', stood: 'stand', slept: 'sleep', won: 'win', woke: 'wake', taught: 'teach', caught: 'catch',
  forgave: 'forgive', drank: 'drink', swallowed: 'swallow', grew: 'grow', stole: 'steal', dreamt: 'dream', took: 'take', heard: 'hear',
};

/**
 * English words a child writes for a word the entries use, which Hebrew says with one word: har is a hill
 * and a mountain ("the torah was given on what hill" asks of Har Sinai); shema is to hear and to listen. Each is read as the entries' word,
 * on the entries and on the question.
 */
const SAME_WORD: Readonly<Record<string, string>> = {
  hill: 'mountain', hills: 'mountains',
  // "What do we listen to on rosh hashana": a child listens to what the entries say we hear (the shofar, the megillah).
  listen: 'hear', listens: 'hears', listening: 'hearing', listened: 'hear', lisen: 'hear', lissen: 'hear',
  // What one side gives the other receives: "we received the Torah" is the day "God gave the Torah" (Hebrew
  // tells both of one giving, matan Torah), and a child who "got the luchos" asks of the same (see question-words).
  // A den is a pit an animal lives in: "a pit full of lions" is Daniel's den, and Yosef's pit is met by either word.
  pit: 'den', pits: 'dens',
  receive: 'give', receives: 'gives', received: 'give', receiving: 'giving', recieve: 'give', recieved: 'give', recieving: 'giving',
};

/**
 * "Daven" is the Yiddish word Jewish children use for "pray", in every form (davens, davening, davened, and
 * Ashkenazi "doven"): each is read as the English form, so a child who davens meets every entry about praying.
 */
const DAVEN = /^d[ao]v+e?n+(s|ing|ed)?$/;
const PRAY_FORM: Readonly<Record<string, string>> = { '': 'pray', s: 'prays', ing: 'praying', ed: 'prayed' };

/**
 * Words folded lately. The same words come again and again (every entry's words when the index is
 * built, then each question's words several times as an answer is composed, and a chat's words in
 * every question), and a word's fold never changes: each is folded once. The oldest goes past the
 * limit, so a stream of new words cannot grow it without end.
 */
const FOLDED_KEPT = 20_000;
const folded = new Map<string, string>();

export function foldTerm(term: string): string {
  let t = folded.get(term);
  if (t === undefined) {
    t = fold(term);
    if (folded.size >= FOLDED_KEPT) folded.delete(folded.keys().next().value!);
    folded.set(term, t);
  }
  return t;
}

function fold(term: string): string {
  let t = term.toLowerCase();
  const daven = DAVEN.exec(t);
  if (daven) t = PRAY_FORM[daven[1] ?? '']!;
  t = IRREGULAR_PASTS[t] ?? t;
  // ... and their plurals: "peaces of matza" are pieces.
  const single = t.length > 3 && t.endsWith('s') ? HOMOPHONES[t.slice(0, -1)] : undefined;
  t = HOMOPHONES[t] ?? (single ? `${single}s` : t);
  t = SAME_WORD[t] ?? t;
  // Pointed text leaves out the vav and yod that unpointed writing adds for vowels (חֻפָּה, חופה): inside a
  // word they are dropped, so both spellings meet.
  if (/[\u05D0-\u05EA]/.test(t)) return t.replace(/[\u0591-\u05C7]/g, '').replace(/[ךםןףץ]/g, (c) => FINAL_TO_BASE[c] ?? c).replace(/(?<=.)[וי]/g, '');
  if (/^\d+$/.test(t)) return t;
  // A past that doubles its last letter is plainly a verb's: "stepped" is step, "rebelled" rebel, "dropped" drop.
  if (t.length > 6 && /[aeiou]([bdglmnprt])\1ed$/.test(t)) t = t.slice(0, -3);
  // "Not" and "no" say the same to the index: "which letters do not make a sound" meets "make no sound".
  if (t === 'not') return 'no';
  t = t
    // English "school" (or "schol") says sk: read as sh, it would be "shul", the synagogue.
    .replace(/^scho?ol/, 'skul')
    // So does "sch" before a, e or i (schach, the sukkah's roof, and schedule): read as sh, schach would be sha'ah, an hour.
    .replace(/^sch(?=[aei])/, 'sk')
    .replace(/sch/g, 'sh')
    .replace(/kh/g, 'h')
    .replace(/ch/g, 'h')
    .replace(/ph/g, 'f')
    .replace(/t[sz]/g, 'z')
    .replace(/ck/g, 'k')
    .replace(/q/g, 'k')
    .replace(/c/g, 'k')
    .replace(/w/g, 'v')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/ey|ay/g, 'ei')
    .replace(/(.)\1+/g, '$1');
  // British and American spelling are one: colour and color, favourite and favorite, honour and honor.
  if (t.length > 5) t = t.replace(/(?<=.)our/g, 'or');
  // English -ing: drinking, lighting, reading.
  if (t.length > 5 && t.endsWith('ing')) t = t.slice(0, -3);
  // ... and their plural: blessings, readings, offerings (not "things" or "kings", whose -ing is the word).
  else if (t.length > 6 && t.endsWith('ings')) t = t.slice(0, -4);
  // Ashkenazi "os" for "ot" (Shabbos, Sukkos, Brachos) and a plural or silent final letter.
  if (t.length > 4 && t.endsWith('os')) t = `${t.slice(0, -2)}ot`;
  // An English y that turns to ie before an s (spy, spies, spys; story, stories; cookie, cookies): one spelling.
  if (t.length >= 5 && t.endsWith('ies')) t = `${t.slice(0, -3)}y`;
  else if (t.length >= 5 && t.endsWith('ie')) t = `${t.slice(0, -2)}y`;
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) t = t.slice(0, -1);
  if (t.length > 3 && /[aeiou]h$/.test(t)) t = t.slice(0, -1);
  return t;
}
