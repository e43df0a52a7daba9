import { LOGIC_PUZZLES } from '@morah/contracts/games/talmud-logic-puzzles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

describe('Talmudic Logic Puzzles', () => {
  it('shows Submit only after a choice, locks the answer, shows the hint once, and posts the result at the end', async () => {
    const posted: unknown[] = [];
    const user = userEvent.setup();
    renderApp({
      user: buildUser({ role: 'student' }),
      route: '/games/talmud-logic',
      api: {
        'POST /api/games/talmud-logic-puzzles/results': ({ body }) => {
          posted.push(body);
          return { body: { score: 145, xpGained: 145, dailyCapReached: false, completed: true, bestScore: 145, newBest: true } };
        },
      },
    });
    await screen.findByRole('heading', { name: LOGIC_PUZZLES[0]!.title });
    expect(screen.queryByRole('button', { name: 'Submit Answer' })).toBeNull();

    // The first puzzle with the hint: 20 - 5 points.
    await user.click(screen.getByRole('button', { name: 'Show Hint (−5 points)' }));
    expect(screen.getByText(LOGIC_PUZZLES[0]!.hint)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hint' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Show Hint/ })).toBeNull();

    for (const [i, puzzle] of LOGIC_PUZZLES.entries()) {
      await screen.findByRole('heading', { name: puzzle.title });
      const choices = screen.getByRole('group', { name: 'Choices' });
      await user.click(choices.querySelectorAll('button')[puzzle.correctAnswer]!);
      await user.click(screen.getByRole('button', { name: 'Submit Answer' }));
      expect(screen.getByText('Correct!')).toBeInTheDocument();
      expect(screen.getByText(puzzle.explanation)).toBeInTheDocument();
      // Locked: the choices cannot change after Submit.
      for (const b of choices.querySelectorAll('button')) expect(b).toBeDisabled();
      await user.click(screen.getByRole('button', { name: i === LOGIC_PUZZLES.length - 1 ? 'Complete' : 'Next' }));
    }

    expect(await screen.findByRole('heading', { name: 'Talmid Chacham!' })).toBeInTheDocument();
    expect(screen.getByTestId('round-final-score')).toHaveTextContent('Final Score: 145');
    expect(screen.getByText('Logic Master Badge Earned!')).toBeInTheDocument();
    expect(await screen.findByText('+145 XP Earned')).toBeInTheDocument();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ score: 145, rounds: [{ correct: true, hintUsed: true }, ...Array(4).fill({ correct: true, hintUsed: false })] });
  });
});
