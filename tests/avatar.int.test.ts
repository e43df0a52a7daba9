import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient, registerStudent, registerTeacherWithClass } from './support/http-client';
import { startGateway } from './support/morah-under-test';

let testDb: TestDatabase;
let gateway: RunningGateway;
let joinCode: string;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
  joinCode = (await registerTeacherWithClass(gateway.url)).classInfo.joinCode;
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

const patchAvatar = (client: TestClient, body: unknown) => client.request('PATCH', '/api/auth/avatar', body);

async function avatarOf(client: TestClient) {
  const { body } = await client.get('/api/auth/user');
  const { avatarStyle, avatarColor, avatarAccessory, avatarExpression } = body.user;
  return { avatarStyle, avatarColor, avatarAccessory, avatarExpression };
}

const DEFAULTS = { avatarStyle: 'classic', avatarColor: 'blue', avatarAccessory: 'none', avatarExpression: 'happy' };

describe('PATCH /api/auth/avatar', () => {
  it('saves the choice, answers the user and reads it back', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    expect(await avatarOf(student)).toEqual(DEFAULTS);
    const res = await patchAvatar(student, { style: 'serious', color: 'green', accessory: 'kippah', expression: 'thoughtful' });
    expect(res.status).toBe(200);
    const saved = { avatarStyle: 'serious', avatarColor: 'green', avatarAccessory: 'kippah', avatarExpression: 'thoughtful' };
    expect(res.body.user).toMatchObject({ id: user.id, username: user.username, isPremium: false, linkCode: user.linkCode, ...saved });
    // The same shape as GET /api/auth/user.
    expect(Object.keys(res.body.user).sort()).toEqual(Object.keys((await student.get('/api/auth/user')).body.user).sort());
    expect(await avatarOf(student)).toEqual(saved);
  });

  it('refuses every value outside the lists with a 400 naming the field, and changes nothing', async () => {
    const { student } = await registerStudent(gateway.url, joinCode);
    await patchAvatar(student, { style: 'modern', color: 'purple', accessory: 'glasses', expression: 'calm' });
    const before = await avatarOf(student);
    const valid = { style: 'cute', color: 'orange', accessory: 'none', expression: 'excited' };
    const cases: Array<[string, unknown]> = [
      ['style', 'punk'],
      ['style', 'Wise'],
      ['color', 'red'],
      ['color', 'BLUE'],
      ['accessory', 'crown'],
      ['expression', 'grumpy'],
      ['expression', 42],
      ['style', undefined],
    ];
    for (const [field, value] of cases) {
      const res = await patchAvatar(student, { ...valid, [field]: value });
      expect(res.status, `${field}=${String(value)}`).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.message).toMatch(new RegExp(`^Please pick an? ${field}`));
      expect(res.body.error.details).toEqual([{ path: [field], message: expect.stringMatching(/^Please pick/) }]);
    }
    const all = await patchAvatar(student, { style: 'x', color: 'x', accessory: 'x', expression: 'x' });
    expect(all.status).toBe(400);
    expect(all.body.error.details.map((d: { path: string[] }) => d.path[0])).toEqual(['style', 'color', 'accessory', 'expression']);
    expect(all.body.error.details[1].message).toBe('Please pick a color: blue, purple, green, orange, pink or teal.');
    expect((await patchAvatar(student, 'not json')).status).toBe(400);
    expect(await avatarOf(student)).toEqual(before);
  });

  it('keeps hat, bow and teal for Premium members: 403 with a kind message, nothing changed', async () => {
    const { student } = await registerStudent(gateway.url, joinCode);
    const base = { style: 'classic', color: 'pink', accessory: 'kippah', expression: 'happy' };
    expect((await patchAvatar(student, base)).status).toBe(200);
    for (const choice of [{ accessory: 'hat' }, { accessory: 'bow' }, { color: 'teal' }, { color: 'teal', accessory: 'hat' }]) {
      const res = await patchAvatar(student, { ...base, style: 'cute', ...choice });
      expect(res.status, JSON.stringify(choice)).toBe(403);
      expect(res.body.error).toMatchObject({ code: 'forbidden', message: 'That one is for Premium members.' });
      expect(res.body.error.details.map((d: { path: string[] }) => d.path[0]).sort()).toEqual(Object.keys(choice).sort());
    }
    expect(await avatarOf(student)).toEqual({ avatarStyle: 'classic', avatarColor: 'pink', avatarAccessory: 'kippah', avatarExpression: 'happy' });
  });

  it('lets a Premium member pick the premium options', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    await testDb.db.updateTable('users').set({ is_premium: true }).where('id', '=', user.id).execute();
    const hat = await patchAvatar(student, { style: 'modern', color: 'teal', accessory: 'hat', expression: 'wise' });
    expect(hat.status).toBe(200);
    expect(hat.body.user).toMatchObject({ isPremium: true, avatarColor: 'teal', avatarAccessory: 'hat' });
    expect((await patchAvatar(student, { style: 'cute', color: 'teal', accessory: 'bow', expression: 'excited' })).status).toBe(200);
    expect(await avatarOf(student)).toEqual({ avatarStyle: 'cute', avatarColor: 'teal', avatarAccessory: 'bow', avatarExpression: 'excited' });
  });

  it('works for teachers and parents too, and refuses signed-out visitors with a 401', async () => {
    const { teacher } = await registerTeacherWithClass(gateway.url);
    expect((await patchAvatar(teacher, { style: 'serious', color: 'orange', accessory: 'glasses', expression: 'wise' })).body.user.avatarStyle).toBe('serious');
    const anonymous = new TestClient(gateway.url);
    const res = await patchAvatar(anonymous, { style: 'classic', color: 'blue', accessory: 'none', expression: 'happy' });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });

  it('goes through the cross-site guard like every other change', async () => {
    const { student } = await registerStudent(gateway.url, joinCode);
    const before = await avatarOf(student);
    const res = await student.request('PATCH', '/api/auth/avatar', { style: 'cute', color: 'green', accessory: 'none', expression: 'calm' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('csrf_refused');
    expect(await avatarOf(student)).toEqual(before);
  });

  it('reads stored values outside the lists back as classic, blue, none, happy', async () => {
    const { student, user } = await registerStudent(gateway.url, joinCode);
    await patchAvatar(student, { style: 'cute', color: 'pink', accessory: 'glasses', expression: 'calm' });
    await testDb.db
      .updateTable('users')
      .set({ avatar_style: 'punk', avatar_color: '', avatar_accessory: 'crown', avatar_expression: 'HAPPY' })
      .where('id', '=', user.id)
      .execute();
    expect(await avatarOf(student)).toEqual(DEFAULTS);
    expect((await student.get('/api/auth/me')).body.user).toMatchObject(DEFAULTS);
    // Only the bad ones fall back.
    await testDb.db.updateTable('users').set({ avatar_style: 'modern', avatar_color: 'violet' }).where('id', '=', user.id).execute();
    expect(await avatarOf(student)).toEqual({ ...DEFAULTS, avatarStyle: 'modern' });
  });
});
