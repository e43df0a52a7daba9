import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** The WCAG levels Morah answers to (2.0, 2.1 and 2.2, A and AA). No rule and no element is left out. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * Only the violations are reported in full: axe still runs every rule of those levels on every element,
 * but does not build a selector and an HTML excerpt for each of the thousands of elements that pass.
 */
const AXE_OPTIONS: RunOptions = { runOnly: { type: 'tag', values: AXE_TAGS }, resultTypes: ['violations'] };
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a report says of one violation: the rule, its impact, how many elements, the first of them. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  count: number;
  first?: string;
}
const describe = (v: Violation) => `axe ${v.id} (${v.impact ?? 'n/a'}) on ${v.count} element(s), e.g. ${v.first ?? '?'}: ${v.help}`;
const summary = (v: AxeResults['violations'][number]): Violation => ({ id: v.id, impact: v.impact, help: v.help, count: v.nodes.length, first: v.nodes[0]?.target.join(' ') });

/**
 * Every axe violation on the page as it is now, one line each: the rule, how many elements, the first of them.
 * A page without frames is checked by axe in the page itself (loaded once per document), and only
 * those lines come back; a page with frames goes through axe's Playwright runner, which checks each frame.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  if (page.frames().length > 1) {
    const { violations } = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
    return violations.map(summary).map(describe);
  }
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, options);
    return results.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, count: v.nodes.length, first: v.nodes[0]?.target.join(' ') }));
  }, AXE_OPTIONS);
  return violations.map(describe);
}

/**
 * Pictures drawn with an emoji font show as empty boxes on a device without one: every picture of ours
 * is an SVG. This lists the emoji in the page's visible text, alt texts and accessible names.
 * Symbols that are ordinary text (©, ®, ™, arrows) are not pictures.
 */
export async function emojiOnPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const emoji = /(?![©®™‼⁉↔-↙↩↪])\p{Extended_Pictographic}/u;
    const found = new Set<string>();
    const describe = (text: string, where: string) => {
      const m = text.match(emoji);
      if (m) found.add(`emoji '${m[0]}' in ${where}: "${text.trim().slice(0, 60)}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent && emoji.test(node.textContent)) describe(node.textContent, `the text of <${node.parentElement?.tagName.toLowerCase()}>`);
    }
    for (const element of document.querySelectorAll('[alt], [aria-label], [title]')) {
      for (const attribute of ['alt', 'aria-label', 'title']) {
        const value = element.getAttribute(attribute);
        if (value) describe(value, `${attribute} of <${element.tagName.toLowerCase()}>`);
      }
    }
    return [...found];
  });
}

/** Sideways scrolling: the page wider than the window, or a box of it that scrolls sideways (a table squeezed into a card). */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) found.push(`the page is ${document.documentElement.scrollWidth}px wide`);
    const name = (e: Element) => `<${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? ` class="${e.className}"` : ''}>`;
    for (const element of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      if ((style.overflowX === 'auto' || style.overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1) {
        found.push(`${name(element)} scrolls sideways (${element.scrollWidth}px in ${element.clientWidth}px)`);
      }
    }
    return found;
  });
}
