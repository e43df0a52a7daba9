import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { hearEndingUnsaid } from './ending-unsaid';

describe('hearEndingUnsaid', () => {
  it.each([
    'i gave my best friend my lego because i wont need it soon',
    'is dying painful. i think i will do it tonight',
    'im going to stop drinking water until im gone',
    'i put a shoelace around my neck and pulled',
    'i should suffer for what i did',
    'what is the point of me waking up',
  ])('given an end wished for without the word (%j), then it is heard', (text) => {
    expect(hearEndingUnsaid(read(text))).toBe(true);
  });

  it.each([
    'i gave my old scooter to my cousin because i got a new one',
    'i want to do it again, the roller coaster was so fun',
    'i put a scarf around my neck because its cold',
    'there is no point in doing homework on a holiday',
  ])('given ordinary giving, doing and wearing (%j), then nothing', (text) => {
    expect(hearEndingUnsaid(read(text))).toBe(false);
  });

  it('given a means of ending kept ready beside hopelessness, then it is heard; a rope for a swing, or giving up on a puzzle, is not', () => {
    expect(hearEndingUnsaid(read('whats the point of anything. ive got razors hidden in my pencil case'))).toBe(true);
    expect(hearEndingUnsaid(read('i give up on this level i have the rope for the tire swing'))).toBe(false);
  });

  it('given courage wished for a deed at a place of danger, then it is heard; courage for the high dive is not', () => {
    expect(hearEndingUnsaid(read('i go to the bridge after school and wish i had the guts to let go'))).toBe(true);
    expect(hearEndingUnsaid(read('i wish i was brave enough to jump off the high dive at the pool'))).toBe(false);
  });
});

describe('at the edge, thinking of leaning over; letters to everyone beside hopelessness', () => {
  it.each([
    ['i sit on the roof ledge at night and think about leaning out', true],
    ['i give up. i left notes for everyone i love on the kitchen table', true],
    ['we leaned over the balcony railing to see the parade', false],
    ['i left notes for everyone in my class for purim', false],
  ] as const)('given %j, then an ending is heard: %s', (text, heard) => expect(hearEndingUnsaid(read(text))).toBe(heard));
});

describe('a deed on one\'s own body, kept up until it shows or answers a feeling', () => {
  it.each([
    ['i keep jabbing a pencil tip into my arm under the desk', true],
    ['i scratch my arms with my nails until they bleed when my parents fight', true],
    ['i slap my face so the thoughts go away', true],
    ['i pushed the thumbtack into my poster on the wall', false],
  ] as const)('given %j, then an ending is heard: %s', (text, heard) => expect(hearEndingUnsaid(read(text))).toBe(heard));
});

describe('asking to be let not wake', () => {
  it.each([
    ['every night i beg god to never let me wake up', true],
    ['i asked my mom to not let me wake up early on sunday', false],
    ['dear hashem please never let me wake up again', true],
    ['i keep praying for g-d to not let me wake up', true],
    ['please god dont let me wake up late for the trip', false],
  ] as const)('given %j, then an ending is heard: %s', (text, heard) => expect(hearEndingUnsaid(read(text))).toBe(heard));
});

describe('a friend who keeps saying all would be better without them', () => {
  it.each([
    ['my cousin keeps texting me that her family would be happier without her', true],
    ['my friend said our team is better without him on defense', false],
  ] as const)('given %j, then an ending is heard: %s', (text, heard) => expect(hearEndingUnsaid(read(text))).toBe(heard));
});
