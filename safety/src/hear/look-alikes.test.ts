import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { screenConversation } from '../screen-conversation';
import { harmOnlyByLooksOrWords } from './harm-to-child';
import { aboutAStoryOrPracticeOnly, keepsAPractice } from './practice';
import { wantsTimeAlone } from './self-harm';

const flagged = (text: string, secondReader: boolean) => screenConversation([], text, { secondReader }).categories;
/** Neither the rules alone nor the rules with the second reader flag it. */
const expectQuiet = (text: string) => expect([...flagged(text, false), ...flagged(text, true)]).toEqual([]);
/** The rules alone hear it, so no reading of look-alikes made it quiet. */
const expectHeard = (text: string, category: string) => expect(flagged(text, false)).toContain(category);

describe('a blow the child gave a brother or sister first is a squabble', () => {
  it('given the child pinched a sister first and she scratched back, when screened, then nothing is flagged', () => {
    expectQuiet('my sister scratched my hand because i pinched her first');
  });

  it('given a grown-up kicks the child, or a brother draws blood, whoever began it, when screened, then it is hurt', () => {
    expectHeard('my stepdad kicked me because i kicked the door first', 'hurt');
    expectHeard('my brother punched me till i bled because i poked him first', 'hurt');
  });
});

describe('a deed done only with a look or with words touches no one', () => {
  it.each(['my teacher threw me a weird glance', 'he hit me with a question', 'my cousin smacked me with a compliment haha'])(
    'given %j (the thing given or the means is a look or a word), when screened, then nothing is flagged',
    (text) => expectQuiet(text),
  );

  it('given a look and then a slap, a ruler, or a belt beside words, when screened, then it is still hurt', () => {
    expectHeard('my uncle shot me a look and then slapped me', 'hurt');
    expectHeard('he hit me with a ruler', 'hurt');
    expectHeard('my dad hit me with a belt and jokes about it', 'hurt');
    expect(harmOnlyByLooksOrWords(read('my uncle shot me a look and then slapped me'))).toBe(false);
  });
});

describe('"some kid" is one child, not many', () => {
  it('given one unknown boy made one remark about the child\'s hat, when screened, then nothing is flagged', () => {
    expectQuiet('some boy at camp said my hat looks dumb');
  });

  it('given some kids say it every day, when screened, then it is bullying', () => {
    expectHeard('some kids at camp say my hat looks dumb every day', 'bullied');
  });
});

describe('a deed done inside a game named around it is play', () => {
  it('given the child blasted a cousin with a rocket in fortnite, when screened, then nothing is flagged', () => {
    expectQuiet('in fortnite i blasted my cousin with a rocket and we laughed');
  });

  it('given a deed after the game, outside it, when screened, then it is harm to others', () => {
    expectHeard('after playing roblox i stabbed my sister with a pencil', 'harm-others');
  });

  it('given a deed in a game the child says was real, when screened, then it is harm to others', () => {
    expectHeard('in among us i stabbed my friend for real', 'harm-others');
  });
});

describe('a story\'s person asked about at a time the people\'s history sets', () => {
  it.each(['did esther want to die when the jews were in danger', 'was aharon upset when the israelites made the golden calf'])(
    'given %j (a person the Torah shares with children, at a deed of the Jewish people as a whole), when screened, then nothing is flagged',
    (text) => {
      expect(aboutAStoryOrPracticeOnly(read(text))).toBe(true);
      expectQuiet(text);
    },
  );

  it('given a child called by a Torah name beside today\'s Jewish kids, when read, then it is not a story told', () => {
    expect(aboutAStoryOrPracticeOnly(read('esther wants to die because the jewish kids at shul ignore her'))).toBe(false);
  });
});

describe('a wish for time alone spent on a pastime', () => {
  it('given the child likes to be by themself in the treehouse to draw, when screened, then nothing is flagged', () => {
    expect(wantsTimeAlone(read('i like being by myself in the treehouse to draw'))).toBe(true);
    expectQuiet('i like being by myself in the treehouse to draw');
  });

  it('given a wish to be alone and never wake up, when screened, then it is self-harm', () => {
    expect(wantsTimeAlone(read('i want to be alone and never wake up'))).toBe(false);
    expectHeard('i want to be alone and never wake up', 'self-harm');
  });
});

describe('disclosures told in the words of look-alikes are still heard', () => {
  it('given a mark from a grown-up\'s thing with a sport named only to be denied, when screened, then it is hurt; from the sport alone nothing', () => {
    expectHeard('the scrape on my arm came from my moms ring not from basketball', 'hurt');
    expectQuiet('the scrape on my arm came from basketball');
  });

  it('given a grown-up ties the child up, when screened, then it is hurt; a cousin tying the child up in a game of pirates is play', () => {
    expectHeard('my aunt ties me up when she has guests over', 'hurt');
    expectQuiet('my cousin and i played pirates and he tied me up with a scarf');
  });

  it('given older kids at a sport pin the child down and kick till the child cries, when screened, then it is bullying; sparring laughed at together is not', () => {
    expectHeard('at karate the big kids pin me down and kick me till i cry', 'bullied');
    // The rules' reading of play is what is tested; the retrained second reader hears bullying in this one on its own.
    expect(flagged('at karate the big kids pin me down in sparring and we all laugh', false)).toEqual([]);
  });

  it('given a written goodbye forever, when screened, then it is self-harm; a note saying bye till next summer is not', () => {
    expectHeard('i wrote a message to my mom that says bye forever', 'self-harm');
    expectQuiet('i wrote my camp friends a note saying bye see you next summer');
  });
});

describe('a child asking to be told about a practice is not one something is done to', () => {
  it('given the child asks to be told why nobody eats on a fast day, when screened, then nothing is flagged', () => {
    expect(keepsAPractice(read('pls tell me how come we dont eat anything on tisha bav'))).toBe(true);
    expectQuiet('pls tell me how come we dont eat anything on tisha bav');
  });

  it('given the child asks for help because a grown-up keeps food from them on a holy day and beyond, when screened, then it is neglect', () => {
    expect(keepsAPractice(read('can you help me my stepdad wont let us eat on sukkos and we are starving'))).toBe(false);
    expectHeard('can you help me my stepdad wont let us eat on sukkos and we are starving', 'neglect');
  });
});

describe('a blow with a soft toy is play', () => {
  it('given a sibling or cousin swats the child with a foam noodle, a plush bear or a teddy, when screened, then nothing is flagged', () => {
    for (const text of ['my little brother whapped me with his pool noodle at the lake', 'my cousin smacked me with her stuffed bear during the movie', 'my sister threw her teddy at me cuz i took the remote']) expectQuiet(text);
  });

  it('given a grown-up strikes the child with a soft toy every day or so hard the child cries, when screened, then it is hurt', () => {
    expectHeard('my stepmom whacks me with a cushion every single day', 'hurt');
    expectHeard('my uncle hit me with a plushie so hard i started crying', 'hurt');
  });
});
