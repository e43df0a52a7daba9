import { describe, expect, it } from 'vitest';
import { screenConversation } from './screen-conversation';

describe('screenConversation', () => {
  it('given a disclosure told across two messages, then the second is heard with the first', () => {
    expect(screenConversation(['someone i met on roblox is really nice to me'], 'he wants to meet me at the park and said not to tell my mom').categories).toContain('stranger');
    expect(screenConversation(['a man online asked how old i am'], 'now he wants my address').categories).toEqual(['stranger']);
  });

  it('given earlier messages that were flagged, then an unrelated new message raises nothing', () => {
    expect(screenConversation(['i want to die'], 'what is a dreidel')).toEqual({ flagged: false, categories: [], severity: null });
    expect(screenConversation(['my dad hits me'], 'can you tell me a story about chanukah').flagged).toBe(false);
  });

  it('given no earlier messages, then it is the message’s own screen', () => {
    expect(screenConversation([], 'i want to die').categories).toEqual(['self-harm']);
  });

  it('given talk of ending, then a decision of when told on its own, then the decision is heard with it', () => {
    expect(screenConversation(['everyone would be fine if i wasnt around'], 'i chose the night already').categories).toContain('self-harm');
    expect(screenConversation(['everyone would be fine if i wasnt around'], 'i chose the blue one for my room').flagged).toBe(false);
  });
});
