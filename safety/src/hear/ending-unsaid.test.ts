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
});
