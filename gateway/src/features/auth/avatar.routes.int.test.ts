import { beforeAll, describe, expect, it } from 'vitest';
import { injectWorld, type SignedIn } from '../../../../tests/support/inject-client';

const world = injectWorld();
let free: SignedIn;
let premium: SignedIn;
const FREE_CHOICE = { style: 'modern', color: 'green', accessory: 'kippah', expression: 'wise' };

beforeAll(async () => {
  [free, premium] = await Promise.all([world.signedIn('student'), world.signedIn('student')]);
  await world.db.updateTable('users').set({ is_premium: true }).where('id', '=', premium.user.id).execute();
});

describe('PATCH /api/auth/avatar', () => {
  it('saves a free choice and shows it on the account from then on', async () => {
    const res = await free.client.patch('/api/auth/avatar', FREE_CHOICE);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: free.user.id, avatarStyle: 'modern', avatarColor: 'green', avatarAccessory: 'kippah', avatarExpression: 'wise' });
    expect((await free.client.get('/api/auth/me')).body.user.avatarColor).toBe('green');
  });

  it('keeps the premium colors and accessories for Premium members, naming each refused field', async () => {
    const refused = await free.client.patch('/api/auth/avatar', { ...FREE_CHOICE, color: 'teal', accessory: 'hat' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'forbidden', message: 'That one is for Premium members.' });
    expect(refused.body.error.details.map((d: { path: string[] }) => d.path)).toEqual([['color'], ['accessory']]);
    expect((await free.client.get('/api/auth/me')).body.user.avatarAccessory).toBe('kippah');

    const allowed = await premium.client.patch('/api/auth/avatar', { ...FREE_CHOICE, color: 'teal', accessory: 'hat' });
    expect(allowed.status).toBe(200);
    expect(allowed.body.user).toMatchObject({ avatarColor: 'teal', avatarAccessory: 'hat' });
  });

  it('refuses a value outside the choices, or a missing one, with the choices in words', async () => {
    const unknown = await free.client.patch('/api/auth/avatar', { ...FREE_CHOICE, style: 'scary' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatchObject({ code: 'validation_failed', message: 'Please pick a style: classic, modern, cute or serious.' });
    const missing = await free.client.patch('/api/auth/avatar', { style: 'cute' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.details.map((d: { path: string[] }) => d.path[0])).toEqual(['color', 'accessory', 'expression']);
  });

  it('asks a visitor to sign in', async () => {
    expect(await world.anonymous().patch('/api/auth/avatar', FREE_CHOICE)).toMatchObject({ status: 401, body: { error: { code: 'unauthenticated' } } });
  });
});
