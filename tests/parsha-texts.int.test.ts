import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeSefaria, type FakeSefaria } from './support/fake-sefaria';
import { TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';
import { torahFile } from './support/torah-data';

describe('a parsha not in the store comes from Sefaria (a loopback server in its format)', () => {
  let t: TestDatabase;
  let sefaria: FakeSefaria;
  let gateway: RunningGateway;
  let visitor: TestClient;

  beforeAll(async () => {
    t = await createTestDatabase();
    sefaria = await startFakeSefaria();
    gateway = await startGateway({ databaseUrl: t.url, env: { SEFARIA_URL: sefaria.url, SEFARIA_TIMEOUT_MS: '5000' } });
    visitor = new TestClient(gateway.url);
  });
  afterAll(async () => {
    await gateway?.close();
    await sefaria?.close();
    await t?.drop();
  });

  it('fetches the whole parsha once, keeps it with Sefaria credited, and serves it from the store after', async () => {
    const res = await visitor.get('/api/parsha/Noach');
    expect(res.status).toBe(200);
    expect(res.body.textMissing).toBeUndefined();
    expect(res.body.range).toBe('Genesis 6:9-11:32');
    expect(res.body.verses).toHaveLength(153);
    expect(sefaria.requests).toHaveLength(1);
    expect(sefaria.requests[0]).toContain('/api/v3/texts/Genesis.6.9-11.32?');
    expect(sefaria.requests[0]).toContain('return_format=text_only');
    const first = res.body.verses[0];
    expect(first.ref).toBe('Genesis 6:9');
    expect(first.english).toBe(torahFile('torah-en.json').Genesis![5]![8]);
    expect(first.hebrewCantillation).toBe(torahFile('torah-he-teamim.json').Genesis![5]![8]);
    // The pointed text is the cantillated one without its marks: the folder's pointed text exactly.
    expect(first.hebrew).toBe(torahFile('torah-he.json').Genesis![5]![8]);
    expect(res.body.sources.map((s: { id: string }) => s.id).sort()).toEqual(['sefaria-jps-1917', 'sefaria-tanach-taamei-hamikra']);
    expect(res.body.sources.every((s: { attribution: string }) => s.attribution.includes('Sefaria'))).toBe(true);

    const again = await visitor.get('/api/parsha/Noach');
    expect(again.body.verses).toEqual(res.body.verses);
    expect(sefaria.requests).toHaveLength(1);
    expect(await t.db.selectFrom('texts').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).toEqual({ n: '153' });
  });

  it('answers with no verses and a plain explanation when Sefaria fails with a 500, keeps nothing, and tries again next time', async () => {
    sefaria.mode = 'error';
    const res = await visitor.get('/api/parsha/Bo');
    expect(res.status).toBe(200);
    expect(res.body.name).toBe('Bo');
    expect(res.body.verses).toEqual([]);
    expect(res.body.textMissing.reason).toBe('unreachable');
    expect(res.body.textMissing.message).toContain('pnpm content:import');
    sefaria.mode = 'ok';
    const later = await visitor.get('/api/parsha/Bo');
    expect(later.body.textMissing).toBeUndefined();
    expect(later.body.verses).toHaveLength(later.body.totalVerses);
  });

  it('gives up on a Sefaria that does not answer, after the timeout', async () => {
    // A gateway of its own with a short timeout: this Sefaria never answers, so only the timeout can
    // end the wait, however busy the machine (the gateway above gives a real answer 5 s).
    const impatient = await startGateway({ databaseUrl: t.url, env: { SEFARIA_URL: sefaria.url, SEFARIA_TIMEOUT_MS: '200' } });
    sefaria.mode = 'slow';
    try {
      const asked = sefaria.requests.length;
      const res = await new TestClient(impatient.url).get('/api/parsha/Vayera');
      expect(res.status).toBe(200);
      expect(res.body.verses).toEqual([]);
      expect(res.body.textMissing.reason).toBe('unreachable');
      expect(sefaria.requests.length).toBe(asked + 1);
    } finally {
      sefaria.mode = 'ok';
      await impatient.close();
    }
  });
});

describe('with Sefaria switched off and an empty store', () => {
  let t: TestDatabase;
  let gateway: RunningGateway;
  beforeAll(async () => {
    t = await createTestDatabase();
    gateway = await startGateway({ databaseUrl: t.url, env: { SEFARIA_URL: '' } });
  });
  afterAll(async () => {
    await gateway?.close();
    await t?.drop();
  });

  it('says, in words a parent understands, how to add the text', async () => {
    const res = await new TestClient(gateway.url).get('/api/parsha/Bereshit');
    expect(res.status).toBe(200);
    expect(res.body.verses).toEqual([]);
    expect(res.body.aliyot).toHaveLength(7);
    expect(res.body.textMissing).toEqual({ reason: 'offline', message: expect.stringContaining('has not been added to this Morah yet') });
  });
});
