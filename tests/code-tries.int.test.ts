import { describe, expect, it } from 'vitest';
import { TestClient, registerParent, registerStudent, registerTeacherWithClass, uniqueName } from './support/http-client';
import { gatewayOnOwnDatabase, newRedisPrefix } from './support/morah-under-test';

// The gateway trusts X-Forwarded-For, so each test tries codes from addresses of its own.
const world = gatewayOnOwnDatabase({ redisPrefix: newRedisPrefix(), env: { TRUST_PROXY: 'true', CODE_MAX_TRIES_PER_ADDRESS: '30' } });

let addressCount = 0;
const newAddress = () => `203.0.${Math.floor(addressCount / 250)}.${(addressCount++ % 250) + 1}`;
const wrongCode = (i: number) => `ZZ${String(i).padStart(6, '0').replace(/[01]/g, 'Q')}`;

const link = (parent: TestClient, linkCode: string, address: string) => parent.request('POST', '/api/parent/links', { linkCode }, { 'x-forwarded-for': address });
const join = (classCode: string, address: string) =>
  new TestClient(world.gateway.url).request(
    'POST',
    '/api/auth/register',
    { username: uniqueName('kid'), password: 'kite-river-lantern', firstName: 'Ari', lastName: 'Gold', role: 'student', classCode },
    { 'x-forwarded-for': address },
  );

function expectSlowedDown(res: { status: number; body: any; headers: Headers }) {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('rate_limited');
  expect(res.body.error.message).toMatch(/^Too many wrong codes\. Please wait \d+ minutes? and try again\.$/);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('parent link codes', () => {
  it('answers 50 wrong codes sent at once with at most 10 looked up, the rest 429 with Retry-After', async () => {
    const { parent } = await registerParent(world.gateway.url);
    const address = newAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => link(parent, wrongCode(i), address)));
    expect(answers.filter((a) => a.status === 404).length).toBeLessThanOrEqual(10);
    const slowed = answers.filter((a) => a.status === 429);
    expect(slowed.length).toBeGreaterThanOrEqual(40);
    for (const res of slowed) expectSlowedDown(res);
  });

  it('pauses a parent after 10 wrong codes, even for a right one, while another parent at the same address links', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    const { user: child } = await registerStudent(world.gateway.url, classInfo.joinCode);
    const { parent } = await registerParent(world.gateway.url);
    const home = newAddress();
    for (let i = 0; i < 10; i++) expect((await link(parent, wrongCode(i), home)).status).toBe(404);
    expectSlowedDown(await link(parent, child.linkCode, home));
    const { parent: other } = await registerParent(world.gateway.url);
    const linked = await link(other, child.linkCode, home);
    expect(linked.status).toBe(201);
    expect(linked.body.child.id).toBe(child.id);
  });

  it('does not count right codes: a parent links many children in a row', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    const { parent } = await registerParent(world.gateway.url);
    const address = newAddress();
    for (let i = 0; i < 12; i++) {
      const { user: child } = await registerStudent(world.gateway.url, classInfo.joinCode);
      expect((await link(parent, child.linkCode, address)).status).toBe(201);
    }
  });
});

describe('class codes at sign-up', () => {
  it('pauses an address after its wrong class codes, and nobody else', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    const address = newAddress();
    for (let i = 0; i < 30; i++) expect((await join(wrongCode(i), address)).status).toBe(400);
    expectSlowedDown(await join(classInfo.joinCode, address));
    expect((await join(classInfo.joinCode, newAddress())).status).toBe(201);
  });

  it('lets a whole class behind one address join, one after another, with the right code', async () => {
    const { classInfo } = await registerTeacherWithClass(world.gateway.url);
    const school = newAddress();
    for (let i = 0; i < 40; i++) expect((await join(classInfo.joinCode, school)).status).toBe(201);
  });
});
