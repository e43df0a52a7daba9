import { describe, expect, it } from 'vitest';
import { isSameOrigin } from './same-origin';

describe('isSameOrigin', () => {
  it('accepts an Origin matching the Host', () => {
    expect(isSameOrigin({ origin: 'http://localhost:3000', host: 'localhost:3000' }, [])).toBe(true);
  });
  it('refuses another site', () => {
    expect(isSameOrigin({ origin: 'https://evil.example', host: 'localhost:3000' }, [])).toBe(false);
  });
  it('falls back to the Referer when there is no Origin', () => {
    expect(isSameOrigin({ referer: 'http://localhost:3000/register', host: 'localhost:3000' }, [])).toBe(true);
    expect(isSameOrigin({ referer: 'http://evil.example/x', host: 'localhost:3000' }, [])).toBe(false);
  });
  it('refuses a request with neither header, and the opaque origin "null"', () => {
    expect(isSameOrigin({ host: 'localhost:3000' }, [])).toBe(false);
    expect(isSameOrigin({ origin: 'null', host: 'localhost:3000' }, [])).toBe(false);
  });
  it('accepts an explicitly allowed origin', () => {
    expect(isSameOrigin({ origin: 'http://localhost:5173', host: 'gateway:3000' }, ['http://localhost:5173'])).toBe(true);
  });
  it('compares the scheme too: the same host over https is another origin on plain http', () => {
    expect(isSameOrigin({ origin: 'https://127.0.0.1:3300', host: '127.0.0.1:3300' }, [])).toBe(false);
    expect(isSameOrigin({ referer: 'https://127.0.0.1:3300/register', host: '127.0.0.1:3300' }, [])).toBe(false);
    expect(isSameOrigin({ origin: 'http://127.0.0.1:3300', host: '127.0.0.1:3300' }, [], false, true)).toBe(false);
    expect(isSameOrigin({ origin: 'https://127.0.0.1:3300', host: '127.0.0.1:3300' }, [], false, true)).toBe(true);
  });
  it('behind a trusted proxy, takes the scheme from X-Forwarded-Proto, and ignores it from anyone else', () => {
    const viaTls = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'morah.school.org', host: 'gateway:3000' };
    expect(isSameOrigin({ ...viaTls, origin: 'https://morah.school.org' }, [], true)).toBe(true);
    expect(isSameOrigin({ ...viaTls, origin: 'http://morah.school.org' }, [], true)).toBe(false);
    expect(isSameOrigin({ 'x-forwarded-proto': 'HTTPS, http', host: 'morah.school.org', origin: 'https://morah.school.org' }, [], true)).toBe(true);
    expect(isSameOrigin({ 'x-forwarded-proto': 'https', host: 'localhost:3000', origin: 'https://localhost:3000' }, [])).toBe(false);
  });
});
