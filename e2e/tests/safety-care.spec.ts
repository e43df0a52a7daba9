import { expect, type Page, test } from '@playwright/test';
import { apiPost, signedIn } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}s`;
const DISCLOSURE = 'my dad hits me when he gets angry';

/** The page fits its window: nothing to scroll sideways. */
async function fitsWidth(page: Page) {
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(width.page).toBeLessThanOrEqual(width.window);
}

test('a child discloses harm: the teacher sees it live in Needs care, the parent is told and it stays until opened, the teacher marks it handled and the parent sees that', async ({ browser, baseURL }) => {
  const base = baseURL!;
  // A teacher with a class, a child who joined it, and the child's parent: three people at three computers.
  const teacher = await signedIn(browser, base, { username: `morah_${run}`, firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await apiPost(teacher.page.request, base, '/api/classes', { name: 'Bet Class' });
  const student = await signedIn(browser, base, { username: `dovi_${run}`, firstName: 'Dovi', lastName: 'Katz', role: 'student', classCode: cls.class.joinCode });
  const parent = await signedIn(browser, base, { username: `abba_${run}`, firstName: 'David', lastName: 'Katz', role: 'parent' });
  await apiPost(parent.page.request, base, '/api/parent/links', { linkCode: student.user.linkCode });

  // The child's conversation so far: a first question, and Morah's answer.
  const thread = (await apiPost(student.page.request, base, '/api/chat/threads', {})).thread;
  await apiPost(student.page.request, base, `/api/chat/threads/${thread.id}/messages`, { content: 'Shalom Morah! What is this week\u2019s parsha?' });
  await expect
    .poll(async () => (await (await student.page.request.get(`/api/chat/threads/${thread.id}/messages`)).json()).messages.length, { timeout: 60_000 })
    .toBe(2);

  // The teacher and the parent are on their dashboards; nobody needs care yet.
  await teacher.page.goto('/teacher');
  const needsCare = teacher.page.getByRole('region', { name: /^Needs care/ });
  await expect(needsCare.getByText('No one needs care right now.')).toBeVisible();
  await parent.page.goto('/parent');
  await expect(parent.page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();

  // The child writes what the screen flags.
  await student.page.goto('/student');
  await student.page.getByRole('button', { name: /Chat with Morah AI/ }).click();
  const input = student.page.getByRole('textbox', { name: 'Message to Morah AI' });
  await expect(input).toBeVisible();
  await input.fill(DISCLOSURE);
  await input.press('Enter');
  await expect(student.page.getByRole('log', { name: 'Conversation' }).getByText(DISCLOSURE)).toBeVisible();

  // The teacher's panel shows it, never reloaded: the child, Urgent, what about, and the messages around it,
  // Morah's reply (which came after the flag) included.
  const flag = needsCare.getByRole('listitem', { name: 'Dovi Katz, Urgent' });
  await expect(flag).toBeVisible();
  await expect(flag.getByText('Being hurt')).toBeVisible();
  const context = flag.getByRole('list', { name: "The conversation around Dovi Katz's message" });
  await expect(context.getByText('Shalom Morah! What is this week\u2019s parsha?')).toBeVisible();
  await expect(context.locator('.flag-context__message--flagged')).toContainText(DISCLOSURE);
  await expect(context.locator('.flag-context__message--flagged ~ .flag-context__message--ai')).toHaveCount(1);
  await expect(teacher.page.getByRole('list', { name: 'Chat figures' }).getByText('Flagged for care').locator('..')).toContainText('1');

  // The parent is told at once, calmly, without the child's words; the notice stays after a reload.
  const notices = parent.page.getByRole('region', { name: /notices? for you$/ });
  await expect(notices.getByText('A message from Dovi needs a grown-up')).toBeVisible();
  await expect(notices).not.toContainText(DISCLOSURE);
  await parent.page.reload();
  await expect(notices.getByText('A message from Dovi needs a grown-up')).toBeVisible();

  // On a phone the panel still fits.
  await teacher.page.setViewportSize({ width: 390, height: 844 });
  await flag.scrollIntoViewIfNeeded();
  await fitsWidth(teacher.page);
  await teacher.page.setViewportSize({ width: 1280, height: 720 });

  // Joining the chat does not clear the flag.
  const row = teacher.page.getByRole('listitem', { name: /^Dovi Katz: / });
  await row.getByRole('button', { name: 'Join Chat with Dovi Katz' }).click();
  const chat = teacher.page.getByRole('dialog');
  await expect(chat.getByText('You are monitoring this conversation as a teacher')).toBeVisible();
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(row.getByText('Flagged for care')).toBeVisible();
  await expect(flag).toBeVisible();

  // The teacher marks it handled, with a note; it leaves the panel.
  await flag.getByRole('button', { name: 'Mark handled: Dovi Katz' }).click();
  await flag.getByRole('textbox', { name: 'What did you do?' }).fill('We talked after class, and I called home.');
  await flag.getByRole('button', { name: 'Save and mark handled' }).click();
  await expect(needsCare.getByText('No one needs care right now.')).toBeVisible();
  await expect(row.getByText('Flagged for care')).toHaveCount(0);

  // The parent sees, live, that it was handled: by whom, when, and the note. Opening it opens the conversation.
  const handled = notices.getByRole('listitem').filter({ hasText: "Rivka Cohen looked after Dovi's message" });
  await expect(handled).toBeVisible();
  await expect(handled).toContainText(/Handled by Rivka Cohen, today \d\d:\d\d\./);
  await expect(handled).toContainText('We talked after class, and I called home.');
  await handled.getByRole('button', { name: /^Open: / }).click();
  const conversation = parent.page.getByRole('dialog');
  await expect(conversation.getByRole('log', { name: 'Conversation' }).getByText(DISCLOSURE)).toBeVisible();
  await conversation.getByRole('button', { name: 'Close chat' }).click();
  await expect(notices).toHaveCount(0);
  const childRow = parent.page.getByRole('listitem', { name: /^Dovi Katz: / });
  await expect(childRow.getByText(/^Handled by Rivka Cohen, today \d\d:\d\d$/)).toBeVisible();
  await expect(childRow).toContainText('We talked after class, and I called home.');
  await parent.page.reload();
  await expect(parent.page.getByRole('heading', { name: 'Parent Dashboard' })).toBeVisible();
  await expect(notices).toHaveCount(0);
});
