import { PatternGame } from '@/features/games/components/pattern-game';
import '@/features/games/games.css';

export const PatternParshaRoute = PatternGame;
