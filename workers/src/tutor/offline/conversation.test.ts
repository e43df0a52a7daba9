import { describe, expect, it } from 'vitest';
import { smallTalkIn, withoutLeadingGreeting } from './conversation';

describe('a thank-you said, or asked about', () => {
  it('given a child who says thank you, when read, then it is a thank-you', () => {
    expect(smallTalkIn('thank u so much!!')).toBe('thanks');
  });

  it('given a child who asks how to say thank you in a language, when read, then it is a question, not a thank-you', () => {
    expect(smallTalkIn('wats thank you in hebrew')).toBeUndefined();
    expect(smallTalkIn('thanks in ivrit is')).toBeUndefined();
  });
});

describe('a greeting word asked about', () => {
  it('given a greeting word the message asks the meaning of, when read, then it stays the message, not a greeting taken off', () => {
    expect(withoutLeadingGreeting('shalom is what in english')).toBe('shalom is what in english');
    expect(withoutLeadingGreeting('erev tov means?')).toBe('erev tov means?');
  });

  it('given a greeting in front of a question, when read, then the greeting comes off', () => {
    expect(withoutLeadingGreeting('shalom morah, whats a dreidel')).toBe('whats a dreidel');
  });
});
