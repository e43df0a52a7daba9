import { type Page, expect, test } from '@playwright/test';
import { isAvailableRoute, setViewerSignedIn } from '../../web/src/config/available-routes';
import { apiPost, createChildAccount, newPage, register } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(204);
}

test('a teacher opens a class, a student joins and earns XP live, a parent makes a child account', async ({ browser, baseURL }) => {
  // The teacher registers and creates a class.
  const teacher = await newPage(browser);
  await register(teacher, 'Teacher', { username: `morah_${run}`, firstName: 'Rivka', lastName: 'Cohen' });
  await expect(teacher).toHaveURL(/\/teacher$/);
  await expect(teacher.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  await teacher.getByLabel('New class name').fill('Aleph Class');
  await teacher.getByRole('button', { name: 'Create Class' }).click();
  const code = (await teacher.locator('.class-card').filter({ hasText: 'Aleph Class' }).locator('.share-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z0-9]{8}$/);

  // A student registers with the code and gets the student top bar.
  const student = await newPage(browser);
  await register(student, 'Student', { username: `dovi_${run}`, firstName: 'Dovi', lastName: 'Katz', classCode: code });
  await expect(student.getByRole('heading', { name: 'Shalom, Dovi!' })).toBeVisible();
  const nav = student.getByRole('navigation', { name: 'Main' });
  // The spec's student links, each shown once its page exists (for a signed-in viewer).
  setViewerSignedIn(true);
  const studentLinks = { Dashboard: '/', Reader: '/parsha', Games: '/games', Coloring: '/coloring', Progress: '/student', Badges: '/badges', Rewards: '/gamification', Profile: '/profile' };
  for (const [link, path] of Object.entries(studentLinks)) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toHaveCount(isAvailableRoute(path) ? 1 : 0);
  }
  await expect(student.getByRole('link', { name: 'Log In' })).toHaveCount(0);

  // A second tab of the same student, which only the live socket event can update.
  const secondTab = await student.context().newPage();
  await secondTab.goto('/');
  await expect(secondTab.getByTestId('xp-value')).toHaveText('0');

  // Study time is believed only as long as the child has been here: 30 minutes a moment after joining is refused, kindly.
  await student.getByRole('button', { name: /30\s*minutes/ }).click();
  await expect(student.getByText('Not so fast! You signed in less than a minute ago. Keep learning, and save your time a little later.')).toBeVisible();
  await expect(student.getByTestId('xp-value')).toHaveText('0');
  // A parsha reading pays 15 XP (a daily challenge it completes may add its reward on top), heard live in both tabs.
  await apiPost(student.request, baseURL!, '/api/learning/record-activity', { activityType: 'parsha', idempotencyKey: `parsha-${run}` });
  const xpOf = (page: Page) => async () => Number(await page.getByTestId('xp-value').textContent());
  await expect.poll(xpOf(student)).toBeGreaterThanOrEqual(15);
  await expect.poll(xpOf(secondTab)).toBeGreaterThanOrEqual(15);
  await expect(secondTab.getByTestId('level-value')).toHaveText('1');

  // The teacher sees the new student in the class after a refresh of the list.
  await teacher.reload();
  await expect(teacher.locator('.class-card').filter({ hasText: 'Aleph Class' }).getByText('Dovi')).toBeVisible();

  // A parent registers and creates a child account.
  const parent = await newPage(browser);
  await register(parent, 'Parent', { username: `ima_${run}`, firstName: 'Miriam', lastName: 'Katz' });
  await expect(parent).toHaveURL(/\/parent$/);
  await createChildAccount(parent, { firstName: 'Eli', lastName: 'Katz', username: `eli_${run}` });
  await expect(parent.locator('main').getByText('Eli Katz').first()).toBeVisible();

  // Everyone logs out.
  await logOut(teacher);
  await logOut(student);
  await logOut(parent);
});

test.describe('in full motion', () => {
  // The other journeys run with reduced motion (see playwright.config.ts); the landing page, with its
  // particle background, is also visited as most children see it.
  test.use({ reducedMotion: 'no-preference' });
  test('a signed-out visitor sees the landing page and Page Not Found for unknown paths', async ({ page }) => {
    await page.goto('/');
    expect(await page.evaluate(() => window.matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(false);
    await expect(page.locator('canvas').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'The AI Torah Tutor' })).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText('Page Not Found')).toBeVisible();
  });
});

test('a signed-out visitor sees the landing page and Page Not Found for unknown paths, in reduced motion', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The AI Torah Tutor' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
