import { BLESSING_OPENING, BLESSINGS, CUSTOMS, PRAYERS } from '../blessings';
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
    docs.push({ id: docId('topic', t.id, 'overview'), kind: 'topic', entryId: t.id, facet: 'overview', title: t.name, names: namesOf(t.name, t.spellings, t.hebrew ?? ''), keywords: t.keywords, about: '', text: t.text, question: t.question, ...(t.source ? { source: t.source } : {}) });
  }
  for (const b of BLESSINGS) {
    docs.push({
      id: docId('blessing', b.id, 'overview'), kind: 'blessing', entryId: b.id, facet: 'overview', title: `The blessing ${b.name}`, names: namesOf(b.name, [...b.spellings, ...(b.category === 'thanks' ? [] : b.forWhat)], b.hebrew, b.transliteration),
      // What an after-blessing is said after ("after eating fruit") is what it is about, not its name: "what bracha on fruit" asks for Ha'etz.
      keywords: `blessing blessings bracha brachot bless say ${b.category === 'food' ? 'before eat eating drink food' : b.category === 'thanks' ? 'after thank thanks eating' : b.category}`, about: b.category === 'thanks' ? b.forWhat.join(' | ') : '', text: b.text, question: b.question, ...(b.source ? { source: b.source } : {}),
    });
  }
  docs.push({
    id: docId('blessing', 'blessing-opening', 'overview'), kind: 'blessing', entryId: 'blessing-opening', facet: 'overview', title: 'How every blessing begins',
    names: 'baruch atah | baruch ata | boruch atoh | baruch atah hashem | how a bracha starts | blessing opening', keywords: 'begin begins start starts first words every blessing bracha mean meaning',
    about: '', text: `Every blessing begins with the same words: ${BLESSING_OPENING.hebrew} (${BLESSING_OPENING.transliteration}), "${BLESSING_OPENING.meaning}". Then comes the ending that says what the blessing is for, and everyone who hears it answers "Amen".`,
    question: 'Which blessing do you say most often?',
  });
  docs.push({
    id: docId('blessing', 'why-blessings', 'why'), kind: 'blessing', entryId: 'why-blessings', facet: 'why', title: 'Why we say a bracha',
    names: 'why we say brachot | reason for a bracha | why we bless | why we make a bracha', keywords: 'why reason because before after eat eating food drink thank thanks belongs everything say make bracha brachot blessing blessings',
    about: '', text: 'We say a bracha before we eat to thank Hashem, who made the food. King David sang, "The earth and everything in it belongs to Hashem", so our Sages teach that before we enjoy something from God\'s world we say a bracha, like asking permission and saying thank you. After we eat we thank Him again, as the Torah says: "You will eat and be satisfied, and bless Hashem your God." A bracha also helps us stop for a moment and notice the good things we have.',
    question: 'What food are you most thankful for?', source: 'Psalms 24:1',
  });
  for (const p of PRAYERS) {
    const names = namesOf(p.name, p.spellings, p.hebrew);
    const source = p.source ? { source: p.source } : {};
    const words = p.words ? ` Its words: ${p.words.hebrew} (${p.words.transliteration}): "${p.words.meaning}."` : '';
    docs.push({ id: docId('prayer', p.id, 'overview'), kind: 'prayer', entryId: p.id, facet: 'overview', title: p.name, names, keywords: 'prayer pray say when tefillah siddur words', about: p.when, text: `${p.text}${words}`, question: p.question, ...source });
    if (p.wordByWord) {
      docs.push({
        id: docId('prayer', p.id, 'words'), kind: 'prayer', entryId: p.id, facet: 'words', title: `${p.name}: what its words mean`, names, keywords: 'mean meaning means words word translate translation english each',
        about: '', text: `Word by word: ${p.wordByWord.map((w) => `${w.hebrew} (${w.transliteration}) means ${w.meaning}`).join('; ')}.${words}`, question: p.question, weight: 0.9, ...source,
      });
    }
  }
  for (const c of CUSTOMS) {
    docs.push({ id: docId('custom', c.id, 'overview'), kind: 'custom', entryId: c.id, facet: 'overview', title: c.name, names: namesOf(c.name, c.spellings, c.hebrew), keywords: 'custom why do we wear put mitzvah what is', about: '', text: c.text, question: c.question, ...(c.source ? { source: c.source } : {}) });
  }
  return docs;
}
