import { type APIRequestContext, type Browser, expect } from '@playwright/test';

/** A POST as the app itself makes it (same origin, the session cookie kept). */
export async function apiPost(request: APIRequestContext, baseURL: string, path: string, data: object) {
  const res = await request.post(path, { data, headers: { origin: baseURL } });
  expect(res.ok(), `${path} answered ${res.status()}`).toBe(true);
  return res.json();
}

/** A person at their own computer, registered and signed in through the API. */
export async function signedIn(browser: Browser, baseURL: string, body: object) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const reg = await apiPost(page.request, baseURL, '/api/auth/register', { password: 'kite-river-lantern', ...body });
  return { page, user: reg.user };
}

/** A student in a new class of a new teacher. */
export async function signedInStudent(browser: Browser, baseURL: string, run: string, firstName: string) {
  const teacher = await signedIn(browser, baseURL, { username: `t_${run}`, firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  const cls = await apiPost(teacher.page.request, baseURL, '/api/classes', { name: 'Games Class' });
  await teacher.page.context().close();
  return signedIn(browser, baseURL, { username: `s_${run}`, firstName, lastName: 'Levi', role: 'student', classCode: cls.class.joinCode });
}
