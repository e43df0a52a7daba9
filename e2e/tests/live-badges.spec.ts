import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';

const run = `${Date.now().toString(36)}b`;

/** Set-up through the API, as the app itself would call it (same origin, session cookie kept). */
async function api(request: APIRequestContext, baseURL: string, path: string, data: object) {
  const res = await request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return res.json();
}

async function signedIn(browser: Browser, baseURL: string, body: object) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reg = await api(page.request, baseURL, '/api/auth/register', { password: 'password123', ...body });
  return { page, user: reg.user };
}

test("a parent's dashboard shows the child's new badge live, while the child earns it", async ({ browser, baseURL }) => {
  const base = baseURL!;
  const teacher = await signedIn(browser, base, { username: `rav_${run}`, firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await api(teacher.page.request, base, '/api/classes', { name: 'Gimel Class' });
  const student = await signedIn(browser, base, { username: `noa_${run}`, firstName: 'Noa', lastName: 'Levi', role: 'student', classCode: cls.class.joinCode });
  const parent = await signedIn(browser, base, { username: `abba_${run}`, firstName: 'David', lastName: 'Levi', role: 'parent' });
  await api(parent.page.request, base, '/api/parent/links', { linkCode: student.user.linkCode });

  // The parent watches the dashboard: Noa has not started, so it shows labelled sample figures.
  await parent.page.goto('/parent');
  await expect(parent.page.getByRole('heading', { name: 'Noa Levi' })).toBeVisible();
  const sampleNote = parent.page.getByText("These are sample figures, to show what you will see here. They turn into Noa's real progress once Noa starts learning.");
  await expect(sampleNote).toBeVisible();
  const achievements = parent.page.getByRole('region', { name: 'Recent Achievements' });

  // The child asks Morah a first question.
  await student.page.goto('/student');
  await student.page.getByRole('button', { name: /Chat with Morah AI/ }).click();
  const input = student.page.getByRole('dialog').getByRole('textbox', { name: 'Message to Morah AI' });
  await input.fill('Shalom Morah! What is this week\u2019s parsha?');
  await input.press('Enter');

  // The child celebrates...
  await expect(student.page.getByRole('dialog', { name: /You earned a badge! Shalom Friend/ })).toBeVisible({ timeout: 15_000 });

  // ...and the parent's page, never reloaded, says so and shows the badge.
  await expect(parent.page.getByText('Noa earned a badge: Shalom Friend!')).toBeVisible({ timeout: 15_000 });
  await expect(sampleNote).toHaveCount(0);
  await expect(achievements.getByRole('img', { name: /Shalom Friend/ })).toBeVisible();
});
