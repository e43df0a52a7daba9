import { describe, expect, it } from 'vitest';
import { aPartingUntilAgain, hearSelfHarm, toldOnlyAsAFigure } from './self-harm';
import { readMessage as read } from '../read/read-message';

describe('hearSelfHarm', () => {
  it.each(['I hate myself and want to die', 'i dont want to live anymore', 'i wish i was never born', 'kill myself', 'i cut my wrist last night', 'i scratch my arms until they bleed', 'nobody would care if i died'])(
    'given a wish to die or harm done to oneself (%j), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it.each(["i'm dying to know what happens next!", 'this homework is killing me', 'i dont want to die, i was just joking about the game', 'i died in minecraft and lost all my stuff', 'i cut my finger while helping cut vegetables', 'i hurt myself skating', 'Yonah asked the sailors to throw him into the sea', 'i want to live in Israel when i grow up'])(
    'given %j (a figure of speech, negation, a game, a mishap, a story, a wish to live), then it is not',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it.each(['i burned my hand on the stove when i was making tea', 'i cut my foot on a shell at the beach'])(
    'given a hurt on a thing (%j), then it is a mishap, not self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it('given a head hit on the wall until it hurts, then it is self-harm', () => {
    expect(hearSelfHarm(read('i hit my head on the door till it hurts'))).toBe(true);
  });

  it('given punching a door until one bleeds, then it is self-harm', () => {
    expect(hearSelfHarm(read('i punch the door until my knuckles bleed'))).toBe(true);
  });

  it('given a feeling told big ("so hungry i thought i would die"), then it is not', () => {
    expect(hearSelfHarm(read('i was so hungry i thought i would die'))).toBe(false);
  });

  it.each(['i caught my thumb in the drawer and it hurts', 'my dad held my arm so i wouldnt run into the road', 'i hate myself for losing my hat lol'])(
    'given %j (a hurt in a thing, a danger kept away, a slip laughed at), then it is not self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it('given a will written, then it is self-harm', () => {
    expect(hearSelfHarm(read('im making my will and giving my stuff to my sister'))).toBe(true);
  });

  it.each(['if i cut deeper maybe it will stop', 'i left a note in case im not around tomorrow', 'i stood on the roof and thought about jumping', 'i swallowed my grandmas pills on purpose'])(
    'given %j (cutting told by its depth, a last note, a high place, medicine taken on purpose), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it.each(['we stood on the bridge and thought about jumping into the lake', 'i took my medicine so i would feel better', 'i cut the paper deeper with scissors'])(
    'given %j (a jump into water, medicine for getting better, cutting a thing), then it is not self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it.each(['i wrote my last letter to my family', 'i left a last note on my bed'])('given %j (a last letter written), then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it.each(['what is the last letter of the alef-bet', 'whats the last letter in hebrew', 'the last note of the song is high'])('given %j (the last of a row), then it is not self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(false);
  });

  it('given a wish to die laughed off and then taken back, then it is self-harm', () => {
    expect(hearSelfHarm(read('i want to die haha jk... no but for real'))).toBe(true);
  });

  it('given a means kept for when one cannot go on, then it is self-harm', () => {
    expect(hearSelfHarm(read('i hid my dads belt under my bed for when i cant take it anymore'))).toBe(true);
  });

  it.each(['i held my hand over the candle on purpose', 'i wrote goodbye notes for my family', 'i wish i could vanish and no one would even notice'])('given %j, then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it('given a blade taken to one\'s room in distress, then it is self-harm', () => {
    expect(hearSelfHarm(read('i hid a razor in my room and i cant stop thinking about it'))).toBe(true);
  });

  it('given a plan for pills, then it is self-harm; the child\'s own medicine is not', () => {
    expect(hearSelfHarm(read('i am thinking about taking a lot of pills'))).toBe(true);
    expect(hearSelfHarm(read('i have to take my pills before bed'))).toBe(false);
  });

  it.each(['i bumped my head on the table again ugh', 'i was so bored at the wedding i thought i would die'])('given %j (a bump again, a feeling told big), then it is not self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(false);
  });

  it.each(['im so done with life', 'i was upset that i woke up this morning', 'i hit my head on the table again when im mad'])('given %j, then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it.each(['i wish a bus would hit me', 'i hope i get run over on the way home'])('given a harm wished on oneself (%j), then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it.each(['i hope i dont get hit by the ball', 'i hope i get hit by a pitch so i can walk to first base'])('given %j (a harm not wished, a game), then it is not', (text) => {
    expect(hearSelfHarm(read(text))).toBe(false);
  });

  it('given no one minding the child gone, then it is self-harm; gone away for a while is not', () => {
    expect(hearSelfHarm(read('no one would even care if i died'))).toBe(true);
    expect(hearSelfHarm(read('nobody would notice if i was gone for a day lol'))).toBe(false);
  });

  it.each(['i push thumbtacks into my leg when nobody is home', 'i stopped eating so i can waste away', 'whats the easiest way to not wake up'])('given %j (something sharp in one\'s body, not eating to vanish, how to end), then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it.each(['i stuck a pin in my shirt for the costume', 'i dont eat on yom kippur', 'how do you die in minecraft'])('given %j, then it is not self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(false);
  });

  it.each(['if i die no one would even be sad', 'i have a plan to jump off the overpass'])('given %j, then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it('given a noose made or looked up, then it is self-harm; a feeling told big on a ride is not', () => {
    expect(hearSelfHarm(read('i learned how to make a noose from a video'))).toBe(true);
    expect(hearSelfHarm(read('i was so scared on the ride i thought i would die'))).toBe(false);
  });

  it.each(['i scald my leg with the curling iron where nobody can see it', 'how many advil would it take if someone swallowed the whole box'])(
    'given %j (a harm done to oneself kept out of others\' sight, a great amount of a medicine asked about), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it.each(['i burned my hand on the pan because i didnt see it was hot', 'my dad picked up a big bottle of motrin at the pharmacy', 'the nurse said to take the whole bottle of antibiotic medicine over ten days'])(
    'given %j (a mishap the child did not see coming, medicine bought, a healer\'s course), then it is not',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it('given a high place and a jump nearly made, then it is self-harm; a dive nearly made is not', () => {
    expect(hearSelfHarm(read('last night i climbed on the bridge railing and nearly jumped'))).toBe(true);
    expect(hearSelfHarm(read('i nearly jumped off the diving board but i chickened out'))).toBe(false);
  });

  it('given something swallowed to end it all, then it is self-harm; a drink to stop hiccups is not', () => {
    expect(hearSelfHarm(read('i ate a bunch of stuff from the garage to make it all end'))).toBe(true);
    expect(hearSelfHarm(read('i drank a glass of water to make my hiccups go away'))).toBe(false);
  });

  it.each(['i stepped into the street on purpose when the car came', 'i am going to step off the balcony tonight', 'i stopped eating so i will get thin and vanish', 'today is my last day'])(
    'given %j (traffic on purpose, a height to step from, not eating to vanish, a last day told as one\'s own), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it.each(['today is my last day of school before summer', 'i stepped into the street to get my ball but i looked first'])('given %j (a last day of something, a street crossed with care), then it is not', (text) => {
    expect(hearSelfHarm(read(text))).toBe(false);
  });

  it.each([
    'i squeeze my neck till i almost pass out so i dont have to feel anything',
    'my friends would all be happier if i just disappeared',
    'ive been saving up my moms sleeping pills in my sock drawer',
  ])('given self-harm without the word (%j: a deed so as not to feel, one\'s vanishing as others\' relief, the means gathered), then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it.each(['i wont be around on sunday because we have a bar mitzvah', 'i locked myself in the bathroom by mistake', 'i want to stop feeling dizzy after the ride'])(
    'given %j (away for a day that ends, a door locked by mistake, a dizziness to stop), then it is not',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it.each(['these girls keep messaging me that i should die', 'he told me i should kill myself'])('given others\' words that the child should die (%j), then it is not the child\'s own wish', (text) => {
    expect(hearSelfHarm(read(text))).toBe(false);
  });

  it('given the child telling their own wish to someone, then it is self-harm', () => {
    expect(hearSelfHarm(read('i told my teacher i should just die'))).toBe(true);
  });

  it.each(['ugh i wanna die these spelling words are too long haha', 'if i have to practice piano one more hour i will die'])(
    'given death told big over a chore, laughed at or threatened for it (%j), then it is not self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it.each(['not lol i wish i was dead', 'i want to die my life is so bad lol', 'if i have to go back to his house i will kill myself'])(
    'given a wish to die with the laugh taken back, about a life, or about going back to someone (%j), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it('given a harm done with a thing a mishap is often told with ("with my bike lock"), then the thing is the tool, not a mishap', () => {
    expect(hearSelfHarm(read('i hit my legs with my bike lock until they bruise'))).toBe(true);
    expect(hearSelfHarm(read('i cut my finger on paper'))).toBe(false);
  });

  it('given the child at the edge of a height thinking of a fall, then it is self-harm', () => {
    expect(hearSelfHarm(read('i sat on the railing of the overpass and wondered what would happen if i let go'))).toBe(true);
  });

  it.each(['we climbed the tower and i thought about the view', 'i stood on the balcony thinking about the fireworks'])(
    'given a height and a thought of something named there (%j), then it is not',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it('given an unnamed deed planned by when and how, then it is self-harm; with a thing it stands for, it is not', () => {
    expect(hearSelfHarm(read('i have decided when and how i will do it'))).toBe(true);
    expect(hearSelfHarm(read('i picked the date for my party and how im going to do it'))).toBe(false);
  });

  it('given a long sleep wished for on a day off, then it is tiredness; with a hated life, it is self-harm', () => {
    expect(hearSelfHarm(read('i wish i could sleep forever its the first day of vacation'))).toBe(false);
    expect(hearSelfHarm(read('i just want to sleep forever its saturday and i hate my life'))).toBe(true);
  });

  it.each(['i pulled my shoelace really tight around my neck', 'i left a note for my dad saying sorry for what i am going to do'])(
    'given %j (a cord pulled tight round the neck, a note of sorry for a deed to come), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it('given nails trimmed by oneself, then it is grooming', () => {
    expect(hearSelfHarm(read('i trimmed my nails myself and cut too short'))).toBe(false);
  });

  it.each(['i pressed the blade to my arm last night', 'i dont really care if i wake up tomorrow', 'i keep thinking about stepping in front of a bus'])(
    'given %j (a blade held to oneself, indifference to waking, a thought of traffic), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it.each(['my family would have a happier passover without me', 'i climb to the top of the stairs and think about letting go of the rail'])(
    'given %j (others happier without the child, at the top of stairs thinking of letting go), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it('given the top of the stairs and a thought of falling asleep, then it is not', () => {
    expect(hearSelfHarm(read('i sat at the top of the stairs thinking about falling asleep'))).toBe(false);
  });

  it('given fists slammed against a door till they bleed, then it is self-harm', () => {
    expect(hearSelfHarm(read('i slam my fists against the door till they bleed'))).toBe(true);
  });

  it.each(['im gonna die if i dont see that movie', 'i felt like dying when i tripped on stage haha'])(
    'given %j (a death to come over a thing wanted, a moment gone by laughed at), then it is a figure',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it.each(['i am going to die if i dont get help', 'i feel like dying when i am alone', 'i threw away my inhaler so i would not wake up'])(
    'given %j (help needed, a feeling now, a deed done so as to die), then it is self-harm',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it('given a wish to die told big over a school task ("literally", "this worksheet is so boring"), then it is not self-harm', () => {
    expect(hearSelfHarm(read('i literally wanna die this worksheet is so boring'))).toBe(false);
  });

  it('given the same wish with no task complained of, then it is self-harm', () => {
    expect(hearSelfHarm(read('i literally wanna die every day'))).toBe(true);
  });

  it('given a death told big over a duty to come ("if i have to sit through it"), then it is not', () => {
    expect(hearSelfHarm(read('im gonna die if i have to sit through another recital'))).toBe(false);
  });

  it('given a death told with going home as the duty, then it is still heard', () => {
    expect(hearSelfHarm(read('i want to die if i have to go home tonight'))).toBe(true);
  });

  it('given hating oneself for a slip with a thing, then it is not self-harm; with something dark beside it, it is', () => {
    expect(hearSelfHarm(read('i hate myself for leaving my hat on the bus'))).toBe(false);
    expect(hearSelfHarm(read('i hate myself for losing my glasses i always ruin everything'))).toBe(true);
  });

  it('given one\'s own death imagined and no one noticing, then it is self-harm', () => {
    expect(hearSelfHarm(read('i might just die and no one would even notice'))).toBe(true);
  });

  it('given a wish to vanish said to be meant or its way looked up, then it is self-harm', () => {
    expect(hearSelfHarm(read('i wanna vanish forever and i googled how'))).toBe(true);
  });

  it('given a wish to die said to be meant ("for real"), then it is self-harm; a thing "to die for" is not', () => {
    expect(hearSelfHarm(read('honestly i wanna die for real'))).toBe(true);
    expect(hearSelfHarm(read('grandmas kugel is to die for'))).toBe(false);
  });

  it('given a wish to die gone by, over a moment of shame in front of others, then it is a figure', () => {
    expect(hearSelfHarm(read('i wanted to die when i tripped on stage in front of the whole school'))).toBe(false);
  });

  it('given the same wish over a blow from a grown-up in front of others, then it is heard', () => {
    expect(hearSelfHarm(read('i wanted to die when my stepdad hit me in front of everyone'))).toBe(true);
  });

  it('given a death told big over a thing the child may not get, the condition first, then it is a figure', () => {
    expect(hearSelfHarm(read('if i dont get to go to the concert i will die'))).toBe(false);
  });

  it('given a death if help does not come, the condition first, then it is heard', () => {
    expect(hearSelfHarm(read('if i dont get help i will die'))).toBe(true);
  });

  it('given dying felt in a moment of shame in front of others, then it is a figure', () => {
    expect(hearSelfHarm(read('i felt like dying when i sneezed in front of the whole class'))).toBe(false);
  });
});

describe('hearSelfHarm: giddiness, rest and a farewell', () => {
  it.each([
    ['i gave away my books and my bike and left a goodbye note on my bed', true],
    ['i could literally die the new boy smiled at me in art', false],
    ['i wish i could sleep forever on sundays its so cozy', false],
    ['i gave my old clothes away to my cousin and she said thank you', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => {
    expect(hearSelfHarm(read(text))).toBe(heard);
  });
});

describe('hearSelfHarm: ceasing to be told through an image', () => {
  it.each([
    'i wish i could melt away forever like a snowman',
    'i want to be deleted for good like an old file',
    'i wish i could dissolve and nobody would even notice',
    'my family would be better off if i was in a coffin',
    'i wish i was six feet under',
    'i keep thinking about wading into the lake till the water goes over my head',
  ])('given %j, then it is self-harm', (text) => expect(hearSelfHarm(read(text)), text).toBe(true));

  it.each([
    'i want to be buried in the sand up to my neck at the beach',
    'when im old i want to be buried next to grandpa',
    'i want my spelling mistake to be erased forever lol',
    'i want to swim into the lake with my goggles and dive',
  ])('given %j (play, a grave after a long life, a stain, a swim), then it is not', (text) => expect(hearSelfHarm(read(text)), text).toBe(false));
});

describe('hearSelfHarm: another child of the child\'s world', () => {
  it.each([
    'my roommate at camp keeps saying he wants to be dead',
    'my stepsister told me she wishes she could die',
    'my pal is going to hang himself',
    'my stepsister scratches herself with a pin when she is lonely',
  ])('given a friend, cousin or sister wishing to die or harming themselves (%j), then it is self-harm', (text) => {
    expect(hearSelfHarm(read(text))).toBe(true);
  });

  it.each([
    'my pal says he will die if he doesnt get the new skateboard',
    'i wish my stepsister would just die',
    'my pal thinks the villain deserves to die',
    'my stepsister burned herself on the toaster',
    'my roommate said he will kill himself if i sit with someone else',
  ])('given a figure told big, the child\'s own wish about them, a judgment, a mishap or a hold on the child (%j), then it is not', (text) => {
    expect(hearSelfHarm(read(text))).toBe(false);
  });

  it.each(['leah wants to die because the other girls leave her out', 'daniel is going to kill himself because the boys in his grade beat him up'])(
    'given a child named like a figure of the Torah (%j), told of beside other children of today, then their wish to die is heard',
    (text) => expect(hearSelfHarm(read(text))).toBe(true),
  );

  it.each(['did aaron want to die after his sons died', 'did rachel want to die when she had no children', 'did daniel want to die in the lions den'])(
    'given a question turned round about a figure of the Torah (%j), then it asks of the story, not of the child',
    (text) => expect(hearSelfHarm(read(text))).toBe(false),
  );

  it('given a wish that a thing or someone else vanish for good, then it is not self-harm; the child vanishing for good is', () => {
    expect(hearSelfHarm(read('i wish the scribbles on my wall would vanish forever'))).toBe(false);
    expect(hearSelfHarm(read('i want my annoying cousin to disappear for good'))).toBe(false);
    expect(hearSelfHarm(read('i just want to melt away for good'))).toBe(true);
  });

  it('given a wish that a thing vanish for good, then a reader of words alone is not to be heard over it; the child vanishing is heard', () => {
    expect(toldOnlyAsAFigure(read('i wish the scribbles on my wall would vanish forever'))).toBe(true);
    expect(toldOnlyAsAFigure(read('i wish i could vanish forever and nobody would notice'))).toBe(false);
  });

  it('given oneself hurt on a thing with nothing meant told, then it is a mishap; told with a feeling it is self-harm', () => {
    expect(hearSelfHarm(read('i scratched myself on the fence at the park'))).toBe(false);
    expect(hearSelfHarm(read('i scratch myself on the fence when im upset'))).toBe(true);
  });

  it('given one\'s own stopping to breathe or to exist imagined, with no one minding, then it is self-harm', () => {
    expect(hearSelfHarm(read('if i stopped existing tomorrow no one would even notice'))).toBe(true);
    expect(hearSelfHarm(read('if i stopped breathing underwater my coach would notice'))).toBe(false);
  });

  it('given the child keeps a means of harm hidden against a bad time to come, then it is self-harm; kept for a use, it is not', () => {
    for (const text of ['theres a razor taped under my desk drawer that i keep for the really bad days', 'i hid some of my moms sleeping pills in my shoe box for when i cant take it', 'i stashed a rope behind my closet in case i decide']) {
      expect(hearSelfHarm(read(text)), text).toBe(true);
    }
    for (const text of ['i keep a little knife in my tackle box for fishing with grandpa', 'i keep pills in my locker in case i get a headache', 'i keep my lucky rock in my pocket for the bad days', 'my brother keeps his razor in the bathroom for when he needs to shave']) {
      expect(hearSelfHarm(read(text)), text).toBe(false);
    }
  });

  it('given the child hands on their things for after they are gone, then it is self-harm; away for a while or grown old, it is not', () => {
    for (const text of ['after im dead my best friend can keep my skateboard', 'once im not here anymore my cousin should get my lego', 'when i die soon my sister can have all of my clothes']) {
      expect(hearSelfHarm(read(text)), text).toBe(true);
    }
    for (const text of ['when im gone on the class trip my brother can have my bed', 'when im a grandma and i die my grandchildren can have my jewelry', 'when i move out my little brother gets my room']) {
      expect(hearSelfHarm(read(text)), text).toBe(false);
    }
  });

  it('given the child wants to lie down where cars or trains pass, then it is self-harm; a street closed for play or a game is not', () => {
    for (const text of ['i wanna go lay in the middle of the freeway tonight', 'i keep wanting to sit on the railway and let the train hit me']) {
      expect(hearSelfHarm(read(text)), text).toBe(true);
    }
    for (const text of ['we sat in the middle of the road at the block party and ate ice cream', 'in roblox i want to lie on the train tracks to get the badge', 'i want to lie down on the grass by the road and look at clouds']) {
      expect(hearSelfHarm(read(text)), text).toBe(false);
    }
  });
});

describe('a thing used on one\'s own body for a feeling, a vehicle wished for where traffic passes, dying on purpose asked about', () => {
  it.each([
    ['i use a staple on my wrist when i feel empty', true],
    ['i lay down on the train tracks and wished a train would come', true],
    ['how many minutes does it take to die if you stop eating on purpose', true],
    ['i use ice on my knee when i feel sore after soccer', false],
    ['we stood in the middle of the street for a photo and hoped no car would come', false],
    ['how long does it take for a tree to die without water', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('a parting that names the meeting again', () => {
  it.each([
    ['i wrote my cousins a card that says bye see you at pesach', true],
    ['i wrote my friends a note saying goodbye forever', false],
  ] as const)('given %j, then it is read as a parting until again: %s', (text, parting) => expect(aPartingUntilAgain(read(text))).toBe(parting));
});

describe('a friend\'s life ended or a friend saying all would be better without them', () => {
  it.each([
    ['my friend dina messaged me that she is going to end her life', true],
    ['the movie was about a man who ended his life', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('a knock on a thing told with its pain easing', () => {
  it.each([
    ['i bonked my head on the monkey bars and sat down till it stopped hurting', false],
    ['i smacked my knee on a bench and rubbed it till the pain went away', false],
    ['i hit my head on the wall till it stops hurting inside', true],
    ['i punched my leg on the desk till it stopped hurting because i deserve it', true],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('a word or a mark put into the child’s own skin', () => {
  it.each([
    ['i etched my exes initials into my forearm with a safety pin', true],
    ['i scratched the letters ugly on my thigh with a paperclip', true],
    ['i wrote my spelling words on my hand with a pen', false],
    ['i carved a star into the wooden bench at camp', false],
    ['i scratched my arm on a nail in the fence', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('the child pulling out their own hair, lashes or brows', () => {
  it.each([
    ['i keep yanking out my eyelashes when i get nervous and now i have none on one side', true],
    ['i pluck my eyebrows out one by one when im sad til there is a bald bit', true],
    ['this math is so hard it makes me want to pull my hair out', false],
    ['i pulled my hair out of the ponytail because it gave me a headache', false],
    ['my little sister pulls my hair when she gets upset', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('a fall from a height thought of as the child’s own doing', () => {
  it.each([
    ['sometimes on the balcony i think about leaning out too far on purpose', true],
    ['i stand by the ledge of the parking garage and want to step off on purpose', true],
    ['i jumped off the roof of the shed into the pool on purpose lol', false],
    ['i dropped my sandwich out the window on purpose for the birds', false],
    ['my brother fell off the balcony step but not on purpose', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('a long telling before the fall thought of', () => {
  it('given a height named and the fall thought of after many words, then it is self-harm', () => {
    expect(hearSelfHarm(read('i always sit at the edge of the fire escape at night and think about jumping on purpose'))).toBe(true);
  });
});

describe('hearSelfHarm: an ending told without its usual words', () => {
  it.each([
    ['i recorded a video for my little brother for after im gone', true],
    ['i made cards for my class for when im gone on our trip to israel', false],
    ['what is the easiest way to not exist anymore', true],
    ['whats the best way to not be here on monday i hate tests', false],
    ['my parents would be fine if i fell asleep and didnt wake up', true],
    ['i would be happier if i went to sleep early tonight', false],
    ['i hold the lit match against my arm when im upset', true],
    ['i put the heating pad on my tummy when i feel bad', false],
    ['i touched the hot pot by mistake and my mom put ice on it', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('hearSelfHarm: no point, not coming up, an easy step, blows at oneself', () => {
  it.each([
    ['honestly i cant see the point of anything anymore', true],
    ['i dont see the point of doing spelling homework', false],
    ['i stay under the water in the tub wishing i wont come back up', true],
    ['i want to stay under my blanket and never come out its so cold', false],
    ['i stood at the edge of the bridge and thought about it would be so easy', true],
    ['the bridge was so high it would be easy to see the whole city', false],
    ['i bang my fists on the wall till my knuckles are bleeding when i hate myself', true],
    ['i could punch the wall im so mad at this level', false],
  ] as const)('given %j, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('hearSelfHarm: a farewell for good, a prayer not to wake, a fall that would be enough, a heated thing, a scrape', () => {
  it.each([
    ['i said goodbye for good to my friends and gave my brother all my video games', true],
    ['i gave my cousin my old scooter and said bye see you at the wedding', false],
    ['i pray every night that i never wake up again', true],
    ['i pray every night that i wake up early for the trip', false],
    ['my school is 14 floors, would jumping off the roof be enough', true],
    ['is the top of the climbing wall high enough to do a backflip', false],
    ['i heated a coin with a lighter and pressed it on my arm', true],
    ['i heat up my rice bag and put it on my tummy when i have cramps', false],
    ['i scrape my arm with my nails when im stressed till it goes red', true],
    ['i scraped my elbow on the wall playing tag', false],
  ] as const)('given %j, when the deed, the wish or the goodbye is for good or meant, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});

describe('hearSelfHarm: a blow only said possible', () => {
  it.each([
    ['i could kick the door this math is so hard lol', false],
    ['i kick the door so hard when i hate myself', true],
  ] as const)('given %j, when the blow is only said possible, then self-harm is %s', (text, heard) => expect(hearSelfHarm(read(text))).toBe(heard));
});
