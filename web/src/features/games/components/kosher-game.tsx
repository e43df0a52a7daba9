import { KOSHER_POINTS, kosherMessage } from '@morah/contracts';
import { KOSHER_GROUP_LABELS, KOSHER_GROUPS, pickKosherRound } from '@morah/contracts/games/kosher-foods';
import { asIconName, Icon } from '@/components/ui/icon';
import { GameFrame } from './game-frame';
import { type Round, RoundGame } from './round-game';


/** The bins' pictures, in the order of KOSHER_GROUPS: meat, dairy, pareve. */
const BIN_ICONS = ['drumstick', 'milk', 'carrot'] as const;

const rounds = (): Round[] =>
  pickKosherRound().map((food) => ({
    id: food.id,
    title: 'Meat, dairy or pareve?',
    points: KOSHER_POINTS,
    options: KOSHER_GROUPS.map((g) => KOSHER_GROUP_LABELS[g]),
    correctAnswer: KOSHER_GROUPS.indexOf(food.group),
    explanation: food.explanation,
    hint: food.hint,
    body: (
      <figure className="kosher-food">
        <Icon name={asIconName(food.picture, 'apple')} size={96} className="kosher-food__image" />
        <figcaption className="kosher-food__name">{food.name}</figcaption>
      </figure>
    ),
  }));

/** `/games/kosher-logic`: sort ten foods into the right kitchen bin (see README). */
export function KosherGame() {
  return (
    <GameFrame
      title="Kosher Kitchen Logic"
      intro="In a kosher kitchen, meat and dairy are kept apart. Pareve foods go with both! Pick the right bin for each food."
    >
      <RoundGame gameId="kosher-logic" makeRounds={rounds} message={kosherMessage} badgeLine="Kitchen Helper Badge Earned!" optionsClassName="round-options--bins" optionIcons={BIN_ICONS} />
    </GameFrame>
  );
}
