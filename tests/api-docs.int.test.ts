import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';

/** The OpenAPI document is generated from the routes' own zod schemas, and a page shows it. */
let testDb: TestDatabase;
let gateway: RunningGateway;
let visitor: TestClient;
let doc: any;

beforeAll(async () => {
  testDb = await createTestDatabase();
  gateway = await startGateway({ databaseUrl: testDb.url });
  visitor = new TestClient(gateway.url);
  const res = await visitor.get('/api/docs/json');
  expect(res.status).toBe(200);
  doc = res.body;
});
afterAll(async () => {
  await gateway?.close();
  await testDb?.drop();
});

const jsonSchemaOf = (content: any) => content?.['application/json']?.schema;

describe('/api/docs', () => {
  it('is an OpenAPI 3.1 document of the API, without the web app or the socket', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Morah API');
    const paths = Object.keys(doc.paths);
    for (const path of ['/api/auth/login', '/api/chat/threads', '/api/chat/threads/{id}/messages', '/api/classes', '/api/quizzes/{id}/attempt', '/api/books', '/api/parsha/{name}', '/api/games/{gameId}/results', '/api/users/{id}']) {
      expect(paths, path).toContain(path);
    }
    expect(paths.filter((p) => !p.startsWith('/api/') && !['/healthz', '/readyz', '/metrics'].includes(p))).toEqual([]);
    expect(paths.filter((p) => p.startsWith('/api/docs'))).toEqual([]);
  });

  it('gives every API route its answer\u2019s schema, except redirects and files', () => {
    const NOT_JSON = ['GET /metrics', 'GET /api/login', 'GET /api/logout', 'POST /api/stripe/webhook', 'GET /api/privacy/exports/{id}/download'];
    const undescribed = Object.entries<any>(doc.paths).flatMap(([path, operations]) =>
      Object.entries<any>(operations)
        .filter(([, op]) => !Object.entries<any>(op.responses ?? {}).some(([status, r]) => /^2/.test(status) && (status === '204' || jsonSchemaOf(r.content))))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undescribed.sort()).toEqual(NOT_JSON.sort());
  });

  it('describes a route from its contracts schemas: path, body, the answer, and the error shape', () => {
    const post = doc.paths['/api/chat/threads/{id}/messages'].post;
    expect(post.tags).toEqual(['chat']);
    expect(post.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ in: 'path', name: 'id', required: true })]));
    const body = jsonSchemaOf(post.requestBody.content);
    expect(body.required).toEqual(['content']);
    expect(body.properties.content).toMatchObject({ type: 'string', maxLength: 2000 });
    const answer = jsonSchemaOf(post.responses['201'].content);
    expect(Object.keys(answer.properties).sort()).toEqual(['flagged', 'message', 'xpAwarded']);
    expect(answer.properties.message.properties.senderType.enum).toEqual(['student', 'ai', 'teacher']);
    const failure = jsonSchemaOf(post.responses.default.content);
    expect(failure.properties.error.properties.code.enum).toContain('validation_failed');
  });

  it('lists query parameters with their choices', () => {
    const get = doc.paths['/api/books'].get;
    const names = get.parameters.filter((p: any) => p.in === 'query').map((p: any) => p.name);
    expect(names.length).toBeGreaterThan(0);
    const attempt = doc.paths['/api/quizzes/{id}/attempt'].post;
    expect(Object.keys(jsonSchemaOf(attempt.requestBody.content).properties).sort()).toEqual(['answers', 'timeSpent']);
    expect(jsonSchemaOf(attempt.responses['200'].content).properties.review.type).toBe('array');
  });

  it('shows a page with no inline script, whose scripts load, under the app\u2019s own headers', async () => {
    const page = await visitor.get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = String(page.body);
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inline] of scripts) {
      expect(attributes).toMatch(/src="/);
      expect(inline!.trim()).toBe('');
    }
    for (const [, attributes] of scripts) {
      const src = attributes!.match(/src="([^"]+)"/)![1]!;
      const res = await visitor.get(new URL(src, `${gateway.url}/api/docs/`).pathname);
      expect(res.status, src).toBe(200);
      expect(res.headers.get('content-type'), src).toMatch(/javascript/);
    }
    const csp = page.headers.get('content-security-policy');
    if (csp) expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });
});
