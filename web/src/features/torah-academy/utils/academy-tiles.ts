/** The 25 tiles of Torah Academy: a picture, a Hebrew word with its vowel points, and what it means. */
export interface AcademyTile {
  id: string;
  emoji: string;
  hebrew: string;
  english: string;
}

export const ACADEMY_TILES: readonly AcademyTile[] = [
  { id: 'torah', emoji: '📜', hebrew: 'תּוֹרָה', english: 'Torah' },
  { id: 'ner', emoji: '🕯️', hebrew: 'נֵר', english: 'candle' },
  { id: 'lechem', emoji: '🍞', hebrew: 'לֶחֶם', english: 'bread' },
  { id: 'yayin', emoji: '🍷', hebrew: 'יַיִן', english: 'wine' },
  { id: 'menorah', emoji: '🕎', hebrew: 'מְנוֹרָה', english: 'menorah' },
  { id: 'bayit', emoji: '🏠', hebrew: 'בַּיִת', english: 'house' },
  { id: 'sefer', emoji: '📖', hebrew: 'סֵפֶר', english: 'book' },
  { id: 'shemesh', emoji: '☀️', hebrew: 'שֶׁמֶשׁ', english: 'sun' },
  { id: 'yareach', emoji: '🌙', hebrew: 'יָרֵחַ', english: 'moon' },
  { id: 'kochav', emoji: '⭐', hebrew: 'כּוֹכָב', english: 'star' },
  { id: 'etz', emoji: '🌳', hebrew: 'עֵץ', english: 'tree' },
  { id: 'mayim', emoji: '💧', hebrew: 'מַיִם', english: 'water' },
  { id: 'tapuach', emoji: '🍎', hebrew: 'תַּפּוּחַ', english: 'apple' },
  { id: 'dvash', emoji: '🍯', hebrew: 'דְּבַשׁ', english: 'honey' },
  { id: 'keves', emoji: '🐑', hebrew: 'כֶּבֶשׂ', english: 'sheep' },
  { id: 'aryeh', emoji: '🦁', hebrew: 'אַרְיֵה', english: 'lion' },
  { id: 'yonah', emoji: '🕊️', hebrew: 'יוֹנָה', english: 'dove' },
  { id: 'lev', emoji: '❤️', hebrew: 'לֵב', english: 'heart' },
  { id: 'shalom', emoji: '👋', hebrew: 'שָׁלוֹם', english: 'hello and peace' },
  { id: 'todah', emoji: '🙏', hebrew: 'תּוֹדָה', english: 'thank you' },
  { id: 'keshet', emoji: '🌈', hebrew: 'קֶשֶׁת', english: 'rainbow' },
  { id: 'shofar', emoji: '📯', hebrew: 'שׁוֹפָר', english: 'shofar' },
  { id: 'lulav', emoji: '🌿', hebrew: 'לוּלָב', english: 'lulav' },
  { id: 'etrog', emoji: '🍋', hebrew: 'אֶתְרוֹג', english: 'etrog' },
  { id: 'sukkah', emoji: '⛺', hebrew: 'סֻכָּה', english: 'sukkah' },
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
