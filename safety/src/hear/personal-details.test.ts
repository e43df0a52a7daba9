import { describe, expect, it } from 'vitest';
import { hearPersonalDetails } from './personal-details';

describe('hearPersonalDetails', () => {
  it.each(['my phone number is 054-123-4567', 'call me at (212) 555 0199', 'my email is dina.k@example.com', 'I live at 12 Herzl Street', 'My password is shalom123', 'my login password is tzitzit7', 'my address is near the park'])(
    'given a detail shared (%j), then it is heard',
    (text) => expect(hearPersonalDetails(text)).toBe(true),
  );

  it.each(['The year 5787 starts in 2026', 'Exodus 20:1-14 and 1 2 3', 'my phone is broken', 'password is a long word', 'how do i make a strong password'])('given %j (years, verses, talk about phones and passwords), then it is not', (text) =>
    expect(hearPersonalDetails(text)).toBe(false),
  );

  it.each(['my snapchat is broken', 'my phone is purple'])('given what a thing is like (%j), then it is not a personal detail', (text) => {
    expect(hearPersonalDetails(text)).toBe(false);
  });

  it('given an address said only by its town, then it is not a personal detail', () => {
    expect(hearPersonalDetails('my address is in chicago')).toBe(false);
  });

  it('given what a phone number is like, then it is not a personal detail', () => {
    expect(hearPersonalDetails('my phone number is new')).toBe(false);
  });

  it.each(['my number is 23 in basketball', 'my number is 4 in line'])('given a number too short for a phone with no phone about it (%j), then it is not a personal detail', (text) => {
    expect(hearPersonalDetails(text)).toBe(false);
  });

  it('given a phone spoken of with no number in the message, then no detail is shared', () => {
    expect(hearPersonalDetails('my phone is nearly out of battery')).toBe(false);
    expect(hearPersonalDetails('my number is 212 555 0199')).toBe(true);
  });

  it('given a school named with the way the child walks home, then it is a personal detail; a kind of school is not', () => {
    expect(hearPersonalDetails('i go to riverside elementary and i walk home alone on elm road')).toBe(true);
    expect(hearPersonalDetails('i go to hebrew school and i walk home at 4 with my brother')).toBe(false);
  });
});

describe('hearPersonalDetails: a phone spoken of', () => {
  it.each([
    ['my phone is a used one from my uncle', false],
    ['my phone number is nine one seven four four', true],
  ] as const)('given %j, then a personal detail is %s', (text, heard) => {
    expect(hearPersonalDetails(text)).toBe(heard);
  });
});

describe('a full name given with the street of the school', () => {
  it.each([
    ['my name is yehuda stern and i go to the cheder on 13th avenue', true],
    ['i am so excited and i go to the library on main street every week', false],
    ['i am in fourth grade and we go to the pool on 3rd street', false],
  ] as const)('given %j, then personal details is %s', (text, heard) => expect(hearPersonalDetails(text)).toBe(heard));
});

describe('a password with what it is for between', () => {
  it.each([
    ['the passcode to my tablet is 2580', true],
    ['my password on minecraft is bluefish22', true],
    ['my password for minecraft is too long to type', false],
    ['my teacher says a password should be strong', false],
  ] as const)('given %j, then personal details is %s', (text, heard) => expect(hearPersonalDetails(text)).toBe(heard));
});
