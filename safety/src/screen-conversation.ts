import { LRUCache } from 'lru-cache';
import type { SafetyCategory } from '@morah/contracts';
import { ONLINE, SCHOOL_WORLD } from './concepts/topics';
import { modelHears, modelReadingOf, modelTextOf } from './model/disclosure-model';
import { toldOnlyInTemper } from './hear/harm-others';
import { actedOnNoOne, harmOnlyByLooksOrWords, toldOnlyAsAHoldFromDanger, toldOnlyAsAMishap } from './hear/harm-to-child';
import { aGrownUpWithTheChild, aloneAmongOthers, choresOnThingsOnly, leftAloneOnlyAThing } from './hear/neglect';
import { aboutAStoryOrPracticeOnly, keepsAPractice } from './hear/practice';
import { aChallengeChosen, aPartingUntilAgain, toldOnlyAsAFigure, wantsTimeAlone } from './hear/self-harm';
import { touchedOnlyThings } from './hear/unsafe-touch';
import { readMessage } from './read/read-message';
import { hearMessage, hearOnce, type SafetyScreen, toScreen } from './screen-message';

/** How many of the child's earlier messages are read with the new one. */
export const CONVERSATION_WINDOW = 4;

const joined = (messages: readonly string[]) => messages.map((m) => m.trim().replace(/[.!?]*$/, '.')).join(' ');

const PEOPLE = new Set(['family', 'close', 'adult', 'peer', 'anyone', 'named', 'story']);
const SETTING = new Set([...ONLINE, ...SCHOOL_WORLD, 'home', 'house', 'gone', 'alone', 'away', 'night']);

/** Who and where each message told of (see `settingOf`), kept by its text: the same earlier messages come back on every job of a chat. */
const settingsLately = new LRUCache<string, string>({ max: 1000 });

/** Who and where one message told of, without what it said happened ('' when neither). */
function settingOfOne(message: string): string {
  let setting = settingsLately.get(message);
  if (setting === undefined) {
    const reading = readMessage(message);
    const people = reading.clauses.flatMap((c) => c.parties.filter((p) => PEOPLE.has(p.kind)).map((p) => p.lemmas.join(' ')));
    const places = reading.sentences.flat().filter((w) => SETTING.has(w.text)).map((w) => w.text);
    setting = [...people, ...places].join(' ');
    settingsLately.set(message, setting);
  }
  return setting;
}

/**
 * Who and where the earlier messages told of, without what they said happened: "a man online asked
 * how old i am" gives "a man online." so that "now he wants my address" is read knowing who "he" is.
 */
function settingOf(messages: readonly string[]): string {
  return messages
    .map(settingOfOne)
    .filter(Boolean)
    .map((s) => `${s}.`)
    .join(' ');
}

const CONTINUING = new Set(['and', 'but', 'so', 'then', 'because', 'also', 'plus', 'and then', 'anyway', 'now', 'again', 'still', 'really', 'actually', 'even', 'like', 'not', 'literally', 'seriously', 'i mean', 'for real', 'it', 'that', 'he', 'she', 'they']);
const PEOPLE_NOW = new Set(['family', 'close', 'adult', 'peer', 'named', 'pronoun']);

/** A decision told: when, how or where is chosen ("i already picked the day", "i have a plan", "i know how i will do it"). */
const DECIDED = /\b(picked|chose|chosen|set|decided on|pick|choose) (the|a) (day|date|time|night|way|place|spot)\b|\bi (have|made|got) (a|my) plan\b|\bi (already )?know (how|when|where) (i will|i am going to|to)\b/;

/**
 * Whether the new message tells on the story of the ones before (so a flag the story raised is raised
 * again with it): it starts as a continuation ("but really it was my dad", "and now"), points back
 * ("that was three days ago", "he did it again") or names someone. "what is a dreidel" does none.
 */
function continues(latest: string): boolean {
  const reading = readMessage(latest);
  const first = reading.sentences[0]?.[0]?.text ?? '';
  if (CONTINUING.has(first) || /\b(it|that|this) (was|is|happened)\b/.test(reading.text) || DECIDED.test(reading.text)) return true;
  return reading.clauses.some((c) => c.parties.some((p) => PEOPLE_NOW.has(p.kind) || (p.kind === 'anyone' && !/^(one|some|all|other|others)$/.test(p.head))));
}

/**
 * The statistical second reader (see model/) on the new message with the one before it; when the one
 * before was already a disclosure to it, on the new message alone, so an unrelated message after a
 * disclosure is not flagged again.
 */
function secondReader(before: readonly string[], latest: string): SafetyCategory | null {
  const key = JSON.stringify([before.at(-1) ?? '', latest]);
  const known = secondReadLately.get(key);
  if (known !== undefined) return known || null;
  const heard = secondReading(before, latest);
  secondReadLately.set(key, heard ?? '');
  return heard;
}

/** What the second reader heard in the last few screens ('' for nothing), by the message before and the new one: a flagged message's caring reply screens its conversation again. */
const secondReadLately = new LRUCache<string, SafetyCategory | ''>({ max: 64 });

function secondReading(before: readonly string[], latest: string): SafetyCategory | null {
  const last = before.slice(-1);
  const read = last.length && modelHears(modelTextOf([], last[0]!)) ? [] : last;
  // The model's reading is the messages joined as the screen joins them (`joined`), so the rules below read it too.
  const reading = modelReadingOf(read, latest);
  const heard = modelHears(reading.text);
  if (!heard) return null;
  // It reads words, not sentences: a death or a vanishing the rules read as a figure of speech, with nothing dark beside it, is not self-harm.
  // Nor is a wish for time alone spent on a pastime.
  // Nor a parting that names the meeting again ("bye see you next summer").
  // Nor a going-without chosen as a challenge for a span ("no soda for two weeks to see if i can").
  if (heard === 'self-harm' && (toldOnlyAsAFigure(reading) || wantsTimeAlone(reading) || aPartingUntilAgain(reading) || aChallengeChosen(reading))) return null;
  // A Torah story or a practice with the child nowhere in it, or a fast or a rule of food kept with nothing told beyond it
  // ("we cant eat anything on tisha bav"), tells of no harm.
  if (aboutAStoryOrPracticeOnly(reading) || (heard === 'neglect' && keepsAPractice(reading))) return null;
  // Alone at lunch or on the bus among others is lonely, not neglect.
  if (heard === 'neglect' && aloneAmongOthers(reading)) return null;
  // Nor is a child left with a grown-up, or minded by one while a carer is away ("left us at our aunts", "and grandpa was here").
  if (heard === 'neglect' && aGrownUpWithTheChild(reading.text)) return null;
  // Nor is a thing left alone, or a scab left till it falls off: the one left is not the child. Nor are chores done on things and
  // animals ("i take out the trash and walk the dog"), with the child the only person in them.
  if (heard === 'neglect' && (leftAloneOnlyAThing(reading) || choresOnThingsOnly(reading))) return null;
  // Likewise, temper the rules read as aimed at no one, or a squabble ("im gonna kill my brother he ate my cookie"), is not harm to
  // others, and a fall of the child's own with no one else doing anything is not hurt.
  if (heard === 'harm-others' && toldOnlyInTemper(reading)) return null;
  if (heard === 'hurt' && (toldOnlyAsAMishap(reading) || toldOnlyAsAHoldFromDanger(reading))) return null;
  // A deed done only with a look or with words ("he hit me with a question") touched no one.
  // Nor is a blow at a thing, or others' noise and play, with no one acted on ("my uncle bangs the counter when he tells a joke").
  if ((heard === 'hurt' || heard === 'bullied') && (harmOnlyByLooksOrWords(reading) || actedOnNoOne(reading))) return null;
  // A touch only of the child's things ("if my sister touches my stuff again") is no touch of the child.
  if (heard === 'unsafe-touch' && touchedOnlyThings(reading)) return null;
  return heard;
}

export interface ConversationScreenOptions {
  /** False: the rules alone, without the statistical second reader (to measure them). */
  secondReader?: boolean;
  /** What `screenMessage` heard in the new message read on its own, when the caller knows it already. */
  heardAlone?: readonly SafetyCategory[];
}

/**
 * The screen over a conversation: the child's last few messages (oldest first), then the new one. A
 * disclosure told across messages is heard ("someone i met on roblox is nice" then "he wants to meet
 * me and said not to tell"), but a flag is raised only by what the latest message adds: a category the
 * earlier messages raise on their own is not raised again by an unrelated new message. The statistical
 * second reader adds what it hears unless `secondReader` is false (to measure the rules alone).
 * `heardAlone` is what `screenMessage` heard in the new message read on its own, when the caller has
 * it already (the gateway screened the message as it was sent): it is not heard alone a second time.
 */
export function screenConversation(earlier: readonly string[], latest: string, options: ConversationScreenOptions = {}): SafetyScreen {
  const before = earlier.slice(-CONVERSATION_WINDOW).filter((m) => m.trim() !== '');
  const own = options.heardAlone ? new Set(options.heardAlone) : hearMessage(latest);
  const second = options.secondReader === false ? null : secondReader(before, latest);
  if (second) own.add(second);
  if (before.length === 0) return toScreen(own);
  // The messages joined are read for this screen only (see `hearOnce`).
  const together = hearOnce(joined([...before, latest]));
  // The same story told on: the new message read knowing who and where the earlier ones spoke of.
  const setting = settingOf(before);
  const inSetting = setting ? [...hearOnce(`${setting} ${latest}`)].filter((c) => !hearMessage(setting).has(c)) : [];
  // A game or a story the earlier messages set lowers a past deed told on in it ("i played fortnite
  // all day" then "i killed everyone lol"); a plan ("tomorrow", "going to") is never lowered so.
  const plan = () => /\b(will|going to|gonna|want to|wanna|tomorrow|tonight|next)\b/.test(readMessage(latest).text);
  const keep = [...own].filter((c) => c !== 'harm-others' || together.has(c) || plan());
  // A category the story already raised is raised again only by a message that tells the story on.
  // The story alone is heard only when that decides a category not raised already: most conversations
  // raise nothing together, and a message that tells the story on raises all but two kinds again.
  const raised = new Set([...keep, ...inSetting]);
  let tellsOn: boolean | undefined;
  let alreadyHeard: Set<SafetyCategory> | undefined;
  const added = [...together].filter(
    (c) => !raised.has(c) && ((c !== 'personal-details' && c !== 'unkind' && (tellsOn ??= continues(latest))) || !(alreadyHeard ??= hearOnce(joined(before))).has(c)),
  );
  return toScreen([...keep, ...added, ...inSetting]);
}
