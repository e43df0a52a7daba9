export * from '@morah/contracts/games/talmud-logic-puzzles';
export * from '@morah/contracts/games/hebrew-sequences';
export * from '@morah/contracts/games/memory-letters';
export * from '@morah/contracts/games/shabbat-scenes';
export * from '@morah/contracts/games/kosher-foods';
export * from '@morah/contracts/games/parsha-pattern';
export * from './game-rules';
export * from '../torah/parshiyot';
