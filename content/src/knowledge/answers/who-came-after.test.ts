import { describe, expect, it } from 'vitest';
import { whoCameAfter } from './who-came-after';

describe('whoCameAfter', () => {
  it.each([
    ['who took over from moshe', 'yehoshua'],
    ['who was the leader after moshe rabeinu died', 'yehoshua'],
    ['who took over from him moshe', 'yehoshua'],
    ['who became king after shaul', 'david'],
    ['who was the next king after dovid', 'shlomo'],
    ['who replaced eliyahu', 'elisha'],
    ['who was king before david', 'shaul'],
    ['which prophet came before elisha', 'eliyahu'],
    ['when david died who was the next king', 'shlomo'],
    ['who was king when shlomo passed away', 'rechavam'],
  ])('%j asks for %s, with whose place was taken and where the Tanakh tells it', (question, id) => {
    const found = whoCameAfter(question);
    expect(found?.person.id).toBe(id);
    expect(found?.verses).toMatch(/^(?:I{1,2} )?[A-Z][a-z]+ \d+:\d+/);
  });

  it('asks for no one when the question is not about taking someone\'s place', () => {
    expect(whoCameAfter('who was moshe')).toBeUndefined();
    expect(whoCameAfter('what happened after david beat goliath')).toBeUndefined();
    expect(whoCameAfter('who was born after yitzchak')).toBeUndefined();
    expect(whoCameAfter('who came after avraham')).toBeUndefined();
    expect(whoCameAfter('who cried when sarah died')).toBeUndefined();
  });
});
