import { LRUCache } from 'lru-cache';
import { type SafetyCategory, type SafetySeverity, SafetyCategory as Categories, severityOf } from '@morah/contracts';
import { hearBullying } from './hear/bullying';
import { hearHarmToChild } from './hear/harm-to-child';
import { hearHarmToOthers } from './hear/harm-others';
import { hearNeglect } from './hear/neglect';
import { hearPersonalDetails } from './hear/personal-details';
import { aboutAStoryOrPracticeOnly } from './hear/practice';
import { hearSelfHarm } from './hear/self-harm';
import { hearStranger } from './hear/stranger';
import { hearUnkind } from './hear/unkind';
import { hearUnsafeTouch } from './hear/unsafe-touch';
import { type Reading, readMessage, readMessageOnce } from './read/read-message';

/** What the screen heard in a child's message: whether a grown-up should know, about what, how soon. */
export interface SafetyScreen {
  flagged: boolean;
  categories: SafetyCategory[];
  severity: SafetySeverity | null;
}

/** The categories in the contracts' order, each once. */
export function toScreen(heard: Iterable<SafetyCategory>): SafetyScreen {
  const set = new Set(heard);
  const categories = Categories.options.filter((c) => set.has(c));
  return { flagged: categories.length > 0, categories, severity: categories.length ? severityOf(categories) : null };
}

/**
 * What the texts heard lately raised: where the gateway and the workers share a process, the tutor's
 * screen of a message hears again what the gateway's screen of it heard as it was sent.
 */
const heardLately = new LRUCache<string, readonly SafetyCategory[]>({ max: 1000 });

/** Every category a message raises, read on its own. */
export function hearMessage(text: string): Set<SafetyCategory> {
  let heard = heardLately.get(text);
  if (heard === undefined) {
    heard = [...hear(text)];
    heardLately.set(text, heard);
  }
  return new Set(heard);
}

/**
 * What the texts read for one screen raised (the child's messages joined), for the last few screens
 * only: a flagged message's caring reply screens its conversation again, right after the moderator.
 */
const heardForAScreen = new LRUCache<string, readonly SafetyCategory[]>({ max: 64 });

/** Every category a text read for one screen only raises (see `readMessageOnce`): its reading is not kept, and what it raised only for a few screens. */
export function hearOnce(text: string): Set<SafetyCategory> {
  let heard = heardLately.get(text) ?? heardForAScreen.get(text);
  if (heard === undefined) {
    heard = [...hear(text, readMessageOnce)];
    heardForAScreen.set(text, heard);
  }
  return new Set(heard);
}

function hear(text: string, read: (text: string) => Reading = readMessage): Set<SafetyCategory> {
  const reading = read(text);
  // A question or remark about a Torah story or a practice, with the child nowhere in it, tells of no harm to anyone the screen guards.
  if (aboutAStoryOrPracticeOnly(reading)) return new Set(hearPersonalDetails(text) ? ['personal-details'] : []);
  const heard = new Set<SafetyCategory>(hearHarmToChild(reading));
  if (hearBullying(reading)) heard.add('bullied');
  if (hearUnsafeTouch(reading)) heard.add('unsafe-touch');
  if (hearSelfHarm(reading)) heard.add('self-harm');
  if (hearNeglect(reading)) heard.add('neglect');
  if (hearStranger(reading)) heard.add('stranger');
  if (hearUnkind(reading)) heard.add('unkind');
  if (hearHarmToOthers(reading)) heard.add('harm-others');
  if (hearPersonalDetails(text)) heard.add('personal-details');
  return heard;
}

/**
 * The local safety screen: reads a child's message the way a caring grown-up would (who does what to
 * whom, negation, stories, games) and says whether a grown-up should know, about what, how soon.
 * Pure: no I/O. The English model loads on the first call (about half a second).
 */
export function screenMessage(text: string): SafetyScreen {
  return toScreen(hearMessage(text));
}
