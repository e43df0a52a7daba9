import { describe, expect, it } from 'vitest';
import { BLESSINGS, findBlessing } from './blessings';
import { normalizeQuestion, stripNiqqud } from './normalize';

const find = (q: string) => findBlessing(normalizeQuestion(q))?.key;

describe('blessings and customs', () => {
  it.each([
    ['What blessing do we say on bread?', 'hamotzi'],
    ['What bracha for challah?', 'hamotzi'],
    ['What is challah?', 'challah'],
    ['What do I say before eating an apple?', 'haetz'],
    ['Which blessing for carrots?', 'haadama'],
    ['What bracha on cookies?', 'mezonot'],
    ['blessing for grape juice', 'hagafen'],
    ['What blessing do I say on water?', 'shehakol'],
    ['How do I light Chanukah candles?', 'chanukah-candles'],
    ['How do you light the menorah?', 'chanukah-candles'],
    ['How do we light Shabbat candles?', 'shabbat-candles'],
    ['What is havdalah?', 'havdalah'],
    ['When do we say Shehecheyanu?', 'shehecheyanu'],
    ['What is Modeh Ani?', 'modeh-ani'],
    ['Teach me the Shema', 'shema'],
    ['How do I do netilat yadayim?', 'netilat-yadayim'],
    ['Why do we have a mezuzah?', 'mezuzah'],
    ['What is tzedakah?', 'tzedakah'],
    ['Why do boys wear a kippah?', 'kippah'],
  ])('%j → %s', (question, key) => {
    expect(find(question)).toBe(key);
  });

  it('does not take a Torah story about water for a blessing question', () => {
    expect(find('Why did Moshe hit the rock to get water?')).toBeUndefined();
  });

  it('writes the Hebrew closing words with the right letters under the vowel points', () => {
    const expected: Record<string, string> = {
      hamotzi: 'המוציא לחם מן הארץ',
      mezonot: 'בורא מיני מזונות',
      hagafen: 'בורא פרי הגפן',
      haetz: 'בורא פרי העץ',
      haadama: 'בורא פרי האדמה',
      shehakol: 'שהכל נהיה בדברו',
      'shabbat-candles': 'להדליק נר של שבת',
      'netilat-yadayim': 'על נטילת ידים',
      shehecheyanu: 'שהחינו וקימנו והגיענו לזמן הזה',
    };
    for (const [key, plain] of Object.entries(expected)) {
      const entry = BLESSINGS.find((b) => b.key === key);
      const hebrew = entry?.answer.match(/\(([\u0590-\u05FF ]+)\)/)?.[1];
      expect(hebrew && stripNiqqud(hebrew), key).toBe(plain);
    }
  });

  it('ends every entry with exactly one question, and asks none in the answer itself', () => {
    for (const entry of BLESSINGS) {
      expect(entry.question.endsWith('?'), entry.key).toBe(true);
      expect(entry.answer.includes('?'), entry.key).toBe(false);
    }
  });
});
