import { expect, type Locator, type Page, test } from '@playwright/test';
import { signedInStudent } from './support/signed-in';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}g`;

/** The letter and sound of each pair, as the cards name them once turned over. */
const PAIRS: Record<string, string> = {
  'Letter Alef': 'Sound silent',
  'Letter Bet': 'Sound b',
  'Letter Gimel': 'Sound g',
  'Letter Dalet': 'Sound d',
  'Letter Hei': 'Sound h',
  'Letter Vav': 'Sound v',
};
const partnerOf = (label: string) => Object.entries(PAIRS).find(([l, s]) => l === label || s === label)!.find((x) => x !== label)!;

/**
 * From now on the page notes the face of each card (by its place) as it turns up, so a card that
 * turns back a second later, before a busy test reads it, is still read right.
 */
async function noteFaces(page: Page) {
  await page.evaluate(() => {
    const faces: Record<number, string> = {};
    Object.assign(window, { memoryFaces: faces });
    const look = () =>
      document.querySelectorAll('[aria-label="Memory cards"] button').forEach((el, i) => {
        const label = el.getAttribute('aria-label') ?? '';
        if (!/face down/.test(label)) faces[i] = label;
      });
    look();
    new MutationObserver(look).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-label'] });
  });
}

/**
 * A child's first finished game earns a badge. Its popup opens over the page a moment after the XP,
 * or not at all while the socket is reconnecting. Whenever it shows, the child closes it, as the test
 * does (a Playwright locator handler).
 */
async function closeBadgePopups(page: Page) {
  const popup = page.getByRole('dialog', { name: /You earned a badge!/ });
  await page.addLocatorHandler(popup, () => popup.getByRole('button', { name: 'Awesome!' }).click());
}

/**
 * Back to the catalogue from a game's end. A tap made just as the badge popup opens lands on the
 * popup's backdrop and closes it, and the child taps again, as the test does.
 */
async function backToGames(page: Page, link: string, gamePath: RegExp, arrived: () => Promise<void>) {
  await expect(async () => {
    if (gamePath.test(new URL(page.url()).pathname)) await page.getByRole('link', { name: link }).click({ timeout: 5_000 });
    await arrived();
  }).toPass({ timeout: 90_000 });
}

/** Turn a card and read what it showed. */
async function turn(page: Page, cards: Locator, index: number): Promise<string> {
  await cards.nth(index).click();
  let face: string | undefined;
  await expect.poll(async () => (face = await page.evaluate((i) => (window as unknown as { memoryFaces: Record<number, string> }).memoryFaces[i], index))).toBeTruthy();
  return face!;
}

test('a child plays the memory game to the end and the catalogue shows it completed with the best score', async ({ browser, baseURL }) => {
  const { page } = await signedInStudent(browser, baseURL!, run, 'Noa');
  await closeBadgePopups(page);

  // The page's clock is the test's to move: a game played faster than a child can is refused.
  await page.clock.install();
  await page.goto('/games');
  await expect(page.getByRole('heading', { name: 'Jewish Learning Games' })).toBeVisible();
  await expect(page.getByTestId('games-completed')).toHaveText('0');
  await expect(page.getByText('Sample')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Game: Hebrew Letter Memory' }).click();
  await expect(page).toHaveURL(/\/games\/hebrew-memory$/);

  const cards = page.getByRole('list', { name: 'Memory cards' }).getByRole('button');
  await expect(cards).toHaveCount(12);
  await noteFaces(page);
  // Play as a child with a good memory: remember every card seen, match as soon as a pair is known.
  const seen = new Map<number, string>();
  const matched = new Set<number>();
  const known = (label: string) => [...seen].find(([i, l]) => l === label && !matched.has(i))?.[0];
  for (let i = 0; i < 12; i++) {
    if (matched.has(i)) continue;
    const first = seen.get(i) ?? (await turn(page, cards, i));
    // The timer started with the first card; the child looks at it a while (the game takes 5 s at least).
    if (i === 0) await page.clock.fastForward('00:06');
    if (seen.has(i)) await cards.nth(i).click();
    seen.set(i, first);
    const partner = known(partnerOf(first));
    if (partner !== undefined) {
      await cards.nth(partner).click();
      matched.add(i).add(partner);
      continue;
    }
    const next = [...Array(12).keys()].find((j) => j !== i && !seen.has(j))!;
    const second = await turn(page, cards, next);
    seen.set(next, second);
    if (second === partnerOf(first)) {
      matched.add(i).add(next);
      continue;
    }
    // Not a pair: both turn back after a second.
    await expect(cards.nth(i)).toHaveAttribute('aria-label', /face down/);
    await expect(cards.nth(next)).toHaveAttribute('aria-label', /face down/);
  }

  const finalScore = page.getByTestId('memory-final-score');
  await expect(finalScore).toBeVisible();
  const score = Number((await finalScore.textContent())!.replace(/\D/g, ''));
  expect(score).toBeGreaterThanOrEqual(100);
  await expect(page.getByText('+50 XP Earned')).toBeVisible();
  await expect(page.getByText(`New best score: ${score}!`)).toBeVisible();

  await backToGames(page, '← Back to Games', /^\/games\/hebrew-memory$/, () => expect(page.getByTestId('games-completed')).toHaveText('1', { timeout: 5_000 }));
  await expect(page.getByRole('button', { name: 'Play Again: Hebrew Letter Memory' })).toBeVisible();
  await expect(page.getByTestId('best-hebrew-memory')).toHaveText(`Best score: ${score}`);
});

test('a visitor sees the sample figures marked Sample, filters the catalogue, and cannot start a locked game', async ({ page }) => {
  await page.goto('/games');
  await expect(page.getByText('Sample', { exact: true })).toBeVisible();
  await expect(page.getByTestId('games-completed')).toHaveText('3');
  await expect(page.getByTestId('games-xp')).toHaveText('1,250');
  await page.getByLabel('Category').selectOption('Hebrew');
  await page.getByLabel('Difficulty').selectOption('Beginner');
  await expect(page.getByRole('list', { name: 'Games' }).getByRole('heading')).toHaveText(['Hebrew Letter Memory', 'Hebrew Rhythm Game']);
  await page.getByLabel('Category').selectOption('All');
  await page.getByLabel('Difficulty').selectOption('Advanced');
  await expect(page.getByRole('button', { name: 'Start Game: Gematria Number Puzzles' })).toBeDisabled();
});

test('a child finishes the Shabbat Scene Puzzle, dragging pieces with the mouse and placing them with the keyboard', async ({ browser, baseURL }) => {
  // Fifteen pieces, eleven of them moved a key at a time, each step read back: a long journey on a busy machine.
  test.slow();
  const { page } = await signedInStudent(browser, baseURL!, `${run}s`, 'Yael');
  await closeBadgePopups(page);
  await page.setViewportSize({ width: 1280, height: 1000 });
  // The page's clock runs as usual, and can be moved on: a browser places pieces faster than a
  // child can, and the server refuses a puzzle finished faster than a piece a second.
  await page.clock.install();
  await page.goto('/games/shabbat-puzzle');
  await expect(page.getByText('Drag any piece to start the timer!')).toBeVisible();
  const board = page.getByRole('region', { name: /board$/ });
  const tray = page.getByRole('group', { name: 'Pieces to place' });

  for (const [scene, count, points] of [['The Friday Night Table', 4, 50], ['Lighting the Candles', 5, 125], ['The Family Gathering', 6, 225]] as const) {
    await expect(page.getByRole('heading', { name: scene, level: 1 })).toBeVisible();
    const slots = board.locator('.shabbat-slot');
    await expect(slots).toHaveCount(count);
    for (let i = 0; i < count; i++) {
      const piece = tray.getByRole('button').first();
      const id = await piece.getAttribute('data-piece');
      // Which slot is this piece's? Slots and pieces share the scene's order.
      const index = await page.evaluate((pieceId) => [...document.querySelectorAll('.shabbat-tray [data-piece]')].map((e) => e.getAttribute('data-piece')).indexOf(pieceId), id);
      expect(index).toBe(0);
      if (scene === 'The Friday Night Table') {
        await slots.nth(i).scrollIntoViewIfNeeded();
        const slot = (await slots.nth(i).boundingBox())!;
        const from = (await piece.boundingBox())!;
        await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
        await page.mouse.down();
        await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2 + 10, { steps: 3 });
        await page.mouse.move(slot.x + slot.width / 2 + 12, slot.y + slot.height / 2 - 9, { steps: 8 });
        await page.mouse.up();
      } else {
        await piece.focus();
        await page.keyboard.press('Enter');
        const placed = board.locator(`[data-piece="${id}"]`);
        await expect(placed).toBeFocused();
        for (let tries = 0; tries < 60; tries++) {
          if ((await placed.getAttribute('aria-label'))!.endsWith('in its place')) break;
          // Read both each time: focusing a piece may scroll the page.
          const at = (await placed.boundingBox())!;
          const slot = (await slots.nth(i).boundingBox())!;
          const dx = slot.x - at.x;
          const dy = slot.y - at.y;
          const key = Math.abs(dx) >= Math.abs(dy) ? (dx > 0 ? 'ArrowRight' : 'ArrowLeft') : dy > 0 ? 'ArrowDown' : 'ArrowUp';
          await page.keyboard.press(Math.max(Math.abs(dx), Math.abs(dy)) > 40 ? `Shift+${key}` : key);
        }
      }
      await expect(board.locator(`[data-piece="${id}"]`)).toHaveAttribute('aria-label', /in its place$/);
    }
    await expect(page.getByRole('heading', { name: 'Scene Complete!' })).toBeVisible();
    await expect(page.getByTestId('shabbat-score')).toHaveText(String(points));
    await expect(page.getByTestId('shabbat-pieces')).toHaveText(`${count}/${count}`);
    if (scene === 'The Family Gathering') await page.clock.fastForward('00:30');
    await page.getByRole('button', { name: scene === 'The Family Gathering' ? 'Finish Game' : 'Next Scene' }).click();
  }

  await expect(page.getByRole('heading', { name: 'Shabbat Puzzle Master!' })).toBeVisible();
  await expect(page.getByText('Final Score: 225')).toBeVisible();
  await expect(page.getByText(/^Total Time: \d+:\d\d$/)).toBeVisible();
  await expect(page.getByText('+150 XP Earned')).toBeVisible();
  await backToGames(page, 'Back to Games', /^\/games\/shabbat-puzzle$/, () => expect(page.getByTestId('best-shabbat-puzzle')).toHaveText('Best score: 225', { timeout: 5_000 }));
});
