import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { hearMenace } from './menace';

describe('hearMenace', () => {
  it.each([
    'after friday nobody in my class will laugh at me ever again',
    'they are all going to be sorry tomorrow',
    'i am going to make those boys pay',
    'i found the key to the gun cabinet and i know who is first at school',
    'i am pouring drano in my brothers juice',
    'a girl on my team said she is going to stab the coach',
  ])('given a menace, a weapon in reach, poison or another child threat (%j), then it is heard', (text) => {
    expect(hearMenace(read(text))).toBe(true);
  });

  it.each([
    'we are going to make them pay in the basketball final lol',
    'in the movie the villain said they will be sorry',
    'my mom put salt in the soup',
    'my dad keeps his gun at the police station',
    'i want revenge in fortnite for that last round',
  ])('given a game, a story or a kitchen (%j), then nothing', (text) => {
    expect(hearMenace(read(text))).toBe(false);
  });
});
