/** Shabbat and havdalah: what Shabbat is and why, candles, Kiddush, challah and why two, the meals, havdalah's objects and why each. */
import type { CurriculumItem } from '../curriculum-entry';
import { practiceItems } from './practice-items';

export const SHABBAT_AREA: readonly CurriculumItem[] = [
  { title: 'What Shabbat is', childQuestion: 'tell me about shabbat', answer: 'shabbat:shabbat:overview' },
  { title: 'Why we keep Shabbat', childQuestion: 'why do we keep shabbos?', answer: 'shabbat:shabbat-why:overview', asks: 'why' },
  { title: 'Shabbat customs', childQuestion: 'what do families do on shabbat?', answer: 'shabbat:shabbat-customs:overview' },
  { title: 'What we do not do on Shabbat', childQuestion: 'what are we not allowed to do on shabbat?', answer: 'shabbat:shabbat-melacha:overview' },
  { title: 'Shabbat greetings', childQuestion: 'what do you say to people on shabbat?', answer: 'shabbat:shabbat-greeting:overview' },
  { title: 'When Shabbat starts and ends', childQuestion: 'when does shabbat start and end?', answer: 'shabbat:shabbat-start-end:overview' },
  { title: 'The Shabbat candle blessing', childQuestion: 'what is the bracha on shabbat candles?', answer: 'blessing:shabbat-candles:overview' },
  { title: 'Kiddush', childQuestion: 'what is kiddush?', answer: 'prayer:kiddush:overview' },
  { title: 'Challah', childQuestion: 'what is challah?', answer: 'custom:challah:overview' },
  { title: 'Havdalah', childQuestion: 'what is havdalah?', answer: 'blessing:havdalah:overview' },
  { title: 'Shalom Aleichem', childQuestion: 'what song do we sing on friday night before kiddush?', answer: 'prayer:shalom-aleichem:overview' },
  { title: 'Blessing the children', childQuestion: 'why do parents bless their kids on friday night?', answer: 'custom:blessing-children:overview' },
  ...practiceItems('shabbat', {
    'shabbat-creation': ['what happened on the seventh day of creation?', 'why is shabbat on the seventh day?'],
    'shabbat-commandment': ['which commandment is about shabbat?'],
    'shabbat-candles-why': ['how many candles do we light for shabbat?', 'why do we light candles on shabbat?'],
    'kiddush-wine': ['what do we drink for kiddush?', 'why do we make kiddush on wine?'],
    'two-challot': ['how many challahs do we have on shabbat?', 'why do we have two challahs?'],
    'shabbat-meals': ['how many meals do we eat on shabbat?', 'why do we eat three meals on shabbat'],
    'getting-ready': ['how do we get ready for shabbat?'],
    'oneg-shabbat': ['what is oneg shabbat?', 'why should shabbat be a delight?'],
    'havdalah-wine': ['what is the cup for at havdalah?', 'why do we fill the havdalah cup until it spills?'],
    besamim: ['what are besamim?', 'why do we smell spices at havdalah?'],
    'havdalah-candle': ['what kind of candle do we use for havdalah?', 'why is the havdalah candle braided?'],
  }),
];
