import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, type RunningGateway } from '@morah/gateway';
import { copyMigratedEmbedded, createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, uniqueName } from './support/http-client';
import { newRedisPrefix, startGateway } from './support/morah-under-test';

// Every gateway here trusts X-Forwarded-For, so each test signs in from addresses of its own.
const BEHIND_PROXY = { TRUST_PROXY: 'true' };
const PASSWORD = 'cedar-lantern-harp';

let addressCount = 0;
const newAddress = () => `198.51.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;

function signIn(baseUrl: string, username: string, password: string, address: string) {
  return new TestClient(baseUrl).request('POST', '/api/auth/login', { username, password }, { 'x-forwarded-for': address });
}

async function newAccount(baseUrl: string): Promise<string> {
  const username = uniqueName('acct');
  const res = await new TestClient(baseUrl).post('/api/auth/register', { username, password: PASSWORD, firstName: 'Ora', lastName: 'Ben', role: 'parent' });
  if (res.status !== 201) throw new Error(`registration failed: ${JSON.stringify(res.body)}`);
  return username;
}

/** 100 sign-ins at once to one account from one address: 99 wrong and, somewhere among them, the right one. */
async function expectRaceHeld(baseUrl: string): Promise<void> {
  const username = await newAccount(baseUrl);
  const address = newAddress();
  const passwords = Array.from({ length: 100 }, (_, i) => (i === 61 ? PASSWORD : `wrong-guess-${i}`));
  const answers = await Promise.all(passwords.map((password) => signIn(baseUrl, username, password, address)));
  const byStatus = (status: number) => answers.filter((a) => a.status === status);
  expect(answers.every((a) => [200, 401, 429].includes(a.status))).toBe(true);
  // The default allows 5 tries at one account from one address. A right one is given back, so at
  // most one more wrong try is checked after it; never more than 5 wrong ones.
  expect(byStatus(401).length).toBeLessThanOrEqual(5);
  expect(byStatus(200).length).toBeLessThanOrEqual(1);
  expect(byStatus(429).length).toBeGreaterThanOrEqual(94);
  for (const refused of byStatus(429)) {
    expect(refused.body.error.code).toBe('rate_limited');
    expect(refused.body.error.message).toMatch(/^Too many tries\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  }
}

describe('sign-in limits with Redis (every gateway counts together)', () => {
  let testDb: TestDatabase;
  let gateway: RunningGateway;
  let lowCeiling: RunningGateway;

  beforeAll(async () => {
    testDb = await createTestDatabase();
    [gateway, lowCeiling] = await Promise.all([
      startGateway({ databaseUrl: testDb.url, redisPrefix: newRedisPrefix(), env: BEHIND_PROXY }),
      startGateway({ databaseUrl: testDb.url, redisPrefix: newRedisPrefix(), env: { ...BEHIND_PROXY, LOGIN_MAX_FAILS_PER_ADDRESS: '12' } }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([gateway?.close(), lowCeiling?.close()]);
    await testDb?.drop();
  });

  it('counts each try before the password is checked: 100 parallel tries get at most the limit checked, the rest 429 with Retry-After', async () => {
    await expectRaceHeld(gateway.url);
  });

  it('does not lock a school out: after 30 wrong tries from one address at other accounts, another account signs in from it', async () => {
    const school = newAddress();
    const classmates = await Promise.all(Array.from({ length: 10 }, () => newAccount(gateway.url)));
    for (const username of classmates) {
      for (let i = 0; i < 3; i++) expect((await signIn(gateway.url, username, `typo-${i}-oops`, school)).status).toBe(401);
    }
    const another = await newAccount(gateway.url);
    const ok = await signIn(gateway.url, another, PASSWORD, school);
    expect(ok.status).toBe(200);
    expect(ok.body.user.username).toBe(another);
  });

  it('pauses one account at one address after 5 wrong tries, while the same account still signs in from another address', async () => {
    const username = await newAccount(gateway.url);
    const home = newAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(gateway.url, username, `nope-${i}-nope`, home)).status).toBe(401);
    const paused = await signIn(gateway.url, username, PASSWORD, home);
    expect(paused.status).toBe(429);
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await signIn(gateway.url, username, PASSWORD, newAddress())).status).toBe(200);
  });

  it('pauses an account tried from many addresses once 20 wrong tries were made in all', async () => {
    const username = await newAccount(gateway.url);
    for (let i = 0; i < 20; i++) expect((await signIn(gateway.url, username, `spread-${i}-guess`, newAddress())).status).toBe(401);
    const paused = await signIn(gateway.url, username, PASSWORD, newAddress());
    expect(paused.status).toBe(429);
    expect(paused.body.error.code).toBe('rate_limited');
  });

  it('still has a ceiling per address, across accounts', async () => {
    const address = newAddress();
    const accounts = await Promise.all(Array.from({ length: 4 }, () => newAccount(lowCeiling.url)));
    for (const username of accounts) {
      for (let i = 0; i < 3; i++) expect((await signIn(lowCeiling.url, username, `spray-${i}-guess`, address)).status).toBe(401);
    }
    const fresh = await newAccount(lowCeiling.url);
    const refused = await signIn(lowCeiling.url, fresh, PASSWORD, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Elsewhere the same account is fine.
    expect((await signIn(lowCeiling.url, fresh, PASSWORD, newAddress())).status).toBe(200);
  });

  it('defaults to a high ceiling per address and a low limit per account and address', () => {
    const config = loadConfig({});
    expect(config.LOGIN_MAX_FAILS_PER_ADDRESS).toBeGreaterThanOrEqual(100);
    expect(config.LOGIN_MAX_FAILS_PER_ACCOUNT_ADDRESS).toBe(5);
  });
});

describe('sign-in limits in the embedded mode (one process, counters in memory)', () => {
  let dataDir: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'morah-login-limit-'));
    await copyMigratedEmbedded(join(dataDir, 'db'));
    gateway = await startGateway({ dataDir, env: BEHIND_PROXY });
  });
  afterAll(async () => {
    await gateway?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('counts each try before the password is checked: 100 parallel tries get at most the limit checked', async () => {
    await expectRaceHeld(gateway.url);
  });
});
