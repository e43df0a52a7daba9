import type { RunningGateway } from '@morah/gateway';
import { buildClass, buildUser, FACTORY_PASSWORD, linkParent, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai';
import { type FakeSefaria, startFakeSefaria } from './fake-sefaria';
import { type FakeStripe, startFakeStripe } from './fake-stripe';
import Stripe from 'stripe';
import { gatewayOnOwnDatabase, type GatewayOptions } from './morah-under-test';

/**
 * Route tests through `app.inject`: no socket, no port, the real app with its plugins, policy and
 * database. `InjectClient` is a browser on the app's own page (the session cookie it was given, the
 * app's Origin so the same-origin guard lets writes through).
 */

export interface InjectAnswer {
  status: number;
  /** Parsed JSON, or the raw text when the answer is not JSON. */
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
}

type App = RunningGateway['app'];

/** The host every injected request is sent to; the Origin matches it, as on the app's own pages. */
const HOST = 'morah.test';

export class InjectClient {
  cookie: string | undefined;

  constructor(
    readonly app: App,
    /** null: send no Origin, as another server (or a forged request) would. */
    readonly origin: string | null = `http://${HOST}`,
  ) {}

  async request(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, body?: unknown, headers: Record<string, string> = {}): Promise<InjectAnswer> {
    const res = await this.app.inject({
      method,
      url,
      headers: {
        host: HOST,
        ...(this.origin ? { origin: this.origin } : {}),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    const setCookie = res.headers['set-cookie'];
    for (const c of Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : []) {
      const [pair] = c.split(';');
      if (pair?.startsWith('morah.sid=')) this.cookie = c.includes('Expires=Thu, 01 Jan 1970') ? undefined : pair;
    }
    let parsed: unknown = res.body;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: res.statusCode, body: parsed, headers: res.headers };
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body, headers);
  patch = (url: string, body?: unknown) => this.request('PATCH', url, body);
  delete = (url: string) => this.request('DELETE', url);
}

type UserOverrides = NonNullable<Parameters<typeof buildUser>[1]>;
type UserRow = Awaited<ReturnType<typeof buildUser>>;

export interface SignedIn {
  user: UserRow;
  client: InjectClient;
}

export interface InjectWorld {
  gateway: RunningGateway;
  testDb: TestDatabase;
  db: TestDatabase['db'];
  app: App;
  /** The OpenAI-compatible loopback server the tutor's jobs talk to, when asked for (`openai: true`). */
  openai: FakeOpenAi;
  /** The loopback stand-in for Sefaria's text API, when asked for (`sefaria: true`). */
  sefaria: FakeSefaria;
  /** The loopback stand-in for Stripe's API, when asked for (`stripe: true`). */
  stripe: FakeStripe;
  /** A visitor who is not signed in. */
  anonymous(): InjectClient;
  /** A new account of this role, made by the test factories and signed in through the login route. */
  signedIn(role: UserRow['role'], overrides?: Omit<UserOverrides, 'role'>): Promise<SignedIn>;
  /** A student in a teacher's class with a linked parent, all three signed in. */
  family(studentOverrides?: Omit<UserOverrides, 'role'>): Promise<Family>;
  /**
   * Two families, made before the file's tests (the objects are filled in then): `mine`, and
   * `other`, whose members `mine`'s data must be refused to. The children's first names as given.
   */
  twoFamilies(firstNames?: [string, string]): { mine: Family; other: Family };
}

export interface Family {
  student: SignedIn;
  teacher: SignedIn;
  parent: SignedIn;
  classId: number;
}

export interface InjectWorldOptions extends Omit<GatewayOptions, 'databaseUrl' | 'dataDir'> {
  /** Start an OpenAI-compatible loopback server and point the tutor's jobs at it. */
  openai?: boolean;
  /** Start a loopback server that answers like Sefaria's text API and fetch missing verses from it. */
  sefaria?: boolean;
  /** Start a loopback server that speaks Stripe's API and take payments through it (webhooks signed with STRIPE_WEBHOOK_SECRET). */
  stripe?: boolean;
}

/** The webhook secret of a world made with `stripe: true`. */
export const STRIPE_WEBHOOK_SECRET = 'whsec_route_tests_0123456789abcdef';

/**
 * A Stripe `checkout.session.completed` notice for a paid session, as Stripe posts it: the raw
 * payload and its `stripe-signature` header (signed with another secret, or at another time, when asked).
 * It pays the default price ($9.99) unless told otherwise.
 */
export function paidCheckoutNotice(
  session: { id: string; userId: number; eventId?: string; amountTotal?: number; currency?: string },
  signing: { secret?: string; timestamp?: number } = {},
): { payload: string; signature: string } {
  const payload = JSON.stringify({
    id: session.eventId ?? `evt_${session.id}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'complete',
        payment_status: 'paid',
        amount_total: session.amountTotal ?? 999,
        currency: session.currency ?? 'usd',
        metadata: { userId: String(session.userId) },
      },
    },
  });
  const signature = new Stripe('sk_test_offline_signing').webhooks.generateTestHeaderString({ payload, secret: signing.secret ?? STRIPE_WEBHOOK_SECRET, ...(signing.timestamp ? { timestamp: signing.timestamp } : {}) });
  return { payload, signature };
}

/**
 * One gateway on this test file's own database, started before its tests and closed after; every
 * request goes through `app.inject`. It never leaves the machine: Sefaria is off unless its loopback
 * stand-in is asked for, and the tutor is the offline one unless the OpenAI stand-in is.
 */
export function injectWorld(options: InjectWorldOptions = {}): InjectWorld {
  const { openai: withOpenAi, sefaria: withSefaria, stripe: withStripe, ...gatewayOptions } = options;
  // Read when the gateway starts, so the loopback servers' addresses (known only then) can join it.
  const env: Record<string, string> = { SEFARIA_URL: '', TUTOR_PIECE_DELAY_MS: '0', ...gatewayOptions.env };
  let openai: FakeOpenAi | undefined;
  let sefaria: FakeSefaria | undefined;
  let stripe: FakeStripe | undefined;
  beforeAll(async () => {
    if (withStripe) {
      stripe = await startFakeStripe();
      Object.assign(env, { STRIPE_SECRET_KEY: 'sk_test_route_tests', STRIPE_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url });
    }
    if (withOpenAi) {
      openai = await startFakeOpenAi();
      Object.assign(env, { OPENAI_BASE_URL: openai.baseURL, OPENAI_API_KEY: 'test-key', OPENAI_MODEL: 'test-model' });
    }
    if (withSefaria) {
      sefaria = await startFakeSefaria();
      env.SEFARIA_URL = sefaria.url;
    }
  });
  // Hooks after all run last-registered first: the gateway closes before the servers it calls.
  afterAll(async () => {
    await openai?.close();
    await sefaria?.close();
    await stripe?.close();
  });
  const started = gatewayOnOwnDatabase({ ...gatewayOptions, env });
  const world: InjectWorld = {
    get gateway() {
      return started.gateway;
    },
    get testDb() {
      return started.testDb;
    },
    get db() {
      return started.testDb.db;
    },
    get app() {
      return started.gateway.app;
    },
    get openai() {
      if (!openai) throw new Error('injectWorld({ openai: true }) starts the loopback model');
      return openai;
    },
    get stripe() {
      if (!stripe) throw new Error('injectWorld({ stripe: true }) starts the loopback Stripe');
      return stripe;
    },
    get sefaria() {
      if (!sefaria) throw new Error('injectWorld({ sefaria: true }) starts the loopback Sefaria');
      return sefaria;
    },
    anonymous: () => new InjectClient(started.gateway.app),
    async signedIn(role, overrides = {}) {
      const user = await buildUser(started.testDb.db, { ...overrides, role });
      const client = new InjectClient(started.gateway.app);
      const res = await client.post('/api/auth/login', { username: user.username, password: FACTORY_PASSWORD });
      if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.body)}`);
      return { user, client };
    },
    async family(studentOverrides = {}) {
      const [student, teacher, parent] = await Promise.all([world.signedIn('student', studentOverrides), world.signedIn('teacher'), world.signedIn('parent')]);
      const cls = await buildClass(started.testDb.db, teacher.user.id, [student.user.id]);
      await linkParent(started.testDb.db, parent.user.id, student.user.id);
      return { student, teacher, parent, classId: cls.id };
    },
    twoFamilies(firstNames) {
      const mine = {} as Family;
      const other = {} as Family;
      beforeAll(async () => {
        const made = await Promise.all([mine, other].map((_, i) => world.family(firstNames ? { firstName: firstNames[i]! } : {})));
        Object.assign(mine, made[0]);
        Object.assign(other, made[1]);
      });
      return { mine, other };
    },
  };
  return world;
}
