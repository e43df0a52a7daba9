import { expect, test } from '@playwright/test';
import { signedInStudent } from './support/signed-in';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}p`;

test('a child upgrades through the test checkout, is welcomed to Premium and wears a premium hat', async ({ browser, baseURL }) => {
  const { page } = await signedInStudent(browser, baseURL!, run, 'Yael');

  // Before: the premium hat is locked.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Customize Avatar' }).click();
  const editor = page.getByRole('dialog', { name: 'Customize Avatar' });
  await expect(editor.getByRole('radio', { name: 'Hat Premium' })).toBeDisabled();
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // The upgrade button, then the test checkout, clearly a test.
  await page.getByRole('button', { name: 'Upgrade to Premium' }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/cs_test_local_[0-9a-f]+$/);
  await expect(page.getByRole('note')).toContainText('Test payment: no money moves.');
  await expect(page.getByText('$9.99', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Pay $9.99 (test)' }).click();

  // Back home, welcomed once the payment is confirmed.
  await expect(page).toHaveURL(/\/\?paid=true&session_id=cs_test_local_/);
  const welcome = page.getByRole('dialog', { name: 'Welcome to Premium!' });
  await expect(welcome).toBeVisible();
  await expect(welcome).toContainText('You now have Morah Premium, for life.');
  await welcome.getByRole('link', { name: 'Choose a premium avatar' }).click();

  // The premium hat is open now, and it saves.
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('You have Morah Premium. Thank you!')).toBeVisible();
  await page.getByRole('button', { name: 'Customize Avatar' }).click();
  const unlocked = page.getByRole('dialog', { name: 'Customize Avatar' });
  await unlocked.getByRole('radio', { name: 'Hat Premium' }).click();
  await unlocked.getByRole('button', { name: 'Save Avatar' }).click();
  await expect(page.getByText('Avatar Updated!')).toBeVisible();
  await expect(unlocked).toBeHidden();
  await expect(page.getByRole('button', { name: 'Upgrade to Premium' })).toHaveCount(0);
});
