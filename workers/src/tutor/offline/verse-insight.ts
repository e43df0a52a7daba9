/**
 * The offline tutor's insight on one verse, built from what Morah holds: the verse itself, the
 * parsha's story in a child's words, a person the verse names (from the knowledge base), and where the
 * verse sits among the week's seven aliyot.
 */
import { peopleNamedIn } from '@morah/content';
import type { VerseFocus } from '../tutor-model';
import { ordinal } from '../verse-context';

/** The first Hebrew word of a verse, without its sof pasuq. */
function firstHebrewWord(hebrew: string): string | undefined {
  return hebrew.replace(/\u05C3/g, '').split(/[\s\u05BE]+/)[0] || undefined;
}

function firstSentence(text: string): string {
  return /^.*?[.!](?=\s|$)/.exec(text)?.[0] ?? text;
}

export function verseInsight(verse: VerseFocus, name: string): { answer: string; question: string } {
  const parts: string[] = [];
  const where = verse.aliyah ? `, in the ${ordinal(verse.aliyah.n)} aliyah (${verse.aliyah.range})` : '';
  parts.push(`Great choice, ${name}! ${verse.ref} is in Parashat ${verse.parsha} (${verse.parshaHebrew})${where}.`);
  if (verse.english) parts.push(`In English it says: "${verse.english}"`);
  const word = verse.hebrew ? firstHebrewWord(verse.hebrew) : undefined;
  if (word) parts.push(`In Hebrew the verse begins with the word ${word}. Try reading it out loud!`);
  const person = verse.english ? peopleNamedIn(verse.english)[0] : undefined;
  if (person) parts.push(`This verse speaks of ${person.name} (${person.hebrew}). ${firstSentence(person.who)}`);
  if (verse.summary) parts.push(`Here is the big story of this parsha: ${verse.summary}`);
  if (verse.aliyah) {
    parts.push(`On Shabbat the parsha is read in seven parts called aliyot, and someone is called up to the Torah for each one. This verse is read in part ${verse.aliyah.n}.`);
  }
  const question = verse.english ? 'What do you think is the most important word in this verse, and why?' : 'What do you think happens in this part of the parsha?';
  return { answer: parts.join(' '), question };
}
