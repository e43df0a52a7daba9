import { PARSHIYOT } from '../parshiyot';
import { parseVerseRef } from '../sources/verse-ref';
import { STORIES } from '../stories';
import { TORAH_STORIES } from '../torah-stories';
import type { Story } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';
import { listWords } from './list-words';

const at = (p: { chapter: number; verse: number }) => p.chapter * 1000 + p.verse;

/** The parsha a Torah story begins in ("Parashat Shemot"), from the verses of both. */
function parshaOf(story: Story): string | undefined {
  const verses = parseVerseRef(story.verses);
  if (!verses) return undefined;
  const parsha = PARSHIYOT.find((p) => {
    const range = parseVerseRef(p.range);
    return range?.book === verses.book && at(range.start) <= at(verses.start) && at(verses.start) <= at(range.end);
  });
  return parsha?.name;
}

/** Each story of the Torah, the Prophets and the Writings, answered from its verses. */
export function storyDocs(): KnowledgeDoc[] {
  return [...TORAH_STORIES, ...STORIES].map((s) => {
    const parsha = parshaOf(s);
    return {
      id: docId('story', s.id, 'overview'), kind: 'story', entryId: s.id, facet: 'overview', title: s.name,
      names: namesOf(s.name, s.spellings, s.hebrew), keywords: `story stories what happened tell about happen${parsha ? '' : ' prophet prophets navi tanakh book'}`,
      about: [...s.people, s.book, ...(parsha ? [parsha] : [])].join(' | '),
      text: `${s.story} The people: ${listWords(s.people)}. The lesson: ${s.lesson} You can read it in ${s.verses}${parsha ? `, in parshat ${parsha}` : ''}.`,
      question: s.question, source: s.verses,
    };
  });
}
