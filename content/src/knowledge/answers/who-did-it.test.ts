import { describe, expect, it } from 'vitest';
import { tellerOf } from './who-did-it';

describe('whose situation a child tells', () => {
  it.each([
    ['i pushed my friend by accident and she fell', 'my-deed'],
    ['I accidentally spilled juice on the couch', 'my-deed'],
    ['i was rude to my teacher', 'my-deed'],
    ['my cousin keeps grabbing my crayons', 'their-deed'],
    ['Someone in my class took my snack', 'their-deed'],
    ['im worried about the spelling bee', 'my-feeling'],
    ['I feel lonely at lunch', 'my-feeling'],
  ] as const)('reads %j as %s', (text, teller) => {
    expect(tellerOf(text)).toBe(teller);
  });

  it('reads a situation by its name the same way', () => {
    expect(tellerOf('I broke something')).toBe('my-deed');
    expect(tellerOf('My brother or sister took my toy')).toBe('their-deed');
    expect(tellerOf("I'm scared of the dark")).toBe('my-feeling');
  });

  it('says nothing of a question that tells no one', () => {
    expect(tellerOf('what bracha do we say on pizza')).toBeUndefined();
    expect(tellerOf('i need help with my homework')).toBeUndefined();
  });
});
