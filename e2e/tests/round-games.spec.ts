import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

test('on a phone, a child changes their pick in a round game before Submit Answer, and Submit judges the last pick', async ({ page }) => {
  await page.goto('/games/talmud-logic');
  const options = page.getByRole('group', { name: 'Choices' }).getByRole('button');
  await expect(options).toHaveCount(4);
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toHaveCount(0);

  await options.nth(0).tap();
  await expect(options.nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(options.nth(0)).toContainText('Your pick');
  await expect(page.getByRole('button', { name: 'Submit Answer' })).toBeVisible();

  // Not locked: a second tap moves the pick.
  await options.nth(2).tap();
  await expect(options.nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(options.nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(options.nth(0)).not.toContainText('Your pick');

  await page.getByRole('button', { name: 'Submit Answer' }).tap();
  const feedback = page.getByRole('status').filter({ hasText: /Correct!|Not quite/ });
  await expect(feedback).toBeVisible();
  // Locked now, and judged on the second pick.
  for (let i = 0; i < 4; i++) await expect(options.nth(i)).toBeDisabled();
  const secondWasRight = (await options.nth(2).textContent())!.includes('Right answer');
  await expect(feedback).toContainText(secondWasRight ? 'Correct!' : 'Not quite.');
  if (!secondWasRight) await expect(options.nth(2)).toContainText('Your pick');
  await expect(page.getByRole('button', { name: 'Next' })).toBeVisible();
});
