import { describe, expect, it } from 'vitest';
import { flagOf, messageFlagged } from './chat-events';

describe('a flag as the events carry it', () => {
  it('is raised with today\u2019s category names and their severity, whatever names the screen used', () => {
    expect(messageFlagged('m1', ['abuse', 'violence', 'abuse'], 'local')).toEqual({
      type: 'MessageFlagged',
      data: { messageId: 'm1', categories: ['hurt', 'harm-others'], severity: 'urgent', screen: 'local' },
    });
    expect(messageFlagged('m2', ['harassment'], 'moderation').data).toMatchObject({ categories: ['unkind'], severity: 'care' });
  });

  it('reads a flag stored before severities existed without rewriting it', () => {
    expect(flagOf({ categories: ['self-harm/intent', 'personal-details'] })).toEqual({ categories: ['self-harm', 'personal-details'], severity: 'urgent' });
    expect(flagOf({ categories: ['stranger'], severity: 'high' })).toEqual({ categories: ['stranger'], severity: 'high' });
  });
});
