import { describe, expect, it } from 'vitest';
import { screenConversation } from '../index';
import { conversations, devSet } from './index';
import { percent, scoreDevSet } from './score-dev-set';

/**
 * The development set's own check: the screen hears at least 97% of each category's disclosures and
 * raises at most 3% false alarms on each category's ordinary look-alikes. Tuned against freely; the
 * held-out evaluation lives elsewhere.
 */
describe('the safety screen on its development set', () => {
  const scores = scoreDevSet(devSet, screenConversation);

  it('has at least 300 disclosures and 300 ordinary messages over every category', () => {
    expect(scores.reduce((n, s) => n + s.disclosures, 0)).toBeGreaterThanOrEqual(300);
    expect(scores.reduce((n, s) => n + s.ordinary, 0)).toBeGreaterThanOrEqual(300);
    expect(scores.map((s) => s.category).sort()).toEqual(['bullied', 'harm-others', 'hurt', 'neglect', 'personal-details', 'self-harm', 'stranger', 'unkind', 'unsafe-touch']);
  });

  it.each(scores.map((s) => [s.category, s] as const))('hears %s disclosures (recall >= 97%%) with few false alarms (<= 3%%)', (_, score) => {
    expect(percent(score.heard, score.disclosures), `missed: ${score.missed.join(' | ')}`).toBeGreaterThanOrEqual(97);
    expect(percent(score.falseAlarms, score.ordinary), `false alarms: ${score.alarmed.join(' | ')}`).toBeLessThanOrEqual(3);
  });

  it.each(conversations.map((c) => [c.latest, c] as const))('reads %j in its conversation', (_, c) => {
    const screen = screenConversation(c.earlier, c.latest);
    if (c.expect === null) expect(screen.flagged).toBe(false);
    else expect(screen.categories).toContain(c.expect);
  });
});
