import type { QuizResponse } from '@morah/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { renderApp } from '@/testing/render-app';

const student = buildUser({ role: 'student' });
const quiz: QuizResponse = {
  quiz: { id: 7, studentId: student.id, title: 'Hebrew Letters Quiz', description: 'Beginner: 2 questions about the alef-bet.', category: 'hebrew', difficulty: 'beginner', timeLimit: 5, totalQuestions: 2, status: 'ready', createdAt: new Date().toISOString(), score: null },
  questions: [
    { question: 'What is the name of the letter ב?', options: ['Bet', 'Gimel', 'Alef', 'Dalet'] },
    { question: 'Which letter comes right after א?', options: ['ג Gimel', 'ב Bet', 'ד Dalet', 'ה Hei'] },
  ],
};

describe('the quiz page', () => {
  it('keeps an answer per question, follows the Previous and Next rules, submits, and shows the review', async () => {
    const sent: unknown[] = [];
    const user = userEvent.setup();
    renderApp({
      user: student,
      route: '/quiz/7',
      api: {
        'GET /api/quizzes/7': { body: quiz },
        'POST /api/quizzes/7/attempt': ({ body }) => {
          sent.push(body);
          return {
            body: {
              score: 50, correctAnswers: 1, totalQuestions: 2, xpGained: 5,
              review: [
                { question: quiz.questions[0]!.question, options: quiz.questions[0]!.options, correctAnswer: 0, selectedAnswer: 0, isCorrect: true, explanation: 'ב is Bet.' },
                { question: quiz.questions[1]!.question, options: quiz.questions[1]!.options, correctAnswer: 1, selectedAnswer: 2, isCorrect: false, explanation: 'After Alef comes Bet.' },
              ],
            },
          };
        },
      },
    });
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: /Bet/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Question 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Quiz' })).toBeDisabled();
    // Back and forth keeps the first answer.
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: /Bet/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('radio', { name: /Dalet/ }));
    await user.click(screen.getByRole('button', { name: 'Submit Quiz' }));

    expect(await screen.findByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ answers: '[0,2]' });
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('50%');
    expect(screen.getByTestId('quiz-correct')).toHaveTextContent('1/2');
    expect(screen.getByTestId('quiz-xp')).toHaveTextContent('+5');
    expect(screen.getByText('After Alef comes Bet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate Another Quiz' })).toHaveAttribute('href', '/quiz-generator');
    await waitFor(() => expect(screen.getByText('You scored 50% and earned 5 XP!')).toBeInTheDocument());
  }, 30_000);

  it('says when a quiz does not exist', async () => {
    renderApp({ user: student, route: '/quiz/99', api: { 'GET /api/quizzes/99': { status: 404, body: { error: { code: 'not_found', message: "The quiz you're looking for doesn't exist." } } } } });
    expect(await screen.findByRole('heading', { name: 'Quiz Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The quiz you're looking for doesn't exist.")).toBeInTheDocument();
  });
});
