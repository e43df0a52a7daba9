import { expect, test } from '@playwright/test';
import { signedInStudent } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}r`;

test('a child opens a book, turns pages, leaves, comes back and lands on the same page', async ({ browser, baseURL }) => {
  const page = await signedInStudent(browser, baseURL!, run, 'Eli');

  await page.goto('/books');
  const books = page.getByRole('list', { name: 'Books' });
  await expect(books.getByRole('listitem')).toHaveCount(11);
  // Premium books are marked, locked for a child without Premium, with the way to it; search narrows the shelf on the page.
  await expect(books.getByText('This book is for Premium members.')).toHaveCount(3);
  const akiva = books.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Rabbi Akiva Learns at Forty' }) });
  await expect(akiva.getByRole('link', { name: /Read Now/ })).toHaveCount(0);
  await expect(akiva.getByRole('button', { name: 'Upgrade to Premium' })).toBeVisible();
  await page.getByPlaceholder('Search books, authors, or topics...').fill('shofar');
  await expect(books.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('link', { name: 'Read Now: The Little Shofar Who Was Shy' }).click();

  await expect(page.getByText('Page 1 of 8')).toBeVisible();
  await expect(page.getByText(/In the cupboard of a little synagogue/)).toBeVisible();
  const saves = () => page.waitForResponse((r) => r.url().endsWith('/api/reading-progress') && r.request().method() === 'POST');
  let saved = saves();
  await page.getByRole('button', { name: 'Next' }).click();
  await saved;
  saved = saves();
  await page.getByRole('button', { name: 'Page 4' }).click();
  await saved;
  await expect(page.getByText('Page 4 of 8')).toBeVisible();
  await expect(page.getByText('50%')).toBeVisible();
  await expect(page.getByText('The long shofar wears a bandage.')).toBeVisible();

  // Leave for the dashboard, then come back through the library.
  await page.getByRole('link', { name: 'Library' }).click();
  await expect(page.getByRole('heading', { name: 'Story Library', level: 1 })).toBeVisible();
  await page.goto('/student');
  await page.goto('/books/the-little-shofar');
  await expect(page.getByText('Page 4 of 8')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Page 4' })).toHaveAttribute('aria-current', 'page');

  // A bilingual book shows its Hebrew right to left, with vowel points.
  await page.goto('/books/shalom-friend');
  await page.getByRole('button', { name: 'Show Hebrew' }).click();
  const hebrew = page.getByText('שָׁלוֹם, חָבֵר! קוֹרְאִים לִי דָּנִי.');
  await expect(hebrew).toBeVisible();
  await expect(hebrew).toHaveAttribute('dir', 'rtl');

  // A premium book is kept for Premium members, kindly.
  await page.goto('/books/rabbi-akiva-learns-at-forty');
  await expect(page.getByRole('heading', { name: 'Rabbi Akiva Learns at Forty' })).toBeVisible();
  await expect(page.getByText(/This book is for Premium members/)).toBeVisible();
});
