import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/mock-fetch';
import { api, ApiError, apiRequest } from './api-client';

describe('api client', () => {
  it('turns a failed answer into "status: body text" and keeps the server error', async () => {
    mockFetch({
      'POST /api/auth/login': { status: 401, body: { error: { code: 'invalid_credentials', message: 'That username and password do not match.' } } },
    });
    const error = await api.post('/api/auth/login', { username: 'a', password: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError.message).toBe(
      '401: {"error":{"code":"invalid_credentials","message":"That username and password do not match."}}',
    );
    expect(apiError.status).toBe(401);
    expect(apiError.code).toBe('invalid_credentials');
    expect(apiError.serverMessage).toBe('That username and password do not match.');
  });

  it('keeps no server error when the body is not the error shape', async () => {
    mockFetch({
      'GET /api/classes': { status: 502, body: { error: { code: 42, message: 'Bad gateway' } } },
      'GET /api/classes/1': { status: 500, body: { error: 'Something broke' } },
    });
    for (const url of ['/api/classes', '/api/classes/1']) {
      const error = (await api.get(url).catch((e: unknown) => e)) as ApiError;
      expect(error).toBeInstanceOf(ApiError);
      expect(error.body).toBeNull();
      expect(error.code).toBeUndefined();
      expect(error.serverMessage).toBeUndefined();
    }
  });

  it('uses the status text when the body is empty', async () => {
    mockFetch({ 'GET /api/classes': { status: 401 } });
    await expect(api.get('/api/classes')).rejects.toThrow('401: Unauthorized');
  });

  it('sends a JSON content type only when there is a body, and always sends cookies', async () => {
    const fetchMock = mockFetch({ 'GET /api/classes': { body: { classes: [] } }, 'POST /api/classes': { body: { class: {} } } });
    await api.get('/api/classes');
    await api.post('/api/classes', { name: 'Aleph' });

    const [, getInit] = fetchMock.mock.calls[0]!;
    expect(getInit?.credentials).toBe('include');
    expect(getInit?.headers).toBeUndefined();
    expect(getInit?.body).toBeUndefined();

    const [, postInit] = fetchMock.mock.calls[1]!;
    expect(postInit?.credentials).toBe('include');
    expect(postInit?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(postInit?.body).toBe('{"name":"Aleph"}');
  });

  it('answers null for a 401 when asked to (the signed-out state)', async () => {
    mockFetch({ 'GET /api/auth/user': { status: 401 } });
    await expect(apiRequest('GET', '/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
    await expect(apiRequest('GET', '/api/auth/user')).rejects.toBeInstanceOf(ApiError);
  });

  it('parses JSON answers and tolerates empty ones', async () => {
    mockFetch({ 'GET /api/classes': { body: { classes: [] } }, 'POST /api/auth/logout': { status: 204 } });
    await expect(api.get('/api/classes')).resolves.toEqual({ classes: [] });
    await expect(api.post('/api/auth/logout')).resolves.toBeUndefined();
  });
});
