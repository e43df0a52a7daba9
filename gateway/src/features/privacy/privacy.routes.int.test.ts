import { FACTORY_PASSWORD } from '@morah/db/testing';
import { describe, expect, it } from 'vitest';
import { injectWorld } from '../../../../tests/support/inject-client';
import { until } from '../../../../tests/support/until';

const world = injectWorld();
const { mine, other } = world.twoFamilies(['Ayala', 'Boaz']);
const NO_DOWNLOAD = { status: 404, body: { error: { message: 'We could not find that download.' } } };
const NOT_LINKED = { status: 404, body: { error: { message: 'We could not find that child among the children linked to your account.' } } };

describe('GET /api/privacy/facts', () => {
  it('tells any visitor what this Morah keeps and who receives what', async () => {
    const res = await world.anonymous().get('/api/privacy/facts');
    expect(res.status).toBe(200);
    expect(res.body.facts).toEqual({ chatRetentionDays: 365, exportAvailableHours: 24, modelProvider: null, moderationProvider: null, payments: 'test' });
  });
});

describe('a download of a child’s data', () => {
  it('is built for a parent, downloadable by that parent only, as a zip', async () => {
    const asked = await mine.parent.client.post('/api/privacy/exports', { childId: mine.student.user.id });
    expect(asked.status).toBe(202);
    expect(asked.body.export).toMatchObject({ childId: mine.student.user.id, status: 'building' });
    const id = asked.body.export.id;
    const ready = await until(async () => {
      const res = await mine.parent.client.get(`/api/privacy/exports/${id}`);
      return res.body.export.status !== 'building' && res.body.export;
    });
    expect(ready).toMatchObject({ status: 'ready', downloadUrl: `/api/privacy/exports/${id}/download` });
    expect((await mine.parent.client.get(`/api/privacy/exports?childId=${mine.student.user.id}`)).body.export.id).toBe(id);

    const file = await mine.parent.client.get(`/api/privacy/exports/${id}/download`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/zip');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="morah-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    // The family's download is the one who asked for it: not the child's, not the teacher's, not another family's.
    for (const viewer of [mine.student, mine.teacher, other.parent]) {
      expect(await viewer.client.get(`/api/privacy/exports/${id}`)).toMatchObject(NO_DOWNLOAD);
      expect(await viewer.client.get(`/api/privacy/exports/${id}/download`)).toMatchObject(NO_DOWNLOAD);
    }
    expect((await world.anonymous().get(`/api/privacy/exports/${id}/download`)).status).toBe(401);
  });

  it('is asked for by a student for themself, and never by a teacher or for another family’s child', async () => {
    const own = await other.student.client.post('/api/privacy/exports', {});
    expect(own).toMatchObject({ status: 202, body: { export: { childId: other.student.user.id } } });
    expect(await other.student.client.get('/api/privacy/exports')).toMatchObject({ status: 200, body: { export: { id: own.body.export.id } } });
    expect(await mine.parent.client.post('/api/privacy/exports', { childId: other.student.user.id })).toMatchObject(NOT_LINKED);
    expect(await mine.parent.client.get(`/api/privacy/exports?childId=${other.student.user.id}`)).toMatchObject(NOT_LINKED);
    expect(await mine.teacher.client.post('/api/privacy/exports', { childId: mine.student.user.id })).toMatchObject({ status: 404, body: { error: { message: 'We could not find that learner.' } } });
    expect(await mine.student.client.post('/api/privacy/exports', { childId: other.student.user.id })).toMatchObject({ status: 404, body: { error: { message: 'We could not find that learner.' } } });
    expect((await world.anonymous().post('/api/privacy/exports', {})).status).toBe(401);
    expect((await world.anonymous().get('/api/privacy/exports')).status).toBe(401);
  });

  it('names a bad child or export id in words', async () => {
    expect(await mine.parent.client.post('/api/privacy/exports', { childId: 0 })).toMatchObject({ status: 400, body: { error: { message: 'Please choose a child.' } } });
    expect(await mine.parent.client.post('/api/privacy/exports', { childId: mine.student.user.id, format: 'pdf' })).toMatchObject({ status: 400, body: { error: { message: 'We do not know "format". Please leave it out.' } } });
    expect(await mine.parent.client.get('/api/privacy/exports/not-an-export')).toMatchObject({ status: 400, body: { error: { message: 'That is not an export.' } } });
    expect(await mine.parent.client.get('/api/privacy/exports/00000000-0000-4000-8000-000000000000')).toMatchObject(NO_DOWNLOAD);
  });
});

describe('deleting a child’s account', () => {
  it('is for a linked parent who confirms with their own password; the child is signed out at once', async () => {
    const family = await world.family();
    expect(await family.parent.client.post('/api/privacy/deletions', { childId: family.student.user.id, password: 'not-my-password' })).toMatchObject({
      status: 400,
      body: { error: { message: 'That password is not right.', details: [{ path: ['password'] }] } },
    });
    expect((await family.student.client.get('/api/auth/me')).status).toBe(200);

    const res = await family.parent.client.post('/api/privacy/deletions', { childId: family.student.user.id, password: FACTORY_PASSWORD });
    expect(res.status).toBe(202);
    expect(res.body.deletion.status).toBe('pending');
    expect((await family.student.client.get('/api/auth/me')).status).toBe(401);
    const done = await until(async () => (await family.parent.client.get(`/api/privacy/deletions/${res.body.deletion.id}`)).body.deletion.status === 'done');
    expect(done).toBe(true);
    expect(await family.teacher.client.get(`/api/users/${family.student.user.id}`)).toMatchObject({ status: 404 });
    expect(await other.parent.client.get(`/api/privacy/deletions/${res.body.deletion.id}`)).toMatchObject({ status: 404, body: { error: { message: 'We could not find that request.' } } });
  });

  it('refuses anyone else', async () => {
    expect(await other.parent.client.post('/api/privacy/deletions', { childId: mine.student.user.id, password: FACTORY_PASSWORD })).toMatchObject(NOT_LINKED);
    for (const viewer of [mine.student, mine.teacher]) {
      expect(await viewer.client.post('/api/privacy/deletions', { childId: mine.student.user.id, password: FACTORY_PASSWORD })).toMatchObject({ status: 403, body: { error: { message: 'Only parents can do that.' } } });
    }
    expect((await world.anonymous().post('/api/privacy/deletions', { childId: mine.student.user.id, password: FACTORY_PASSWORD })).status).toBe(401);
    expect((await mine.student.client.get('/api/auth/me')).status).toBe(200);
  });

  it('names a missing child or password in words', async () => {
    expect(await mine.parent.client.post('/api/privacy/deletions', { password: FACTORY_PASSWORD })).toMatchObject({ status: 400, body: { error: { message: 'Please choose a child.' } } });
    expect(await mine.parent.client.post('/api/privacy/deletions', { childId: mine.student.user.id })).toMatchObject({ status: 400, body: { error: { message: 'Please type your password.' } } });
    expect(await mine.parent.client.get('/api/privacy/deletions/123')).toMatchObject({ status: 400, body: { error: { message: 'That is not a deletion.' } } });
    expect((await mine.student.client.get('/api/privacy/deletions/00000000-0000-4000-8000-000000000000')).status).toBe(403);
  });
});
