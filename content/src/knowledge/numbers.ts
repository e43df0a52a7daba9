/**
 * Numbers in Jewish life, the way the seder song "Echad Mi Yodea" (Who knows one?) teaches them and
 * beyond: what each number counts, in a child's words, with the verse it comes from when the Tanakh
 * gives one. A child asks "how many tribes were there" or "why is 18 special"; each row answers one
 * count, and the curriculum area it belongs to says where a child meets it.
 */
import type { JewishNumber } from './types';

type Row = [id: string, number: number, counts: string, spellings: string[], text: string, area: JewishNumber['area'], source?: string];

const ROWS: Row[] = [
  ['one-god', 1, 'one God', ['one god', 'how many gods', 'hashem is one', 'god is one', 'echad'],
    'There is one God. The Shema says it: "Hear, Israel, Hashem is our God, Hashem is One." It is the first answer of the seder song "Echad Mi Yodea": one is our God, in heaven and on earth.', 'prayers', 'Deuteronomy 6:4'],
  ['two-luchot', 2, 'two luchot', ['two tablets', 'luchot', 'luchos', 'tablets of the covenant', 'stone tablets', 'two luchot'],
    'Moshe brought down two stone tablets, the luchot, with the Ten Commandments written on them by God. In "Echad Mi Yodea", two are the tablets of the covenant.', 'genesis-exodus-people', 'Exodus 31:18'],
  ['three-avot', 3, 'three Avot', ['avot', 'avos', 'patriarchs', 'forefathers', 'fathers of the jewish people', 'the fathers'],
    'There are three Avot, the fathers of the Jewish people: Avraham, Yitzchak and Yaakov. God called Himself "the God of Avraham, the God of Yitzchak and the God of Yaakov."', 'genesis-exodus-people', 'Exodus 3:6'],
  ['four-imahot', 4, 'four Imahot', ['imahot', 'imahos', 'matriarchs', 'foremothers', 'mothers of the jewish people', 'the mothers'],
    'There are four Imahot, the mothers of the Jewish people: Sarah, Rivka, Rachel and Leah. In "Echad Mi Yodea", four are the mothers.', 'genesis-exodus-people'],
  ['seven-days', 7, 'seven days of the week', ['days of the week', 'days in a week', 'seventh day', 'week'],
    'A week has seven days, and the seventh day is Shabbat, the day God rested after making the world. In Hebrew the days are counted toward Shabbat: Yom Rishon (first day), Yom Sheni (second day), and so on.', 'shabbat', 'Genesis 2:1-3'],
  ['eleven-stars', 11, 'eleven stars in Yosef\'s dream', ['stars in yosefs dream', 'stars in josephs dream', 'yosefs brothers', 'josephs brothers', 'brothers of yosef'],
    'Yosef had eleven brothers. In his dream the sun, the moon and eleven stars bowed to him: the stars were his eleven brothers. In "Echad Mi Yodea", eleven are the stars.', 'genesis-exodus-people', 'Genesis 37:9'],
  ['eighteen-chai', 18, 'eighteen, chai', ['chai', 'chay', 'number 18', 'lucky number', 'special number', 'giving 18', 'multiples of 18'],
    'Eighteen is the gematria of chai (חַי), "alive": chet (ח) is 8 and yud (י) is 10, and 8 + 10 = 18. That is why many people give tzedakah and gifts in 18s (18, 36, 180), wishing life. It is a custom, not luck.', 'hebrew-words'],
  ['forty', 40, 'forty in the Torah', ['forty days', '40 days', 'forty years', '40 years', 'forty days and nights'],
    'Forty comes up many times in the Torah: the rain of the flood fell forty days and forty nights, Moshe was on Har Sinai forty days and forty nights, the spies were away forty days, and the Israelites were in the desert forty years.', 'genesis-exodus-people', 'Exodus 24:18'],
  ['one-hundred-brachot', 100, 'a hundred brachot a day', ['100 brachot', 'hundred blessings', '100 blessings', 'blessings a day', 'brachot a day'],
    'Our Sages teach that a Jew says a hundred brachot (blessings) every day, in prayers and over food and the things we enjoy (Talmud, Menachot 43b).', 'prayers'],
];

export const NUMBERS: readonly JewishNumber[] = ROWS.map(([id, number, counts, spellings, text, area, source]) => ({ id, number, counts, spellings, text, area, ...(source ? { source } : {}) }));
