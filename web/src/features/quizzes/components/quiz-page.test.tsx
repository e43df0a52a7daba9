import type { QuizResponse } from '@morah/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser } from '@/testing/build-user';
import { sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/testing/render-app';

const student = buildUser({ role: 'student' });
const quiz: QuizResponse = {
  quiz: { id: 7, studentId: student.id, title: 'Hebrew Letters Quiz', description: 'Beginner: 2 questions about the alef-bet.', category: 'hebrew', difficulty: 'beginner', timeLimit: 5, totalQuestions: 2, status: 'ready', createdAt: new Date().toISOString(), score: null },
  questions: [
    { question: 'What is the name of the letter ב?', options: ['Bet', 'Gimel', 'Alef', 'Dalet'] },
    { question: 'Which letter comes right after א?', options: ['ג Gimel', 'ב Bet', 'ד Dalet', 'ה Hei'] },
  ],
};

const writing: QuizResponse = { quiz: { ...quiz.quiz, status: 'generating' }, questions: [] };

afterEach(() => {
  vi.useRealTimers();
});

/** `/quiz/7` while Morah writes it; the quiz is read as `current()` says, with no polling unless a test moves the clock. */
async function renderWriting(current: () => QuizResponse) {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  const rendered = renderApp({ user: student, route: '/quiz/7', api: { 'GET /api/quizzes/7': () => ({ body: current() }) } });
  expect(await screen.findByText('Morah is writing your quiz...')).toBeInTheDocument();
  await waitFor(() => expect(rendered.socket.listenerCount('quiz:ready')).toBe(1));
  return { ...rendered, reads: () => sentBodies(rendered.fetchMock, 'GET /api/quizzes/7').length };
}

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
    // The results page of their own, with the way back to the quiz for practice.
    expect(screen.getByRole('link', { name: 'Take This Quiz Again' })).toHaveAttribute('href', '/quiz/7');
    await waitFor(() => expect(screen.getByText('You scored 50% and earned 5 XP!')).toBeInTheDocument());
  });

  it('shows the results again at /quiz/7/results after a reload, not the quiz as practice', async () => {
    const result = {
      score: 50, correctAnswers: 1, totalQuestions: 2, xpGained: 5,
      review: [
        { question: quiz.questions[0]!.question, options: quiz.questions[0]!.options, correctAnswer: 0, selectedAnswer: 0, isCorrect: true, explanation: 'ב is Bet.' },
        { question: quiz.questions[1]!.question, options: quiz.questions[1]!.options, correctAnswer: 1, selectedAnswer: 2, isCorrect: false, explanation: 'After Alef comes Bet.' },
      ],
    };
    renderApp({
      user: student,
      route: '/quiz/7/results',
      api: { 'GET /api/quizzes/7': { body: { ...quiz, quiz: { ...quiz.quiz, score: 50 } } }, 'GET /api/quizzes/7/attempts/latest': { body: result } },
    });
    expect(await screen.findByRole('heading', { name: 'Quiz Complete!' })).toBeInTheDocument();
    expect(screen.getByTestId('quiz-score')).toHaveTextContent('50%');
    expect(screen.getByText('After Alef comes Bet.')).toBeInTheDocument();
    expect(screen.queryByText(/This round is for practice/)).toBeNull();
    expect(screen.queryByText('Question 1 of 2')).toBeNull();
  });

  it('says a quiz not taken yet has no results, and offers to take it', async () => {
    renderApp({
      user: student,
      route: '/quiz/7/results',
      api: { 'GET /api/quizzes/7': { body: quiz }, 'GET /api/quizzes/7/attempts/latest': { status: 404, body: { error: { code: 'not_found', message: 'This quiz has not been taken yet.' } } } },
    });
    expect(await screen.findByText('This quiz has not been taken yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take the Quiz' })).toHaveAttribute('href', '/quiz/7');
  });

  it('says when a quiz does not exist', async () => {
    renderApp({ user: student, route: '/quiz/99', api: { 'GET /api/quizzes/99': { status: 404, body: { error: { code: 'not_found', message: "The quiz you're looking for doesn't exist." } } } } });
    expect(await screen.findByRole('heading', { name: 'Quiz Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The quiz you're looking for doesn't exist.")).toBeInTheDocument();
  });

  it('shows how far a quiz being written is, live, and reads it again once it is ready', async () => {
    let current = writing;
    const { socket, reads } = await renderWriting(() => current);
    act(() => socket.serverEmit('quiz:progress', { quizId: 7, percent: 40, message: 'Checking the questions...' }));
    expect(await screen.findByText('Checking the questions...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Writing your quiz' })).toHaveAttribute('aria-valuenow', '40');
    // Another quiz's notices say nothing here.
    const before = reads();
    act(() => {
      socket.serverEmit('quiz:progress', { quizId: 8, percent: 90, message: 'Almost ready...' });
      socket.serverEmit('quiz:ready', { quizId: 8, title: 'Another', category: 'torah', totalQuestions: 3 });
    });
    expect(screen.getByText('Checking the questions...')).toBeInTheDocument();
    expect(reads()).toBe(before);

    current = quiz;
    act(() => socket.serverEmit('quiz:ready', { quizId: 7, title: quiz.quiz.title, category: 'hebrew', totalQuestions: 2 }));
    expect(await screen.findByText('Question 1 of 2')).toBeInTheDocument();
  });

  it('reads a quiz being written again when the socket says it failed', async () => {
    let current = writing;
    const { socket } = await renderWriting(() => current);
    current = { ...writing, quiz: { ...writing.quiz, status: 'failed' } };
    act(() => socket.serverEmit('quiz:failed', { quizId: 7, message: 'Morah could not write this quiz.' }));
    expect(await screen.findByText("Morah could not write this quiz. Let's make a new one!")).toBeInTheDocument();
  });

  it('ignores a malformed quiz notice', async () => {
    let current = writing;
    const { socket, reads } = await renderWriting(() => current);
    const before = reads();
    current = quiz;
    act(() => {
      socket.serverEmit('quiz:progress', { quizId: 7, percent: '95', message: 'Not from Morah' } as never);
      socket.serverEmit('quiz:progress', { quizId: 'x', percent: 60 } as never);
      socket.serverEmit('quiz:ready', { quizId: 7 } as never);
      socket.serverEmit('quiz:failed', { quizId: 7, message: 42 } as never);
      socket.serverEmit('quiz:ready', undefined as never);
      // A barrier: a good notice sent after them must be what the page shows.
      socket.serverEmit('quiz:progress', { quizId: 7, percent: 40, message: 'Checking the questions...' });
    });
    expect(await screen.findByText('Checking the questions...')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Writing your quiz' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.queryByText('Not from Morah')).not.toBeInTheDocument();
    // Not read again: the quiz is still shown as being written.
    expect(reads()).toBe(before);
    expect(screen.queryByText('Question 1 of 2')).not.toBeInTheDocument();
  });
});
