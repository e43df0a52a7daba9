export * from './talmud-logic-puzzles';
export * from './hebrew-sequences';
export * from './memory-letters';
export * from './shabbat-scenes';
export * from './kosher-foods';
export * from './parsha-pattern';
export * from './game-rules';
export * from '../torah/parshiyot';
