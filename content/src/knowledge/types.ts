/**
 * The typed entries of Morah's knowledge base. Each kind keeps its facts in fields (not only prose), so
 * the tutor, the model's context and the quiz generator can all use the same entry: a quiz can ask for a
 * letter's value, a parsha's book or a holiday's food without parsing sentences.
 *
 * Spelling conventions (kept the same in every file): Sephardi/Israeli transliteration with "ch" for ח
 * and כ without a dot (Chanukah, Bracha, Yitzchak), "tz" for צ (Tzedakah), Shabbat rather than Shabbos,
 * biblical names in their Hebrew form with the English one given as a spelling (Moshe, "Moses").
 * Hebrew is written with vowel points (nikud).
 */
import type { CurriculumArea } from '../curriculum/curriculum-areas';

/** Other ways a child may write the name: English names, Ashkenazi forms, common misspellings. */
export type Spellings = readonly string[];

/**
 * Where an answer comes from: a place in the Tanakh (`verse`: Sefaria's English book name and the Hebrew
 * numbering, "Genesis 32:29", "I Samuel 17:1-58") or an entry of this knowledge base (`knowledge`:
 * `<doc kind>:<entry id>`, "holiday:chanukah"). `label` is what a child sees.
 */
export interface SourceRef {
  kind: 'verse' | 'knowledge';
  ref: string;
  label: string;
}

export interface HebrewLetter {
  id: string;
  /** The letter itself, e.g. ב. */
  glyph: string;
  name: string;
  hebrewName: string;
  /** 1 for Alef to 22 for Tav. */
  position: number;
  spellings: Spellings;
  /** How it sounds, for a child, with its dot/no-dot forms where it has them. */
  sound: string;
  /** Its gematria value (a final form is worth the same as its letter). */
  value: number;
  /** The shape used at the end of a word, when the letter has one. */
  final?: string;
  /** A word that starts with it. */
  example: { hebrew: string; transliteration: string; meaning: string };
}

export interface Vowel {
  id: string;
  name: string;
  hebrewName: string;
  spellings: Spellings;
  /** The mark on a sample letter (Bet), e.g. בָּ. */
  sample: string;
  /** What it looks like, in a child's words. */
  shape: string;
  /** Where it sits: under, over or inside/beside the letter. */
  position: 'under' | 'over' | 'beside' | 'inside';
  /** The sound it makes, e.g. "a" as in "father". */
  sound: string;
  /** The vowel letter as a bare vowel sound for combining with a letter ("a", "e", "i", "o", "u", or "" for silent). */
  vowelSound: string;
  example: { hebrew: string; transliteration: string; meaning: string };
  note?: string;
}

/** Reading rules that are not one vowel: sheva, dagesh, the silent letters, nikud as a whole. */
export interface ReadingTopic {
  id: string;
  name: string;
  hebrewName?: string;
  spellings: Spellings;
  /** Short child-level sentences. */
  text: string;
  question: string;
}

export interface HebrewWord {
  id: string;
  /** With vowel points. */
  hebrew: string;
  transliteration: string;
  spellings: Spellings;
  meaning: string;
  /** The three-letter root, where knowing it helps. */
  root?: { letters: string; meaning: string };
  /** A sentence using the word. */
  example: string;
  topic: 'mitzvot' | 'prayer' | 'shabbat' | 'holidays' | 'torah' | 'people' | 'home' | 'school' | 'nature' | 'food' | 'family' | 'feelings' | 'everyday' | 'numbers' | 'israel' | 'synagogue' | 'time' | 'colors';
}

export type TanakhSection = 'Torah' | "Nevi'im" | 'Ketuvim';

export interface TanakhBook {
  id: string;
  name: string;
  hebrewName: string;
  transliteration: string;
  spellings: Spellings;
  section: TanakhSection;
  /** Order in the Tanakh as Jews count it: 24 books, Torah first. */
  order: number;
  /** Who wrote it, as the Talmud teaches (Bava Batra 14b-15a): "King David, with songs of ten elders". */
  writer: string;
  summary: string;
  people: readonly string[];
  question: string;
}

export interface Parsha {
  /** hebcal's spelling, e.g. `Lech-Lecha`. */
  id: string;
  name: string;
  hebrew: string;
  spellings: Spellings;
  book: 'Genesis' | 'Exodus' | 'Leviticus' | 'Numbers' | 'Deuteronomy';
  /** Book, chapters and verses, from @hebcal/leyning (e.g. `Genesis 18:1-22:24`). */
  range: string;
  summary: string;
  people: readonly string[];
  stories: readonly string[];
  lesson: string;
  question: string;
  /** What the name means, in English, with where the name comes from (`"In the beginning", its first word`). */
  meaning: string;
}

/** `period` is a stretch of days that is not a holiday itself, like counting the Omer. */
export type HolidayKind = 'festival' | 'minor' | 'fast' | 'modern' | 'monthly' | 'period';

/** Something we spin, blow, light, give, shake, eat, read or wear on a holiday, with what it is and why. */
export interface HolidayThing {
  /** Unique among all holidays' things, e.g. `dreidel`. */
  id: string;
  name: string;
  hebrew: string;
  spellings: Spellings;
  /** The verbs a child uses for it ("spin spinning play"). */
  does: string;
  what: string;
  /** The reason, plainly. */
  why: string;
  /** The verse the custom or its reason comes from, when the Tanakh gives one. */
  source?: string;
}

export interface Holiday {
  id: string;
  name: string;
  hebrew: string;
  spellings: Spellings;
  kind: HolidayKind;
  /** Its Hebrew date in words, e.g. "25 Kislev"; the Gregorian date always comes from @hebcal. */
  hebrewDate: string;
  /** The hebcal event description that marks its first day (or its first evening for Chanukah). */
  hebcal: RegExp;
  /** The hebcal event is the evening it begins (Chanukah's first candle), not its first full day. */
  hebcalIsEvening?: boolean;
  /** Length in days outside Israel. */
  days: number;
  /** A fast that begins at dawn rather than the evening before. */
  dawnFast?: boolean;
  what: string;
  why: string;
  customs: readonly string[];
  foods: readonly string[];
  blessings: readonly string[];
  greeting?: { hebrew: string; transliteration: string; meaning: string };
  reading: string;
  question: string;
  /** What happened, told as a story, when the holiday has one. */
  story?: string;
  /** The verse that gives the reason (`why`), when the Tanakh does. */
  whySource?: string;
  /** Length in days in Israel, where it differs from `days`. */
  daysInIsrael?: number;
  /** How long it lasts, in Israel and outside it, in words. */
  length?: string;
  /** A quiet, serious day: no happy greetings. */
  solemn?: boolean;
  /** What we spin, blow, light, give, shake, eat, read and wear (see holiday-things.ts). */
  things?: readonly HolidayThing[];
}

export interface Person {
  id: string;
  name: string;
  hebrew: string;
  spellings: Spellings;
  /** Where we meet them, e.g. "Genesis" or "the book of Shmuel". */
  where: string;
  who: string;
  family: string;
  stories: readonly string[];
  lesson: string;
  question: string;
  /** For the family sentences: "he", "she", or "they" for a pair like Shifra and Puah. */
  pronoun: 'he' | 'she' | 'they';
  /** Ids of their parents among PEOPLE; children, brothers and sisters follow from these. */
  parents: readonly string[];
  /** Ids of their husbands or wives among PEOPLE (both sides list each other). */
  spouses: readonly string[];
  /** Family the ties above cannot say, e.g. a parent with no entry of their own. */
  familyNote?: string;
  /** Where their story is told, e.g. "Genesis 37:1-50:26". */
  verses?: string;
  /** Where the Tanakh names their family, e.g. "Genesis 35:22-26" for Yaakov's sons. */
  familyVerses?: string;
  /** Whose place they took, and as what, where the Tanakh tells it: Yehoshua led the people after Moshe. */
  follows?: { person: string; as: string; verses: string };
  /** What their name means and why they were given it, with the verse that tells it ("drawn out of the water"). */
  nameMeaning?: { text: string; verse: string };
  /**
   * The tribe (shevet) of Israel they came from, with the verse that tells it; a child of a father whose tribe is
   * known has it too (Moshe, Aharon and Miriam are Levi's, as Amram was). Yaakov's sons are the tribes themselves.
   */
  tribe?: { name: string; verse: string };
}

/** A story of the Torah (the flood, the splitting of the sea...) or of the Prophets and Writings (Yehoshua, Devorah, David and Goliath, Yonah...), from its verses. */
export interface Story {
  id: string;
  name: string;
  hebrew: string;
  spellings: Spellings;
  /** Sefaria's English name of its book, e.g. "I Samuel". */
  book: string;
  /** Where it is told, e.g. "I Samuel 17:1-58". */
  verses: string;
  /** Three to five short sentences. */
  story: string;
  people: readonly string[];
  lesson: string;
  question: string;
}

export type BlessingCategory = 'food' | 'mitzvah' | 'thanks' | 'occasion';

export interface Blessing {
  id: string;
  name: string;
  /** The closing words that tell it apart, with vowel points. */
  hebrew: string;
  transliteration: string;
  meaning: string;
  spellings: Spellings;
  category: BlessingCategory;
  /** What or when it is for, e.g. ["bread", "challah", "bagel"]. */
  forWhat: readonly string[];
  text: string;
  question: string;
  /** The verse it comes from, when the Tanakh gives one (Birkat Hamazon: Deuteronomy 8:10). */
  source?: string;
}

/** Words of a prayer as a child learns them: Hebrew with vowel points, transliteration, meaning. */
export interface PrayerWords {
  hebrew: string;
  transliteration: string;
  meaning: string;
}

export interface Prayer {
  id: string;
  name: string;
  hebrew: string;
  spellings: Spellings;
  when: string;
  text: string;
  question: string;
  /** The words of a short prayer (Modeh Ani, the first line of the Shema). */
  words?: PrayerWords;
  /** Its words one by one, for a prayer whose meaning children learn word by word (the Shema). */
  wordByWord?: readonly PrayerWords[];
  /** The verse it comes from, when it is from the Tanakh. */
  source?: string;
}

export interface Custom {
  id: string;
  name: string;
  hebrew: string;
  spellings: Spellings;
  text: string;
  question: string;
  /** The verse it comes from, when the Tanakh gives one. */
  source?: string;
}

/** A verse or a teaching of the Sages, quoted: `ref` is a verse in Sefaria's names ("Leviticus 19:18") or a rabbinic source ("Pirkei Avot 1:15"). */
export interface Teaching {
  ref: string;
  text: string;
}

/** A good trait or mitzvah between people (kindness, honesty...), child-sized, with its source and a story that shows it. */
export interface Middah {
  id: string;
  name: string;
  hebrew: string;
  transliteration: string;
  spellings: Spellings;
  /** What it means, in a child's words, and what it looks like at home and school. */
  meaning: string;
  source: Teaching;
  /** Someone in the Torah or the Sages who showed it. */
  example: string;
  question: string;
}

/** Something that happens to a child ("a friend was mean to me"), answered as a caring teacher would, from the middot. */
export interface Situation {
  id: string;
  /** The ids of the middot it draws on. */
  middot: readonly string[];
  /** How a child says it. */
  name: string;
  /** Other ways a child says it. */
  spellings: Spellings;
  keywords: string;
  /** What the child can do: warm, short, concrete steps. */
  advice: string;
  source: Teaching;
  /** The one question the teacher asks back. */
  question: string;
  /** The advice includes telling a trusted grown-up, because someone may be hurt. */
  tellAGrownUp?: boolean;
}

/** The areas of everyday Jewish life a `Practice` belongs to; each is its own document kind. */
export type PracticeArea = 'shabbat' | 'kashrut' | 'synagogue' | 'life-cycle';

/**
 * Something a child sees Jews do or use, with what it is and, plainly, why: Shabbat's candles and
 * havdalah, the laws of kosher food, the synagogue and its objects, the milestones of a life.
 */
export interface Practice {
  id: string;
  area: PracticeArea;
  name: string;
  hebrew: string;
  spellings: Spellings;
  /** Words that point to it without naming it ("spice box smell" for the besamim). */
  keywords: string;
  what: string;
  why: string;
  /** The verse it comes from, when the Tanakh gives one. */
  source?: string;
  /** Its parts, for an object made of several (the Sefer Torah). */
  parts?: readonly { name: string; hebrew: string; what: string }[];
  question: string;
}

/** A topic that is none of the above but a child asks about (Shabbat and its parts, the Torah as a whole). */
export interface Topic {
  id: string;
  name: string;
  hebrew?: string;
  spellings: Spellings;
  /** Extra words that point to this topic without naming it ("day of rest", "Friday night"). */
  keywords: string;
  text: string;
  question: string;
  /** The verse it comes from, when the Tanakh gives one. */
  source?: string;
}

/** A number in Jewish life (three Avot, twelve tribes, eighteen for chai), what it counts and where a child meets it. */
export interface JewishNumber {
  id: string;
  number: number;
  /** What it counts, e.g. "twelve tribes". */
  counts: string;
  /** How a child names what is counted, without the number ("tribes", "sons of yaakov"). */
  spellings: Spellings;
  /** Short sentences a child can read, with the number in them. */
  text: string;
  /** The curriculum area a child meets it in. */
  area: CurriculumArea;
  /** The verse it comes from, when the Tanakh gives one. */
  source?: string;
}
