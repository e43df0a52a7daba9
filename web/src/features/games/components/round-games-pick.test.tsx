import { KOSHER_FOODS, KOSHER_GROUPS } from '@morah/contracts/games/kosher-foods';
import { buildPatternRounds } from '@morah/contracts/games/parsha-pattern';
import { SEQUENCE_PUZZLES } from '@morah/contracts/games/hebrew-sequences';
import { LOGIC_PUZZLES } from '@morah/contracts/games/talmud-logic-puzzles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';

/** The same sequence of 'random' numbers each time it is started: the test knows the rounds the game deals. */
function seeded(seed = 7) {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return (state - 1) / 2147483646;
  };
}

/** Each game's route and the right answer of its first round (dealt from the same seed). */
const GAMES = [
  { name: 'Talmudic Logic Puzzles', route: '/games/talmud-logic', firstRight: () => LOGIC_PUZZLES[0]!.correctAnswer },
  { name: 'Hebrew Letter Sequences', route: '/games/hebrew-sequence', firstRight: () => SEQUENCE_PUZZLES[0]!.correctAnswer },
  { name: 'Parsha Pattern Detective', route: '/games/pattern-parsha', firstRight: () => buildPatternRounds(seeded())[0]!.correctAnswer },
  // The food on screen says which bin is right.
  { name: 'Kosher Kitchen Logic', route: '/games/kosher-logic', firstRight: () => KOSHER_GROUPS.indexOf(KOSHER_FOODS.find((f) => f.name === screen.getByRole('figure').textContent?.trim())!.group) },
];

describe('the round games: a child may change their pick until Submit Answer', () => {
  beforeAll(async () => {
    await import('@/app/routes/games');
  });

  for (const game of GAMES) {
    it(`${game.name}: a second tap moves the pick, shown by a mark and a word, and Submit judges the last pick`, async () => {
      const random = seeded();
      vi.spyOn(Math, 'random').mockImplementation(random);
      const user = userEvent.setup();
      renderApp({ route: game.route });
      const choices = await screen.findByRole('group', { name: 'Choices' });
      const right = game.firstRight();
      const options = within(choices).getAllByRole('button');
      const wrong = right === 0 ? 1 : 0;
      expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();

      await user.click(options[wrong]!);
      expect(options[wrong]).toHaveAttribute('aria-pressed', 'true');
      expect(within(options[wrong]!).getByText('Your pick')).toBeInTheDocument();
      expect(screen.getByText('You can change your pick until you press Submit Answer.')).toBeInTheDocument();
      for (const option of options) expect(option).toBeEnabled();

      await user.click(options[right]!);
      expect(options[right]).toHaveAttribute('aria-pressed', 'true');
      expect(options[wrong]).toHaveAttribute('aria-pressed', 'false');
      expect(within(options[wrong]!).queryByText('Your pick')).toBeNull();
      expect(within(options[right]!).getByText('Your pick')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
      expect(screen.getByText('Correct!')).toBeInTheDocument();
      expect(within(options[right]!).getByText('Right answer')).toBeInTheDocument();
      for (const option of options) expect(option).toBeDisabled();
    });
  }
});
