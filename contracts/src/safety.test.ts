import { describe, expect, it } from 'vitest';
import { SafetyCategory, severityOf, tellsGrownUpsAtOnce, toSafetyCategory } from './safety';

describe('safety flags', () => {
  it('a child hurt, or wanting to die, is urgent; a threat to others or a stranger is high; words are care', () => {
    expect(severityOf(['hurt'])).toBe('urgent');
    expect(severityOf(['self-harm'])).toBe('urgent');
    expect(severityOf(['harm-others'])).toBe('high');
    expect(severityOf(['stranger'])).toBe('high');
    expect(severityOf(['unkind'])).toBe('care');
    expect(severityOf(['personal-details', 'stranger', 'unkind'])).toBe('high');
    expect(severityOf(['unkind', 'neglect'])).toBe('urgent');
  });

  it('urgent and high reach the grown-ups at once, care waits for the teacher', () => {
    expect(tellsGrownUpsAtOnce('urgent')).toBe(true);
    expect(tellsGrownUpsAtOnce('high')).toBe(true);
    expect(tellsGrownUpsAtOnce('care')).toBe(false);
  });

  it('reads the names older flags and the moderation service used', () => {
    expect(toSafetyCategory('abuse')).toBe('hurt');
    expect(toSafetyCategory('bullying')).toBe('bullied');
    expect(toSafetyCategory('violence')).toBe('harm-others');
    expect(toSafetyCategory('self-harm/intent')).toBe('self-harm');
    expect(toSafetyCategory('sexual/minors')).toBe('unsafe-touch');
    expect(toSafetyCategory('something-new')).toBe('unkind');
    for (const c of SafetyCategory.options) expect(toSafetyCategory(c)).toBe(c);
  });
});
