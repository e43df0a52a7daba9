import type { IconName } from '@/components/ui/icon';

/** The 25 tiles of Torah Academy: a picture, a Hebrew word with its vowel points, and what it means. */
export interface AcademyTile {
  id: string;
  picture: IconName;
  hebrew: string;
  english: string;
}

export const ACADEMY_TILES: readonly AcademyTile[] = [
  { id: 'torah', picture: 'scroll', hebrew: 'תּוֹרָה', english: 'Torah' },
  { id: 'ner', picture: 'candle', hebrew: 'נֵר', english: 'candle' },
  { id: 'lechem', picture: 'challah', hebrew: 'לֶחֶם', english: 'bread' },
  { id: 'yayin', picture: 'kiddush-cup', hebrew: 'יַיִן', english: 'wine' },
  { id: 'menorah', picture: 'menorah', hebrew: 'מְנוֹרָה', english: 'menorah' },
  { id: 'bayit', picture: 'house', hebrew: 'בַּיִת', english: 'house' },
  { id: 'sefer', picture: 'book', hebrew: 'סֵפֶר', english: 'book' },
  { id: 'shemesh', picture: 'sun', hebrew: 'שֶׁמֶשׁ', english: 'sun' },
  { id: 'yareach', picture: 'moon', hebrew: 'יָרֵחַ', english: 'moon' },
  { id: 'kochav', picture: 'star', hebrew: 'כּוֹכָב', english: 'star' },
  { id: 'etz', picture: 'tree', hebrew: 'עֵץ', english: 'tree' },
  { id: 'mayim', picture: 'drop', hebrew: 'מַיִם', english: 'water' },
  { id: 'tapuach', picture: 'apple', hebrew: 'תַּפּוּחַ', english: 'apple' },
  { id: 'dvash', picture: 'honey', hebrew: 'דְּבַשׁ', english: 'honey' },
  { id: 'keves', picture: 'sheep', hebrew: 'כֶּבֶשׂ', english: 'sheep' },
  { id: 'aryeh', picture: 'lion', hebrew: 'אַרְיֵה', english: 'lion' },
  { id: 'yonah', picture: 'dove', hebrew: 'יוֹנָה', english: 'dove' },
  { id: 'lev', picture: 'heart', hebrew: 'לֵב', english: 'heart' },
  { id: 'shalom', picture: 'hand', hebrew: 'שָׁלוֹם', english: 'hello and peace' },
  { id: 'todah', picture: 'hands', hebrew: 'תּוֹדָה', english: 'thank you' },
  { id: 'keshet', picture: 'rainbow', hebrew: 'קֶשֶׁת', english: 'rainbow' },
  { id: 'shofar', picture: 'shofar', hebrew: 'שׁוֹפָר', english: 'shofar' },
  { id: 'lulav', picture: 'lulav', hebrew: 'לוּלָב', english: 'lulav' },
  { id: 'etrog', picture: 'etrog', hebrew: 'אֶתְרוֹג', english: 'etrog' },
  { id: 'sukkah', picture: 'sukkah', hebrew: 'סֻכָּה', english: 'sukkah' },
];

/** A round of the finding game: a word to find, never the same as the one just found. */
export function nextTarget(tiles: readonly AcademyTile[], previousId: string | null, random: () => number = Math.random): AcademyTile {
  const pool = tiles.length > 1 ? tiles.filter((t) => t.id !== previousId) : tiles;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))]!;
}

/** Each tile a note of the pentatonic scale over two octaves from C4, so any run of taps sounds friendly. */
export function tileFrequency(index: number): number {
  const steps = [0, 2, 4, 7, 9];
  const position = ((index % 10) + 10) % 10;
  const semitones = Math.floor(position / steps.length) * 12 + steps[position % steps.length]!;
  return 261.63 * 2 ** (semitones / 12);
}
