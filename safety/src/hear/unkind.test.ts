import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { hearUnkind } from './unkind';

describe('hearUnkind', () => {
  it.each(['you are stupid', 'f*** you', 'my sister is a fat ugly pig', 'i hate jews', 'what is sex', 'i hate all of you'])('given unkind or unsafe words from the child (%j), then they are unkind', (text) =>
    expect(hearUnkind(read(text))).toBe(true),
  );

  it.each(['that was a dumb mistake i made in my math', 'is it bad to say stupid?', 'why did Haman hate the Jews', 'my brother is annoying sometimes', "you're the best morah!", 'i hate homework'])(
    'given %j (a thing, a question about a word, a story, mild words, praise), then they are not',
    (text) => expect(hearUnkind(read(text))).toBe(false),
  );

  it('given a little brother who is a baby, then it is not an insult', () => {
    expect(hearUnkind(read('my little brother is a baby so he cries a lot'))).toBe(false);
  });

  it('given a superlative insult ("the stupidest"), then it is unkind', () => {
    expect(hearUnkind(read('you are the stupidest teacher'))).toBe(true);
  });

  it.each(['go away you loser', 'stop talking you idiot'])('given a name called to one\'s face (%j), then it is unkind', (text) => {
    expect(hearUnkind(read(text))).toBe(true);
  });

  it('given a word said of someone else, not called to one\'s face, then it is not', () => {
    expect(hearUnkind(read('are you stupid or something is a mean thing to say'))).toBe(false);
  });

  it('given a name called with nothing else ("dumb bot"), then it is unkind', () => {
    expect(hearUnkind(read('dumb bot'))).toBe(true);
  });

  it('given a time in someone\'s life ("when she was a baby"), then it is not a name called', () => {
    expect(hearUnkind(read('my cousin pulled my hair when he was a baby'))).toBe(false);
  });

  it('given "shut your face" with a name, then it is unkind', () => {
    expect(hearUnkind(read('shut your face stupid app'))).toBe(true);
  });

  it('given rude words the child reports someone said to them, then the child is not unkind', () => {
    expect(hearUnkind(read('my cousin texted me to shut up about the movie'))).toBe(false);
    expect(hearUnkind(read('go away stupid bot'))).toBe(true);
  });

  it('given a sister called a name and laughed at, then it is teasing', () => {
    expect(hearUnkind(read('my sister is such a goof lol'))).toBe(false);
  });
});

describe('hearUnkind: "shut up" in disbelief', () => {
  it('given "shut up" before delight at news, then it is not unkind; with a name called, it is', () => {
    expect(hearUnkind(read('shut up no way i won the raffle'))).toBe(false);
    expect(hearUnkind(read('shut up really you have a pony'))).toBe(false);
    expect(hearUnkind(read('shut up you loser'))).toBe(true);
  });

  it('given "shut ur" with an insult before the face or mouth, then it is unkind; the same reported of another is not', () => {
    expect(hearUnkind(read('shut ur big dumb mouth bot'))).toBe(true);
    expect(hearUnkind(read('my sister yelled at me to shut ur fat face'))).toBe(false);
  });
});

describe('"go away" said to a thing', () => {
  it('given the child tells the snow or the mosquitos to go away, then no unkind words are heard', () => {
    expect(['go away snow i want to ride my bike', 'mosquitos go away im trying to sleep'].filter((text) => hearUnkind(read(text)))).toEqual([]);
  });

  it('given the child tells the bot to go away, then it is unkind', () => {
    expect(hearUnkind(read('go away dumb bot'))).toBe(true);
  });
});

describe('a word that names a deed or a way of losing, not a person', () => {
  it.each([
    ['my morah is having a baby so we made her a card', false],
    ['i was a bad loser at monopoly and said sorry after', false],
    ['my cousin is such a loser', true],
  ] as const)('given %j, then unkind is %s', (text, heard) => expect(hearUnkind(read(text))).toBe(heard));
});

describe('a name called to open words said to the tutor', () => {
  it.each([
    ['dumb robot why do you never know anything', true],
    ['silly robot you forgot the alef', false],
    ['dumb robot in my story fell over and i laughed', false],
  ] as const)('given %j, then unkind is %s', (text, heard) => expect(hearUnkind(read(text))).toBe(heard));
});

describe('hearUnkind: words the child tells of saying to something else', () => {
  it.each([
    ['i yelled at the tv to shut up when my team lost', false],
    ['i told it to shut up cuz the timer kept beeping', false],
    ['shut up robot nobody asked you', true],
  ] as const)('given %j, then unkind is %s', (text, heard) => expect(hearUnkind(read(text))).toBe(heard));
});

describe('hearUnkind: a day of the week called the worst', () => {
  it.each([
    ['blah tuesdays are the most boring', false],
    ['fridays r the worst bc of the spelling test', false],
    ['my cousin is the worst', true],
  ] as const)('given %j, when the one called names is a day and not a person, then unkind is %s', (text, heard) => expect(hearUnkind(read(text))).toBe(heard));
});
