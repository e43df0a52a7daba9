import { describe, expect, it } from 'vitest';
import { screenConversation } from './screen-conversation';
import { toldOnlyInTemper } from './hear/harm-others';
import { actedOnNoOne, toldOnlyAsAHoldFromDanger } from './hear/harm-to-child';
import { aGrownUpWithTheChild, choresOnThingsOnly, leftAloneOnlyAThing } from './hear/neglect';
import { aChallengeChosen } from './hear/self-harm';
import { readMessage } from './read/read-message';
import { hearMessage } from './screen-message';

describe('screenConversation', () => {
  it('given a disclosure told across two messages, then the second is heard with the first', () => {
    expect(screenConversation(['someone i met on roblox is really nice to me'], 'he wants to meet me at the park and said not to tell my mom').categories).toContain('stranger');
    expect(screenConversation(['a man online asked how old i am'], 'now he wants my address').categories).toEqual(['stranger']);
  });

  it('given earlier messages that were flagged, then an unrelated new message raises nothing', () => {
    expect(screenConversation(['i want to die'], 'what is a dreidel')).toEqual({ flagged: false, categories: [], severity: null });
    expect(screenConversation(['my dad hits me'], 'can you tell me a story about chanukah').flagged).toBe(false);
  });

  it('given no earlier messages, then it is the message’s own screen', () => {
    expect(screenConversation([], 'i want to die').categories).toEqual(['self-harm']);
  });

  it('given talk of ending, then a decision of when told on its own, then the decision is heard with it', () => {
    expect(screenConversation(['everyone would be fine if i wasnt around'], 'i chose the night already').categories).toContain('self-harm');
    expect(screenConversation(['everyone would be fine if i wasnt around'], 'i chose the blue one for my room').flagged).toBe(false);
  });

  it('given a death or a vanishing the second reader hears but the rules read as a figure, with nothing dark beside it, then nothing is raised', () => {
    expect(screenConversation([], 'im going to die if i have to eat spinach again').flagged).toBe(false);
    expect(screenConversation([], 'i just want to vanish under my hoodie when im embarrassed').flagged).toBe(false);
  });

  it('given the same words with going home as the duty, or a vanishing forever, then the second reader is still heard', () => {
    expect(screenConversation([], 'i want to die if i have to go home').categories).toEqual(['self-harm']);
    expect(screenConversation([], 'i want to disappear forever under my blanket').categories).toEqual(['self-harm']);
  });

  it('given temper aimed at no one, a squabble over a thing, a touch of the child\'s things or a fall of the child\'s own, heard by the second reader, then nothing is raised', () => {
    expect(screenConversation([], 'if i have to do one more worksheet im gonna explode').flagged).toBe(false);
    expect(screenConversation([], 'im gonna kill my sister she ate my last donut').flagged).toBe(false);
    expect(screenConversation([], 'if my cousin touches my stuff again im gonna lose it').flagged).toBe(false);
    expect(screenConversation([], 'if my brother touches my phone again im gonna flip').flagged).toBe(false);
    expect(screenConversation([], 'i fell out of bed in the night and hit my head on the floor').flagged).toBe(false);
  });

  it('given the same words with a blow meant, a time to come, a touch of the child or someone who pushed, then the second reader is still heard', () => {
    expect(screenConversation([], 'if i have to do one more worksheet im gonna explode and stab someone').categories).toContain('harm-others');
    expect(screenConversation([], 'im gonna kill my sister tomorrow she ate my last donut').categories).toContain('harm-others');
    expect(screenConversation([], 'my cousin touches my stuff and then touches me where i dont like').categories).toContain('unsafe-touch');
    expect(screenConversation([], 'my stepdad pushed me out of bed in the night and i hit my head on the floor').categories).toEqual(['hurt']);
  });
});

describe('toldOnlyAsAHoldFromDanger', () => {
  it('given a grown-up\'s hold told as keeping the child from a fall or the road, then it lowers the second reader; with force or a mark, it does not', () => {
    expect(toldOnlyAsAHoldFromDanger(readMessage('grandma yanked my hand so i wouldnt step into the traffic'))).toBe(true);
    expect(toldOnlyAsAHoldFromDanger(readMessage('grandma yanked my hand so hard it bruised so i wouldnt step into the traffic'))).toBe(false);
  });
});

describe('toldOnlyInTemper', () => {
  it('given an outburst aimed at someone ("flip on him", "explode at her"), then it is not read as temper aimed at no one, so the second reader is not lowered over it', () => {
    // The second reader's own opinion of such a message is the model's (it changes as it is retrained); what the frame must not do is lower it.
    for (const text of ['if my brother touches my phone again im gonna flip on him', 'if she sits in my seat again im gonna explode at her']) expect(toldOnlyInTemper(readMessage(text)), text).toBe(false);
    expect(toldOnlyInTemper(readMessage('if my brother touches my phone again im gonna flip'))).toBe(true);
  });

  it('given a wish only to raise the voice at a brother or sister, then it is temper and neither reader calls it harm to others; with a blow beside it, it is not', () => {
    for (const text of ['my brother hid my shoes and im gonna yell at him so loud', 'she ate the last popsicle i want to scream at her']) {
      expect(toldOnlyInTemper(readMessage(text)), text).toBe(true);
      expect(screenConversation([], text).categories, text).not.toContain('harm-others');
    }
    const blow = 'im gonna yell at him and then kick him in the stomach';
    expect(toldOnlyInTemper(readMessage(blow))).toBe(false);
    expect(screenConversation([], blow).categories).toContain('harm-others');
  });
});

describe('screenConversation screened twice', () => {
  it('gives the second caller the same verdict even when the first changed what it was given', () => {
    // Given a conversation a tutor job has screened once, whose caller then changed the verdict's list
    const earlier = ['there is a kid on the bus', 'he takes my lunch every morning'];
    const first = screenConversation(earlier, 'and today he shoved me into the window');
    const told = [...first.categories];
    expect(told).toContain('bullied');
    first.categories.push('self-harm');
    // When the caring reply screens it again
    const again = screenConversation(earlier, 'and today he shoved me into the window');
    // Then it hears what the first screen heard
    expect(again.categories).toEqual(told);
    expect(again.flagged).toBe(told.length > 0);
  });
});

describe('screenConversation: the second reader and a child alone at school', () => {
  it('given a child alone at lunch every day, then neither reader calls it neglect', () => {
    expect(screenConversation([], 'i sit by myself at lunch every day').categories).not.toContain('neglect');
  });

  it('given what the new message raised read on its own, then the conversation is heard as it is when the screen reads it alone itself', () => {
    const chats: [string[], string][] = [
      [['my coach at swim club gives me rides home', 'he said it is our secret'], 'now he wants me to send him pictures'],
      [['we learned about the golden calf today'], 'why were the people scared when moshe was late'],
      [['i dont want to go home after school'], 'my stepdad throws things at me when he is mad'],
      [['my grandma bakes challah every friday'], 'can i help her braid it this week'],
      [[], 'nobody would even notice if i was gone'],
    ];
    for (const [earlier, latest] of chats) {
      const heardAlone = [...hearMessage(latest)];
      expect(screenConversation(earlier, latest, { heardAlone })).toEqual(screenConversation(earlier, latest));
    }
  });
});

describe('the second reader lowered where its category has no one to stand on', () => {
  // The second reader's own opinion of such a message is the model's (it changes as it is retrained); what is tested is that the
  // rules' reading lowers it only where no one is acted on, no child is left, or a going-without is chosen for a span.
  it('given a blow at a thing or others making noise, with no one acted on, then it lowers the second reader for hurt and bullying', () => {
    for (const text of ['my uncle bangs the counter when he tells a joke', 'the boys in my class sing songs every recess', 'i kicked my soccer ball at the fence all afternoon']) {
      expect(actedOnNoOne(readMessage(text)), text).toBe(true);
      expect(screenConversation([], text).categories, text).toEqual([]);
    }
  });

  it('given a blow at the child, a thing of the child\'s spoiled by others, or a blow at a thing in temper, then it does not lower the second reader', () => {
    for (const text of [
      'my uncle bangs my head on the counter',
      'the boys in my class sing songs about me every recess',
      'the kids in my cabin spill juice on my pillow and laugh',
      'my stepdad bangs the counter so hard when hes mad that im scared',
      'everybody in my row turns around and giggles when i read out loud',
    ]) expect(actedOnNoOne(readMessage(text)), text).toBe(false);
  });

  it('given a thing or a healing part of the body left alone, then it lowers the second reader for neglect; a child left, or pain beside it, does not', () => {
    for (const text of ['my scab i just leave it alone so it falls off by itself', 'my dad said leave the puzzle on the table till tomorrow']) {
      expect(leftAloneOnlyAThing(readMessage(text)), text).toBe(true);
      expect(screenConversation([], text).categories, text).not.toContain('neglect');
    }
    for (const text of ['my mom leaves me and my brother in the car for hours', 'my ear is leaking and hurts and my dad says leave it till it goes away', 'they left my baby brother on the couch and went out']) {
      expect(leftAloneOnlyAThing(readMessage(text)), text).toBe(false);
    }
  });

  it('given a child left with a grown-up, or minded by one while a carer is away, then the second reader hears no neglect; left with no food beside it still is', () => {
    for (const text of ['my parents went to a wedding overnight and left us with the babysitter', 'dad was in the hospital for 2 nights and our grandpa stayed with us']) {
      expect(aGrownUpWithTheChild(readMessage(text).text), text).toBe(true);
      expect(screenConversation([], text).categories, text).not.toContain('neglect');
    }
    expect(aGrownUpWithTheChild(readMessage('my mom left us with our uncle for a week and there was nothing to eat').text)).toBe(false);
  });

  it('given chores done on things and animals with the child the only person in them, then it lowers the second reader for neglect; a child cared for by the child, or want beside, does not', () => {
    for (const text of ['every night i gotta scrub the pots and walk the puppy', 'i have to clean out the rabbit hutch and sweep the porch on sundays']) {
      expect(choresOnThingsOnly(readMessage(text)), text).toBe(true);
      expect(screenConversation([], text).categories, text).not.toContain('neglect');
    }
    for (const text of ['every night i gotta scrub the pots and put my baby brother to bed', 'i have to walk the puppy and nobody makes me dinner', 'i have to make my own supper every night cuz my mom is gone']) {
      expect(choresOnThingsOnly(readMessage(text)), text).toBe(false);
    }
  });

  it('given a going-without chosen for a span as a challenge, then it lowers the second reader for self-harm; going without food or to be thin, it does not', () => {
    for (const text of ['no soda for two weeks to see if i can do it', 'im giving up video games for a whole month as a challenge']) {
      expect(aChallengeChosen(readMessage(text)), text).toBe(true);
      expect(screenConversation([], text).categories, text).toEqual([]);
    }
    for (const text of ['no food for a week to see if i can', 'no dessert for a month to see if i can get skinny', 'im giving up sleep for a week to see if i can']) {
      expect(aChallengeChosen(readMessage(text)), text).toBe(false);
    }
  });
});
