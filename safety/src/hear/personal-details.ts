import { GIVEN_NAME } from '../concepts/wordnet-lexicon';
import { isEnglishWord } from '../read/english';

/**
 * Personal details a child should not share online: a phone number, an email, a street address, a
 * password or a login. Read from the message as written (digits and "@" matter here).
 */
const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/i;
// Seven or more digits with phone-like separators; a span of years ("2026-2027") or a verse is not a phone.
const PHONE_CANDIDATE = /\+?\(?\d[\d\s().-]{5,}\d/g;
const SAYING_MINE = /\bmy (?:home |moms? |dads? |parents? )?(?:password|passwrd|pasword|passcode|pass|pin|login|username|user name|address|phone|cell|mobile|number|email|e mail|full name|last name|surname|snapchat|snap|instagram|insta|tiktok|discord|roblox username|gamertag|handle)(?: number| address| name| username| id)?(?: is|s| =|:)/;
const THE_SECRET = /\b(?:the|our) (?:password|passcode|pin) (?:is|=|:)/;
// "my login password is tzitzit7": a password with its value, not talk about passwords.
// "my password for the school computer is ...": what the password is for may stand between.
const A_PASSWORD = /\b(?:password|passwrd|pasword|passcode|pin)(?: (?:for|to|on) (?:my |the |our )?(?:\w+ ){1,2}?)? ?(?:is|=|:) (?!(?:so |too |really |very )?(?:a|an|the|secret|long|strong|private|important|hard|easy|weird|changed|wrong|new|different|not)\b)\S+/;
const LIVES_AT = /\bi live (?:at|on) \d/;
const STREET = /\b\d{1,5}[a-z]? [a-z]+(?: [a-z]+)? (?:street|st|avenue|ave|road|rd|lane|ln|drive|dr|boulevard|blvd|court|ct|way|place|pl|terrace|parkway|pkwy|highway|hwy)\b/;
const HANDLE = /(?:^|\s)@[a-z0-9_.]{3,}/;
const CARD = /\b(?:\d{4}[ -]?){3}\d{4}\b/;
const ADDRESS_NEAR = /\bmy (?:home )?address is\b/;
// Where the child can be found: a school named, with the way or the time the child goes on their own.
const SCHOOL_NAMED = /\b(?:my school is|i go to|i am at|im at) (?!(?:a|an|the|my|our|this|that|some) )(?!(?:a|the|my|hebrew|sunday|summer|day|night|middle|high|elementary|primary|public|private|regular|big|new|swim|swimming|dance|art|music|driving|boarding|religious|jewish|bible) (?:school|elementary|middle|high|academy)\b)(?:[a-z]+ ){1,2}(?:elementary|middle|primary|high|school|academy|yeshiva)\b/;
const WAY_OR_TIME_ALONE = /\b(?:walk|walks|ride|rides|bike|bikes) (?:home|to school|back)\b.*\b(?:(?:on|down|along) [a-z]+ (?:street|st|avenue|ave|road|rd|lane|drive|way)|at \d{1,2}(?::\d\d)?(?: ?(?:am|pm))?)\b/;

/** A full name given: "i am rivka klein", "my name is dov weiss". */
const FULL_NAME = /\b(?:i am|im|my name is|my names|my full name is|this is) ([a-z]+) ([a-z]+)\b/;
/** Where the child is every day, told by its street or its school's name: "i go to the bais yaakov on 5th street". */
const SCHOOL_OR_STREET = /\b(?:go to|goes to|am at|im at|study at|learn at|attend) (?:the )?(?:[a-z]+ ){1,3}(?:on|at|near|by) (?:\d+(?:st|nd|rd|th)?|[a-z]+) (?:street|st|avenue|ave|road|rd|lane|drive|boulevard|blvd|way|place)\b|\b(?:on|at) \d+(?:st|nd|rd|th) (?:street|st|avenue|ave)\b/;

/**
 * A full name given with where the child is found: "i am rivka klein and i go to the bais yaakov on 5th street". A name is told by
 * its first word: a given name, or a word the lexicon lacks ("i am super tired and i go to the school on main street" gives none).
 */
function fullNameAndWhere(words: string): boolean {
  const name = FULL_NAME.exec(words);
  if (!name || !(SCHOOL_OR_STREET.test(words) || SCHOOL_NAMED.test(words))) return false;
  const [first, last] = [name[1]!, name[2]!];
  const aName = (w: string) => GIVEN_NAME.has(w) || !isEnglishWord(w);
  return aName(first) && !/^(so|very|really|in|at|on|going|not|a|the|and|from|gonna|super|kind|sort|just)$/.test(first) && !/^(and|i|at|in|on|from|to|so)$/.test(last);
}

function hasPhoneNumber(text: string): boolean {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    const digits = match[0].replace(/\D/g, '');
    const yearSpan = /^\d{4}[\s-]+\d{4}$/.test(match[0].trim());
    const verse = /\d+:\d+/.test(match[0]);
    if (digits.length >= 7 && digits.length <= 16 && !yearSpan && !verse) return true;
  }
  return false;
}

export function hearPersonalDetails(raw: string): boolean {
  const text = raw.toLowerCase().replace(/[’']/g, '');
  const words = text.replace(/[^a-z0-9@.\s]/g, ' ').replace(/\s+/g, ' ');
  if (EMAIL.test(text) || hasPhoneNumber(text) || CARD.test(text)) return true;
  // "my address is secret": said of it, not given.
  if (/\bmy (?:home )?(?:address|number|phone number|password|email|last name) is (?:a )?(?:secret|private|not|none|long|hard|easy|weird|too|so|really)\b/.test(words)) return false;
  // "my phone is pink", "my snapchat is broken": what the thing is like, not its number or name.
  if (/\bmy (?:phone|cell|mobile|email|e mail|account|password|snapchat|snap|instagram|insta|tiktok|discord|username|user name|gamertag|number|address)(?: number| address| name)? is (?:a |so |really |very |kind of |kinda |all )?(?:broken|dead|dying|old|new|lost|cracked|charging|off|on|out|slow|gone|missing|locked|blocked|full|down|hacked|working|changed|wrong|pink|blue|red|black|white|green|purple|gold|silver|cool|fun|boring|private|secret|glitchy|buggy|frozen|banned|deleted|empty|easy|hard|long|short|weird|funny|big|small)\b/.test(words) && !EMAIL.test(text) && !hasPhoneNumber(text)) return false;
  // "my number is 7 on my team": a number said with no phone about it and too short for one is a jersey's or a place's.
  if (/\bmy number is\b/.test(words) && !/\b(?:phone|cell|mobile|call|text|whatsapp)\b/.test(words) && !hasPhoneNumber(text) && !EMAIL.test(text)) return false;
  // "my address is in new york": a town or a country, with no number, is not an address given.
  if (/\bmy (?:home )?address is in /.test(words) && !/\d/.test(words)) return false;
  // "my email is my dads": whose it is, not what it is.
  if (/\bmy (?:email|e mail|phone|number|phone number|account) is (?:my|his|her|our|their|the same as) (?:\w+s?)\s*$/.test(words.trim()) && !EMAIL.test(text) && !hasPhoneNumber(text)) return false;
  // "my phone is almost dead", "my phone is an old one": a phone or a number said of with no digit, and too few number words to
  // spell one out, gives no number.
  const saying = SAYING_MINE.exec(words);
  if (saying && /\bmy (?:home |moms? |dads? |parents? )?(?:phone|cell|mobile|number)(?: number)?(?: is|s| =|:)/.test(saying[0]) && !/\d/.test(words) && (words.match(/\b(one|two|three|four|five|six|seven|eight|nine|zero|oh)\b/g) ?? []).length < 3) return false;
  if (saying || THE_SECRET.test(words) || A_PASSWORD.test(words) || LIVES_AT.test(words) || STREET.test(words) || ADDRESS_NEAR.test(words)) {
    // "my phone is broken", "my email is not working": the thing, not its number or address.
    return !/\bmy (?:phone|cell|mobile|email|e mail|account|password|login|tablet|ipad) is (?:broken|dead|dying|old|new|lost|cracked|charging|off|on|out|slow|gone|missing|not|locked|blocked|full|down|hacked|working|changed|wrong)\b/.test(words);
  }
  if (SCHOOL_NAMED.test(words) && WAY_OR_TIME_ALONE.test(words)) return true;
  if (fullNameAndWhere(words)) return true;
  return HANDLE.test(text) && /\b(?:my|is|me)\b/.test(words);
}
