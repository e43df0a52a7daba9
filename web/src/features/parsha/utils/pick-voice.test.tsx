import { describe, expect, it } from 'vitest';
import { isHebrewVoice, pickVoice } from './pick-voice';

describe('pickVoice', () => {
  it('finds a Hebrew voice under either code', () => {
    expect(isHebrewVoice({ lang: 'he-IL' })).toBe(true);
    expect(isHebrewVoice({ lang: 'iw_IL' })).toBe(true);
    expect(isHebrewVoice({ lang: 'iw' })).toBe(true);
    expect(isHebrewVoice({ lang: 'hi-IN' })).toBe(false);
    expect(pickVoice([{ lang: 'en-GB' }, { lang: 'iw-IL' }], 'he')).toEqual({ lang: 'iw-IL' });
  });

  it('says when there is no Hebrew voice, and prefers American English for English', () => {
    expect(pickVoice([{ lang: 'en-GB' }, { lang: 'fr-FR' }], 'he')).toBeUndefined();
    expect(pickVoice([{ lang: 'en-GB' }, { lang: 'en-US' }], 'en')).toEqual({ lang: 'en-US' });
    expect(pickVoice([{ lang: 'en-GB' }], 'en')).toEqual({ lang: 'en-GB' });
  });
});
