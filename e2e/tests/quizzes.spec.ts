import { expect, test } from '@playwright/test';
import { noteShownTexts, shownTexts } from './support/journeys';
import { signedInStudent } from './support/signed-in';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}q`;

test('a child asks for a quiz, watches it arrive, takes it, and sees the results and the XP', async ({ browser, baseURL }) => {
  const { page } = await signedInStudent(browser, baseURL!, run, 'Dina');

  await page.goto('/games');
  await page.getByRole('link', { name: /Quiz time!/ }).click();
  await expect(page).toHaveURL(/\/quiz-generator$/);
  await expect(page.getByText('No quizzes yet. Generate your first AI-powered quiz!')).toBeVisible();
  const generate = page.getByRole('button', { name: 'Generate AI Quiz' });
  await expect(generate).toBeDisabled();

  await page.getByRole('radio', { name: /Hebrew/ }).click();
  await page.getByRole('radio', { name: /Beginner/ }).click();
  await page.getByLabel('Number of questions').selectOption('3');
  await generate.click();

  // The workers write it; the page hears it is ready and goes there.
  await expect(page.getByText('Quiz Generated!')).toBeVisible();
  await expect(page.getByText('Your Hebrew quiz is ready with 3 questions.')).toBeVisible();
  await expect(page).toHaveURL(/\/quiz\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Hebrew Letters Quiz', level: 1 })).toBeVisible();

  const next = page.getByRole('button', { name: 'Next' });
  for (let n = 1; n <= 3; n++) {
    await expect(page.getByText(`Question ${n} of 3`)).toBeVisible();
    const previous = page.getByRole('button', { name: 'Previous' });
    if (n === 1) await expect(previous).toBeDisabled();
    else await expect(previous).toBeEnabled();
    if (n < 3) await expect(next).toBeDisabled();
    await page.locator('.quiz-option').first().click();
    if (n < 3) await next.click();
  }
  // The toast stays a few seconds: the page notes it when it shows, however slowly the checks below run.
  await noteShownTexts(page, '.toast');
  await page.getByRole('button', { name: 'Submit Quiz' }).click();

  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  const score = Number((await page.getByTestId('quiz-score').textContent())!.replace('%', ''));
  const correct = Number((await page.getByTestId('quiz-correct').textContent())!.split('/')[0]);
  expect(score).toBe(Math.round((correct / 3) * 100));
  // 5 XP a question at full marks, scaled by the score, at least 5.
  const xp = Math.max(5, Math.round((3 * 5 * score) / 100));
  await expect(page.getByTestId('quiz-xp')).toHaveText(`+${xp}`);
  await expect.poll(() => shownTexts(page)).toContainEqual(expect.stringContaining(`You scored ${score}% and earned ${xp} XP!`));
  await expect(page.getByText('Correct answer:').first()).toBeVisible();

  // The results keep their own address: a reload shows them again, not the quiz as practice.
  await expect(page).toHaveURL(/\/quiz\/\d+\/results$/);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quiz Complete!' })).toBeVisible();
  await expect(page.getByTestId('quiz-score')).toHaveText(`${score}%`);
  await expect(page.getByText(/This round is for practice/)).toHaveCount(0);

  await page.getByRole('link', { name: 'Generate Another Quiz' }).click();
  await expect(page).toHaveURL(/\/quiz-generator$/);
  await expect(page.getByRole('link', { name: /Hebrew Letters Quiz/ })).toContainText(`${score}%`);
});
