import { expect, type Page, test } from '@playwright/test';
import { consoleErrors } from './support/journeys';
import { signedInStudent } from './support/signed-in';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}s`;

const DEMOS = ['AI Tutor Chat', 'Achievement Badges', 'Learning Analytics', 'Hebrew Calligraphy', 'Interactive Quizzes', 'Jewish Calendar', 'Learning Paths', 'Avatar Studio', 'Executive Dashboard'];

/** From the default demo, every other demo in turn and back to the first: each opens in its panel, the page stays. */
async function openEveryDemo(page: Page) {
  const picker = page.getByRole('navigation', { name: 'Demos' });
  await expect(page.getByRole('heading', { level: 2, name: DEMOS[0] })).toBeVisible();
  for (const demo of [...DEMOS.slice(1), DEMOS[0]!, DEMOS[4]!]) {
    await picker.getByRole('button', { name: new RegExp(demo) }).click();
    await expect(page.getByRole('heading', { level: 2, name: demo })).toBeVisible();
    await expect(picker.getByRole('button', { name: new RegExp(demo) })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.page-loader')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Oops, something went wrong' })).toHaveCount(0);
    await expect(page.locator('.showcase-demo [role="alert"]')).toHaveCount(0);
  }
}

test('a visitor opens every demo of the showcase from the landing page, in turn and back', async ({ page }) => {
  const errors = consoleErrors(page);
  await page.goto('/');
  await page.getByRole('link', { name: 'Watch Demo' }).click();
  await expect(page).toHaveURL(/\/showcase$/);
  await openEveryDemo(page);
  expect(errors).toEqual([]);
});

test('a signed-in student opens every demo of the showcase, in turn and back', async ({ browser, baseURL }) => {
  const { page } = await signedInStudent(browser, baseURL!, run, 'Ayelet');
  const errors = consoleErrors(page);
  await page.goto('/showcase');
  await openEveryDemo(page);
  expect(errors).toEqual([]);
});
