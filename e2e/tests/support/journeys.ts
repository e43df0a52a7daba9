import type { Browser, Page } from '@playwright/test';

/** Register through the page, as a newcomer would. */
export async function register(page: Page, role: 'Student' | 'Teacher' | 'Parent', fields: { username: string; firstName: string; lastName: string; classCode?: string }) {
  await page.goto('/register');
  await page.getByText(`I'm a ${role}`).click();
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('Username').fill(fields.username);
  await form.getByLabel('Password').fill('password123');
  await form.getByLabel('First name').fill(fields.firstName);
  await form.getByLabel('Last name').fill(fields.lastName);
  if (fields.classCode) await form.getByLabel('Class code').fill(fields.classCode);
  await form.getByRole('button', { name: 'Create My Account' }).click();
}

/** A page in a browser context of its own: another person at another computer. */
export async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage();
}
