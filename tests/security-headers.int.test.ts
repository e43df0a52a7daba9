import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RunningGateway } from '@morah/gateway';
import { createTestDatabase, type TestDatabase } from '@morah/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from './support/http-client';
import { startGateway } from './support/morah-under-test';

let testDb: TestDatabase;
let webDist: string;
let direct: RunningGateway;
let behindProxy: RunningGateway;

beforeAll(async () => {
  testDb = await createTestDatabase();
  // A small built web app, so the page and its files are served as in production.
  webDist = mkdtempSync(join(tmpdir(), 'morah-headers-web-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDist, 'assets', 'app.js'), 'export {};');
  [direct, behindProxy] = await Promise.all([
    startGateway({ databaseUrl: testDb.url, env: { WEB_DIST: webDist } }),
    startGateway({ databaseUrl: testDb.url, env: { WEB_DIST: webDist, TRUST_PROXY: 'true' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([direct?.close(), behindProxy?.close()]);
  await testDb?.drop();
  rmSync(webDist, { recursive: true, force: true });
});

/** The CSP as a map of directive to its sources. */
function policy(headers: Headers): Map<string, string[]> {
  const csp = headers.get('content-security-policy') ?? '';
  return new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it('the page, its files, the API and a missing address all carry them', async () => {
    const client = new TestClient(direct.url);
    for (const path of ['/', '/student', '/assets/app.js', '/api/health', '/api/auth/me', '/api/nothing-here']) {
      const { headers } = await client.get(path);
      const csp = policy(headers);
      expect(csp.get('default-src'), path).toEqual(["'self'"]);
      // No inline script, no eval, no other site's script.
      expect(csp.get('script-src'), path).toEqual(["'self'"]);
      expect(csp.get('script-src-attr'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      expect(csp.get('base-uri'), path).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('connect-src'), path).toEqual(["'self'"]);
      expect(csp.get('img-src'), path).toEqual(["'self'", 'data:']);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('referrer-policy'), path).toBe('same-origin');
      expect(headers.get('strict-transport-security'), path).toBeNull();
      // No page may turn on a child's camera, microphone or location.
      expect(headers.get('permissions-policy'), path).toBe('camera=(), microphone=(), geolocation=()');
    }
  });

  it('the served page itself has no inline script', async () => {
    const page = await new TestClient(direct.url).get('/');
    expect(page.status).toBe(200);
    const scripts = [...String(page.body).matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, inside] of scripts) {
      expect(attributes).toMatch(/\ssrc="\/assets\//);
      expect(inside!.trim()).toBe('');
    }
  });

  it('sends HSTS only over TLS: through a trusted proxy that says https, never on plain http', async () => {
    const tls = await new TestClient(behindProxy.url).request('GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' });
    expect(tls.headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = await new TestClient(behindProxy.url).get('/api/health');
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // An untrusted X-Forwarded-Proto is ignored.
    const spoofed = await new TestClient(direct.url).request('GET', '/api/health', undefined, { 'x-forwarded-proto': 'https' });
    expect(spoofed.headers.get('strict-transport-security')).toBeNull();
  });
});
