/**
 * Every holiday and fast: its story, why we keep it, its customs and objects (what we spin, blow, light,
 * give, shake, eat, read and wear), foods, blessings, how long it lasts and its date this year.
 */
import { HOLIDAYS } from '../../knowledge/holidays';
import type { Holiday } from '../../knowledge/types';
import type { CurriculumItem } from '../curriculum-entry';

/** How children often write each holiday, so the questions are not all in one spelling. */
const CHILD_NAMES: Readonly<Record<string, string>> = {
  'rosh-hashana': 'rosh hashanah', 'tzom-gedaliah': 'the fast of gedaliah', 'yom-kippur': 'yom kippur', sukkot: 'sukkos', 'shemini-atzeret': 'shemini atzeres',
  'simchat-torah': 'simchat torah', chanukah: 'hanukkah', 'asara-btevet': 'the tenth of tevet', 'tu-bishvat': 'tu bishvat', 'taanit-esther': 'the fast of esther',
  purim: 'purim', pesach: 'passover', omer: 'the omer', 'yom-hashoah': 'yom hashoah', 'yom-hazikaron': 'yom hazikaron', 'yom-haatzmaut': 'yom haatzmaut',
  'lag-baomer': 'lag baomer', 'yom-yerushalayim': 'yom yerushalayim', shavuot: 'shavuot', 'shiva-asar-btammuz': 'the 17th of tammuz', 'tisha-bav': 'tisha bav',
  'tu-bav': 'tu bav', 'rosh-chodesh': 'rosh chodesh',
};

/** A child's question for each thing we do, by the thing's id. */
const THING_QUESTIONS: Readonly<Record<string, string>> = {
  shofar: 'why do we blow the shofar on rosh hashana?',
  'apple-honey': 'why do we dip apples in honey?',
  'round-challah': 'why is the challah round on rosh hashanah',
  'pomegranate-rosh-hashana': 'why do we eat pomegranates on rosh hashana?',
  'fish-head': 'why is there a fish head on the table on rosh hashanah?',
  tashlich: 'what is tashlich?',
  'fasting-yom-kippur': 'do kids have to fast on yom kippur?',
  'white-clothes': 'why do people wear white on yom kippur',
  'no-leather-shoes': 'why cant we wear leather shoes on yom kippur?',
  'kol-nidrei': 'what is kol nidrei?',
  neilah: 'what is neilah',
  'asking-forgiveness': 'why do we say sorry before yom kippur?',
  sukkah: 'why do we eat in a sukkah?',
  'four-species-sukkot': 'what do we shake on sukkot?',
  'ushpizin-sukkot': 'who are the ushpizin?',
  hoshanot: 'what is hoshana rabbah?',
  geshem: 'why do we pray for rain on shemini atzeret?',
  'hakafot-simchat-torah': 'why do we dance with the torah on simchat torah?',
  'flags-simchat-torah': 'why do kids wave flags on simchas torah',
  'kol-hanearim': 'do kids get an aliyah on simchat torah?',
  'chanukiyah-lights': 'how many candles do we light on the third night of chanukah?',
  dreidel: 'what do the letters on the dreidel mean?',
  'chanukah-gelt': 'why do we get chanukah gelt?',
  'fried-foods': 'why do we eat latkes and donuts on chanukah?',
  'fruit-tu-bishvat': 'why do we eat fruit on tu bishvat?',
  'planting-trees': 'why do we plant trees on tu bshvat',
  'machatzit-hashekel': 'what is machatzit hashekel?',
  'megillah-reading': 'why do we read the megillah?',
  gragger: 'why do we use a gragger on purim?',
  'mishloach-manot-purim': 'what do we give our friends on purim?',
  'matanot-laevyonim': 'what are matanot laevyonim?',
  costumes: 'why do we dress up on purim?',
  'al-hanisim-chanukah': 'what prayers do we add on chanukah?',
  dayenu: 'what is the song dayenu about?',
  kitniyot: 'why dont ashkenazim eat rice on pesach?',
  hamantaschen: 'why do we eat hamantaschen?',
  'purim-seudah': 'what is the purim seudah',
  'shushan-purim': 'why is purim a day later in jerusalem?',
  'matzah-pesach': 'why do we eat matzah on pesach?',
  chametz: 'what is chametz and why cant we have it?',
  seder: 'what is a seder?',
  maror: 'why do we eat maror?',
  charoset: 'what is charoset for?',
  'karpas-salt-water': 'why do we dip karpas in salt water?',
  'four-cups': 'why do we drink 4 cups of wine at the seder?',
  'afikoman-pesach': 'why do we hide the afikoman?',
  'cup-of-eliyahu': 'why do we open the door for eliyahu?',
  'counting-omer': 'how do we count the omer?',
  bonfires: 'why do we make bonfires on lag baomer?',
  'bows-and-arrows': 'why do kids play with bows and arrows on lag bomer',
  'dairy-foods': 'why do we eat cheesecake on shavuot?',
  'all-night-learning': 'why do people stay up all night on shavuos?',
  greenery: 'why do we put flowers in shul on shavuot?',
  'bikkurim-shavuot': 'what are bikkurim?',
  eichah: 'what do we read on tisha bav?',
  'sitting-low': 'why do people sit on the floor on tisha bav?',
  'siren-yom-hashoah': 'why does a siren go off on yom hashoah?',
  'memorial-candle': 'why do we light a candle on yom hashoah?',
  'siren-yom-hazikaron': 'why does everyone stand still on yom hazikaron?',
  'israeli-flag': 'what does the flag of israel look like?',
  'kiddush-levanah': 'what is kiddush levanah?',
};

const whyQuestion = (h: Holiday, name: string) => (h.kind === 'fast' ? `why do we fast on ${name}?` : h.kind === 'modern' || h.kind === 'period' ? `why do we have ${name}?` : `why do we celebrate ${name}?`);

function holidayItems(h: Holiday): CurriculumItem[] {
  const name = CHILD_NAMES[h.id] ?? h.name.toLowerCase();
  const items: CurriculumItem[] = [
    { title: h.name, childQuestion: `what is ${name}?`, answer: `holiday:${h.id}:overview` },
    { title: `Why we keep ${h.name}`, childQuestion: whyQuestion(h, name), answer: `holiday:${h.id}:why`, asks: 'why' },
    { title: `When ${h.name} is this year`, childQuestion: `when is ${name} this year?`, answer: `holiday:${h.id}:when` },
  ];
  if (h.length) items.push({ title: `How long ${h.name} lasts`, childQuestion: `how many days is ${name}?`, answer: `holiday:${h.id}:length` });
  if (h.story) items.push({ title: `The story of ${h.name}`, childQuestion: `what is the story of ${name}?`, answer: `holiday:${h.id}:story` });
  if (h.customs.length > 0) items.push({ title: `${h.name}: customs`, childQuestion: `what do we do on ${name}?`, answer: `holiday:${h.id}:customs` });
  if (h.foods.length > 0) items.push({ title: `${h.name}: foods`, childQuestion: `what do we eat on ${name}?`, answer: `holiday:${h.id}:foods` });
  if (h.blessings.length > 0) items.push({ title: `${h.name}: blessings`, childQuestion: `what brachot do we say on ${name}?`, answer: `holiday:${h.id}:blessings` });
  if (h.greeting) items.push({ title: `${h.name}: greeting`, childQuestion: `what do we say to people on ${name}?`, answer: `holiday:${h.id}:greeting` });
  for (const t of h.things ?? []) {
    const asked = THING_QUESTIONS[t.id] ?? `what is ${t.name.toLowerCase()}?`;
    items.push({ title: `${h.name}: ${t.name}`, childQuestion: asked, answer: `holiday:${h.id}:${t.id}`, ...(asked.startsWith('why') ? { asks: 'why' as const } : {}) });
  }
  return items;
}

export const HOLIDAYS_AREA: readonly CurriculumItem[] = [
  ...HOLIDAYS.flatMap(holidayItems),
  { title: 'The next holiday', childQuestion: 'what is the next jewish holiday?', answer: 'calendar:next-holiday:next' },
  { title: 'The next fast day', childQuestion: 'when is the next fast day?', answer: 'calendar:next-fast:next' },
  { title: 'The fast days', childQuestion: 'what are the jewish fast days?', answer: 'topic:fast-days:overview' },
  { title: 'The Ten Days of Teshuvah', childQuestion: 'what are the ten days between rosh hashana and yom kippur?', answer: 'topic:ten-days-teshuvah:overview' },
  { title: 'The Four Sons', childQuestion: 'who are the four children in the haggadah?', answer: 'topic:four-sons:overview' },
  { title: 'The Three Weeks and the Nine Days', childQuestion: 'what are the three weeks?', answer: 'topic:three-weeks:overview' },
  { title: 'Sukkot: schach', childQuestion: 'what is the schach on a sukkah made of?', answer: 'holiday:sukkot:sukkah' },
  { title: 'The Jewish holidays', childQuestion: 'what holidays are in the jewish year?', answer: 'topic:jewish-holidays:overview' },
  { title: 'The three pilgrimage festivals', childQuestion: 'what are the three regalim?', answer: 'topic:shalosh-regalim:overview' },
  { title: 'The first and second Beit Hamikdash', childQuestion: 'who destroyed the beit hamikdash?', answer: 'topic:batei-hamikdash:overview' },
  { title: 'The seder plate', childQuestion: 'what goes on the seder plate?', answer: 'topic:seder-plate:overview' },
  { title: 'The Four Questions', childQuestion: 'what are the four questions?', answer: 'topic:four-questions:overview' },
  { title: 'The four species', childQuestion: 'what are the four species?', answer: 'topic:four-species:overview' },
  { title: 'The Hebrew months', childQuestion: 'what are the hebrew months?', answer: 'topic:hebrew-months:overview' },
];
