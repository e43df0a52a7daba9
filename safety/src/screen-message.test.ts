import { describe, expect, it } from 'vitest';
import { screenMessage } from './screen-message';

describe('screenMessage', () => {
  it('given a disclosure, then it is flagged with its categories, in the contracts’ order, and the most pressing severity', () => {
    expect(screenMessage('my dad hits me and I want to die')).toEqual({ flagged: true, categories: ['hurt', 'self-harm'], severity: 'urgent' });
    expect(screenMessage('someone i met in a game wants to meet me and said not to tell my parents')).toMatchObject({ flagged: true, severity: 'high' });
    expect(screenMessage('my email is dina.k@example.com')).toEqual({ flagged: true, categories: ['personal-details'], severity: 'care' });
  });

  it('given an ordinary message, then nothing is flagged and there is no severity', () => {
    expect(screenMessage('Why did Pharaoh kill the babies?')).toEqual({ flagged: false, categories: [], severity: null });
    expect(screenMessage('')).toEqual({ flagged: false, categories: [], severity: null });
  });

  it('reads the misses of the old screen', () => {
    for (const text of ['I hate myself and want to die', 'my step dad says he will hurt me if i tell', 'someone i met in a game wants to meet me and said not to tell my parents', 'we dont have food at home and im hungry all the time', 'Someone at school is hitting me every day and I am scared to go to school']) {
      expect(screenMessage(text).flagged, text).toBe(true);
    }
  });
});
