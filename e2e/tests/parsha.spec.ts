import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { noteShownTexts, shownTexts } from './support/journeys';

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}p`;

async function api(request: APIRequestContext, baseURL: string, path: string, data: object) {
  const res = await request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return res.json();
}

async function signedIn(browser: Browser, baseURL: string, body: object) {
  const page = await (await browser.newContext()).newPage();
  const reg = await api(page.request, baseURL, '/api/auth/register', { password: 'kite-river-lantern', ...body });
  return { page, user: reg.user };
}

test("a child reads this week's parsha through an aliyah, sees the XP toast, and comes back to the same verse", async ({ browser, baseURL }) => {
  const base = baseURL!;
  const teacher = await signedIn(browser, base, { username: `morah_${run}`, firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await api(teacher.page.request, base, '/api/classes', { name: 'Aleph Class' });
  const { page } = await signedIn(browser, base, { username: `eli_${run}`, firstName: 'Eli', lastName: 'Stern', role: 'student', classCode: cls.class.joinCode });

  // What the server says this week is, as the page will show it.
  const week = await (await page.request.get('/api/parsha/current')).json();
  const firstAliyah = week.aliyot[0];
  const secondStart = week.verses.findIndex((v: { chapter: number; verse: number }) => `${v.chapter}:${v.verse}` === week.aliyot[1].begin);

  // From the student home, the Parsha Reader tile leads to this week's parsha.
  await page.goto('/student');
  await page.getByRole('link', { name: /Parsha Reader/ }).first().click();
  await expect(page).toHaveURL(/\/parsha$/);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`Parashat ${week.name}`) })).toBeVisible();
  await expect(page.getByText(`Verse 1 of ${week.verses.length}`)).toBeVisible();
  const hebrew = page.getByTestId('verse-hebrew');
  await expect(hebrew).toHaveAttribute('lang', 'he');
  await expect(hebrew).toHaveAttribute('dir', 'rtl');
  await expect(hebrew).toHaveText(week.verses[0].hebrew);
  await expect(page.getByTestId('verse-english')).toHaveText(week.verses[0].english);
  await expect(page.getByText(/Westminster Leningrad Codex/)).toBeVisible();
  await expect(page.getByText(/Jewish Publication Society, 1917/)).toBeVisible();
  await expect(page.getByRole('button', { name: '← Previous' })).toBeDisabled();

  // The cantillation toggle shows the te'amim the source has.
  await page.getByLabel("Show cantillation marks (te'amim)").check();
  await expect(hebrew).toHaveText(week.verses[0].hebrewCantillation);
  await page.getByLabel("Show cantillation marks (te'amim)").uncheck();

  // The first step forward earns the reading XP, and the toast says so.
  // It may soon give way to the challenge news the same reading earns: the page notes what it showed.
  await noteShownTexts(page, '.toast');
  const next = page.getByRole('button', { name: 'Next →' });
  await next.click();
  await expect.poll(() => shownTexts(page)).toContainEqual(expect.stringMatching(/Great progress!\s*You earned 15 XP for reading!/));

  // Through the whole first aliyah, verse by verse, into the second.
  for (let i = 2; i <= secondStart; i++) {
    await next.click();
    await expect(page.getByText(`Verse ${i + 1} of ${week.verses.length}`)).toBeVisible();
  }
  await expect(page.getByTestId('verse-english')).toHaveText(week.verses[secondStart].english);
  await expect(page.getByRole('button', { name: `Aliyah 2: ${week.aliyot[1].range}` })).toHaveAttribute('aria-current', 'step');
  expect(firstAliyah.n).toBe(1);

  // Morah AI explains the verse.
  await page.getByRole('button', { name: /Ask Morah AI about this verse/ }).click();
  await expect(page.getByRole('heading', { name: "Morah AI's Insight" })).toBeVisible();
  await expect(page.getByText(new RegExp(`${week.verses[secondStart].ref.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} is in Parashat`))).toBeVisible();

  // Leaving and coming back opens the verse the child reached.
  await page.goto('/student');
  await page.goto('/parsha');
  await expect(page.getByText(`Verse ${secondStart + 1} of ${week.verses.length}`)).toBeVisible();
  await expect(page.getByTestId('verse-english')).toHaveText(week.verses[secondStart].english);

  // Any of the 54 can be picked, and an aliyah jumped to.
  await page.getByLabel('Parsha').selectOption('Noach');
  await expect(page.getByRole('heading', { level: 1, name: /Parashat Noach/ })).toBeVisible();
  await page.getByRole('button', { name: /^Aliyah 3:/ }).click();
  await expect(page.getByText('Genesis 7:17', { exact: true })).toBeVisible();
});
