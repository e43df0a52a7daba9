import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { createChildAccount, newPage, noteShownTexts, register, shownTexts } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}p`;

test('a parent downloads a child\u2019s data, then deletes the account: the child is signed out at once and leaves the dashboard', async ({ browser }) => {
  // A parent makes an account for their child.
  const parent = await newPage(browser);
  await register(parent, 'Parent', { username: `ima_${run}`, firstName: 'Miriam', lastName: 'Katz' });
  await expect(parent).toHaveURL(/\/parent$/);
  await createChildAccount(parent, { firstName: 'Noa', lastName: 'Katz', username: `noa_${run}` });
  const noasData = parent.getByRole('group', { name: "Noa's data" });
  await expect(noasData).toBeVisible();
  await expect(parent.getByRole('link', { name: /Your children's privacy/ })).toHaveAttribute('href', '/privacy');

  // The child signs in on a computer of their own and asks Morah something.
  const child = await newPage(browser);
  await child.goto('/login');
  const login = child.getByRole('form', { name: 'Log in' });
  await login.getByLabel('Username').fill(`noa_${run}`);
  await login.getByLabel('Password').fill('kite-river-lantern');
  await login.getByRole('button', { name: 'Log In' }).click();
  await expect(child.getByRole('heading', { name: 'Shalom, Noa!' })).toBeVisible();
  await child.goto('/student');
  await child.getByRole('button', { name: /Chat with Morah AI/ }).click();
  const chat = child.getByRole('dialog');
  const input = chat.getByRole('textbox', { name: 'Message to Morah AI' });
  await input.fill('Why did Noach build the ark?');
  await input.press('Enter');
  const log = chat.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('.message--ai')).toHaveCount(1);
  // Morah's reply is finished and kept (not only streamed to the page).
  const aiReplies = async () => {
    const { threads } = await (await child.request.get('/api/chat/threads')).json();
    const { messages } = await (await child.request.get(`/api/chat/threads/${threads[0].id}/messages`)).json();
    return messages.filter((m: { senderType: string }) => m.senderType === 'ai').length;
  };
  await expect.poll(aiReplies).toBe(1);

  // The parent downloads Noa's data: the progress is shown, then a link; the zip holds the conversation.
  await noteShownTexts(parent, '.data-export .progress__label');
  await noasData.getByRole('button', { name: 'Download data' }).click();
  const link = noasData.getByRole('link', { name: "Download Noa's data (zip)" });
  await expect(link).toBeVisible();
  expect((await shownTexts(parent)).some((text) => /^Gathering Noa's data: \d+%$/.test(text)), 'the progress was shown').toBe(true);
  await expect(noasData).toContainText(/This link works until .+\. Then it is deleted\./);
  await noasData.screenshot({ path: 'test-results/privacy-child-data.png' });
  const [download] = await Promise.all([parent.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/^morah-data-\d{4}-\d\d-\d\d\.zip$/);
  const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
  expect(Object.keys(files)).toEqual(expect.arrayContaining(['profile.json', 'conversations.json', 'README.txt']));
  const conversations = JSON.parse(strFromU8(files['conversations.json']!)) as { messages: { sender_type: string; content: string; created_at: string }[] }[];
  expect(conversations).toHaveLength(1);
  expect(conversations[0]!.messages.map((m) => m.sender_type)).toEqual(['student', 'ai']);
  expect(conversations[0]!.messages[0]!.content).toBe('Why did Noach build the ark?');
  expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ username: `noa_${run}`, first_name: 'Noa' });

  // Then deletes the account: the dialog says what goes and asks for the parent's password.
  await noasData.getByRole('button', { name: 'Delete account' }).click();
  const dialog = parent.getByRole('dialog', { name: "Delete Noa's account?" });
  await expect(dialog).toContainText('every conversation with Morah AI');
  await expect(dialog).toContainText('This cannot be undone.');
  await dialog.screenshot({ path: 'test-results/privacy-delete-dialog.png' });
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete account forever' }).click();
  await expect(dialog.getByText('That password is not right.')).toBeVisible();
  // Nothing happened to Noa yet.
  expect((await child.request.get('/api/auth/user')).status()).toBe(200);
  await dialog.getByLabel('Your password').fill('kite-river-lantern');
  await dialog.getByRole('button', { name: 'Delete account forever' }).click();
  const done = parent.getByRole('dialog', { name: "Noa's account is deleted" });
  await expect(done).toBeVisible();

  // Noa's open page is signed out at once, without a reload, and shows why; her password no longer works.
  await expect(child.getByText('You have been signed out')).toBeVisible();
  await expect(child).toHaveURL(/\/login$/);
  await expect(child.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  await expect(child.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
  expect((await child.request.get('/api/auth/user')).status()).toBe(204);
  const again = await child.request.post('/api/auth/login', { data: { username: `noa_${run}`, password: 'kite-river-lantern' }, headers: { origin: new URL(child.url()).origin } });
  expect(again.status()).toBe(401);

  // Closed, the dashboard no longer shows Noa.
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(parent.getByText(/No children here yet/)).toBeVisible();
  await expect(noasData).toHaveCount(0);
  await parent.reload();
  await expect(parent.getByText(/No children here yet/)).toBeVisible();
});

test('the privacy page says, in plain words, what is kept and for how long, linked from the footer', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Privacy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "Your child's privacy" })).toBeVisible();
  await expect(page.getByText('Conversations with Morah AI are deleted one year (365 days) after their last message.')).toBeVisible();
  await expect(page.getByText("Morah never uses children's conversations to train AI models")).toBeVisible();
  await expect(page.getByText('No AI service outside Morah.')).toBeVisible();
  await page.screenshot({ path: 'test-results/privacy-page.png', fullPage: true });
});
