import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { hearSilencingThreat, hearThreatToChild } from './threats';

describe('hearThreatToChild', () => {
  it('given a grown-up promises to "get" the child, then it is hurt', () => {
    expect(hearThreatToChild(read('my stepdad said if i tell mom he will get me'))).toBe('hurt');
    expect(hearThreatToChild(read('next time my uncle is gonna get me worse'))).toBe('hurt');
  });

  it('given other children promise it, then it is bullying', () => {
    expect(hearThreatToChild(read('the boys in 6th grade said they would get me after school'))).toBe('bullied');
  });

  it('given "get me" is a gift or a lift, then nothing', () => {
    for (const text of ['my dad will get me a new bike', 'my mom is going to get me from school', 'grandma will get me ice cream later']) {
      expect(hearThreatToChild(read(text)), text).toBeNull();
    }
  });

describe('hearSilencingThreat', () => {
  it.each(['my aunt said if i ever talk to anyone about it shell feed me to the dogs', 'grandpa told me hed toss me down the well if i told my mom', 'my dads friend said hell rip my arms off if i say anything'])(
    'given a deed no list knows is promised to the child if they tell (%j), then it is hurt',
    (text) => expect(hearSilencingThreat(read(text))).toBe('hurt'),
  );

  it('given other children promise to make it worse if the child tells, then it is bullying', () => {
    expect(hearSilencingThreat(read('the eighth graders said if i snitch to the principal they will make it way worse'))).toBe('bullied');
  });

  it.each(['my uncle said hell take me fishing if i tell him the truth', 'my mom said shell make me waffles if i tell her about my day', 'the coach said hell bench me if i say anything mean to the ref', 'my grandma said shell squeeze me to bits when i tell her i won'])(
    'given a kindness or a team rule is promised (%j), then nothing',
    (text) => expect(hearSilencingThreat(read(text))).toBeNull(),
  );
});
});

describe('hearSilencingThreat in a child\'s words for telling', () => {
  it.each([
    'my stepmom said shell throw me in the river if i tattle to my teacher',
    'grandpa says hell chain me in the cellar if i squeal to anybody',
    'my moms boyfriend said if i breathe one word hell bury me in the woods',
    'my uncle said hed glue my lips together if i spill the beans to my dad',
  ])('given a deed promised if the child lets the secret out (%j), then it is hurt', (text) => expect(hearSilencingThreat(read(text))).toBe('hurt'));

  it.each(['my aunt said shell skin me if i spill soda on her couch', 'my coach said hell make us run more laps if i say the word'])(
    'given a spill or a word that tells nothing (%j), then it is no silencing threat',
    (text) => expect(hearSilencingThreat(read(text))).toBeNull(),
  );

  it('given the threatener\'s own mischief is what would be told, laughed at, then it is no threat; a hurt to the child told on is still one', () => {
    expect(hearSilencingThreat(read('my cousin says hell end me if i tell auntie he crashed the golf cart lol'))).toBeNull();
    expect(hearSilencingThreat(read('my cousin says hell end me if i tell auntie he kicks me lol'))).toBe('hurt');
  });

  it('given a grown-up who promises to do worse if the child tells of a hurt, then it is hurt; worse promised laughing over a game is not', () => {
    expect(hearSilencingThreat(read('my stepdad says if i tell my teacher about my bruises he will do worse to me'))).toBe('hurt');
    expect(hearSilencingThreat(read('my dad says if i tell grandma the score he will do worse at the rematch lol'))).toBeNull();
  });
});
