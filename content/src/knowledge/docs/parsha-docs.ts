import { PARSHIYOT } from '../parshiyot';
import type { Parsha } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';

const BOOK_HEBREW: Record<Parsha['book'], string> = { Genesis: 'Bereshit', Exodus: 'Shemot', Leviticus: 'Vayikra', Numbers: 'Bamidbar', Deuteronomy: 'Devarim' };

/** A name's meaning answers only a question that asks what the name means, never what happens in the parsha. */
const NAME_WEIGHT = 0.75;

export function parshaAnswer(parsha: Parsha): string {
  return `Parashat ${parsha.name} (${parsha.hebrew}) is in the book of ${BOOK_HEBREW[parsha.book]} (${parsha.book}), ${parsha.range}. ${parsha.summary} It teaches us: ${parsha.lesson}`;
}

export function parshaDocs(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = PARSHIYOT.map((parsha) => ({
    id: docId('parsha', parsha.id, 'overview'), kind: 'parsha', entryId: parsha.id, facet: 'overview', title: `Parashat ${parsha.name}`,
    names: namesOf(parsha.name, parsha.spellings, parsha.hebrew), keywords: 'parsha parshah parasha parashat portion sedra torah reading which story',
    about: [...parsha.stories, ...parsha.people, parsha.book, BOOK_HEBREW[parsha.book]].join(' | '), text: parshaAnswer(parsha), question: parsha.question, source: parsha.range,
  }));
  for (const parsha of PARSHIYOT) {
    // The first parsha of a book gives the book its name ("Shemot" is both).
    const firstOfBook = BOOK_HEBREW[parsha.book] === parsha.name ? ` It is also the name of the whole book of ${parsha.name} (${parsha.book}).` : '';
    docs.push({
      id: docId('parsha', parsha.id, 'name'), kind: 'parsha', entryId: parsha.id, facet: 'name', title: `What the name ${parsha.name} means`,
      names: namesOf(parsha.name, parsha.spellings, parsha.hebrew), keywords: 'mean means meaning name named called word translate translation english why',
      about: '', text: `The name of Parashat ${parsha.name} (${parsha.hebrew}) means ${parsha.meaning}. Each parsha is named after one of its first words.${firstOfBook}`,
      question: parsha.question, source: parsha.range, weight: NAME_WEIGHT,
    });
  }
  docs.push({
    id: docId('calendar', 'weekly-parsha', 'this-week'), kind: 'calendar', entryId: 'weekly-parsha', facet: 'this-week', title: "This week's parsha",
    names: "this week's parsha | parsha of the week | parsha hashavua | weekly parsha | weekly portion | torah portion", keywords: 'this week weekly current now today shabbat coming read parsha portion sedra',
    about: '', text: "This week's parsha comes from the calendar.", question: 'Which person in this week\'s parsha would you like to learn more about?', source: '@hebcal/core and @hebcal/leyning', dynamic: { type: 'weekly-parsha' },
  });
  docs.push({
    id: docId('topic', 'parsha', 'overview'), kind: 'parsha', entryId: 'parsha', facet: 'overview', title: 'What a parsha is',
    names: 'parsha | parshah | parasha | parashat hashavua | sedra | sidra | parshiyot | parshiot', keywords: 'what is how many parshiyot portions year 54 divided',
    about: '', text: 'The Torah is divided into 54 parshiyot (portions), one read in shul each Shabbat, so we read the whole Torah every year, from Bereshit in the autumn to Vezot Haberakhah on Simchat Torah. Some weeks two short parshiyot are read together.',
    question: "Do you know this week's parsha?",
  });
  return docs;
}
