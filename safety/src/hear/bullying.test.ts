import { describe, expect, it } from 'vitest';
import { hearBullying } from './bullying';
import { readMessage as read } from '../read/read-message';

describe('hearBullying', () => {
  it.each(['they make fun of me because im jewish', 'the kids on the bus call me fat and ugly', 'nobody lets me sit with them at lunch', 'i get picked on all the time', 'my bully waits for me after school', 'they whisper about me'])(
    'given mean words or deeds aimed at the child (%j), then it is bullying',
    (text) => expect(hearBullying(read(text))).toBe(true),
  );

  it.each(['What does the Torah say about bullying?', 'they call me Sari for short', 'everyone laughed at my joke at lunch', 'my brother teased me about my crush lol', "i don't get bullied, my school is nice"])(
    'given %j (a question, a nickname, a shared laugh, a sibling, a negation), then it is not',
    (text) => expect(hearBullying(read(text))).toBe(false),
  );

  it('given others put a video of the child on an app, then it is bullying', () => {
    expect(hearBullying(read('some girls filmed a video of me falling and put it on snapchat'))).toBe(true);
  });

  it.each(['my friend was rude to me at recess but she said sorry', 'the big kids teased us at the game but it was funny'])(
    'given %j (made up, taken lightly), then it is not bullying',
    (text) => expect(hearBullying(read(text))).toBe(false),
  );

  it.each(['the girls in my class put glue in my hair on purpose', 'someone made a fake profile of me'])('given %j (a deed to the child meant, a fake account), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it('given a sister who will not let the child play, then it is not bullying', () => {
    expect(hearBullying(read('my brother wont let me play his video game'))).toBe(false);
  });

  it.each(['the kids run away whenever i come near them', 'someone wrote on my locker that i am a freak'])('given %j (avoided on purpose, written where all see), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it('given teasing the child does not mind, then it is not bullying', () => {
    expect(hearBullying(read('they teased me about my glasses but i dont mind')).valueOf()).toBe(false);
  });

  it('given a bully in a story told about, then it is not bullying', () => {
    expect(hearBullying(read('the book we read is about a bully'))).toBe(false);
  });

  it('given the big kids taking the child\'s shoes and throwing them, then it is bullying', () => {
    expect(hearBullying(read('the big kids took my shoes and threw them on the roof'))).toBe(true);
  });

  it.each(['my friend was a bit mean to me at recess but we worked it out', 'my best friend was mean to me once'])('given %j (one friend unkind once, or mended), then it is not bullying', (text) => {
    expect(hearBullying(read(text))).toBe(false);
  });

  it.each(['whenever i read out loud the boys make pig noises', 'the girls laugh at my glasses every single day'])('given %j (mocked again and again), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it('given a chat against a name the child says is theirs, then it is bullying', () => {
    expect(hearBullying(read('the boys made a page called everyone hates noam and i am noam'))).toBe(true);
  });

  it('given a little teasing the child\'s friends made right, then it is not bullying', () => {
    expect(hearBullying(read('they teased me a bit about my haircut but its fine now'))).toBe(false);
  });

  it.each(['the older girls make me lick the floor', 'they dont let me sit with them because of my accent', 'the boys gave me a wedgie in the locker room'])('given %j (made to do what shames, shut out for who one is, humiliated), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it.each(['the boys threw my kippah in the trash', 'they made up a rap about how fat i am'])('given %j (belongings spoiled, a song made of the child), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it('given one friend teasing once, then it is not bullying; kids teasing every day is', () => {
    expect(hearBullying(read('my friend teased me about my new shoes'))).toBe(false);
    expect(hearBullying(read('the kids tease me about my shoes every day'))).toBe(true);
  });

  it('given being told to go back to one\'s country, then it is bullying', () => {
    expect(hearBullying(read('the boys at recess tell me to go back to my country'))).toBe(true);
  });

  it('given a bully in a story told about, then it is not bullying; a bully in class is', () => {
    expect(hearBullying(read('in the book the bully says sorry at the end'))).toBe(false);
    expect(hearBullying(read('the bully in my grade takes my snack'))).toBe(true);
  });

  it('given disgust acted out at the child, then it is bullying', () => {
    expect(hearBullying(read('the girls say i smell and move away every day'))).toBe(true);
  });

  it('given the child named the worst of all by others, then it is bullying; named the best is not', () => {
    expect(hearBullying(read('the whole class voted me the dumbest kid'))).toBe(true);
    expect(hearBullying(read('the whole class voted me the kindest kid'))).toBe(false);
  });

  it.each(['the boys call me bomber because im muslim', 'nobody at my new school sits with me at lunch'])(
    'given %j (a word called for who the child is, left out by all of a group), then it is bullying',
    (text) => expect(hearBullying(read(text))).toBe(true),
  );

  it('given a nickname from the child\'s own friends, then it is not bullying', () => {
    expect(hearBullying(read('my friends call me benji because of my name'))).toBe(false);
  });

  it.each(['the older girls keep texting me that i should just die', 'a bunch of kids called me the f word in gym'])('given %j (told they should not exist, a slur named by its letter), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it.each(['the girls at my lunch table call me a pig and make oinking sounds', 'the kids in my class change tables when i sit down'])('given %j (called an animal by a group, avoided by all), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it.each(['one kid chuckled when i tripped in class but my teacher helped me up', 'my big brother calls me a monkey when i climb'])('given %j (a laugh once, a brother\'s pet name), then it is not bullying', (text) => {
    expect(hearBullying(read(text))).toBe(false);
  });

  it.each(['keep texting me that i should just die', 'a boy in my class said i should kill myself'])('given others telling the child they should die (%j), then it is bullying', (text) => {
    expect(hearBullying(read(text))).toBe(true);
  });

  it('given a friend saying to dye one\'s hair, then it is not bullying', () => {
    expect(hearBullying(read('my friend said i should die my hair pink'))).toBe(false);
  });

  it('given a fake page made with the child\'s photos, then it is bullying', () => {
    expect(hearBullying(read('some kids made a fake page using my photos and post mean stuff'))).toBe(true);
  });

  it('given a win rubbed in, then it is gloating; dirt rubbed in a face again and again is bullying', () => {
    expect(hearBullying(read('the girls beat us at kickball and rubbed it in our faces'))).toBe(false);
    expect(hearBullying(read('they rub dirt in my face every recess'))).toBe(true);
  });

  it.each(['the older girls moo at me in the hallway', 'they said they will post my texts if i dont give them my lunch money', 'the big kids push me around at recess'])(
    'given %j (animal sounds at the child, a threat to post unless, pushed around), then it is bullying',
    (text) => expect(hearBullying(read(text))).toBe(true),
  );

  it('given a big sister who bosses the child around, then it is family life', () => {
    expect(hearBullying(read('my big sister bosses me around'))).toBe(false);
  });

  it('given others laughing at a slip that the child laughed at too, then it is not bullying', () => {
    expect(hearBullying(read('the boys laughed when i fell off my chair but we all laughed'))).toBe(false);
  });

  it.each(['the girls wouldnt let me jump rope with them today so i read a book', 'the other school called us babies but we won anyway'])(
    'given %j (left out once and the child went on, a name called by a team that lost), then it is not bullying',
    (text) => expect(hearBullying(read(text))).toBe(false),
  );

  it.each(['at recess older boys stick gum on me and call me names', 'since i changed schools kids keep laughing at my accent'])(
    'given %j (a shaming thing put on the child, people named bare then their deed again and again), then it is bullying',
    (text) => expect(hearBullying(read(text))).toBe(true),
  );

  it('given children who would not let the child join in on one day named, with nothing cruel, then it is not bullying', () => {
    expect(hearBullying(read('the girls wouldnt let me jump rope with them yesterday'))).toBe(false);
  });

  it('given the same leaving out with cruel words, or on every day, then it is bullying', () => {
    expect(hearBullying(read('the girls wouldnt let me jump rope yesterday and said nobody likes me'))).toBe(true);
    expect(hearBullying(read('the girls never let me jump rope with them every recess'))).toBe(true);
  });

  it('given children who made fun of a thing of the child\'s once, on one day named, then it is not bullying', () => {
    expect(hearBullying(read('the boys made fun of my jacket this morning'))).toBe(false);
  });

  it('given the same again, or of the child\'s body, then it is bullying', () => {
    expect(hearBullying(read('the boys made fun of my jacket again'))).toBe(true);
    expect(hearBullying(read('the boys made fun of my nose this morning'))).toBe(true);
  });

  it('given the other team taunting "us" once after a match, then it is the game\'s; at the child, or every game, it is bullying', () => {
    expect(hearBullying(read('their team yelled that we stink after the match'))).toBe(false);
    expect(hearBullying(read('their team yelled that i stink after the match'))).toBe(true);
  });
});

describe('hearBullying: a turn not shared', () => {
  it.each([
    ['my friend hogged the scooter and wouldnt let me try it', false],
    ['my friend wont let me sit near her anymore and tells everyone im weird', true],
  ] as const)('given %j, then bullying is %s', (text, heard) => {
    expect(hearBullying(read(text))).toBe(heard);
  });
});

describe('hearBullying: sides in play and things kicked away', () => {
  it('given sides taken against the child in a play fight, laughed at, then it is play; done every day at school, it is bullying', () => {
    expect(hearBullying(read('we had a water balloon fight and my cousins all ganged up on me lol'))).toBe(false);
    expect(hearBullying(read('the boys in my grade gang up on me at the lockers every morning'))).toBe(true);
  });
  it('given the child\'s things kicked or tossed into mud or a bin by other children as a pattern, then it is bullying', () => {
    expect(hearBullying(read('some big kids toss my backpack in the dumpster every afternoon'))).toBe(true);
    expect(hearBullying(read('my puppy kicked dirt into my backpack'))).toBe(false);
  });
});

describe('hearBullying: one friend making fun once', () => {
  it.each([
    ['my bestie made fun of me at the sleepover', false],
    ['my buddy was making fun of me during art', false],
    ['my bestie makes fun of me all the time', true],
    ['my buddy made fun of my teeth', true],
    ['my bestie made fun of me because of my accent', true],
    ['the girls at my table made fun of me at the sleepover', true],
  ] as const)('given %j, then bullying is %s', (text, heard) => {
    expect(hearBullying(read(text))).toBe(heard);
  });
});

describe('left out by a rule of the group, a page made about the child, teasing that ended in praise', () => {
  it.each([
    ['the boys in my grade agreed that no one can be my lab partner', true],
    ['someone started an instagram page about how fat i am and everyone follows it', true],
    ['my cousins teased me about my new glasses but then said they looked really cool', false],
    ['we started a page about how awesome our soccer team is', false],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('the child\'s face made a joke of and sent round', () => {
  it.each([
    ['a girl edited my photo with a clown nose and sent it to the whole class chat', true],
    ['my sister put a bunny filter on my pic and we laughed together', false],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('shut in and frightened where the child is alone', () => {
  it.each([
    ['the older girls hold the door shut when im in the changing room and laugh', true],
    ['when i was in the bathroom my brother knocked on the door because he needed to go', false],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('ranked the worst by the group, a poll on the child\'s life, a rumour spread and what it left', () => {
  it.each([
    ['the boys in my bunk ranked who is the smelliest and i was first', true],
    ['some girls started a vote on if i deserve to live', true],
    ['a girl keeps telling the whole grade that i pee my bed and now everyone makes fun of me', true],
    ['our family voted on the worst pizza topping and olives won', false],
    ['my friend told everyone i got a puppy and now everyone wants to come over', false],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('a prayer not to wake, and a thing made in the child\'s honour', () => {
  it.each([
    ['dear hashem please never let me wake up again', false],
    ['my cousins made a slideshow song about me for my bat mitzvah', false],
    ['my bunk made a song about me for the siyum', false],
    ['the older kids never let me play ball with them', true],
    ['the girls made a rap about how fat i am', true],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('the child\'s own team, noses held at the child, pants the trousers, lifted up', () => {
  it.each([
    ['the boys plug their noses when i sit next to them', true],
    ['the bathroom at the park was so gross everyone held their noses', false],
    ['i ripped my pants on the fence and everyone could see my undies', false],
    ['my teammates picked me up and carried me around after the goal', false],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('trousers pulled down: on the child, or by another on their own', () => {
  it.each([
    ['the boys pantsed me at recess', true],
    ['the older girls gave me a wedgie in the locker room', true],
    ['the boys in my cabin yanked down my pants and took a video', true],
    ['nobody ever pantsed me thank god', false],
    ['my little sister pulled her pants up by herself for the first time', false],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('hearBullying: a thing that will not let the child in', () => {
  it.each([
    ['this dumb tablet wont let me open my reading game', false],
    ['the school website would not let me sign in this morning', false],
    ['my grade wont let me sit with them at lunch anymore', true],
    ['the boys in my bunk wont let me play cards with them ever', true],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('hearBullying: words kept to mock, a group named to shut one out, a question turned round', () => {
  it.each([
    ['some boys in my grade copy everything i write in the chat and post it for everyone', true],
    ['my friends screenshot what i say when its funny and we all laugh', false],
    ['the older girls started a club named no miri allowed', true],
    ['we made a server called everyone but grownups haha', false],
    ['why do the kids at camp keep tossing my hat out of the bus', true],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('hearBullying: things put out of reach again and again, shunning paid or dared', () => {
  it.each([
    ['the boys in my class hang my coat up on the flagpole every recess', true],
    ['my friend kicked my ball onto the roof by accident', false],
    ['the kids at camp bet each other to never sit with me at meals', true],
    ['we bet each other a candy who could sit still the longest', false],
  ] as const)('given %j, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('hearBullying: a pact in writing, a ranking of the ugliest, disgust acted out, hair cut off by others', () => {
  it.each([
    ['the kids in my bunk made a pact not to sit with me at meals', true],
    ['the boys in my class started a petition to never have homework on fridays', false],
    ['someone made a poll of the fattest kids in 5th grade and my picture is at the top', true],
    ['we made a list of the ugliest christmas sweaters and mine won', false],
    ['the girls plug their noses whenever i come to the lunch table', true],
    ['my sister sprays so much perfume i have to hold my nose lol', false],
    ['a boy in my class snipped my ponytail off with scissors during art', true],
    ['my friend cut my bangs at the sleepover and it looks cute', false],
  ] as const)('given %j, when others shun, rank or shame the child, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('hearBullying: the child\'s things spoiled and the child called a name at once', () => {
  it.each([
    ['two girls ripped up my homework and stepped on my glasses and said dork', true],
    ['my brother ripped my drawing and called me a baby', false],
    ['the kids knocked my tower over by accident and said sorry', false],
  ] as const)('given %j, when others spoil a thing of the child\'s and call the child a name, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('hearBullying: one unkind remark about a thing of the child\'s', () => {
  it.each([
    ['the boys at camp said my bike was lame', false],
    ['the kids in my row said my sandwich smelled weird', false],
    ['the kids in my row said my sandwich smelled weird and that im a weirdo', true],
    ['the boys at camp always say my bike is lame', true],
    ['the boys at camp said my nose is huge and gross', true],
  ] as const)('given %j, when only a thing of the child\'s is run down, once, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});

describe('hearBullying: any thing of the child\'s spoiled, with a name called', () => {
  it.each([
    ['three boys knocked my science model off the table and squashed my muffin and shouted dork', true],
    ['some kids snapped my new crayons and yelled ur a loser', true],
    ['my cousin knocked my science model off the table by accident', false],
  ] as const)('given %j, when others spoil what follows "my" that is no person or part of the body, and call a name, then bullying is %s', (text, heard) => expect(hearBullying(read(text))).toBe(heard));
});
