/** A small browser-like HTTP client for tests: keeps the session cookie and sends the app's Origin. */
export class TestClient {
  cookie: string | undefined;

  constructor(
    readonly baseUrl: string,
    readonly origin: string | null = baseUrl,
  ) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<{ status: number; body: any; headers: Headers }> {
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(this.origin ? { origin: this.origin } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      if (pair?.startsWith('morah.sid=')) this.cookie = c.includes('Expires=Thu, 01 Jan 1970') ? undefined : pair;
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }

  get = (path: string) => this.request('GET', path);
  post = (path: string, body?: unknown) => this.request('POST', path, body);
}

let counter = 0;
export const uniqueName = (prefix: string) => `${prefix}_${process.pid}_${Date.now().toString(36)}_${counter++}`;

export async function registerTeacherWithClass(baseUrl: string) {
  const teacher = new TestClient(baseUrl);
  const reg = await teacher.post('/api/auth/register', { username: uniqueName('teacher'), password: 'kite-river-lantern', firstName: 'Rivka', lastName: 'Cohen', role: 'teacher' });
  if (reg.status !== 201) throw new Error(`teacher registration failed: ${JSON.stringify(reg.body)}`);
  const cls = await teacher.post('/api/classes', { name: 'Aleph' });
  if (cls.status !== 201) throw new Error(`class creation failed: ${JSON.stringify(cls.body)}`);
  return { teacher, teacherUser: reg.body.user, classInfo: cls.body.class as { id: number; joinCode: string } };
}

export async function registerStudent(baseUrl: string, classCode: string, firstName = 'Dovi') {
  const student = new TestClient(baseUrl);
  const reg = await student.post('/api/auth/register', { username: uniqueName('student'), password: 'kite-river-lantern', firstName, lastName: 'Katz', role: 'student', classCode });
  if (reg.status !== 201) throw new Error(`student registration failed: ${JSON.stringify(reg.body)}`);
  return { student, user: reg.body.user as { id: number; username: string; linkCode: string; xp: number; level: number } };
}

/** A parent account; linked to a child when given the child's link code. */
export async function registerParent(baseUrl: string, linkCode?: string) {
  const parent = new TestClient(baseUrl);
  const reg = await parent.post('/api/auth/register', { username: uniqueName('parent'), password: 'kite-river-lantern', firstName: 'Miriam', lastName: 'Katz', role: 'parent' });
  if (reg.status !== 201) throw new Error(`parent registration failed: ${JSON.stringify(reg.body)}`);
  if (linkCode) {
    const link = await parent.post('/api/parent/links', { linkCode });
    if (link.status !== 201) throw new Error(`parent link failed: ${JSON.stringify(link.body)}`);
  }
  return { parent, user: reg.body.user as { id: number } };
}
