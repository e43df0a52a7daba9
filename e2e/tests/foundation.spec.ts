import { type Page, expect, test } from '@playwright/test';
import { newPage, register } from './support/journeys';

const run = Date.now().toString(36);

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
}

test('a teacher opens a class, a student joins and earns XP live, a parent makes a child account', async ({ browser }) => {
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
  for (const link of ['Dashboard', 'Reader', 'Games', 'Coloring', 'Progress', 'Badges', 'Rewards', 'Profile']) {
    await expect(nav.getByRole('link', { name: link, exact: true })).toBeVisible();
  }
  await expect(student.getByRole('link', { name: 'Log In' })).toHaveCount(0);

  // A second tab of the same student, which only the live socket event can update.
  const secondTab = await student.context().newPage();
  await secondTab.goto('/');
  await expect(secondTab.getByTestId('xp-value')).toHaveText('0');

  await student.getByRole('button', { name: /30\s*minutes/ }).click();
  // 60 XP for the study time; a daily challenge it completes may add its reward on top.
  const xpOf = (page: Page) => async () => Number(await page.getByTestId('xp-value').textContent());
  await expect.poll(xpOf(student)).toBeGreaterThanOrEqual(60);
  await expect.poll(xpOf(secondTab)).toBeGreaterThanOrEqual(60);
  await expect(secondTab.getByTestId('level-value')).toHaveText('1');

  // The teacher sees the new student in the class after a refresh of the list.
  await teacher.reload();
  await expect(teacher.locator('.class-card').filter({ hasText: 'Aleph Class' }).getByText('Dovi')).toBeVisible();

  // A parent registers and creates a child account.
  const parent = await newPage(browser);
  await register(parent, 'Parent', { username: `ima_${run}`, firstName: 'Miriam', lastName: 'Katz' });
  await expect(parent).toHaveURL(/\/parent$/);
  const childForm = parent.getByRole('form', { name: 'Create a child account' });
  await childForm.getByLabel("Child's first name").fill('Eli');
  await childForm.getByLabel("Child's last name").fill('Katz');
  await childForm.getByLabel('Username for your child').fill(`eli_${run}`);
  await childForm.getByLabel('Password for your child').fill('password123');
  await childForm.getByRole('button', { name: 'Create Account' }).click();
  await expect(parent.locator('main').getByText('Eli Katz').first()).toBeVisible();

  // Everyone logs out.
  await logOut(teacher);
  await logOut(student);
  await logOut(parent);
});

test('a signed-out visitor sees the landing page and Page Not Found for unknown paths', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'The AI Torah Tutor' })).toBeVisible();
  await page.goto('/no-such-page');
  await expect(page.getByText('Page Not Found')).toBeVisible();
});
