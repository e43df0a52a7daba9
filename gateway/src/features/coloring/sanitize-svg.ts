import type { DOMPurify as Purifier } from 'dompurify';

let purifier: Promise<Purifier> | undefined;

/** A fragment reference (`url(#clip)`) stays inside the drawing; anything else would reach outside. */
const INTERNAL_URL = /^\s*url\(\s*['"]?#[\w-]+['"]?\s*\)\s*$/i;

/**
 * DOMPurify on a server-side DOM, loaded on the first drawing saved (so start-up stays quick), with
 * Morah's rules on top of DOMPurify's SVG profile: no styles, no pictures or links, no animation, and
 * no reference outside the drawing.
 */
function loadPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import('dompurify'), import('jsdom')]);
    const purify = createDOMPurify(new JSDOM('').window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      const value = data.attrValue ?? '';
      if (/url\s*\(/i.test(value) && !INTERNAL_URL.test(value)) data.keepAttr = false;
      if (/href$/i.test(data.attrName) && !value.trim().startsWith('#')) data.keepAttr = false;
    });
    return purify;
  })();
  return purifier;
}

const FORBID_TAGS = ['script', 'style', 'image', 'foreignObject', 'a', 'use', 'iframe', 'animate', 'animateMotion', 'animateTransform', 'set', 'feImage'];

/**
 * The drawing as markup that can never run code or fetch anything in a teacher's or parent's browser,
 * or null when nothing drawable is left (it was not one SVG picture).
 */
export async function sanitizeSvg(markup: string): Promise<string | null> {
  const purify = await loadPurifier();
  const clean = purify.sanitize(markup, {
    USE_PROFILES: { svg: true },
    FORBID_TAGS,
    FORBID_ATTR: ['style'],
    ADD_ATTR: ['xmlns'],
  });
  const trimmed = clean.trim();
  if (!/^<svg[\s>]/i.test(trimmed) || !/<\/svg>$/i.test(trimmed)) return null;
  // One picture: a second root element would not be one drawing.
  if ((trimmed.match(/<svg[\s>]/gi) ?? []).length !== 1) return null;
  return trimmed;
}
