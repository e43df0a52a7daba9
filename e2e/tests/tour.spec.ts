import { type Browser, type BrowserContext, type Page, expect, test } from '@playwright/test';
import { apiPost, consoleErrors } from './support/journeys';
import { axeViolations, emojiOnPage, sidewaysScroll } from './support/page-checks';

/**
 * `pnpm tour`: every route of both spec route tables (core-platform 2.1, learning-content 2), plus the
 * sign-in pages and the privacy page, visited as a visitor and as each role, at a laptop's and a
 * phone's width. It fails on a page wider than its window or with a box that scrolls sideways, on a
 * control smaller than a child's 44 px target, on any axe violation of WCAG 2.2 AA, on an emoji used as
 * a picture, on any console error, and on a 'Page Not Found' reached through one of our own links (every
 * same-origin link of every page, the menus opened). A route whose page does not
 * exist yet may answer 'Page Not Found' when visited directly, as long as nothing links to it.
 */
const SPEC_ROUTES = [
  ...['/', '/about', '/programs', '/community', '/insights', '/showcase', '/sponsorship', '/sophisticated'],
  ...['/parsha', '/coloring', '/badges', '/games', '/games/hebrew-memory', '/games/talmud-logic', '/games/hebrew-sequence', '/games/shabbat-puzzle'],
  ...['/student', '/teacher', '/parent', '/gamification', '/quiz-generator', '/books', '/profile'],
];
// /quiz/{id} and /books/{id} have no id to make up: they are visited through the links to real ones
// (the student has a quiz of their own, and the library links every book, premium ones too).

const ROUTES = [...SPEC_ROUTES, '/login', '/register', '/privacy'];

const SCREENS = [
  { name: 'laptop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** Links that are not pages to visit: signing out would end the tour's session. */
const NOT_FOLLOWED = new Set(['/api/logout']);

type Role = 'visitor' | 'student' | 'teacher' | 'parent';
type Sessions = Record<Exclude<Role, 'visitor'>, Awaited<ReturnType<BrowserContext['storageState']>>>;

const run = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}t`;
let sessions: Sessions;

// The roles' tours run side by side, as workers allow; each worker signs everyone up for itself. Not
// serial: a role whose tour finds problems does not stop the others'.
test.describe.configure({ mode: 'parallel' });

test.beforeAll(async ({ browser, baseURL }) => {
  sessions = await signUpEveryone(browser, baseURL!);
});

for (const role of ['visitor', 'student', 'teacher', 'parent'] as const) {
  test(`tour as ${role === 'visitor' ? 'a signed-out visitor' : `a ${role}`}`, async ({ browser }) => {
    test.setTimeout(15 * 60_000);
    // Both screen sizes at once, each in its own browser context. A page reached only through a
    // link is looked at once for the role, by whichever screen reaches it first: whether it is
    // 'Page Not Found' does not depend on the window's width.
    const linkedPages: LinkedPages = new Map();
    const checked: CheckedStates = new Set();
    const problems = await Promise.all(
      SCREENS.map(async (screen) => {
        const context = await browser.newContext({ viewport: { width: screen.width, height: screen.height }, ...(role === 'visitor' ? {} : { storageState: sessions[role] }) });
        const found = await tour(await context.newPage(), role, screen, linkedPages, checked);
        await context.close();
        return found;
      }),
    );
    expect(problems.flat()).toEqual([]);
  });
}

/** Whether each page reached only through a link is 'Page Not Found', by path, for one role. */
type LinkedPages = Map<string, Promise<boolean>>;

/** One role at one screen size: every route, every link, every console error. */
async function tour(page: Page, role: Role, screen: (typeof SCREENS)[number], linkedPages: LinkedPages, checked: CheckedStates): Promise<string[]> {
  const where = `${role} at ${screen.width}px`;
  const problems: string[] = [];
  const errors = consoleErrors(page);
  const network = trackRequests(page);
  const notFound = new Map<string, boolean>();
  const linkedFrom = new Map<string, string>();

  for (const route of ROUTES) {
    await visit(page, network, route);
    notFound.set(route, await isNotFound(page));
    problems.push(...(await pageProblems(page, checked)).map((problem) => `${where}: on ${route}, ${problem}`));
    if (route === '/') await openMenus(page, screen.name);
    for (const link of await sameOriginLinks(page)) if (!linkedFrom.has(link)) linkedFrom.set(link, route);
    await screenshots(page, role, route, screen.name);
  }

  for (const [link, from] of linkedFrom) {
    if (NOT_FOLLOWED.has(link)) continue;
    if (!notFound.has(link)) {
      let seen = linkedPages.get(link);
      if (!seen) {
        seen = visit(page, network, link).then(async () => {
          // A page reached only through a link is checked like the others, once for the role.
          problems.push(...(await pageProblems(page, checked)).map((problem) => `${where}: on ${link}, ${problem}`));
          return isNotFound(page);
        });
        linkedPages.set(link, seen);
      }
      notFound.set(link, await seen);
    }
    if (notFound.get(link)) problems.push(`${where}: ${from} links to ${link}, which is 'Page Not Found'`);
  }

  // Each error reads '<page address>: <message>'.
  problems.push(...errors.map((error) => `${where}: console error on ${error}`));
  return problems;
}

/** The states of pages a role has had checked: the window's width and the whole document, as a digest. */
type CheckedStates = Set<string>;

/**
 * What is wrong with the page as it stands: sideways scroll, small targets, axe violations, emoji
 * pictures. A state the role has had checked already (the same document at the same width, such as
 * the sign-in page every member's page leads a visitor to) is not checked again: its problems were
 * reported where it was first seen.
 */
async function pageProblems(page: Page, checked: CheckedStates): Promise<string[]> {
  const state = `${page.viewportSize()?.width}px ${await documentDigest(page)}`;
  if (checked.has(state)) return [];
  checked.add(state);
  return [...(await sidewaysScroll(page)), ...(await smallTargets(page)), ...(await axeViolations(page)), ...(await emojiOnPage(page))];
}

/** A digest of the whole document as it is now (its markup, with every attribute and text). */
async function documentDigest(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(document.documentElement.outerHTML));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

async function visit(page: Page, network: RequestTracker, path: string) {
  await page.goto(path);
  await settle(page, network);
}

interface RequestTracker {
  inFlight: () => number;
  lastChange: () => number;
}

/** Counts the page's requests under way (Socket.IO's long poll aside: it stays open by design). */
function trackRequests(page: Page): RequestTracker {
  let inFlight = 0;
  let lastChange = Date.now();
  const counted = (url: string) => !url.includes('/socket.io/');
  page.on('request', (request) => {
    if (!counted(request.url())) return;
    inFlight += 1;
    lastChange = Date.now();
  });
  const done = (request: { url: () => string }) => {
    if (!counted(request.url())) return;
    inFlight = Math.max(0, inFlight - 1);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { inFlight: () => inFlight, lastChange: () => lastChange };
}

/** The page has its code and its data: no request under way for a moment, and no page-sized loader. */
async function settle(page: Page, network: RequestTracker) {
  await page.waitForLoadState('load');
  await expect.poll(() => network.inFlight() === 0 && Date.now() - network.lastChange() >= 250, { timeout: 20_000, intervals: [50] }).toBe(true);
  await expect(page.locator('.page-loader')).toHaveCount(0);
}

/** Children need 44 px targets: the controls shown smaller than that (a link inside a sentence aside). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.locator('button, [role="button"], select, input:not([type="hidden"]), summary, a[href]').evaluateAll((elements) =>
    elements.flatMap((element) => {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || getComputedStyle(element).visibility === 'hidden') return [];
      // A link in running text is as tall as its line; the sentence around it is the target's spacing.
      const parentText = element.parentElement?.textContent?.trim() ?? '';
      if (element.tagName === 'A' && parentText !== (element.textContent?.trim() ?? '')) return [];
      // A checkbox or radio counts with its label, which is what a child taps.
      const label = (element as HTMLInputElement).labels?.[0]?.getBoundingClientRect();
      const height = Math.max(box.height, label?.height ?? 0);
      const width = Math.max(box.width, label?.width ?? 0);
      if (height >= 43.5 && width >= 43.5) return [];
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40) || element.tagName.toLowerCase();
      return [`'${name}' is a ${Math.round(width)}x${Math.round(height)} px target`];
    }),
  );
}

async function isNotFound(page: Page): Promise<boolean> {
  return (await page.getByRole('heading', { name: 'Page Not Found' }).count()) > 0;
}

/** Menus show their links only when open: the Programs dropdown on a laptop, the mobile menu on a phone. */
async function openMenus(page: Page, screen: string) {
  if (screen === 'phone') {
    const menu = page.getByRole('button', { name: 'Menu' });
    if (await menu.isVisible()) await menu.click();
  } else {
    const programs = page.getByRole('button', { name: /^(Programs|Show Programs menu)$/ });
    if (await programs.isVisible()) await programs.click();
  }
}

/** Every link on the page to a path of ours. */
async function sameOriginLinks(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  // In-page anchors ('#main') and downloads are not pages.
  const hrefs = await page
    .locator('a[href]:not([href^="#"]):not([download])')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && url.protocol.startsWith('http'))
    .map((url) => url.pathname + url.search);
}

/** Pictures of the busiest screens, to look at after a run (test-results/, not kept in the repo). */
async function screenshots(page: Page, role: Role, route: string, screen: string) {
  const shot = (name: string) => page.screenshot({ path: test.info().outputPath(`${name}-${screen}.png`), fullPage: true });
  if (role === 'teacher' && route === '/teacher') await shot('teacher-dashboard');
  if (role === 'student' && route === '/student') {
    await shot('student-home');
    await page.getByRole('button', { name: /Chat with Morah AI/ }).click();
    const chat = page.getByRole('dialog').filter({ has: page.locator('.chat-window') });
    await expect(chat.locator('.message').first()).toBeVisible();
    // 'New chat' says so in words at every width, on a target a finger can hit.
    const newChat = chat.getByRole('button', { name: 'New chat' });
    const label = (await newChat.getByText('New chat').boundingBox())!;
    const button = (await newChat.boundingBox())!;
    expect(label.width, `'New chat' shows its words at ${screen}`).toBeGreaterThan(30);
    expect(Math.min(button.width, button.height), `'New chat' is a 44 px target at ${screen}`).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: test.info().outputPath(`chat-${screen}.png`) });
    await page.keyboard.press('Escape');
    await expect(chat).toBeHidden();
  }
}

/**
 * A teacher with a class, a student in it who has asked Morah a question (so the teacher's dashboard
 * has a conversation with a real preview) and made a quiz, and that student's parent, each signed in once.
 */
async function signUpEveryone(browser: Browser, base: string): Promise<Sessions> {
  const person = async (body: object) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const reg = await apiPost(page.request, base, '/api/auth/register', { password: 'kite-river-lantern', ...body });
    return { context, page, user: reg.user };
  };
  const teacher = await person({ username: `tour_t_${run}`, firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await apiPost(teacher.page.request, base, '/api/classes', { name: 'Aleph Class' });
  const student = await person({ username: `tour_s_${run}`, firstName: 'Dovi', lastName: 'Katz', role: 'student', classCode: cls.class.joinCode });
  const parent = await person({ username: `tour_p_${run}`, firstName: 'Miriam', lastName: 'Katz', role: 'parent' });
  await apiPost(parent.page.request, base, '/api/parent/links', { linkCode: student.user.linkCode });

  const thread = await apiPost(student.page.request, base, '/api/chat/threads', {});
  await apiPost(student.page.request, base, `/api/chat/threads/${thread.thread.id}/messages`, { content: 'What is the first letter of the Hebrew alphabet and how do I say it?' });
  // Wait for Morah's answer, so the teacher's row shows a normal, long preview.
  await expect
    .poll(async () => {
      const res = await student.page.request.get(`/api/chat/threads/${thread.thread.id}/messages`);
      const body = (await res.json()) as { messages: { senderType: string }[] };
      return body.messages.some((m) => m.senderType === 'ai');
    }, { timeout: 30_000 })
    .toBe(true);

  // A quiz of the student's own, so Recent Quizzes links to a real /quiz/{id}.
  const quiz = await apiPost(student.page.request, base, '/api/quizzes/generate', { category: 'hebrew', difficulty: 'beginner', questionCount: 3 });
  await expect
    .poll(async () => ((await (await student.page.request.get(`/api/quizzes/${quiz.quiz.id}`)).json()) as { quiz: { status: string } }).quiz.status, { timeout: 30_000 })
    .toBe('ready');

  const sessions = {
    student: await student.context.storageState(),
    teacher: await teacher.context.storageState(),
    parent: await parent.context.storageState(),
  };
  await Promise.all([teacher, student, parent].map((p) => p.context.close()));
  return sessions;
}
