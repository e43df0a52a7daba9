import { describe, expect, it } from 'vitest';
import { VIOLENT } from '../concepts/acts';
import { readActs } from './acts';
import { readMessage } from './read-message';

const actOf = (text: string) => {
  const [act] = readActs(readMessage(text).clauses, (w) => VIOLENT.has(w.lemma));
  return act && { lemma: act.lemma, agent: act.agent?.kind ?? null, patients: act.patients.map((p) => p.kind), negated: act.negated, intent: act.intent, passive: act.passive };
};

describe('readActs: who does what to whom', () => {
  it('given "my dad hits me" (the tagger reads "hits" as a noun), then the dad hits the child', () => {
    expect(actOf('my dad hits me')).toEqual({ lemma: 'hit', agent: 'family', patients: ['self'], negated: false, intent: false, passive: false });
  });

  it('given a passive, then the one after "by" acts and the subject receives', () => {
    expect(actOf('i was hit by my dad')).toMatchObject({ agent: 'family', patients: ['self'], passive: true });
    expect(actOf('i get hit with a belt at home')).toMatchObject({ agent: null, patients: ['self'], passive: true });
  });

  it('given a pronoun, then it stands for the person named before', () => {
    expect(actOf('my step dad says he will hurt me if i tell')).toMatchObject({ agent: 'family', patients: ['self'], intent: true });
    expect(actOf('my friend told me her dad beats her')).toMatchObject({ agent: 'family', patients: ['close'] });
  });

  it('given "for someone to" before the deed, or a question turned round, then that one does it', () => {
    expect(actOf('is it fine for an uncle to slap you')).toMatchObject({ lemma: 'slap', agent: 'family', patients: ['you'] });
    expect(actOf('do teachers kick you')).toMatchObject({ lemma: 'kick', agent: 'adult', patients: ['you'] });
  });

  it('given a grown-up named by a word the tagger reads as an adjective ("a grown up kisses me"), then the grown-up does it', () => {
    const [act] = readActs(readMessage('if a grown up hugs me too long').clauses, (w) => w.lemma === 'hug');
    expect(act?.agent?.kind).toBe('adult');
  });

  it('given people named bare after another clause ("i got off the bus people shoved me"), then they are the ones acting', () => {
    expect(actOf('after i got home kids kicked me')).toMatchObject({ lemma: 'kick', agent: 'peer', patients: ['self'] });
    expect(actOf('i saw kids kick the ball')).toMatchObject({ lemma: 'kick', patients: ['thing'] });
  });

  it('given a deed to "me" after a clause of the child\'s own, then the one who does it is the last other person named', () => {
    expect(actOf('my uncle said i am pretty and slapped me')).toMatchObject({ lemma: 'slap', agent: 'family', patients: ['self'] });
  });

  it('given the child acting on a thing, then the patient is a thing', () => {
    expect(actOf('I punched the pillow because I was angry')).toMatchObject({ agent: 'self', patients: ['thing'] });
  });

  it('given "never" or "do not want to", then the act is negated', () => {
    expect(actOf('he never hits me')).toMatchObject({ negated: true });
    expect(actOf('i do not want to hurt anyone')).toMatchObject({ negated: true, intent: true });
  });

  it('given a past deed the tagger reads as an adjective ("my uncle twisted my wrist"), then the uncle did it', () => {
    expect(actOf('my uncle twisted my wrist')).toMatchObject({ lemma: 'twist', agent: 'family', patients: ['self-body'] });
  });

  it('given "me and my cousin" before the deed, then the child is among those who did it', () => {
    expect(actOf('me and my cousin kicked the dog')).toMatchObject({ lemma: 'kick', agent: 'self', patients: ['pet'] });
  });

  it('given "who" after a person and a place ("the man next door who"), then "who" stands for the person', () => {
    expect(actOf('the man next door who is old hit me')).toMatchObject({ agent: 'adult', patients: ['self'] });
  });

  it('given a deed after "and" the tagger reads as a noun ("and spit on"), then it is a deed of the same subject', () => {
    const acts = readActs(readMessage('they shove me and spit on my shoes').clauses, (w) => VIOLENT.has(w.lemma));
    expect(acts.map((a) => [a.lemma, a.agent?.head])).toEqual([['shove', 'they'], ['spit', 'they']]);
  });

  it('given a story figure, then the agent is the story', () => {
    expect(actOf('Goliath was hurt by Davids stone')).toMatchObject({ patients: ['story'], passive: true });
  });

  it('given "a bunch of older boys", then the boys act, not the bunch', () => {
    expect(actOf('a bunch of older boys kicked me')).toMatchObject({ agent: 'peer', patients: ['self'] });
  });

  it('given a family word with a fond ending ("my aunty"), then it is family', () => {
    expect(actOf('my aunty hit me')).toMatchObject({ agent: 'family', patients: ['self'] });
  });

  it('given "that boy" after the deed, then "that" points at the one it is done to', () => {
    expect(actOf('im going to slap that boy in the face')).toMatchObject({ agent: 'self', patients: ['peer'], intent: true });
  });
});
