import { describe, expect, it } from 'vitest';
import { normaliseChildWriting } from './child-writing';

describe('normaliseChildWriting', () => {
  it.each([
    ['Im scared bc my step dad h8s me', 'i am scared because my stepfather hates me'],
    ["I’m gonna k1ll you", 'i am going to kill you'],
    ['i m sad', 'i am sad'],
    ['i want 2 die', 'i want to die'],
    ['k i l l my self', 'kill myself'],
    ['f*** you', 'fuck you'],
    ['ur ugly', 'you are ugly'],
    ['your an idiot', 'you are an idiot'],
    ['dont tell ppl rn', 'do not tell people right now'],
    ['he said its our secret', 'he said it is our secret'],
    ['a guy wants to meat me', 'a guy wants to meet me'],
    ['she said shell pull my teeth out', 'she said she will pull my teeth out'],
    ['he told me hed drown me', 'he told me he would drown me'],
    ['get out of the shed', 'get out of the shed'],
    ['what the hell happened', 'what the hell happened'],
    ['my aunt is a constructor on big buildings', 'my aunt is a constructor on big buildings'],
  ])('given a child writes %j, then the screen reads %j', (written, read) => {
    expect(normaliseChildWriting(written)).toBe(read);
  });

  it.each([
    ['i have 2 brothers', 'i have 2 brothers'],
    ['ur mom is nice', 'your mom is nice'],
    ['close ur stupid game', 'close your stupid game'],
    ['I feel ill today', 'i feel ill today'],
    ['ill help you', 'i will help you'],
  ])('given %j, when a chat word could mean two things, then its neighbours decide: %j', (written, read) => {
    expect(normaliseChildWriting(written)).toBe(read);
  });

  it('keeps sentence marks, which separate clauses', () => {
    expect(normaliseChildWriting('My dad hits me. He is mean!')).toBe('my dad hits me. he is mean!');
  });
});

describe('a number and its unit', () => {
  it.each([
    ['she put me to bed at 11pm', 'she put me to bed at 11 pm'],
    ['we walked 4km', 'we walked 4 km'],
    ['the 3rd one', 'the 3rd one'],
  ] as const)('given %j, then it reads %j, not leet', (text, read) => expect(normaliseChildWriting(text)).toBe(read));
});
