import { HOLIDAYS } from '../holidays';
import type { Holiday, HolidayThing } from '../types';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';
import { listWords } from './list-words';

type Facet = Omit<KnowledgeDoc, 'id' | 'kind' | 'entryId' | 'names'>;

function greetingText(h: Holiday): string {
  if (h.greeting) return `On ${h.name} we greet each other with "${h.greeting.transliteration}" (${h.greeting.hebrew}), which means "${h.greeting.meaning}".`;
  if (h.kind === 'fast' || h.solemn) return `On ${h.name} people do not give happy greetings; it is a quiet, serious day.`;
  return `There is no special greeting for ${h.name}; a warm "Shalom" and a smile are just right.`;
}

/** Whether what a thing's text says names the holiday it belongs to (latkes are Chanukah's, the megillah Purim's). */
function namesItsHoliday(h: Holiday, t: HolidayThing): boolean {
  const text = `${t.what} ${t.why}`.toLowerCase();
  return [h.name, ...h.spellings].some((n) => text.includes(n.toLowerCase()));
}

/** Each thing we spin, blow, light, give, shake, eat, read or wear, with what it is and why. */
function thingFacets(h: Holiday): Facet[] {
  // The holiday's own name is already in every facet's names; repeated here it would pull "What is Purim?" to a thing.
  // A name that says more than the holiday's ("shushan purim") keeps what it adds ("shushan").
  const holidayNames = [h.name, ...h.spellings].map((n) => n.toLowerCase()).sort((a, b) => b.length - a.length);
  const withoutOwnName = (text: string) => holidayNames.reduce((left, n) => left.replace(n, ' '), text.toLowerCase()).replace(/\s+/g, ' ').trim();
  return (h.things ?? []).map((t) => {
    const about = [...new Set([t.name, t.hebrew, ...t.spellings].map((s) => (withoutOwnName(s) === s.toLowerCase() ? s : withoutOwnName(s))).filter((s) => /\p{L}{2}/u.test(s)))].join(' | ');
    // Its own names are those that do not lean on the holiday's: "pesach story" without "pesach" is no name.
    const thing = [t.name, t.hebrew, ...t.spellings].filter((s) => withoutOwnName(s) === s.toLowerCase()).join(' | ');
    return {
    facet: t.id, title: `${h.name}: ${t.name}`, keywords: `${t.does} what why reason`, about, thing,
    text: namesItsHoliday(h, t) ? `${t.what} ${t.why}` : `On ${h.name}: ${t.what} ${t.why}`, question: h.question, weight: 0.85, ...(t.source ? { source: t.source } : {}),
    };
  });
}

function facets(h: Holiday): Facet[] {
  const out: Facet[] = [
    { facet: 'overview', title: h.name, keywords: `holiday festival chag what why story about celebrate happened reason remember mean meaning ${h.kind === 'fast' ? 'fast fasting' : ''}`, about: [h.hebrew, ...h.customs].join(' | '), text: `${h.what} ${h.why}`, question: h.question },
    { facet: 'when', title: `When ${h.name} is`, keywords: `when date dates begin begins start starts end ends over finish this year next day month calendar until${h.kind === 'fast' ? ' fast fasting' : ''}`, about: '', text: `${h.name} is on ${h.hebrewDate}.`, question: h.question, source: '@hebcal/core', dynamic: { type: 'holiday-date', holidayId: h.id } },
    { facet: 'why', title: `Why we keep ${h.name}`, keywords: 'why reason reasons because celebrate keep remember point important special', about: '', text: h.why, question: h.question, ...(h.whySource ? { source: h.whySource } : {}) },
  ];
  if (h.story) out.push({ facet: 'story', title: `The story of ${h.name}`, keywords: 'story happened history tell long ago', about: '', text: h.story, question: h.question });
  if (h.length) out.push({ facet: 'length', title: `How long ${h.name} lasts`, keywords: 'how long many days last lasts long israel outside nights', about: '', text: h.length, question: h.question });
  if (h.customs.length > 0) out.push({ facet: 'customs', title: `${h.name}: customs`, keywords: 'customs custom traditions tradition do celebrate mitzvot mitzvah how keep observe wear', about: '', text: `On ${h.name}: ${listWords(h.customs)}.${h.blessings.length ? ` Blessings: ${listWords(h.blessings)}.` : ''}`, question: h.question });
  if (h.foods.length > 0) out.push({ facet: 'foods', title: `${h.name}: foods`, keywords: 'food foods eat eating dish dishes meal cook bake special', about: '', text: `On ${h.name} we eat ${listWords(h.foods)}.`, question: h.question });
  if (h.blessings.length > 0) out.push({ facet: 'blessings', title: `${h.name}: blessings`, keywords: 'blessing blessings bracha brachot prayers', about: '', text: `On ${h.name} we say ${listWords(h.blessings)}.`, question: h.question });
  if (h.kind !== 'period') out.push({ facet: 'greeting', title: `${h.name}: greeting`, keywords: 'greeting greet greetings wish say hello happy', about: '', text: greetingText(h), question: h.question });
  out.push({ facet: 'reading', title: `${h.name}: what is read`, keywords: 'read reading torah reading megillah haftarah book', about: '', text: h.reading, question: h.question });
  return [...out, ...thingFacets(h)];
}

export function holidayDocs(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const h of HOLIDAYS) {
    const names = namesOf(h.name, h.spellings, h.hebrew);
    for (const f of facets(h)) docs.push({ ...f, id: docId('holiday', h.id, f.facet), kind: 'holiday', entryId: h.id, names, ...(f.facet === 'overview' ? {} : { weight: f.weight ?? 0.9 }) });
  }
  docs.push({
    id: docId('calendar', 'next-holiday', 'next'), kind: 'calendar', entryId: 'next-holiday', facet: 'next', title: 'The next holiday',
    names: 'next holiday | upcoming holiday | coming holiday', keywords: 'next coming upcoming soon soonest holiday holidays chag festival yom tov',
    about: '', text: 'The next holiday comes from the calendar.', question: 'What do you already know about that holiday?', source: '@hebcal/core', dynamic: { type: 'next-holiday' },
  });
  docs.push({
    id: docId('calendar', 'next-fast', 'next'), kind: 'calendar', entryId: 'next-fast', facet: 'next', title: 'The next fast day',
    names: 'next fast | next fast day | upcoming fast | coming fast', keywords: 'next coming upcoming soon soonest fast fasts fasting day taanit tzom when',
    about: '', text: 'The next fast day comes from the calendar.', question: 'What is that fast day about?', source: '@hebcal/core', dynamic: { type: 'next-fast' },
  });
  docs.push({
    id: docId('calendar', 'hebrew-date', 'today'), kind: 'calendar', entryId: 'hebrew-date', facet: 'today', title: "Today's Hebrew date",
    names: 'hebrew date | jewish date | date today | jewish year | hebrew year | year in the jewish calendar', keywords: 'today date hebrew jewish what day month year now',
    about: '', text: "Today's Hebrew date comes from the calendar.", question: 'Do you know which Hebrew month your birthday falls in?', source: '@hebcal/core', dynamic: { type: 'hebrew-date' },
  });
  return docs;
}
