import { BLESSINGS, CUSTOMS, PRAYERS } from '../blessings';
import { GENERAL_TOPICS, SHABBAT_TOPICS } from '../topics';
import { SHABBAT_CITIES } from '../calendar/shabbat-times';
import { docId, namesOf, type KnowledgeDoc } from './knowledge-doc';
import { listWords } from './list-words';


export function topicDocs(): KnowledgeDoc[] {
  const docs: KnowledgeDoc[] = [];
  for (const t of SHABBAT_TOPICS) {
    docs.push({ id: docId('shabbat', t.id, 'overview'), kind: 'shabbat', entryId: t.id, facet: 'overview', title: t.name, names: namesOf(t.name, t.spellings, t.hebrew ?? ''), keywords: t.keywords, about: t.id === 'shabbat-start-end' ? Object.entries(SHABBAT_CITIES).flat(2).join(' | ') : '', text: t.text, question: t.question, ...(t.id === 'shabbat' ? {} : { weight: 0.85 }), ...(t.id === 'shabbat-start-end' ? { source: '@hebcal/core', dynamic: { type: 'shabbat-times' as const } } : {}) });
  }
  for (const t of GENERAL_TOPICS) {
    docs.push({ id: docId('topic', t.id, 'overview'), kind: 'topic', entryId: t.id, facet: 'overview', title: t.name, names: namesOf(t.name, t.spellings, t.hebrew ?? ''), keywords: t.keywords, about: '', text: t.text, question: t.question });
  }
  for (const b of BLESSINGS) {
    docs.push({
      id: docId('blessing', b.id, 'overview'), kind: 'blessing', entryId: b.id, facet: 'overview', title: `The blessing ${b.name}`, names: namesOf(b.name, [...b.spellings, ...b.forWhat], b.hebrew, b.transliteration),
      keywords: `blessing blessings bracha brachot bless say ${b.category === 'food' ? 'before eat eating drink food' : b.category === 'thanks' ? 'after thank thanks eating' : b.category}`, about: '', text: b.text, question: b.question,
    });
  }
  for (const p of PRAYERS) {
    docs.push({ id: docId('prayer', p.id, 'overview'), kind: 'prayer', entryId: p.id, facet: 'overview', title: p.name, names: namesOf(p.name, p.spellings, p.hebrew), keywords: 'prayer pray say when tefillah siddur words', about: p.when, text: p.text, question: p.question });
  }
  for (const c of CUSTOMS) {
    docs.push({ id: docId('custom', c.id, 'overview'), kind: 'custom', entryId: c.id, facet: 'overview', title: c.name, names: namesOf(c.name, c.spellings, c.hebrew), keywords: 'custom why do we wear put mitzvah what is', about: '', text: c.text, question: c.question, ...(c.source ? { source: c.source } : {}) });
  }
  return docs;
}
