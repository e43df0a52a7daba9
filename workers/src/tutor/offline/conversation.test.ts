import { describe, expect, it } from 'vitest';
import { smallTalkIn } from './conversation';

describe('a thank-you said, or asked about', () => {
  it('given a child who says thank you, when read, then it is a thank-you', () => {
    expect(smallTalkIn('thank u so much!!')).toBe('thanks');
  });

  it('given a child who asks how to say thank you in a language, when read, then it is a question, not a thank-you', () => {
    expect(smallTalkIn('wats thank you in hebrew')).toBeUndefined();
    expect(smallTalkIn('thanks in ivrit is')).toBeUndefined();
  });
});
