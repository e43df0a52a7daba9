import type { Notice } from '@morah/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectWorld, type SignedIn } from '../../../../tests/support/inject-client';

const world = injectWorld();
const { mine, other } = world.twoFamilies(['Dina', 'Boaz']);
let threadId: number;

const notices = async (viewer: SignedIn): Promise<Notice[]> => (await viewer.client.get('/api/notices')).body.notices;
const NOT_A_NOTICE = { status: 404, body: { error: { code: 'not_found', message: 'We could not find that notice.' } } };

beforeAll(async () => {
  threadId = (await mine.student.client.post('/api/chat/threads', {})).body.thread.id;
});

describe('GET /api/notices', () => {
  it('holds nothing before a flag, and nothing for a care flag', async () => {
    for (const viewer of [mine.teacher, mine.parent, mine.student]) expect(await notices(viewer)).toEqual([]);
    const care = await mine.student.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'my phone number is 0541234567' });
    expect(care.body.flagged).toBe(true);
    for (const viewer of [mine.teacher, mine.parent]) expect(await notices(viewer)).toEqual([]);
    expect((await world.anonymous().get('/api/notices')).status).toBe(401);
  });

  it("gives the child's teacher and parent an unopened notice of an urgent flag, and nobody else", async () => {
    const posted = await mine.student.client.post(`/api/chat/threads/${threadId}/messages`, { content: 'I want to hurt myself' });
    for (const viewer of [mine.teacher, mine.parent]) {
      const [notice, ...rest] = await notices(viewer);
      expect(rest).toEqual([]);
      expect(notice).toMatchObject({ kind: 'safety-flag', openedAt: null, handled: null, data: { threadId, messageId: posted.body.message.id, studentId: mine.student.user.id, severity: 'urgent', categories: ['self-harm'] } });
      expect(JSON.stringify(notice)).not.toContain('hurt myself');
    }
    for (const viewer of [other.teacher, other.parent, other.student, mine.student]) expect(await notices(viewer)).toEqual([]);
  });
});

describe('POST /api/notices/:id/open', () => {
  it("opens one's own notice once (again changes nothing), and no one else's", async () => {
    const [notice] = await notices(mine.parent);
    for (const viewer of [other.parent, mine.teacher, mine.student]) expect(await viewer.client.post(`/api/notices/${notice!.id}/open`)).toMatchObject(NOT_A_NOTICE);
    expect(await mine.parent.client.post('/api/notices/2000000000/open')).toMatchObject(NOT_A_NOTICE);
    expect(await mine.parent.client.post('/api/notices/abc/open')).toMatchObject({ status: 400, body: { error: { message: 'Id should be a number.' } } });
    expect(await mine.parent.client.post('/api/notices/0/open')).toMatchObject({ status: 400, body: { error: { message: 'That is not a notice number.' } } });
    expect((await world.anonymous().post(`/api/notices/${notice!.id}/open`)).status).toBe(401);

    const first = await mine.parent.client.post(`/api/notices/${notice!.id}/open`);
    expect(first.status).toBe(200);
    expect(first.body.notice.openedAt).toEqual(expect.any(String));
    const again = await mine.parent.client.post(`/api/notices/${notice!.id}/open`);
    expect(again.body.notice.openedAt).toBe(first.body.notice.openedAt);
    expect((await notices(mine.parent))[0]!.openedAt).toBe(first.body.notice.openedAt);
    // The teacher's own notice is still unopened.
    expect((await notices(mine.teacher))[0]!.openedAt).toBeNull();
  });

  it('brings the parent\u2019s notice back, unopened, once a teacher handles the flag, saying who and with the note', async () => {
    const [notice] = await notices(mine.parent);
    const handled = await mine.teacher.client.post(`/api/safety/flags/${notice!.data.messageId}/handle`, { note: 'We talked, and I called home.' });
    expect(handled.status).toBe(200);
    const [back] = await notices(mine.parent);
    expect(back).toMatchObject({ id: notice!.id, openedAt: null, handled: { byName: 'Test teacher', note: 'We talked, and I called home.' } });
    // The teacher's reads as handled.
    expect((await notices(mine.teacher))[0]!.handled).toMatchObject({ byName: 'Test teacher' });
  });
});
