import { type Locator, type Page, expect, test } from '@playwright/test';
import { apiPost, consoleErrors, signedIn } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}w`;

/** A student of a new class, signed in at a screen size. */
async function student(browser: Parameters<typeof signedIn>[0], base: string, name: string, viewport: { width: number; height: number }) {
  const teacher = await signedIn(browser, base, { username: `t${name}_${run}`, firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await apiPost(teacher.page.request, base, '/api/classes', { name: 'Dalet Class' });
  await teacher.page.context().close();
  return signedIn(browser, base, { username: `${name}_${run}`, firstName: 'Noa', lastName: 'Levi', role: 'student', classCode: cls.class.joinCode }, viewport);
}

async function openChat(page: Page): Promise<Locator> {
  await page.goto('/student');
  await page.getByRole('button', { name: /Chat with Morah AI/ }).click();
  // The window is named after the conversation, which takes the first question's words.
  const chat = page.getByRole('dialog').filter({ has: page.locator('.chat-window') });
  await expect(chat.getByText("Shalom! I'm Morah AI.")).toBeVisible();
  return chat;
}

/** The box of an element, in the window's coordinates. */
const box = async (locator: Locator) => (await locator.boundingBox())!;

async function expectFitsTheWindow(page: Page, chat: Locator) {
  const size = page.viewportSize()!;
  const frame = await box(chat.locator('.modal'));
  expect(frame.y).toBeGreaterThanOrEqual(0);
  expect(frame.y + frame.height).toBeLessThanOrEqual(size.height + 0.5);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size.width);
  // One scroll only: the conversation. The window around it never scrolls.
  const scrolls = await chat.evaluate((dialog) =>
    [...dialog.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollHeight > el.clientHeight + 1 && ['auto', 'scroll'].includes(getComputedStyle(el).overflowY)).map((el) => el.className),
  );
  expect(scrolls.filter((name) => !name.includes('chat-area'))).toEqual([]);
  // Morah's greeting and face are in full view, not scrolled away under the header.
  const greeting = chat.locator('.message--welcome');
  const header = await box(chat.locator('.chat-window__header'));
  const bubble = await box(greeting);
  expect(bubble.y).toBeGreaterThanOrEqual(header.y + header.height);
  expect(await chat.locator('.chat-area').evaluate((area) => area.scrollTop)).toBe(0);
  // The question box shows its whole placeholder.
  const input = chat.getByRole('textbox', { name: 'Message to Morah AI' });
  expect(await input.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(1);
}

test('the chat fits a laptop: nothing cut off, one scroll; the badge popup over it takes focus, and Escape closes only the popup', async ({ browser, baseURL }) => {
  const { page } = await student(browser, baseURL!, 'laptop', { width: 1280, height: 900 });
  const errors = consoleErrors(page);
  const chat = await openChat(page);
  await expectFitsTheWindow(page, chat);

  const input = chat.getByRole('textbox', { name: 'Message to Morah AI' });
  await input.fill('What sound does the letter bet make?');
  await input.press('Enter');

  // The first question earns a badge: its popup opens over the chat and holds the focus alone.
  const popup = page.getByRole('dialog', { name: /You earned a badge!/ });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('button', { name: 'Awesome!' })).toBeFocused();
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    // Focus stays in the popup's dialog (its toasts included) or, past its last control, leaves the page for the browser.
    expect(await page.evaluate(() => document.activeElement === document.body || !!document.activeElement?.closest('dialog')?.querySelector('.celebration'))).toBe(true);
  }

  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(chat).toBeVisible();
  await expect(chat.getByRole('textbox', { name: 'Message to Morah AI' })).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(chat).toBeHidden();
  await expect(page.getByRole('button', { name: /Chat with Morah AI/ })).toBeFocused();
  expect(errors).toEqual([]);
});

test('on a phone the chat fills the screen and the XP toast never covers the question box', async ({ browser, baseURL }) => {
  const { page } = await student(browser, baseURL!, 'phone', { width: 390, height: 844 });
  const errors = consoleErrors(page);
  const chat = await openChat(page);
  await expectFitsTheWindow(page, chat);

  const input = chat.getByRole('textbox', { name: 'Message to Morah AI' });
  await input.fill('Tell me about the letter alef');
  await input.press('Enter');
  // The first question's badge popup comes first; then a second question, with the chat in front.
  const popup = page.getByRole('dialog', { name: /You earned a badge!/ });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  await expect(chat.locator('.message--ai').filter({ hasText: /alef/i }).first()).toBeVisible();
  await input.fill('And the letter bet?');
  await input.press('Enter');
  await expect(chat.getByRole('status').filter({ hasText: 'Great question!' })).toBeVisible();
  // Where the toasts show, against the question box and the close button (read together, at once).
  const [toasts, question, close] = await chat.evaluate((dialog) =>
    ['.toaster__list', '.chat-input__box', '[aria-label="Close chat"]'].map((selector) => {
      const r = dialog.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    }),
  );
  const apart = (a: typeof toasts, b: typeof toasts) => a!.bottom <= b!.top || b!.bottom <= a!.top || a!.right <= b!.left || b!.right <= a!.left;
  expect(toasts!.bottom - toasts!.top).toBeGreaterThan(0);
  expect(apart(toasts, question)).toBe(true);
  // The close button stays in reach while a toast shows.
  expect(apart(toasts, close)).toBe(true);
  expect(errors).toEqual([]);
});

test('a tutor reply says where its answer comes from, and its verse opens the parsha reader there', async ({ browser, baseURL }) => {
  const { page } = await student(browser, baseURL!, 'sources', { width: 1280, height: 900 });
  const errors = consoleErrors(page);
  const chat = await openChat(page);
  const input = chat.getByRole('textbox', { name: 'Message to Morah AI' });
  await input.fill('why do we eat matzah');
  await input.press('Enter');
  // The first question's badge popup comes first.
  const popup = page.getByRole('dialog', { name: /You earned a badge!/ });
  await expect(popup).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();

  const reply = chat.locator('.message--ai').filter({ hasText: /no time to rise/ });
  const sources = reply.locator('.message__sources');
  await expect(sources).toContainText("Morah's notes: Pesach");
  await sources.getByRole('link', { name: 'Exodus 12:39' }).click();
  await expect(page).toHaveURL(/\/parsha\?verse=Exodus%2012%3A39$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Parashat Bo');
  expect(errors).toEqual([]);
});
