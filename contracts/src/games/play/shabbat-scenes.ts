/**
 * Shabbat Scene Puzzle: three scenes of 4, 5 and 6 pieces. Positions are on a board 600 wide and 320
 * high (20rem), scaled to the screen; a piece's (correctX, correctY) is where its top-left corner belongs.
 */
import type { PuzzleDifficulty } from '../round-rules';

export const BOARD_WIDTH = 600;
export const BOARD_HEIGHT = 320;
export const PIECE_SIZE = 96;

export interface ScenePiece {
  id: string;
  label: string;
  /** The name of the picture drawn on the piece (one of the web app's SVG drawings). */
  picture: string;
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

const piece = (id: string, label: string, picture: string, correctX: number, correctY: number): ScenePiece => ({ id, label, picture, width: PIECE_SIZE, height: PIECE_SIZE, correctX, correctY });

export const SHABBAT_SCENES: readonly PuzzleScene[] = [
  {
    id: 'friday-night-table',
    title: 'The Friday Night Table',
    description: 'Set the Shabbat table: candles, challah, the kiddush cup and flowers.',
    difficulty: 'Easy',
    backgroundImage: 'linear-gradient(180deg, #fdf6e3 0%, #fdf6e3 55%, #e8d5b0 55%, #d9c095 100%)',
    completionMessage: 'The table is ready! Shabbat Shalom!',
    pieces: [
      piece('candles', 'Shabbat candles', 'candles', 40, 40),
      piece('challah', 'Two challot under a cover', 'challah', 190, 180),
      piece('kiddush-cup', 'Kiddush cup', 'kiddush-cup', 330, 180),
      piece('flowers', 'Flowers for Shabbat', 'flowers', 470, 40),
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
      piece('sunset', 'The sun setting on Friday', 'sunset', 20, 20),
      piece('tzedakah', 'A coin for tzedakah', 'coin', 150, 200),
      piece('candles', 'The Shabbat candles', 'candles', 260, 60),
      piece('eyes', 'Covering the eyes', 'covered-eyes', 380, 200),
      piece('blessing', 'The blessing in the siddur', 'siddur', 490, 30),
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
      piece('family', 'The family together', 'family', 20, 30),
      piece('guests', 'Welcoming guests', 'handshake', 180, 20),
      piece('songs', 'Singing zemirot', 'music', 340, 30),
      piece('torah', 'A thought from the parsha', 'scroll', 490, 20),
      piece('soup', 'Chicken soup', 'soup', 120, 200),
      piece('challah', 'Challah', 'challah', 380, 200),
    ],
  },
];
