/**
 * Shabbat Scene Puzzle: three scenes of 4, 5 and 6 pieces. Positions are on a board 600 wide and 320
 * high (20rem), scaled to the screen; a piece's (correctX, correctY) is where its top-left corner belongs.
 */
import type { PuzzleDifficulty } from '@morah/contracts';

export const BOARD_WIDTH = 600;
export const BOARD_HEIGHT = 320;
export const PIECE_SIZE = 96;

export interface ScenePiece {
  id: string;
  label: string;
  /** The picture on the piece (an emoji, which every device draws). */
  image: string;
  width: number;
  height: number;
  correctX: number;
  correctY: number;
}

export interface PuzzleScene {
  id: 'friday-night-table' | 'candle-lighting' | 'family-gathering';
  title: string;
  description: string;
  difficulty: PuzzleDifficulty;
  /** A CSS background for the board, drawn without image files. */
  backgroundImage: string;
  completionMessage: string;
  pieces: readonly ScenePiece[];
}

const piece = (id: string, label: string, image: string, correctX: number, correctY: number): ScenePiece => ({ id, label, image, width: PIECE_SIZE, height: PIECE_SIZE, correctX, correctY });

export const SHABBAT_SCENES: readonly PuzzleScene[] = [
  {
    id: 'friday-night-table',
    title: 'The Friday Night Table',
    description: 'Set the Shabbat table: candles, challah, the kiddush cup and flowers.',
    difficulty: 'Easy',
    backgroundImage: 'linear-gradient(180deg, #fdf6e3 0%, #fdf6e3 55%, #e8d5b0 55%, #d9c095 100%)',
    completionMessage: 'The table is ready! Shabbat Shalom!',
    pieces: [
      piece('candles', 'Shabbat candles', '🕯️', 40, 40),
      piece('challah', 'Two challot under a cover', '🍞', 190, 180),
      piece('kiddush-cup', 'Kiddush cup', '🍷', 330, 180),
      piece('flowers', 'Flowers for Shabbat', '💐', 470, 40),
    ],
  },
  {
    id: 'candle-lighting',
    title: 'Lighting the Candles',
    description: 'Friday before sunset: tzedakah, the candles, covering the eyes and the blessing.',
    difficulty: 'Medium',
    backgroundImage: 'linear-gradient(180deg, #fbd38d 0%, #f6ad55 45%, #c05621 100%)',
    completionMessage: 'The candles are glowing. Welcome, Shabbat!',
    pieces: [
      piece('sunset', 'The sun setting on Friday', '🌇', 20, 20),
      piece('tzedakah', 'A coin for tzedakah', '🪙', 150, 200),
      piece('candles', 'The Shabbat candles', '🕯️', 260, 60),
      piece('eyes', 'Covering the eyes', '🙈', 380, 200),
      piece('blessing', 'The blessing in the siddur', '📖', 490, 30),
    ],
  },
  {
    id: 'family-gathering',
    title: 'The Family Gathering',
    description: 'Everyone around the table: guests, songs, soup, challah and a Torah thought.',
    difficulty: 'Hard',
    backgroundImage: 'linear-gradient(180deg, #e9d8fd 0%, #e9d8fd 50%, #b794f4 50%, #9f7aea 100%)',
    completionMessage: 'What a Shabbat! Good food, good friends and good words.',
    pieces: [
      piece('family', 'The family together', '👨‍👩‍👧‍👦', 20, 30),
      piece('guests', 'Welcoming guests', '🤝', 180, 20),
      piece('songs', 'Singing zemirot', '🎶', 340, 30),
      piece('torah', 'A thought from the parsha', '📜', 490, 20),
      piece('soup', 'Chicken soup', '🍲', 120, 200),
      piece('challah', 'Challah', '🍞', 380, 200),
    ],
  },
];
