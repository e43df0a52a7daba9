import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { hearMarksAndMeans } from './marks-and-means';

describe('hearMarksAndMeans', () => {
  it.each([
    'when i forget my homework i get the belt',
    'my stepmom used the hairbrush on me again',
    'theres a big welt on my arm from my dads belt',
    'my wrist is purple because my uncle squeezed it so hard',
    'my face has a bruise cuz my mom smacked it',
    'dad says i have to wear long sleeves to hide the bruises',
    'im supposed to tell the nurse i walked into a door',
  ])('given harm told by its means or marks (%j), then it is heard', (text) => {
    expect(hearMarksAndMeans(read(text))).toBe(true);
  });

  it.each([
    'i got a bruise from the ball at recess',
    'my knee has a scab from falling off my bike',
    'my belt is too big so my dad made a new hole',
    'i have a cut because i was cutting carrots',
    'my mom put a bandaid on my scrape',
    'i have to tell my teacher i was sick yesterday',
  ])('given marks from sport, play or a mishap, or a belt worn (%j), then nothing', (text) => {
    expect(hearMarksAndMeans(read(text))).toBe(false);
  });

  it('given a swimming lesson that held the child in the water, then it is not harm; a head held under, it is', () => {
    expect(hearMarksAndMeans(read('my mom held me in the pool while i learned to kick'))).toBe(false);
    expect(hearMarksAndMeans(read('the big boys dunked my head under the water'))).toBe(true);
  });

  it('given a story told about a mark, then who it really was, then a grown-up must know', () => {
    expect(hearMarksAndMeans(read('i said i fell off my bike but it was my stepdad'))).toBe(true);
    expect(hearMarksAndMeans(read('i fell and got a bruise but it was my mom who cleaned it'))).toBe(false);
  });

  it.each(['my lip is split and i told everyone i tripped but my stepmom did it', 'theres a bruise on my cheek and i said it was from soccer but my uncle really did that'])(
    'given a cover story for a mark, then the grown-up named as the one who did it (%j), then a grown-up must know',
    (text) => expect(hearMarksAndMeans(read(text))).toBe(true),
  );

  it.each(['the dentist poked my gums with a metal stick', 'the doctor tapped my knee with a little hammer'])('given a carer of the body at their work with a tool (%j), then it is care, not harm', (text) => {
    expect(hearMarksAndMeans(read(text))).toBe(false);
  });

  it('given marks on the child and someone who did it left unnamed, then it is hurt; a bruise from a game is not', () => {
    expect(hearMarksAndMeans(read('i have bruises on my legs and im not allowed to say who did it'))).toBe(true);
    expect(hearMarksAndMeans(read('i have a bruise on my leg from hockey and i dont know who did it'))).toBe(false);
  });

  it('given a pain told only as the time of a grown-up\'s care, then it is not harm; a pain after a blow still is', () => {
    expect(hearMarksAndMeans(read('my dad held me on his lap when my ear hurt'))).toBe(false);
    expect(hearMarksAndMeans(read('my mom held my arm so tight and it hurts'))).toBe(true);
  });

  it.each(['my stepmother gives me bruises for being late', 'my uncle left red welts on my back'])(
    'given a grown-up of the child\'s who leaves or gives the mark itself (%j), then it is hurt',
    (text) => expect(hearMarksAndMeans(read(text))).toBe(true),
  );

  it.each(['the nurse gave me a flu shot and it left a little bruise', 'my dad gave me ice for my bruise', 'my grandma left cookies on my bed'])(
    'given a mark from a carer of the body, a mark tended or a gift with no mark (%j), then it is not',
    (text) => expect(hearMarksAndMeans(read(text))).toBe(false),
  );

  it('given breath or tears taken by laughter at a grown-up\'s play, then it is not harm; breath taken by a grip still is', () => {
    expect(hearMarksAndMeans(read('my uncle tickled my feet till i cried from laughing so hard'))).toBe(false);
    expect(hearMarksAndMeans(read('my uncle squeezed my neck till i couldnt breathe'))).toBe(true);
  });
});

describe('what burns or sickens put in the child\'s mouth by someone else', () => {
  it.each([
    ['my stepdad rubs hot pepper on my tongue when i lie', true],
    ['my aunt washed my mouth out with soap for saying a rude word', true],
    ['i put vinegar on my chips and it was so sour', false],
    ['my mom put salt on my popcorn', false],
  ] as const)('given %j, then it is heard: %s', (text, heard) => expect(hearMarksAndMeans(read(text))).toBe(heard));
});

describe('another child\'s mark, and who they said did it', () => {
  it.each([
    ['my bunkmate has welts on his legs and he told me his stepdad did it', true],
    ['my friend has a scrape on her elbow and said her brother did it at basketball', false],
  ] as const)('given %j, then it is heard: %s', (text, heard) => expect(hearMarksAndMeans(read(text))).toBe(heard));
});

describe('hearMarksAndMeans: a tool used on a thing', () => {
  it.each([
    ['my zaidy taught me to carve a pumpkin with his knife', false],
    ['my mom showed me how to slice the bread with the big knife', false],
    ['my uncle came at me with a knife when he was drunk', true],
    ['my dad hit my legs with his belt', true],
  ] as const)('given %j, then it is heard: %s', (text, heard) => expect(hearMarksAndMeans(read(text))).toBe(heard));
});
