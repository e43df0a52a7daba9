import { expect, test } from '@playwright/test';
import { apiPost, noteShownTexts, shownTexts, signedIn } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}b`;

test("a parent's dashboard shows the child's new badge live, while the child earns it", async ({ browser, baseURL }) => {
  const base = baseURL!;
  const teacher = await signedIn(browser, base, { username: `rav_${run}`, firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await apiPost(teacher.page.request, base, '/api/classes', { name: 'Gimel Class' });
  const student = await signedIn(browser, base, { username: `noa_${run}`, firstName: 'Noa', lastName: 'Levi', role: 'student', classCode: cls.class.joinCode });
  const parent = await signedIn(browser, base, { username: `abba_${run}`, firstName: 'David', lastName: 'Levi', role: 'parent' });
  await apiPost(parent.page.request, base, '/api/parent/links', { linkCode: student.user.linkCode });

  // The parent watches the dashboard: Noa has not started, so it shows labelled sample figures.
  await parent.page.goto('/parent');
  await expect(parent.page.getByRole('heading', { name: 'Noa Levi' })).toBeVisible();
  const sampleNote = parent.page.getByText("These are sample figures, to show what you will see here. They turn into Noa's real progress once Noa starts learning.");
  await expect(sampleNote).toBeVisible();
  const achievements = parent.page.getByRole('region', { name: 'Recent Achievements' });
  // The toast and the popup show for a few seconds only: each page notes what it showed.
  await noteShownTexts(parent.page, '[role="status"]');

  // The child asks Morah a first question.
  await student.page.goto('/student');
  await noteShownTexts(student.page, 'dialog, [role="dialog"]');
  await student.page.getByRole('button', { name: /Chat with Morah AI/ }).click();
  const input = student.page.getByRole('dialog').getByRole('textbox', { name: 'Message to Morah AI' });
  await input.fill('Shalom Morah! What is this week\u2019s parsha?');
  await input.press('Enter');

  // The child celebrates...
  await expect.poll(() => shownTexts(student.page)).toContainEqual(expect.stringContaining('You earned a badge!'));
  expect((await shownTexts(student.page)).find((t) => t.includes('You earned a badge!'))).toContain('Shalom Friend');

  // ...and the parent's page, never reloaded, says so and shows the badge.
  await expect.poll(() => shownTexts(parent.page)).toContainEqual(expect.stringContaining('Noa earned a badge: Shalom Friend!'));
  await expect(sampleNote).toHaveCount(0);
  await expect(achievements.getByRole('img', { name: /Shalom Friend/ })).toBeVisible();
});
