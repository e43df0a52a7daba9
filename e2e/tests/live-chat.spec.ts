import { expect, test } from '@playwright/test';
import { newPage, register } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}c`;

test('a student asks Morah and watches the reply stream in; the teacher sees it live, joins and writes back', async ({ browser }) => {
  // A teacher with a class, watching the dashboard.
  const teacher = await newPage(browser);
  await register(teacher, 'Teacher', { username: `morah_${run}`, firstName: 'Rivka', lastName: 'Cohen' });
  await expect(teacher.getByRole('heading', { name: 'Teacher Dashboard' })).toBeVisible();
  await teacher.getByLabel('New class name').fill('Bet Class');
  await teacher.getByRole('button', { name: 'Create Class' }).click();
  const code = (await teacher.locator('.class-card').filter({ hasText: 'Bet Class' }).locator('.share-code').textContent())!.trim();

  // A student in that class opens the chat from the Progress page's tile.
  const student = await newPage(browser);
  await register(student, 'Student', { username: `dovi_${run}`, firstName: 'Dovi', lastName: 'Katz', classCode: code });
  await expect(student.getByRole('heading', { name: 'Shalom, Dovi!' })).toBeVisible();
  await student.goto('/student');
  await student.getByRole('button', { name: /Chat with Morah AI/ }).click();
  const chat = student.getByRole('dialog');
  await expect(chat).toBeVisible();
  await expect(chat.getByText('Ready to help')).toBeVisible();

  // Enter sends; the reply streams in piece by piece, then stands as Morah's message. The page
  // itself notes every text the streaming bubble shows, so the check does not depend on looking
  // while the reply is still streaming.
  await student.evaluate(() => {
    const textOf = (bubble: Element) =>
      [...bubble.children].filter((el) => !el.matches('.message__sender, time')).map((el) => el.textContent).join(' ').trim();
    const seen: string[] = [];
    Object.assign(window, { streamedTexts: seen });
    new MutationObserver(() => {
      const bubble = document.querySelector('[data-testid="streaming-reply"] .message__bubble');
      const text = bubble ? textOf(bubble) : '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const input = chat.getByRole('textbox', { name: 'Message to Morah AI' });
  await input.fill('What sound does the letter bet make?');
  await input.press('Enter');
  await expect(student.getByText('Great question!')).toBeVisible();
  const log = chat.getByRole('log', { name: 'Conversation' });
  const reply = log.locator('.message--ai').filter({ hasText: /\bb\b/ });
  await expect(reply).toBeVisible();
  await expect(chat.getByTestId('streaming-reply')).toHaveCount(0);
  const streamed = await student.evaluate(() => (window as unknown as { streamedTexts: string[] }).streamedTexts);
  const finished = await reply.locator('.message__bubble').evaluate((bubble) =>
    [...bubble.children].filter((el) => !el.matches('.message__sender, time')).map((el) => el.textContent).join(' ').trim(),
  );
  expect(streamed.length, 'the reply was shown streaming before it stood as a message').toBeGreaterThan(0);
  expect(streamed[0]!.length).toBeLessThan(finished.length);
  expect(finished.startsWith(streamed[0]!)).toBe(true);
  await expect(input).toHaveValue('');

  // The teacher's dashboard shows the conversation without a reload.
  const row = teacher.getByRole('listitem', { name: /^Dovi Katz: / });
  await expect(row).toBeVisible();
  await expect(row.getByText('Needs Attention')).toBeVisible();
  await row.getByRole('button', { name: 'Join Chat with Dovi Katz' }).click();
  const teacherChat = teacher.getByRole('dialog');
  await expect(teacherChat.getByText('You are monitoring this conversation as a teacher')).toBeVisible();
  await expect(teacherChat.getByRole('log', { name: 'Conversation' }).getByText('What sound does the letter bet make?')).toBeVisible();

  // The student sees the teacher join and speak, live.
  await expect(chat.getByText('Teacher Joined')).toBeVisible();
  const teacherInput = teacherChat.getByRole('textbox', { name: 'Message as teacher' });
  await teacherInput.fill('Wonderful question, Dovi!');
  await teacherInput.press('Enter');
  await expect(log.getByText('Wonderful question, Dovi!')).toBeVisible();

  // Closing returns the teacher to the list, where the row now reads Teacher Joined.
  await teacherChat.getByRole('button', { name: 'Close chat' }).click();
  await expect(row.getByText('Teacher Joined')).toBeVisible();
  await expect(row.getByRole('button', { name: 'View Chat with Dovi Katz' })).toBeVisible();
});
