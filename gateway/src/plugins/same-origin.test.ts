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
});
