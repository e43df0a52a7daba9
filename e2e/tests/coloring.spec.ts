import { expect, test } from '@playwright/test';
import { noteShownTexts, shownTexts, signedInStudent } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}c`;

test('a child colors a letter, saves it and sees it in the gallery', async ({ browser, baseURL }) => {
  const page = await signedInStudent(browser, baseURL!, run, 'Tova');

  await page.goto('/coloring');
  const gallery = page.getByRole('region', { name: 'My Gallery' });
  await expect(gallery.getByText('No drawings yet. Color a letter and press Save to keep it here!')).toBeVisible();

  // Hey has two parts: color the roof blue and the little leg purple, then brush a stroke across.
  await page.getByRole('button', { name: 'Hey' }).click();
  await page.getByRole('button', { name: 'Blue', exact: true }).click();
  // The roof's middle is empty space, so the child reaches it with the keyboard.
  await page.getByRole('button', { name: 'Color part 1 of 2 of Hey Blue' }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Purple' }).click();
  await page.getByRole('button', { name: 'Color part 2 of 2 of Hey Purple' }).click();
  await expect(page.getByRole('button', { name: /Color part 1 of 2 of Hey/ })).toHaveAttribute('fill', '#1e56c8');
  await expect(page.getByRole('button', { name: /Color part 2 of 2 of Hey/ })).toHaveAttribute('fill', '#8e24aa');

  await page.getByRole('button', { name: 'Brush' }).click();
  await page.getByRole('slider', { name: /Brush size/ }).fill('16');
  const canvas = page.getByRole('group', { name: 'Coloring page: Hey' });
  await page.getByRole('button', { name: 'Color whole letter' }).scrollIntoViewIfNeeded();
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.5);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.55, { steps: 8 });
  await page.mouse.up();
  await expect(canvas.locator('path[stroke-width="16"]')).toHaveCount(1);

  // The toast may soon give way to the badge and challenge news this first page earns: the page notes it.
  await noteShownTexts(page, '.toast');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/coloring') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save' }).click();
  expect((await (await saved).json()).xpAwarded).toBe(10);
  await expect.poll(() => shownTexts(page)).toContainEqual(expect.stringContaining('Artwork saved!'));
  const thumbnail = gallery.getByRole('img', { name: /^Hey, colored on/ });
  await expect(thumbnail).toBeVisible();
  // The thumbnail is the saved drawing itself, colours and brush stroke included.
  const src = decodeURIComponent((await thumbnail.getAttribute('src'))!);
  expect(src).toContain('fill="#1e56c8"');
  expect(src).toContain('fill="#8e24aa"');
  expect(src).toContain('stroke-width="16"');
  await expect.poll(async () => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
});
