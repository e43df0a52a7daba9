import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';

/** Register through the page, as a newcomer would. */
export async function register(page: Page, role: 'Student' | 'Teacher' | 'Parent', fields: { username: string; firstName: string; lastName: string; classCode?: string }) {
  await page.goto('/register');
  await page.getByText(`I'm a ${role}`).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Username').fill(fields.username);
  await form.getByLabel('Password').fill('kite-river-lantern');
  await form.getByLabel('First name').fill(fields.firstName);
  await form.getByLabel('Last name').fill(fields.lastName);
  if (fields.classCode) await form.getByLabel('Class code').fill(fields.classCode);
  await form.getByRole('button', { name: 'Create My Account' }).click();
}

/** On the parent dashboard, make an account for a child (password 'kite-river-lantern'), as a parent would. */
export async function createChildAccount(parent: Page, child: { firstName: string; lastName: string; username: string }) {
  const childForm = parent.getByRole('form', { name: 'Create a child account' });
  await childForm.getByLabel("Child's first name").fill(child.firstName);
  await childForm.getByLabel("Child's last name").fill(child.lastName);
  await childForm.getByLabel('Username for your child').fill(child.username);
  await childForm.getByLabel('Password for your child').fill('kite-river-lantern');
  await childForm.getByRole('button', { name: 'Create Account' }).click();
}

/** A page in a browser context of its own: another person at another computer. */
export async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}

/** A POST to the API as the app makes it (same origin, the context's session cookie kept). */
export async function apiPost(request: APIRequestContext, baseURL: string, path: string, data: object) {
  const res = await request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return res.json();
}

/** A student signed in on a page of their own, in a class of a teacher made for them, set up through the API. */
export async function signedInStudent(browser: Browser, baseURL: string, run: string, firstName: string) {
  const teacher = await newPage(browser);
  await apiPost(teacher.request, baseURL, '/api/auth/register', { username: `teacher_${run}`, password: 'kite-river-lantern', firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await apiPost(teacher.request, baseURL, '/api/classes', { name: 'Gimel Class' });
  const page = await newPage(browser);
  await apiPost(page.request, baseURL, '/api/auth/register', { username: `${firstName.toLowerCase()}_${run}`, password: 'kite-river-lantern', firstName, lastName: 'Katz', role: 'student', classCode: cls.class.joinCode });
  return page;
}

/** A person signed up through the API in a browser context of their own (optionally at a screen size). */
export async function signedIn(browser: Browser, baseURL: string, body: object, viewport?: { width: number; height: number }) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  const reg = await apiPost(page.request, baseURL, '/api/auth/register', { password: 'kite-river-lantern', ...body });
  return { page, user: reg.user };
}

/** Every console error and uncaught exception of a page, to expect none. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/**
 * From now on, the page itself notes the text of every element matching `selector` that appears,
 * so a check of something shown for a few seconds (a toast, a popup that closes itself) does not
 * depend on looking while it is up. Read the notes with `shownTexts`.
 */
export async function noteShownTexts(page: Page, selector: string) {
  await page.evaluate((sel) => {
    const seen = new Set<string>();
    Object.assign(window, { shownTexts: seen });
    const look = () => document.querySelectorAll(sel).forEach((el) => el.textContent && seen.add(el.textContent.replace(/\s+/g, ' ').trim()));
    look();
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, selector);
}

export async function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => [...(window as unknown as { shownTexts: Set<string> }).shownTexts]);
}
