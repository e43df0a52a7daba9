/**
 * Blessings and customs, short and checked. Every blessing begins "Baruch Atah..." and the answers give
 * only the closing words that tell blessings apart, in Hebrew with niqqud and in transliteration. Where
 * communities differ (Shabbat candles, the mezuzah, Chanukah's wording) the answer says so.
 */
import { hasAny } from './normalize';

export interface BlessingEntry {
  key: string;
  /** Normalized words or phrases that pick this entry. */
  keys: readonly string[];
  /** Words that pick this entry only when the child asks for a blessing ("What bracha for an apple?"). */
  blessingKeys?: readonly string[];
  /** Picks this entry when a word from each list appears, e.g. Chanukah together with candles. */
  together?: readonly [readonly string[], readonly string[]];
  answer: string;
  question: string;
}

const OPENING = 'It begins like every blessing, "Baruch Atah..."';

/** Order matters: the first entry whose words appear answers, so specific entries come first. */
export const BLESSINGS: readonly BlessingEntry[] = [
  {
    key: 'chanukah-candles',
    keys: ['menorah', 'chanukiah', 'hanukiah', 'chanukiyah', 'chanukah candles', 'hanukkah candles', 'hanukah candles', 'chanukah candle', 'hanukkah candle', 'light chanukah', 'light hanukkah', 'lighting chanukah', 'lighting hanukkah'],
    together: [
      ['chanukah', 'hanukkah', 'hanukah', 'chanuka', 'hanuka', 'chanukkah'],
      ['candle', 'candles', 'light', 'lighting', 'blessing', 'blessings', 'bracha', 'brachot'],
    ],
    answer: `On Chanukah we add one candle each night for eight nights, plus the shamash, the helper candle that lights the others. Put the candles into the menorah from right to left, then light the newest candle first (the one on the left) and go on from left to right. Before lighting we say two blessings: one ending "l'hadlik ner shel Chanukah" (some families say "l'hadlik ner Chanukah") and "she'asah nissim la'avoteinu", for the miracles. On the first night we add Shehecheyanu.`,
    question: 'How many candles, with the shamash, do we light on the third night?',
  },
  {
    key: 'shabbat-candles',
    keys: ['shabbat candles', 'shabbos candles', 'shabbat candle', 'shabbos candle', 'shabbat lights', 'candle lighting', 'candlelighting', 'lighting candles', 'light candles'],
    answer: `Shabbat candles are lit on Friday before sunset, to welcome Shabbat with light and peace at home. ${OPENING} and ends "l'hadlik ner shel Shabbat" (לְהַדְלִיק נֵר שֶׁל שַׁבָּת), "to light the Shabbat light". In many families we light, cover our eyes, say the blessing, then look at the flames; in other families the blessing comes first.`,
    question: 'What is your favourite part of welcoming Shabbat?',
  },
  {
    key: 'havdalah',
    keys: ['havdalah', 'havdala', 'havdolah', 'havdoloh', 'end of shabbat', 'shabbat ends', 'end shabbat'],
    answer: `Havdalah (הַבְדָּלָה) means "separation". On Saturday night, when three stars are out, we say goodbye to Shabbat with blessings over wine or grape juice, sweet-smelling spices (besamim), and a braided candle with more than one wick. The last blessing thanks God "hamavdil bein kodesh l'chol", who separates the holy from the everyday.`,
    question: 'Why do you think we smell spices as Shabbat leaves?',
  },
  {
    key: 'shehecheyanu',
    keys: ['shehecheyanu', 'shehechiyanu', 'shehecheyonu', 'shehechianu', 'something new', 'new fruit', 'first time this year'],
    answer: `Shehecheyanu is the blessing for happy new moments: the first night of a holiday, a fruit we have not tasted this season, or something special and new. ${OPENING} and ends "shehecheyanu v'kiyemanu v'higiyanu lazman hazeh" (שֶׁהֶחֱיָנוּ וְקִיְּמָנוּ וְהִגִּיעָנוּ לַזְּמַן הַזֶּה): thank You for keeping us alive and bringing us to this time.`,
    question: 'What new thing happened to you lately that might deserve a Shehecheyanu?',
  },
  {
    key: 'netilat-yadayim',
    keys: ['netilat yadayim', 'netilas yadayim', 'washing hands', 'wash hands', 'wash my hands', 'wash our hands', 'hand washing', 'handwashing', 'negel vasser', 'negel vasar'],
    answer: `Before eating bread we wash our hands with a cup: pour water over the right hand, then the left (many pour two or three times on each hand, depending on the family's custom). Then we say the blessing ending "al netilat yadayim" (עַל נְטִילַת יָדַיִם) and dry our hands. Many people also wash this way when they wake up in the morning.`,
    question: 'Which hand do we pour the water on first?',
  },
  {
    key: 'hamotzi',
    keys: ['hamotzi', 'hamotzee', 'motzi', 'hamotsi'],
    blessingKeys: ['bread', 'pita', 'challah', 'challa', 'chala', 'hallah', 'bagel', 'bagels'],
    answer: `Before eating bread we say Hamotzi. ${OPENING} and ends "hamotzi lechem min ha'aretz" (הַמּוֹצִיא לֶחֶם מִן הָאָרֶץ), "who brings bread out of the earth". It covers the whole meal.`,
    question: 'Bread starts as wheat in a field: who do you think helped it get to your table?',
  },
  {
    key: 'mezonot',
    keys: ['mezonot', 'mezonos'],
    blessingKeys: ['cake', 'cakes', 'cookie', 'cookies', 'crackers', 'pasta', 'spaghetti', 'muffin', 'muffins'],
    answer: `For cake, cookies, crackers and pasta made from wheat or other grains (but not bread) we say Mezonot. ${OPENING} and ends "borei minei mezonot" (בּוֹרֵא מִינֵי מְזוֹנוֹת), "who creates kinds of food".`,
    question: 'Can you name another food made from grain that gets Mezonot?',
  },
  {
    key: 'hagafen',
    keys: ['hagafen', 'ha gafen', 'gafen'],
    blessingKeys: ['wine', 'grape juice'],
    answer: `Before wine or grape juice we say Hagafen. ${OPENING} and ends "borei pri hagafen" (בּוֹרֵא פְּרִי הַגָּפֶן), "who creates the fruit of the vine". We say it at Kiddush on Shabbat too.`,
    question: 'When else during the week do we hear Hagafen?',
  },
  {
    key: 'haetz',
    keys: ['haetz', 'ha etz', 'haeitz'],
    blessingKeys: ['fruit', 'fruits', 'apple', 'apples', 'orange', 'oranges', 'pear', 'pears', 'cherries', 'figs', 'olives', 'peach', 'peaches', 'plum', 'plums'],
    answer: `For fruit that grows on a tree, like apples, oranges and pears, we say Ha'etz. ${OPENING} and ends "borei pri ha'etz" (בּוֹרֵא פְּרִי הָעֵץ), "who creates the fruit of the tree".`,
    question: 'Which fruit from a tree is your favourite?',
  },
  {
    key: 'haadama',
    keys: ['haadama', 'haadamah', 'ha adama', 'ha adamah'],
    blessingKeys: ['vegetable', 'vegetables', 'veggies', 'carrot', 'carrots', 'potato', 'potatoes', 'cucumber', 'cucumbers'],
    answer: `For vegetables and other food that grows from the ground, like carrots, potatoes and cucumbers, we say Ha'adama. ${OPENING} and ends "borei pri ha'adama" (בּוֹרֵא פְּרִי הָאֲדָמָה), "who creates the fruit of the ground".`,
    question: 'Can you think of a vegetable that grows under the ground?',
  },
  {
    key: 'shehakol',
    keys: ['shehakol', 'shehakel', 'sheakol'],
    blessingKeys: ['water', 'milk', 'cheese', 'eggs', 'egg', 'meat', 'fish'],
    answer: `For food and drinks that do not grow from the ground or a tree, like water, milk, cheese, eggs, meat and fish, we say Shehakol. ${OPENING} and ends "shehakol nihyah bidvaro" (שֶׁהַכֹּל נִהְיָה בִּדְבָרוֹ), "that everything came to be by His word".`,
    question: 'What did you drink today that would get Shehakol?',
  },
  {
    key: 'modeh-ani',
    keys: ['modeh ani', 'modah ani', 'mode ani', 'moda ani', 'morning prayer', 'wake up', 'waking up'],
    answer: `Modeh Ani is the first thing many of us say when we wake up, even before getting out of bed: thank You, God, for giving back my soul, "great is Your faithfulness". Boys say מוֹדֶה אֲנִי (Modeh ani) and girls say מוֹדָה אֲנִי (Modah ani).`,
    question: 'Why do you think we say thank you first thing in the morning?',
  },
  {
    key: 'shema',
    keys: ['shema', 'shma', 'sh ma', 'shema yisrael', 'shma yisrael', 'shema israel'],
    answer: `The Shema begins שְׁמַע יִשְׂרָאֵל (Shema Yisrael): "Listen, Israel: Hashem is our God, Hashem is One." We say it in the morning, in the evening and at bedtime, and many people cover their eyes for the first line.`,
    question: 'Why do you think some people cover their eyes when they say the Shema?',
  },
  {
    key: 'mezuzah',
    keys: ['mezuzah', 'mezuza', 'mezuzot', 'mezuzos', 'mezuzahs'],
    answer: `A mezuzah (מְזוּזָה) holds a small scroll, handwritten by a sofer, with the first two paragraphs of the Shema. It goes on the right side of the doorway as you walk in, in the upper third. Ashkenazi families usually tilt it, with the top toward the room; Sephardi families usually hang it straight up. Many people touch it and kiss their fingers as they pass.`,
    question: 'How many doorways in your home do you think have a mezuzah?',
  },
  {
    key: 'tzedakah',
    keys: ['tzedakah', 'tzedaka', 'tsedakah', 'tzdakah', 'tzedoko', 'charity', 'pushke', 'pushka'],
    answer: `Tzedakah (צְדָקָה) comes from "tzedek", which means justice: helping people in need is the right and fair thing to do, not just a nice extra. Many families keep a tzedakah box at home and put in coins before Shabbat.`,
    question: 'What is one way you could help someone this week?',
  },
  {
    key: 'kippah',
    keys: ['kippah', 'kippa', 'kipa', 'kipah', 'kippot', 'yarmulke', 'yarmulka', 'yarmulkes'],
    answer: `A kippah (כִּפָּה), also called a yarmulke, is a small head covering. Many Jewish boys and men wear one to remember that God is above us. Communities have different styles and customs: some wear it all day, some when praying, learning or eating.`,
    question: 'Have you noticed different kinds of kippot at school or in shul?',
  },
  {
    key: 'challah',
    keys: ['challah', 'challa', 'chala', 'hallah', 'challot', 'challos'],
    answer: `Challah (חַלָּה) is the special bread for Shabbat and holidays. We have two loaves to remember the double portion of manna that fell on Fridays in the desert. When baking a big batch of dough, a small piece is set aside; that mitzvah is also called "taking challah".`,
    question: 'Why do you think the manna came twice on Fridays?',
  },
];

const ASKING_FOR_BLESSING = [
  'blessing', 'blessings', 'bracha', 'brocha', 'brachah', 'beracha', 'berachah', 'brachot', 'bless',
  'say before', 'say on', 'say over', 'say for', 'what do i say', 'what do we say',
];

function matches(entry: BlessingEntry, normalized: string, asking: boolean): boolean {
  if (hasAny(normalized, entry.keys)) return true;
  if (asking && entry.blessingKeys && hasAny(normalized, entry.blessingKeys)) return true;
  return entry.together !== undefined && hasAny(normalized, entry.together[0]) && hasAny(normalized, entry.together[1]);
}

export function findBlessing(normalized: string): BlessingEntry | undefined {
  const asking = hasAny(normalized, ASKING_FOR_BLESSING);
  return BLESSINGS.find((entry) => matches(entry, normalized, asking));
}
