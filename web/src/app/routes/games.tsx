import { GamesCatalogue } from '@/features/games/components/games-catalogue';
import { KosherGame } from '@/features/games/components/kosher-game';
import { LogicGame } from '@/features/games/components/logic-game';
import { MemoryGame } from '@/features/games/components/memory-game';
import { SequenceGame } from '@/features/games/components/sequence-game';
import { ShabbatPuzzle } from '@/features/games/components/shabbat-puzzle';
import { useUser } from '@/lib/auth';
import '@/features/games/games.css';

/** `/games`: the catalogue, for visitors and signed-in users alike. */
export function GamesRoute() {
  const { user } = useUser();
  return <GamesCatalogue user={user} />;
}

export const HebrewMemoryRoute = MemoryGame;
export const TalmudLogicRoute = LogicGame;
export const HebrewSequenceRoute = SequenceGame;
export const KosherLogicRoute = KosherGame;
export const ShabbatPuzzleRoute = ShabbatPuzzle;
