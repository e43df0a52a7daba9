import { describe, expect, it } from 'vitest';
import { sanitizeSvg } from './sanitize-svg';

const page = (inner: string, attrs = '') => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"${attrs}>${inner}</svg>`;

describe('sanitizeSvg', () => {
  it('keeps a coloring page as it was drawn', async () => {
    const svg = page('<defs><clipPath id="clip"><path d="M0 0L10 10Z"></path></clipPath></defs><path d="M0 0L10 10Z" fill="#e53935" stroke="#222"></path><g clip-path="url(#clip)"><path d="M1 1L5 5" stroke="#1e56c8" stroke-width="8" fill="none" stroke-linecap="round"></path></g>');
    const clean = await sanitizeSvg(svg);
    expect(clean).toContain('viewBox="0 0 400 400"');
    expect(clean).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(clean).toContain('fill="#e53935"');
    expect(clean).toContain('clip-path="url(#clip)"');
    expect(clean).toContain('stroke-width="8"');
  });

  it('removes scripts, event handlers and javascript links', async () => {
    const clean = await sanitizeSvg(
      page('<script>alert(1)</script><path d="M0 0" onclick="alert(2)" fill="red"></path><a href="javascript:alert(3)"><text>hi</text></a><animate attributeName="href" to="javascript:alert(4)"></animate>', ' onload="alert(5)"'),
    );
    expect(clean).not.toMatch(/script|onclick|onload|javascript|alert|<a[\s>]|animate/i);
    expect(clean).toContain('<path d="M0 0" fill="red">');
  });

  it('removes every reference outside the drawing', async () => {
    const clean = await sanitizeSvg(
      page('<image href="https://tracker.example/x.png"></image><use href="https://evil.example/s.svg#a"></use><path d="M0 0" fill="url(https://evil.example/p.svg#g)" filter="url(http://x/f)"></path><style>@import url(https://x.example/c.css);</style><foreignObject><iframe src="https://x"></iframe></foreignObject>', ' style="background:url(https://x.example/b.png)"'),
    );
    expect(clean?.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|image|use|style|foreignObject|iframe|@import/i);
    expect(clean).toContain('<path d="M0 0">');
  });

  it('refuses what is not one SVG picture', async () => {
    expect(await sanitizeSvg('<p>hello</p>')).toBeNull();
    expect(await sanitizeSvg('<script>alert(1)</script>')).toBeNull();
    expect(await sanitizeSvg('just words')).toBeNull();
    expect(await sanitizeSvg(`${page('')}${page('')}`)).toBeNull();
  });
});
