/**
 * The local safety screen: a pure, instant check run on every student message, whatever model answers.
 * It looks for first-person signs that a child needs a grown-up (wanting to die, being hit, being
 * bullied) and for personal details a child should not share. Torah stories are full of killing, floods
 * and battles, so the patterns ask who is speaking and about whom rather than reacting to single words.
 */

export type ScreenCategory = 'self-harm' | 'violence' | 'abuse' | 'bullying' | 'sexual' | 'personal-details';

export interface SafetyScreenResult {
  flagged: boolean;
  categories: ScreenCategory[];
}

/** Lower case, no apostrophes, common chat spellings undone, so one pattern covers "I'm", "im" and "i m". */
export function normalizeForScreen(text: string): string {
  let t = text.toLowerCase().replace(/[’‘`´]/g, "'").replace(/'/g, '');
  // Digits standing in for letters inside words ("k1ll", "d1e"); whole numbers stay numbers.
  t = t.replace(/(?<=[a-z])[1!](?=[a-z])/g, 'i').replace(/(?<=[a-z])0(?=[a-z])/g, 'o').replace(/(?<=[a-z])3(?=[a-z])/g, 'e');
  t = t.replace(/[^a-z0-9\s]/g, ' ');
  // "k i l l" → "kill": three or more single letters in a row were one word.
  t = t.replace(/\b(?:[a-z] ){2,}[a-z]\b/g, (m) => m.replace(/ /g, ''));
  // Stretched letters ("diiiie", "killlll") shrink to one; real English never triples a letter.
  t = t.replace(/([a-z])\1{2,}/g, '$1');
  t = ` ${t.replace(/\s+/g, ' ').trim()} `;
  const words: Array<[RegExp, string]> = [
    [/ (u) /g, ' you '],
    [/ (ur) /g, ' your '],
    [/ (2) /g, ' to '],
    [/ (wanna|wana|want ta) /g, ' want to '],
    [/ (gonna|gona) /g, ' going to '],
    [/ (my self) /g, ' myself '],
    [/ (i m|im) /g, ' i am '],
  ];
  for (const [pattern, replacement] of words) {
    // Run twice: the replacement consumes the spaces that separate adjacent matches.
    t = t.replace(pattern, replacement).replace(pattern, replacement);
  }
  return t;
}

// Only "myself": "this homework is killing me" is a figure of speech, not a child in danger.
const SELF = '(?:myself|my self|meself)';
const FUTURE_I = '(?:i will|ill|i am going to|i want to|i wish i could|i feel like|i should|i might|i am about to|i shall)';
const HARM_VERB = '(?:kill+|kil|hurt|harm|cut+|stab|end)';

const SELF_HARM: RegExp[] = [
  new RegExp(`\\b${HARM_VERB}(?:ing|s)? ${SELF}\\b`),
  /\bi (?:really |just )?(?:want|wish|need) to (?:die|dy|di|be dead|not be alive|not exist|disappear forever)\b/,
  /\bi (?:wish|want) i (?:was|were|had) (?:dead|never been born|not born|not alive)\b/,
  /\bi (?:wish i )?(?:was|were|had) never (?:been )?born\b/,
  /\bi (?:do not|dont|don t) want to (?:live|be alive|exist|wake up)\b/,
  /\b(?:nobody|no one|noone) (?:would|will|is going to) (?:miss|care about|notice) me\b/,
  /\b(?:nobody|no one|noone) (?:would|will) care if i (?:die|died|was gone|disappeared)\b/,
  /\b(?:better off|happier) without me\b/,
  /\bend (?:my life|it all)\b/,
  /\bsu[iy]?[cs]+i?de?s?\b|\bsuicidal\b/,
  /\bkms\b/,
];

const VIOLENCE: RegExp[] = [
  new RegExp(`\\b${FUTURE_I} (?:kill+|kil|stab|shoot|murder|hurt|beat up|punch|strangle|choke) (?:you|him|her|them|everyone|everybody|somebody|someone|people|my [a-z]+|the [a-z]+ at school)\\b`),
  /\b(?:bring|bringing|brought|take|taking|took|have|has|got|carry|carrying)(?: a| my| his| her| their| the)? (?:knife|knives|gun|guns|weapon|weapons|bomb|bombs|pistol|rifle) (?:to|into|in|at) (?:school|class|shul|synagogue)\b/,
  /\b(?:shoot|blow) up (?:the |my |our )?(?:school|class|shul|synagogue)\b/,
];

const ABUSE_ACTOR =
  '(?:he|she|they|my (?:step ?)?(?:dad|father|mom|mum|mother|parents?|brother|sister|uncle|aunt|grandpa|grandma|grandfather|grandmother|cousin|babysitter|nanny|teacher|coach|neighbou?r|tutor))';
const ABUSE_HOW = '(?: is| was| keeps| always| often| sometimes| still| also| every day)?';
const ABUSE: RegExp[] = [
  new RegExp(`\\b${ABUSE_ACTOR}${ABUSE_HOW} (?:hits|hit|hitting|beats|beat|beating|kicks|kicked|kicking|slaps|slapped|slapping|punches|punched|chokes|choked|burns|burned|hurts|hurting|locks) me\\b`),
  // "The story touched me" is not abuse; a person doing the touching is.
  new RegExp(`\\b(?:${ABUSE_ACTOR}|someone|somebody|a man|a woman|a grown up|an adult)${ABUSE_HOW} (?:touches|touched|touching) me\\b`),
  /\b(?:touches|touched|touching|touch) my (?:private|privates|body)\b/,
  /\b(?:said|says|told me) (?:it is|its|it s) (?:our|a) secret\b/,
  /\btold me not to tell\b/,
  /\bi am (?:scared|afraid) (?:to go|of going) home\b/,
];

const BULLYING: RegExp[] = [
  /\b(?:bully|bullies|bullying|bullied) me\b/,
  /\bi am (?:being |getting )?bullied\b/,
  /\b(?:everyone|everybody|they|kids|people|the other kids) (?:all )?(?:hates|hate) me\b/,
  /\b(?:make|makes|made) fun of me\b/,
  /\b(?:call|calls|called) me (?:names|fat|stupid|ugly|dumb|loser|weird)\b/,
  /\b(?:laugh|laughs|laughed) at me\b/,
  /\bkys\b/,
];

const SEXUAL: RegExp[] = [
  // Not "naked" alone: Adam and Eve in the garden come up in ordinary Torah talk.
  /\b(?:sex|sexy|sexual|porn|porno|pornography|nude|nudes)\b/,
  /\bnaked (?:pic|pics|picture|pictures|photo|photos)\b/,
  /\bprivate parts?\b/,
  /\bsend (?:me )?(?:a )?(?:pic|pics|picture|pictures|photo|photos) of (?:you|your body)\b/,
];

const PERSONAL_PHRASES: RegExp[] = [
  /\bmy (?:password|passcode|pin)(?: is|s)\b/,
  /\bmy (?:home )?address(?: is|s)\b/,
  /\bmy (?:phone|cell|mobile)(?: number)?(?: is|s)\b/,
  /\bmy (?:email|e mail)(?: address)?(?: is|s)\b/,
  /\bmy (?:full name|last name|surname)(?: is|s)\b/,
  /\bi live (?:at|on) \d/,
  /\b\d{1,5} [a-z]+(?: [a-z]+)? (?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace)\b/,
];

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
// Seven or more digits with phone-like separators; a span of years ("2026-2027") or a verse is not a phone.
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{5,}\d/g;

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const digits = match[0].replace(/\D/g, '');
    const yearSpan = /^\d{4}[\s-]+\d{4}$/.test(match[0].trim());
    if (digits.length >= 7 && digits.length <= 15 && !yearSpan) return true;
  }
  return false;
}

function anyMatch(patterns: RegExp[], text: string): boolean {
  return patterns.some((p) => p.test(text));
}

export function screenMessage(text: string): SafetyScreenResult {
  const t = normalizeForScreen(text);
  const categories: ScreenCategory[] = [];
  if (anyMatch(SELF_HARM, t)) categories.push('self-harm');
  if (anyMatch(VIOLENCE, t)) categories.push('violence');
  if (anyMatch(ABUSE, t)) categories.push('abuse');
  if (anyMatch(BULLYING, t)) categories.push('bullying');
  if (anyMatch(SEXUAL, t)) categories.push('sexual');
  if (anyMatch(PERSONAL_PHRASES, t) || EMAIL.test(text) || hasPhoneNumber(text)) categories.push('personal-details');
  return { flagged: categories.length > 0, categories };
}
