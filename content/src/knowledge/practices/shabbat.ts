/** Shabbat and havdalah: why we keep Shabbat, and the candles, Kiddush, challah, meals and havdalah's objects with their reasons. */
import type { Practice } from '../types';

export const SHABBAT_PRACTICES: readonly Practice[] = [
  {
    id: 'shabbat-creation', area: 'shabbat', name: 'Shabbat and creation', hebrew: 'וַיְכֻלּוּ', spellings: ['shabbat creation', 'seventh day', 'god rested', 'vayechulu', 'day of rest'],
    keywords: 'seventh day rested creation created world six days holy blessed',
    what: 'God created the world in six days, and on the seventh day God rested, blessed the seventh day and made it holy.',
    why: 'When we rest on Shabbat we remember that God made the world, and we make the seventh day holy too, just as God did.',
    source: 'Genesis 2:1-3', question: 'What would you like to rest from this Shabbat?',
  },
  {
    id: 'shabbat-commandment', area: 'shabbat', name: 'Keeping Shabbat, one of the Ten Commandments', hebrew: 'זָכוֹר אֶת יוֹם הַשַּׁבָּת', spellings: ['remember the sabbath', 'zachor et yom hashabbat', 'fourth commandment', 'shabbat commandment', 'keep shabbat'],
    keywords: 'commandment ten commandments remember keep holy work rest slaves animals',
    what: 'The fourth of the Ten Commandments is "Remember the Shabbat day, to keep it holy": six days we work, and the seventh day is a Shabbat for God, for us, our families, our workers and even our animals.',
    why: 'God rested on the seventh day of creation; and, the Torah adds, we were slaves in Egypt who could never rest until God set us free. Shabbat is a gift of rest for everyone.',
    source: 'Exodus 20:8-11', question: 'Why do you think even animals get to rest on Shabbat?',
  },
  {
    id: 'shabbat-candles-why', area: 'shabbat', name: 'Why we light Shabbat candles', hebrew: 'נֵרוֹת שַׁבָּת', spellings: ['shabbat candles', 'shabbos candles', 'candle lighting', 'lighting candles', 'two candles', 'neros shabbos'],
    keywords: 'candles candle light lighting friday sunset two why',
    what: 'On Friday, before sunset, we light at least two candles to welcome Shabbat; many light one more for each child.',
    why: 'The light brings peace and joy to the home (shalom bayit) and honours Shabbat like a special guest. We light before sunset because we do not light a fire on Shabbat itself. Many say the two candles stand for the two words the Torah uses for Shabbat: "remember" (zachor) and "keep" (shamor).',
    question: 'What do you like to do when the Shabbat candles are lit?',
  },
  {
    id: 'kiddush-wine', area: 'shabbat', name: 'Why we make Kiddush over wine', hebrew: 'קִדּוּשׁ עַל הַיַּיִן', spellings: ['kiddush', 'kiddush cup', 'kiddush wine', 'kiddush over wine', 'becher'],
    keywords: 'kiddush wine grape juice cup friday night why holy',
    what: 'On Friday night and Shabbat day the meal begins with Kiddush, words that make Shabbat holy, over a cup of wine or grape juice.',
    why: 'The Torah says to "remember" Shabbat, and our Sages teach that we remember it with words of holiness over a cup of wine, because wine is a sign of joy and celebration.',
    source: 'Exodus 20:8', question: 'Who makes Kiddush at your Shabbat table?',
  },
  {
    id: 'two-challot', area: 'shabbat', name: 'Two challot (lechem mishneh)', hebrew: 'לֶחֶם מִשְׁנֶה', spellings: ['two challahs', 'two challot', 'lechem mishneh', 'double bread', 'challah cover'],
    keywords: 'challah challot two loaves bread cover covered why double manna',
    what: 'At each Shabbat meal we say Hamotzi over two whole challot, covered with a cloth until after Kiddush.',
    why: 'In the desert no manna fell on Shabbat, so on Fridays a double portion fell: the two challot remember it. The manna was covered by a layer of dew above and below, so we cover the challot; some also say we cover them so the challah does not feel shamed when the wine\'s blessing comes first.',
    source: 'Exodus 16:22-26', question: 'What do you like on your challah?',
  },
  {
    id: 'shabbat-meals', area: 'shabbat', name: 'The three Shabbat meals', hebrew: 'שָׁלֹשׁ סְעוּדוֹת', spellings: ['shalosh seudot', 'shalosh seudos', 'seudah shlishit', 'seudat shlishit', 'three meals', 'shabbat meals', 'shabbos meals'],
    keywords: 'meals meal three friday night lunch afternoon eat',
    what: 'On Shabbat we eat three festive meals: Friday night dinner, Shabbat lunch after shul, and a smaller third meal (seudah shlishit) late on Shabbat afternoon.',
    why: 'When Moshe told the people about the manna on Shabbat, he said "today" three times, and our Sages learn from it to have three meals, to enjoy Shabbat (oneg Shabbat).',
    source: 'Exodus 16:25', question: 'Which Shabbat meal is your favourite?',
  },
  {
    id: 'getting-ready', area: 'shabbat', name: 'Getting ready for Shabbat', hebrew: 'הֲכָנָה לְשַׁבָּת', spellings: ['erev shabbat', 'erev shabbos', 'preparing for shabbat', 'friday preparations'],
    keywords: 'friday prepare preparing ready cook clean help',
    what: 'On Friday the family gets ready: cooking, cleaning, setting the table, bathing and dressing in nice clothes, and giving tzedakah before the candles.',
    why: 'Shabbat is like a queen coming to visit, and we want everything ready for her. Our Sages tell that great rabbis helped with the cooking themselves, to honour Shabbat.',
    question: 'How do you help get ready for Shabbat?',
  },
  {
    id: 'havdalah-wine', area: 'shabbat', name: 'The havdalah cup', hebrew: 'כּוֹס שֶׁל הַבְדָּלָה', spellings: ['havdalah wine', 'havdalah cup', 'havdala wine', 'overflowing cup'],
    keywords: 'havdalah wine cup grape juice overflow saturday night why',
    what: 'Havdalah begins with a full cup of wine or grape juice; many fill it until it spills over a little.',
    why: 'We began Shabbat with Kiddush over wine, and we end it the same way. Letting the cup overflow is a wish for a week overflowing with blessing.',
    question: 'What blessing would you wish for the new week?',
  },
  {
    id: 'besamim', area: 'shabbat', name: 'The havdalah spices (besamim)', hebrew: 'בְּשָׂמִים', spellings: ['besamim', 'bsamim', 'havdalah spices', 'spice box', 'spices', 'cloves', 'hadas'],
    keywords: 'spices spice box smell sweet cloves havdalah why',
    what: 'At havdalah we smell sweet spices, like cloves or cinnamon, often kept in a special spice box, and say "borei minei besamim".',
    why: 'Our Sages say we get an extra soul (neshamah yeteirah) on Shabbat. When it leaves at havdalah we feel a little sad, and the sweet smell comforts and refreshes us.',
    question: 'Which smell would you put in your spice box?',
  },
  {
    id: 'havdalah-candle', area: 'shabbat', name: 'The havdalah candle', hebrew: 'נֵר הַבְדָּלָה', spellings: ['havdalah candle', 'braided candle', 'havdala candle', 'borei meorei haesh', 'fingernails'],
    keywords: 'candle braided wicks fire light fingernails havdalah why',
    what: 'At havdalah we light a braided candle with more than one wick, say "borei me\'orei ha\'esh", "who creates the lights of fire", and look at the light on our fingernails.',
    why: 'On Shabbat we do not light a fire, so the first fire after Shabbat is a new beginning; our Sages tell that God showed Adam how to make fire at the end of the first Shabbat. The blessing speaks of "lights", so the candle has several wicks, and we look at our fingers to use the light.',
    question: 'Why do you think we need light to start a new week?',
  },
];
