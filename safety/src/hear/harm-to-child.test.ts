import { describe, expect, it } from 'vitest';
import { hearHarmToChild } from './harm-to-child';
import { readMessage as read } from '../read/read-message';

describe('hearHarmToChild', () => {
  it('given a grown-up at home hurts the child, then it is hurt', () => {
    expect(hearHarmToChild(read('my step dad says he will hurt me if i tell'))).toEqual(['hurt']);
    expect(hearHarmToChild(read('i was hit by my dad last night'))).toEqual(['hurt']);
    expect(hearHarmToChild(read('my friend told me her dad beats her'))).toEqual(['hurt']);
  });

  it('given other children hurt the child, then it is bullying', () => {
    expect(hearHarmToChild(read('Someone at school is hitting me every day and I am scared to go to school'))).toContain('bullied');
    expect(hearHarmToChild(read('kids at school push me'))).toEqual(['bullied']);
  });

  it('given the child acts on a thing, a story, a contest or play, then nothing', () => {
    for (const text of ['I punched the pillow because I was angry', 'Goliath was hurt by Davids stone', 'my dad beat me at chess again', 'dad pushed me on the swing really high', 'my dad never hits me, he is really nice', 'what should i do if someone hits me']) {
      expect(hearHarmToChild(read(text)), text).toEqual([]);
    }
  });

  it('given a mild act, then it needs a sign of force ("down the stairs", "so hard", aimed at the child)', () => {
    expect(hearHarmToChild(read('my grandpa pushes me down the stairs'))).toEqual(['hurt']);
    expect(hearHarmToChild(read('when my dad drinks he throws things at me'))).toEqual(['hurt']);
    expect(hearHarmToChild(read('my mom threw the ball to me and i caught it'))).toEqual([]);
  });

  it('given a deed the child says was by mistake, then it is not harm', () => {
    expect(hearHarmToChild(read('my brother closed the door on my hand by mistake'))).toEqual([]);
  });

  it('given a mark from a grown-up and the fall the child told others, then it is hurt', () => {
    expect(hearHarmToChild(read('i got a black eye from my stepdad but i told everyone i fell'))).toContain('hurt');
  });

  it('given slang for a beating ("whooped me"), then it is hurt', () => {
    expect(hearHarmToChild(read('my mom whooped me with a spoon'))).toContain('hurt');
  });

  it.each(['my dad will kill me if i break my phone again', 'my baby brother pulls my ears and grabs my nose', 'i want to beat my uncle at dominoes'])(
    'given %j (a grown-up\'s "kill" over a small thing, a baby\'s grab, a contest), then it is not harm',
    (text) => expect(hearHarmToChild(read(text))).toEqual([]),
  );

  it.each(['my dad is going to murder me for forgetting my lunchbox haha', 'my mom will kill me for ripping my jeans'])('given %j (a grown-up\'s "murder me for" a small thing), then it is not harm', (text) => {
    expect(hearHarmToChild(read(text))).toEqual([]);
  });

  it('given a brother who pushed the child in the pool at a party, then it is play', () => {
    expect(hearHarmToChild(read('my cousin pushed me in the pool at the barbecue and we all laughed'))).toEqual([]);
  });

  it.each(['my stepdad pins me down and slaps me', 'my aunt burnt me with her cigarette', 'the big boys held me down at recess'])(
    'given %j (held down, an older past in -t), then a grown-up must know',
    (text) => expect(hearHarmToChild(read(text)).length).toBeGreaterThan(0),
  );

  it.each(['my grandma held me down to give me medicine', 'i burnt my toast'])('given %j (care, a mishap), then it is not harm to the child', (text) => {
    expect(hearHarmToChild(read(text))).toEqual([]);
  });

  it.each(['my mom is going to kill me i spilled juice on the couch', 'in our chanukah play i was a greek soldier and got stabbed'])('given %j (a figure over a slip, a part in a play), then it is not harm to the child', (text) => {
    expect(hearHarmToChild(read(text))).toEqual([]);
  });

  it('given a grown-up\'s threat to kill with no slip of the child\'s, then a grown-up must know', () => {
    expect(hearHarmToChild(read('my stepdad is going to kill me he said so'))).toContain('hurt');
  });

  it.each(['my stepmom shook me and now i have bruises on my arms', 'the truth is my dad threw me against the door', 'my nanny bit my hand and it bled'])(
    'given %j (a mark left, a story taken back, an irregular past), then a grown-up must know',
    (text) => expect(hearHarmToChild(read(text)).length).toBeGreaterThan(0),
  );

  it('given a child tied to a thing, then a grown-up must know', () => {
    expect(hearHarmToChild(read('my mom ties me to my bed when im bad'))).toContain('hurt');
  });

  it.each(['my dad grabbed my arm so i wouldnt run into the street', 'my sister kicked me in her sleep'])('given %j (a child kept from danger, a kick in one\'s sleep), then it is not harm to the child', (text) => {
    expect(hearHarmToChild(read(text))).toEqual([]);
  });

  it.each(['my stepdad shoved me against the car', 'my neck hurts. my dad squeezed it when he was mad'])('given %j (against anything, "it" for a part named before), then a grown-up must know', (text) => {
    expect(hearHarmToChild(read(text)).length).toBeGreaterThan(0);
  });

  it.each(['my aunts boyfriend slammed me into the cupboard', 'my grandpa threw me into the fence yesterday', 'my foster mom pushes me into the radiator'])(
    'given %j (a child driven into a hard thing, whatever the thing), then a grown-up must know',
    (text) => {
      expect(hearHarmToChild(read(text))).toContain('hurt');
    },
  );

  it.each(['my uncle tossed me into the big pile of leaves', 'my grandma pulled me into a big hug'])('given %j (landing in play, a hug), then it is not hurt', (text) => {
    expect(hearHarmToChild(read(text))).not.toContain('hurt');
  });

  it('given a grown-up holding the child\'s hand to a stove, then a grown-up must know', () => {
    expect(hearHarmToChild(read('my mom held my hand over the stove to punish me'))).toContain('hurt');
  });

  it('given a dentist or doctor at their work, then it is not hurt', () => {
    expect(hearHarmToChild(read('the doctor pulled the splinter out and it bled'))).toEqual([]);
  });

  it.each(['my dad grounded me for kicking my sister', 'my uncle says hell crush me at monopoly'])('given %j (the child\'s own deed punished, a defeat at a game), then it is not hurt', (text) => {
    expect(hearHarmToChild(read(text))).toEqual([]);
  });

  it('given a grown-up\'s small deed done in anger at the child, then it is hurt; a grab that keeps a child from the road is not', () => {
    expect(hearHarmToChild(read('my dad pinches me when he gets mad'))).toContain('hurt');
    expect(hearHarmToChild(read('my mom pulled me back from the road'))).toEqual([]);
  });

  it('given a grown-up\'s "gonna kill me" over a stain the child made, then it is not hurt', () => {
    expect(hearHarmToChild(read('my dad is gonna kill me i got juice on the couch'))).toEqual([]);
  });

  it('given a sister\'s bonk with a soft toy laughed at, then it is play', () => {
    expect(hearHarmToChild(read('my big sister whacked me with a stuffed bear hahaha'))).toEqual([]);
  });

  it.each(['my big sister whacked me in the eye with her shoe hahaha', 'my big sister whacks me all the time lol', 'my big sister whacked me lol its not funny'])(
    'given %j (at a part of the body, a habit, the laugh taken back), then it is hurt',
    (text) => expect(hearHarmToChild(read(text))).toContain('hurt'),
  );

  it('given a push into the lockers that the teachers do not see, then someone hidden from grown-ups is hurting the child', () => {
    expect(hearHarmToChild(read('some eighth graders shove me against the fence at recess when the aides dont see'))).toContain('bullied');
  });

  it.each(['i got a whipping from my stepdad yesterday', 'i get a smacking every time i forget my chores'])('given a blow named as a thing the child got (%j), then it is hurt', (text) => {
    expect(hearHarmToChild(read(text))).toContain('hurt');
  });

  it.each(['our team got a beating in the hockey game', 'i got a boxing glove for my birthday', 'my mom will kill me i broke her favorite mug', 'i got smacked in the nose with a volleyball at the beach'])(
    'given %j (a team\'s defeat, a gift, a grown-up\'s figure over a thing the child broke, a ball that hit the child), then it is not hurt',
    (text) => expect(hearHarmToChild(read(text))).toEqual([]),
  );

  it('given something that burns put on the child by a grown-up, then it is hurt', () => {
    expect(hearHarmToChild(read('my stepmom held the hot curling iron against my neck'))).toContain('hurt');
  });

  it('given a loose tooth tied to a thing and pulled, when nothing else is done to the child, then it is no hurt; the child tied to a thing still is', () => {
    expect(hearHarmToChild(read('my brother tied my tooth to his bike and rode away and it popped out'))).toEqual([]);
    expect(hearHarmToChild(read('my mom tied my loose teeth to the fridge door with floss and shut it'))).toEqual([]);
    expect(hearHarmToChild(read('my uncle tied me to the fence in the yard all afternoon'))).toContain('hurt');
  });

  it('given the child\'s hands or feet bound by a grown-up, then it is hurt; shoes tied are not', () => {
    expect(hearHarmToChild(read('my stepmom tied my ankles so i couldnt leave my room'))).toContain('hurt');
    expect(hearHarmToChild(read('my grandpa tied my shoes for me'))).toEqual([]);
  });

  it.each(['my friend threw me under the bus when the coach asked who left the balls out', 'a boy in the game killed me like 20 times lol'])(
    'given a figure of speech for blame or a game kill laughed at (%j), then no harm is heard',
    (text) => expect(hearHarmToChild(read(text))).toEqual([]),
  );

  it('given children who really throw the child under something and kick, then the child is bullied', () => {
    expect(hearHarmToChild(read('the big kids threw me under the bench and kicked me'))).toEqual(['bullied']);
  });

  it.each(['not joking my uncle shoved me into the door', 'no kidding my mom kicked me down the stairs'])(
    'given a deed told with the joke denied (%j), then the child is hurt',
    (text) => expect(hearHarmToChild(read(text))).toContain('hurt'),
  );

  it('given cousins kidding around with a punch laughed at, then it is play', () => {
    expect(hearHarmToChild(read('me and my cousin were kidding around and he punched my arm lol'))).toEqual([]);
  });

  it('given a child asking whether a grown-up at home may hurt "you", then it is hurt', () => {
    expect(hearHarmToChild(read('are dads allowed to whip you with a cord when you talk back'))).toEqual(['hurt']);
    expect(hearHarmToChild(read('is it normal for a mom to hug you a lot'))).toEqual([]);
  });

  it('given a child feigning illness to stay away from those who hurt them, then the feigning is no game', () => {
    expect(hearHarmToChild(read('i pretend to be asleep on the bus because the older boys punch me'))).toEqual(['bullied']);
    expect(hearHarmToChild(read('we pretend to be ninjas and punch the air'))).toEqual([]);
  });

  it.each(['my brother yanked my ear when we were arguing about the ipad', 'my aunt grabs me so tight when she hugs me lol', 'our coach will kill us if we are late again'])(
    'given %j (kin squabbling over a thing, a squeeze that is a hug, a grown-up\'s "kill" over a small thing), then it is not harm',
    (text) => expect(hearHarmToChild(read(text))).toEqual([]),
  );

  it('given a squeeze in a hug that leaves the child unable to breathe, then it is harm', () => {
    expect(hearHarmToChild(read('my uncle squeezes me so hard when he hugs me that i cant breathe'))).toEqual(['hurt']);
  });

  it.each(['i have a bruise on my arm. my stepdad did that with his fist', 'i wear a scarf so no one sees what my uncle did', 'im not allowed to go to school until the marks on my face fade'])(
    'given %j (a mark a grown-up "did", what a grown-up did kept from sight, kept home until marks fade), then it is hurt',
    (text) => expect(hearHarmToChild(read(text))).toContain('hurt'),
  );

  it('given what a grown-up did to a thing kept from sight, then it is not hurt', () => {
    expect(hearHarmToChild(read('i cover my drawing so no one sees what my mom did to it'))).toEqual([]);
  });

  it.each(['the toddler bit me on the arm when i took his toy', 'my dad swatted my hand away from the stove'])(
    'given %j (a toddler\'s deed, a hand moved off a thing), then it is not harm',
    (text) => expect(hearHarmToChild(read(text))).toEqual([]),
  );

  it.each(['what if my uncle kicks me again like he did last time', 'my stepmom held me against the wall by my neck'])(
    'given %j (a harm that happened asked about again, held to a wall), then it is hurt',
    (text) => expect(hearHarmToChild(read(text))).toContain('hurt'),
  );

  it('given worse promised for telling about a belt or a cord, then it is hurt; a surprise kept is not', () => {
    expect(hearHarmToChild(read('my dad said if i tell anyone about the cord he will make it worse'))).toContain('hurt');
    expect(hearHarmToChild(read('my mom said if i tell about the surprise party she will be sad'))).toEqual([]);
  });

  it('given a hold when the child nearly met a danger, then it is care', () => {
    expect(hearHarmToChild(read('my dad yanked my hood when i nearly stepped off the curb'))).toEqual([]);
  });

  it.each(['my stepmom splashed boiling soup on me when i was slow', 'i have a bruise on my leg and i told my teacher i fell off my bike but my big sister did it'])(
    'given %j (scalded by a grown-up, a cover story for a sister\'s deed), then it is hurt',
    (text) => expect(hearHarmToChild(read(text))).toContain('hurt'),
  );

  it('given a team beaten at tug of war, then it is a contest', () => {
    expect(hearHarmToChild(read('the other class beat us in tug of war'))).toEqual([]);
  });

  it('given a brother or sister who "will kill" the child over a thing the child spoiled, then it is a figure of speech', () => {
    expect(hearHarmToChild(read('my sister will murder me when she sees i wrecked her bike'))).toEqual([]);
    expect(hearHarmToChild(read('my cousin is gonna kill me i lost his headphones'))).toEqual([]);
  });

  it('given the same "will kill" with a blow told beside it, then it is still hurt', () => {
    expect(hearHarmToChild(read('my brother is gonna kill me he hits me with a belt when i break his stuff'))).toContain('hurt');
  });

  it('given a blow from a brother, sister or cousin the child gave back, then it is a squabble', () => {
    expect(hearHarmToChild(read('my cousin shoved me on the trampoline so i shoved him back'))).toEqual([]);
  });

  it('given a blow given back that left a mark or goes on every day, then it is still hurt', () => {
    expect(hearHarmToChild(read('my big brother punches me every day and i punch him back'))).toContain('hurt');
    expect(hearHarmToChild(read('my cousin shoved me and i shoved him back but he punched me till i bled'))).toContain('hurt');
  });

  it('given a younger brother or sister who tugs or grabs, then it is not harm', () => {
    expect(hearHarmToChild(read('my baby brother yanks my ears when hes hungry'))).toEqual([]);
    expect(hearHarmToChild(read('my younger sister pinches me when she doesnt get the ipad'))).toEqual([]);
  });

  it('given a younger brother or sister who hurts the child with a thing or on purpose, then it is still heard', () => {
    expect(hearHarmToChild(read('my little brother scratched me on purpose until i bled'))).toContain('hurt');
  });

  it('given a younger brother or sister who hits with a toy, or a baby whose blow hurt, then it is not harm', () => {
    expect(hearHarmToChild(read('my little brother smacked me with his toy car'))).toEqual([]);
    expect(hearHarmToChild(read('my baby sister scratched my face and it hurt but shes only 1'))).toEqual([]);
  });

  it('given a younger brother with a belt, or a grown-up whose deed hurt, then it is harm', () => {
    expect(hearHarmToChild(read('my little brother smacked me with a belt'))).toEqual(['hurt']);
    expect(hearHarmToChild(read('my dad scratched my face and it hurt but hes sorry'))).toEqual(['hurt']);
  });

  it('given a child who does not want to go home, told with a grown-up\'s promise of a reckoning to come, then it is hurt', () => {
    expect(hearHarmToChild(read('i dont wanna go home after school my uncle said he will deal with me later'))).toEqual(['hurt']);
  });

  it('given the reckoning alone over a chore, or home put off for a party, then it is not harm', () => {
    expect(hearHarmToChild(read('my mom said she will deal with me later about my messy room'))).toEqual([]);
    expect(hearHarmToChild(read('i dont want to go home i want to stay at the party'))).toEqual([]);
  });

  it('given friends who turned and a "they" that stands for them shoving the child every morning, then it is bullying', () => {
    expect(hearHarmToChild(read('my pals ditched me and now they shove me into the lockers every morning'))).toEqual(['bullied']);
  });

  it('given a grown-up at home threatening a blow over the child\'s small deed to come, laughed at, then it is not harm', () => {
    expect(hearHarmToChild(read('my uncle said he would break my arm if i scratched his car lol'))).toEqual([]);
  });

  it('given the same threat over telling, then it is hurt', () => {
    expect(hearHarmToChild(read('my uncle said he would break my arm if i told lol'))).toEqual(['hurt']);
  });

  it('given a "kill" whose means is questions or jokes, then it is a figure; with a pan it is hurt', () => {
    expect(hearHarmToChild(read('my grandma nearly killed me with her questions about school'))).toEqual([]);
    expect(hearHarmToChild(read('my grandma nearly killed me with a pan'))).toEqual(['hurt']);
  });

  it('given a mark left by a cousin when he was a toddler, then it is not harm; a mark from a dad, or one hidden, is', () => {
    expect(hearHarmToChild(read('my cousin scratched me when he was a toddler and i have a little scar lol'))).toEqual([]);
    expect(hearHarmToChild(read('my dad hit me when i was a baby and i have a scar'))).toEqual(['hurt']);
    expect(hearHarmToChild(read('my sister bit me when she was little and i hide the scar from mom'))).toEqual(['hurt']);
  });

  it('given a brother\'s "kill" over something of his the child wore, then it is a figure; with a blow before, it is hurt', () => {
    expect(hearHarmToChild(read('my brother is gonna kill me i wore his jersey'))).toEqual([]);
    expect(hearHarmToChild(read('my brother is gonna kill me i wore his jersey and last time he punched me'))).toEqual(['hurt']);
  });

describe('hearHarmToChild: a hurt kept from everyone, a body hidden', () => {
  it.each(['i twisted my ankle and my stepmom said not to tell anybody at school', 'my ribs have bruises and my dad says no one can ever find out', 'i needed stitches and my mom made me tell the nurse i fell off my bike'])(
    'given a grown-up bids the child keep a hurt from everyone (%j), then it is hurt',
    (text) => expect(hearHarmToChild(read(text))).toEqual(['hurt']),
  );

  it.each(['i scraped my elbow and my dad said dont tell mom shell freak out', 'my friend said not to tell the coach i tripped or we would have to stop the game', 'i cut my finger on the wrapping paper and my dad said shh its a surprise for mom'])(
    'given a small hurt kept from one person for their sake, a friend\'s word or a surprise (%j), then nothing',
    (text) => expect(hearHarmToChild(read(text))).toEqual([]),
  );

  it('given a grown-up makes the child cover a part of the body so no one sees it, then it is hurt', () => {
    expect(hearHarmToChild(read('my stepdad makes me wear pants in summer so the teachers dont see my legs'))).toEqual(['hurt']);
  });

  it('given a costume covers the child, then nothing', () => {
    expect(hearHarmToChild(read('my mom made me wear gloves with my halloween costume so nobody sees my arms'))).toEqual([]);
  });
});
});

describe('hearHarmToChild: a scare', () => {
  it.each([
    ['my uncle jumped out at me from behind the couch and i spilled my juice', []],
    ['my stepmom jumps out at me and slaps me so hard i cry', ['hurt']],
  ] as const)('given %j, then %j', (text, heard) => {
    expect(hearHarmToChild(read(text))).toEqual(heard);
  });
});

describe('hearHarmToChild: a grown-up of another child hurting that child', () => {
  it.each([
    'my pals stepfather shoves him down the stairs',
    'kaylas mother punches her in the belly',
    'my classmates grandma whacks him with a wooden spoon',
  ])('given the grown-up is another child\'s and "him" or "her" stands for that child (%j), then it is hurt', (text) => {
    expect(hearHarmToChild(read(text))).toEqual(['hurt']);
  });

  it.each([
    'my pals stepfather tucks him in every night',
    'my classmates grandma shouts at her when she is late',
    'my pals stepfather pushes him on the tire swing',
  ])('given the same grown-up caring, shouting or at play (%j), then nothing', (text) => {
    expect(hearHarmToChild(read(text))).toEqual([]);
  });

  it('given blows with a real thing named beside a word of play or fun, then the blows are heard; blows in a play fight are not', () => {
    expect(hearHarmToChild(read('the big kids beat me with rocks and snowballs'))).toContain('bullied');
    expect(hearHarmToChild(read('my cousin hit me with snowballs and slush in our snowball fight'))).toEqual([]);
  });

  it('given a blow by a grown-up to a part of the body named less often (a shin, a forehead, the knuckles), then it is hurt; the same part hurt on a scooter is not', () => {
    expect(hearHarmToChild(read('my stepdad slammed my knuckles with the door on purpose'))).toContain('hurt');
    expect(hearHarmToChild(read('my aunts husband kicks my shins under the table when nobody looks'))).toContain('hurt');
    expect(hearHarmToChild(read('i scraped my shin on my scooter'))).toEqual([]);
  });
});

describe('a tooth knocked out', () => {
  it.each([
    ['my moms boyfriend knocked out my front tooth last week', ['hurt']],
    ['my uncle knocked my tooth out and said to say it was the monkey bars', ['hurt']],
    ['my grandpa knocked out my wiggly tooth with a string tied to the door', []],
    ['the orthodontist knocked out my baby tooth so the new one can come in', []],
  ] as const)('given %j, then it is heard as %j: a blow that costs a tooth is harm, a loose tooth pulled is not', (text, heard) => expect(hearHarmToChild(read(text))).toEqual(heard));
});

describe('a deed kept up until it hurts', () => {
  it.each([
    ['my uncle squeezes my hand until it aches', ['hurt']],
    ['the babysitter twisted my arm till i was crying', ['hurt']],
    ['is it normal for an adult to grab a kid until their wrist is sore', ['hurt']],
    ['grandpa shakes the apple tree until the apples drop', []],
    ['my friend and i spun on the tire swing until we got dizzy', []],
  ] as const)('given %j, then it is heard as %j: a mild deed kept up until the child hurts is harm, until a thing gives way is not', (text, heard) => expect(hearHarmToChild(read(text))).toEqual(heard));
});

describe('a flick, a colour left, and a child shut in', () => {
  it.each([
    ['my step mum flicks my arm until it turns red when i whine', ['hurt']],
    ['my oldest cousin flicks my neck till it goes purple', ['hurt']],
    ['my babysitter shuts me inside the pantry when i cry', ['hurt']],
    ['my granny pinches my cheeks till they go red she loves me so much', []],
    ['my sister flicked my forehead at the table and we both giggled', []],
    ['my dad flicks water from the hose at us in the yard', []],
    ['my brother locked me in a tight hug', []],
  ] as const)('given %j, then it is heard as %j: a flick needs a mark or force, a colour a deed left on the body is one, shut in somewhere is force', (text, heard) => expect(hearHarmToChild(read(text))).toEqual(heard));
});

describe('a tool named once and then called "it"', () => {
  it.each([
    ['my aunt hangs the belt by the door and takes it to me when i forget my chores', ['hurt']],
    ['grandpa keeps a cane by his chair and uses it on my back if i am loud', ['hurt']],
    ['my mom keeps a hairbrush in her bag and uses it on my hair every morning', []],
    ['my dad keeps the garden hose coiled up and uses it on the tomatoes', []],
  ] as const)('given %j, then it is heard as %j: a tool used "on me" in the next clause is the tool named before', (text, heard) => expect(hearHarmToChild(read(text))).toEqual(heard));
});

describe('a friend named by a name the lexicon lacks', () => {
  it('given "tamar told me her dad ...", then the name is not mended into a word and the friend is the one hurt', () => {
    expect(hearHarmToChild(read('maayan told me her stepdad kicks her in the legs when he is drunk'))).toEqual(['hurt']);
  });
});

describe('another child\'s carer holding that child\'s body to what burns, for what the child did', () => {
  it.each([
    ['my cousin said his stepdad held his hand over the candle because he broke a plate', true],
    ['ari says his mom presses his fingers on the hot pan when he talks back', true],
    ['her grandma burned her fingers on the oven taking out the challah', false],
  ] as const)('given %j, then hurt is heard: %s', (text, heard) => expect(hearHarmToChild(read(text)).includes('hurt')).toBe(heard));
});

describe('the child\'s own team, who are children', () => {
  it.each([
    ['my team knocks me down in the locker room after every practice', ['bullied']],
    ['my team lifts me up when we win', []],
  ] as const)('given %j, then it raises %j', (text, heard) => expect(hearHarmToChild(read(text))).toEqual(heard));
});

describe('a body made to hold a hard place as a punishment', () => {
  it.each([
    ['my stepdad made me stand with my arms up against the wall for hours when i lost my jacket', true],
    ['my aunt forces us to kneel on bottle caps when we fight', true],
    ['our coach made us hold a plank for two minutes', false],
    ['the rabbi made us stand for the prayer for a long time', false],
    ['my mom made me sit in time out for five minutes', false],
  ] as const)('given %j, then hurt is %s', (text, heard) => expect(hearHarmToChild(read(text)).includes('hurt')).toBe(heard));
});

describe('hearHarmToChild: hair or nails cut, whoever they belong to', () => {
  it.each([
    ['my aunt got the clippers to cut my cousins hair for the wedding', false],
    ["grandma cut my sister's nails after her bath", false],
    ['my stepdad cut my brothers leg with a broken bottle', true],
  ] as const)('given %j, then hurt is %s', (text, heard) => expect(hearHarmToChild(read(text)).includes('hurt')).toBe(heard));
});

describe('hearHarmToChild: hurt told by what it left or by what is hidden', () => {
  it.each([
    ['i wear a scarf in gym so nobody sees what my stepdad did to my neck', true],
    ['i wear a hat so nobody sees what my friend did to my hair at the sleepover lol', false],
    ['my aunt held my fingers over the havdalah candle because i talked back', true],
    ['my abba held my hand near the menorah so i could light the last candle', false],
    ['whenever my stepmom gets angry i cant sit down for days', true],
    ['when my coach gets mad we do drills and i cant walk right the next day', false],
  ] as const)('given %j, then hurt is %s', (text, heard) => expect(hearHarmToChild(read(text)).includes('hurt')).toBe(heard));
});

describe('hearHarmToChild: an injury told with no doer, a ball thrown to the child', () => {
  it.each([
    ['my grandma helped me tie my shoes since my wrist is sprained', false],
    ['my ankle is broken because my stepdad kicked me', true],
    ['my uncle threw me the frisbee so hard it stung my fingers haha', false],
    ['my uncle threw me into the wall really hard', true],
  ] as const)('given %j, then hurt is %s', (text, heard) => expect(hearHarmToChild(read(text)).includes('hurt')).toBe(heard));
});

describe('hearHarmToChild: a handprint, a grown-up sitting on the child, a bald patch torn', () => {
  it.each([
    ['my stepdad left a red handprint on my leg and it still stings', true],
    ['i painted a handprint on my poster for mothers day', false],
    ['my aunt knelt on my chest till i couldnt breathe', true],
    ['my uncle sat on me in the tickle fight and we were laughing so hard', false],
    ['my mom ripped out my ponytail and now theres a bald patch on my head', true],
    ['my teddy has a bald patch cuz my dog chewed it', false],
  ] as const)('given %j, then hurt is %s', (text, heard) => expect(hearHarmToChild(read(text)).includes('hurt')).toBe(heard));
});

describe('hearHarmToChild: a thing thrown that wounded, a hand held to a flame', () => {
  it.each([
    ['my stepdad chucked a plate at me and i needed stitches', ['hurt']],
    ['my dad threw his keys at me to catch and i cut my finger on them', []],
    ['my aunt holds my fingers on the hot stove when i touch her stuff', ['hurt']],
    ['my mom held my hands over the campfire to warm them up', []],
  ] as const)('given %j, when a grown-up\'s deed wounds or burns the child, then it is heard as %j', (text, heard) => expect(hearHarmToChild(read(text))).toEqual(heard));
});

describe('hearHarmToChild: tossed into something', () => {
  it.each([
    ['my stepdad tossed me into the closet door last night', ['hurt']],
    ['my dad tossed me into the leaf pile and we laughed', []],
  ] as const)('given %j, when the child is tossed into something hard, then it is heard as %j', (text, heard) => expect(hearHarmToChild(read(text))).toEqual(heard));
});
