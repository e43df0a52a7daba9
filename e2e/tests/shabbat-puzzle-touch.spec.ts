import { expect, type Page, test } from '@playwright/test';
import { signedInStudent } from './support/signed-in';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}h`;

/**
 * The centre of an element, in the window's pixels, once the page has stopped moving: the same over
 * two frames (a signed-in header that fills in late shifts everything below it).
 */
async function centre(page: Page, selector: string) {
  const at = async () => {
    const box = (await page.locator(selector).boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const frames = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  let last = await at();
  await expect
    .poll(async () => {
      await frames();
      const now = await at();
      const still = now.x === last.x && now.y === last.y;
      last = now;
      return still;
    })
    .toBe(true);
  return last;
}

/**
 * A finger's drag, as the phone reports it: touchstart, a few touchmoves, touchend (through Chromium's
 * own input). The finger lets go once the piece it carries is drawn under it at the end, as a child
 * sees it there before lifting: on a busy machine the page may still be catching up with the moves.
 */
async function fingerDrag(page: Page, piece: string, from: { x: number; y: number }, to: { x: number; y: number }) {
  const cdp = await page.context().newCDPSession(page);
  const at = (x: number, y: number) => [{ x: Math.round(x), y: Math.round(y), radiusX: 6, radiusY: 6, force: 1, id: 1 }];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(from.x, from.y) });
  for (let step = 1; step <= 12; step++) {
    const t = step / 12;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(from.x + (to.x - from.x) * t, from.y + (to.y - from.y) * t) });
  }
  await expect
    .poll(async () => {
      const box = (await page.locator(piece).boundingBox())!;
      return Math.hypot(box.x + box.width / 2 - to.x, box.y + box.height / 2 - to.y);
    })
    .toBeLessThan(4);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test('on a phone, a child drags a puzzle piece to its place with a finger, and places another with two taps', async ({ browser, baseURL }) => {
  const { page: setup } = await signedInStudent(browser, baseURL!, run, 'Shira');
  const session = await setup.context().storageState();
  await setup.context().close();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, storageState: session });
  const page = await context.newPage();
  await page.goto('/games/shabbat-puzzle');
  const board = page.getByRole('region', { name: 'The Friday Night Table board' });
  const tray = page.getByRole('group', { name: 'Pieces to place' });
  await expect(tray.getByRole('button')).toHaveCount(4);
  // The page's fonts and data are in, so nothing reflows between measuring the slot and the finger's move.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect(page.getByRole('banner').getByText(/Level \d+/)).toBeVisible();

  // The tray is on the screen as the page opens, and still there with the board in the middle of the screen.
  const onScreen = async () => {
    const box = (await tray.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= 844;
  };
  expect(await onScreen()).toBe(true);
  await board.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await expect.poll(async () => {
    const box = (await board.boundingBox())!;
    return box.y >= 0 && box.y + box.height <= 844;
  }).toBe(true);
  expect(await onScreen()).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The taps come first: for a moment after a drag ends, the drag library takes the next click as
  // the drag's own, which no finger is quick enough to meet but a test is.
  // Two taps, no dragging: the flowers, then their place on the board.
  const flowers = tray.locator('[data-piece="flowers"]');
  await flowers.tap();
  await expect(flowers).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Flowers for Shabbat is picked up. Now tap its place on the board.')).toBeVisible();
  const slot = await centre(page, '[data-slot="flowers"]');
  await page.touchscreen.tap(slot.x, slot.y);
  await expect(board.locator('[data-piece="flowers"]')).toHaveAttribute('aria-label', 'Flowers for Shabbat: in its place');
  await expect(page.getByTestId('shabbat-pieces')).toHaveText('1/4');

  // A tap on a picked piece puts it down again.
  const cup = tray.locator('[data-piece="kiddush-cup"]');
  await cup.tap();
  await expect(cup).toHaveAttribute('aria-pressed', 'true');
  await cup.tap();
  await expect(cup).toHaveAttribute('aria-pressed', 'false');

  // A finger drag: the candles, held by their middle, let go on the middle of their outline.
  const candles = tray.locator('[data-piece="candles"]');
  const held = '.shabbat-tray [data-piece="candles"]';
  await fingerDrag(page, held, await centre(page, held), await centre(page, '[data-slot="candles"]'));
  await expect(board.locator('[data-piece="candles"]')).toHaveAttribute('aria-label', 'Shabbat candles: in its place');
  await expect(candles).toHaveCount(0);
  await expect(page.getByTestId('shabbat-pieces')).toHaveText('2/4');

  await context.close();
});
