import { expect, type Locator, test } from '@playwright/test';
import { signedInStudent } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}g`;

/** How a toggle looks: its fill, and whether a check mark (a mask of our SVG) stands before its words. */
async function looks(toggle: Locator) {
  return toggle.evaluate((element) => {
    const before = getComputedStyle(element, '::before');
    const mask = before.maskImage || before.getPropertyValue('-webkit-mask-image');
    return { fill: getComputedStyle(element).backgroundColor, check: before.content !== 'none' && mask.includes('svg') && parseFloat(before.width) > 0 };
  });
}

/** A toggle that is on is pressed, filled and checked; off, it is none of those. */
async function expectState(toggle: Locator, on: boolean, offFill?: string) {
  await expect(toggle).toHaveAttribute('aria-pressed', String(on));
  // Waits for the look to settle: a button's colour changes with a short transition.
  await expect.poll(async () => (await looks(toggle)).check).toBe(on);
  if (offFill !== undefined) await expect.poll(async () => (await looks(toggle)).fill === offFill).toBe(!on);
}

test("the coloring book's tools and the reader's Hebrew and Read Aloud show when they are on, not by colour alone", async ({ browser, baseURL }) => {
  const page = await signedInStudent(browser, baseURL!, run, 'Noa');
  // The machine has no voices: a quiet speech engine that reads until it is stopped, as a real one would.
  await page.addInitScript(() => {
    const quiet = { speak() {}, cancel() {}, pause() {}, resume() {}, getVoices: () => [], speaking: false, pending: false, paused: false, onvoiceschanged: null, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => true };
    Object.defineProperty(window, 'speechSynthesis', { value: quiet, configurable: true });
  });

  await page.goto('/coloring');
  const fill = page.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Fill' });
  const brush = page.getByRole('group', { name: 'Tool' }).getByRole('button', { name: 'Brush' });
  const offFill = (await looks(brush)).fill;
  await expectState(fill, true, offFill);
  await expectState(brush, false, offFill);
  await brush.click();
  await expectState(brush, true, offFill);
  await expectState(fill, false, offFill);

  await page.goto('/books/shalom-friend');
  const hebrew = page.getByRole('button', { name: 'Show Hebrew' });
  await expectState(hebrew, false, offFill);
  await hebrew.click();
  await expectState(hebrew, true, offFill);
  await expect(page.getByText('שָׁלוֹם, חָבֵר! קוֹרְאִים לִי דָּנִי.')).toBeVisible();
  await hebrew.click();
  await expectState(hebrew, false, offFill);

  const readAloud = page.getByRole('button', { name: 'Read Aloud' });
  await expectState(readAloud, false, offFill);
  await readAloud.click();
  // On, it says what a press will do now, and is checked.
  const stop = page.getByRole('button', { name: 'Stop Reading' });
  await expectState(stop, true, offFill);
  await stop.click();
  await expectState(page.getByRole('button', { name: 'Read Aloud' }), false, offFill);
});
