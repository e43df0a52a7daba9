import { describe, expect, it } from 'vitest';
import { hearHarmToOthers } from './harm-others';
import { readMessage as read } from '../read/read-message';

describe('hearHarmToOthers', () => {
  it.each(['i want to hurt him', 'im going to bring a knife to school', 'i wish my brother was dead', 'i pushed my little sister down the stairs on purpose', 'im going to hurt my teacher tomorrow'])(
    'given the child means to hurt someone or carries a weapon (%j), then it is harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(true),
  );

  it.each(['i shove my cousin off the steps when grandma isnt watching', 'i put pepper in his cereal to make him puke', 'me and my brother kicked a dog until it cried'])(
    'given a deed done out of sight, for a harm, or by the child with another (%j), then it is harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(true),
  );

  it.each(['i hit a home run', 'i killed the ender dragon', 'i want to beat my brother at monopoly', 'i would never hurt anyone', 'i wanted to punch my brother but i walked away', 'why did David kill Goliath'])(
    'given %j (a sport, a game, a contest, negation, restraint, a story), then it is not',
    (text) => expect(hearHarmToOthers(read(text))).toBe(false),
  );

  it.each(['i put honey in her tea to make her feel better', 'me and my friend threw snowballs at each other'])(
    'given %j (a kind purpose, play), then it is not',
    (text) => expect(hearHarmToOthers(read(text))).toBe(false),
  );

  it('given a habit of hurting a pet in anger, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i always kick my cat when im mad'))).toBe(true);
  });

  it.each(['i pushed my little brother onto the floor because he took my toy', 'i hit a boy with a stick and he was bleeding'])('given %j (with force, with harm seen), then it is harm to others', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(true);
  });

  it('given the child hurting a baby, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i slapped my baby cousin'))).toBe(true);
  });

  it.each(['i tied my cat to a chair and kicked it', 'i put glue on his seat so he would get hurt'])('given %j (an animal hurt, a deed meant to hurt), then it is harm to others', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(true);
  });

  it('given a pillow held over someone\'s face, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i pressed a pillow over my sisters face'))).toBe(true);
  });

  it.each(['i hit my cousin with a rock', 'i held him under the water until he coughed', 'i set my sisters hair on fire'])(
    'given %j (a tool made to hurt, held under, a fire set to someone), then it is harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(true),
  );

  it.each(['i hit the ball with a bat', 'we set the campfire on fire and made smores', 'i set the candle on fire for shabbos'])('given %j, then it is not', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(false);
  });

  it.each(['i am going to make him suffer', 'im gonna get back at her with a knife'])('given %j (suffering meant, revenge with a weapon), then it is harm to others', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(true);
  });

  it.each(['i pushed my cousin off the ladder to see what would happen', 'i hit my dad with a stick because he said no'])('given %j (a fall meant, a blow with a stick), then it is harm to others', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(true);
  });

  it('given a cruelty practised and now meant for a pet, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i crush snails and now i want to try it on my hamster'))).toBe(true);
  });

  it.each(['i threw boiling water at my sister', 'i poured hot cocoa on my cousin'])('given %j (scalding), then it is harm to others', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(true);
  });

  it('given hot tea spilled by accident, then it is not', () => {
    expect(hearHarmToOthers(read('i spilled hot tea on my dad by accident'))).toBe(false);
  });

  it('given a plan to light someone\'s room on fire, then it is harm to others; a contest "murdered" is not', () => {
    expect(hearHarmToOthers(read('im going to light my sisters bed on fire'))).toBe(true);
    expect(hearHarmToOthers(read('we murdered them at trivia night'))).toBe(false);
  });

  it('given a blow said only to be possible, then it is not harm to others; wanted or planned, it is', () => {
    expect(hearHarmToOthers(read('ugh i could choke my sister shes so loud'))).toBe(false);
    expect(hearHarmToOthers(read('i wish i could choke my sister'))).toBe(true);
    expect(hearHarmToOthers(read('i could choke her tomorrow and nobody would know'))).toBe(true);
  });

  it('given the child holding a brother or sister under water, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i held my baby sister under the water till she coughed'))).toBe(true);
  });

  it('given a weapon got hold of and people to show, then it is harm to others; a camera or a toy is not', () => {
    expect(hearHarmToOthers(read('i got my uncles knife and im gonna show those kids'))).toBe(true);
    expect(hearHarmToOthers(read('i got a new nerf gun and im gonna show those kids'))).toBe(false);
  });

  it('given a grave deed done with a plaything, then it is harm to others; in a sport or a pillow fight named, it is not', () => {
    expect(hearHarmToOthers(read('i held a pillow on my sister and tried to suffocate her'))).toBe(true);
    expect(hearHarmToOthers(read('i choked him out in a wrestling match'))).toBe(false);
  });

  it.each(['im gonna murder my cousin he finished my chips lmao', 'i want to choke my brother he keeps singing the same song haha'])(
    'given exasperation with a brother or cousin over what they just did, laughed at (%j), then it is not harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(false),
  );

  it.each(['i want to choke my brother he keeps singing the same song haha jk not jk', 'i want to choke my brother with my belt he took my game lol', 'i want to choke my baby brother he wont stop crying lol'])(
    'given %j (the laugh taken back, a means named, a baby), then it is harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(true),
  );

  it('given a weapon taken to scare people, then it is harm to others; a knife taken to cook is not', () => {
    expect(hearHarmToOthers(read('i grabbed my dads knife to scare those boys on my street'))).toBe(true);
    expect(hearHarmToOthers(read('i grabbed a knife to cut the watermelon'))).toBe(false);
  });

  it('given a weapon taken and then shown where children are, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i found my uncles pistol in his car and brought it to camp'))).toBe(true);
    expect(hearHarmToOthers(read('i took my moms knife out of the drawer and showed it to my friends at school'))).toBe(true);
  });

  it('given a toy made to shoot, shooting in play, then it is not; aimed at an eye on purpose, it is', () => {
    expect(hearHarmToOthers(read('i shot my cousin with my water gun'))).toBe(false);
    expect(hearHarmToOthers(read('i shot my cousin in the eye with a foam dart on purpose'))).toBe(true);
  });

  it.each([
    'i yanked my little cousins finger back until it cracked',
    'i flick the baby really hard when my dad isnt watching',
    'i always stamp on the puppy when nobody is home',
    'i shoved a boy into the lake who doesnt know how to swim',
  ])('given harm to others told plainly (%j), then it is harm to others', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(true);
  });

  it.each(['i poked my brother to wake him up for school', 'i poked the babys cheek shes so squishy', 'i pushed my dad into the pool at the bbq and he laughed', 'i stepped on my dogs paw by accident and said sorry'])(
    'given %j (a small deed with no harm meant, play in the water, a mishap), then it is not',
    (text) => expect(hearHarmToOthers(read(text))).toBe(false),
  );

  it('given the child\'s hands pressed on another\'s throat, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i wrapped my hands around my cousins throat and pressed until he coughed'))).toBe(true);
  });

  it('given a killing wanted of "who", then it is harm to others', () => {
    expect(hearHarmToOthers(read('i wrote down who i am going to kill'))).toBe(true);
  });

  it('given a small cruelty practised and then meant with a pet, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i step on ants and now i want to do it with my sisters hamster'))).toBe(true);
  });

  it('given a squeeze wanted because a pet is cute, then it is fondness', () => {
    expect(hearHarmToOthers(read('i want to squeeze my puppy he is so fluffy'))).toBe(false);
  });

  it.each(['i shut my baby cousin inside the toy chest', 'im bringing my uncles bat tomorrow to make that kid pay'])(
    'given %j (a child shut in a box, a weapon brought to make someone pay), then it is harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(true),
  );

  it('given a bat used in a game, then it is not', () => {
    expect(hearHarmToOthers(read('i use my bat to make the ball go far'))).toBe(false);
  });

  it('given something sharp put in someone\'s food, then it is harm to others; a glass put in the sink is not', () => {
    expect(hearHarmToOthers(read('i put broken glass in his cereal'))).toBe(true);
    expect(hearHarmToOthers(read('i put a glass in the sink after my juice'))).toBe(false);
  });

  it('given a "murder" wanted of a sister over what she just did, laughed at, then it is exasperation', () => {
    expect(hearHarmToOthers(read('my sister ate my candy im gonna murder her lol'))).toBe(false);
  });

  it('given a nibble wanted because a baby is cute, then it is fondness', () => {
    expect(hearHarmToOthers(read('i want to nibble my baby sisters toes shes so cute'))).toBe(false);
  });

  it('given the child wanting to push or dunk someone where children land in play, then it is not harm to others', () => {
    expect(hearHarmToOthers(read('i wanna dunk my cousin in the lake'))).toBe(false);
  });

  it('given the same with the one pushed held under, or a baby, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i wanna dunk my cousin in the lake and keep him under'))).toBe(true);
    expect(hearHarmToOthers(read('i want to throw my baby sister in the pool'))).toBe(true);
  });

  it('given an animal held under water by the child, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i kept the puppy under the water'))).toBe(true);
  });

  it('given "kill" said of a brother or sister over something of the child\'s they took or spoiled, then it is exasperation', () => {
    expect(hearHarmToOthers(read('im gonna kill my sister she used up my shampoo'))).toBe(false);
  });

  it('given the same with a time to come, a weapon, or a blow to the child, then it is harm to others', () => {
    expect(hearHarmToOthers(read('im gonna kill my sister tonight she used up my shampoo'))).toBe(true);
    expect(hearHarmToOthers(read('im gonna kill my sister with a knife she used up my shampoo'))).toBe(true);
  });

  it('given "them" right after creatures of a game named, then the deed is the game\'s, not done to the people named before', () => {
    expect(hearHarmToOthers(read('me and my cousin play aliens and i shoot them'))).toBe(false);
  });

  it('given "them" standing for people, then it is harm to others', () => {
    expect(hearHarmToOthers(read('the boys at school keep pushing me so tomorrow i want to shoot them'))).toBe(true);
  });

  it('given a pet\'s paw, tail or ears hurt by the child again and again, then it is harm to others; once by accident it is not', () => {
    expect(hearHarmToOthers(read('i keep twisting my guinea pigs paws so it squeals'))).toBe(true);
    expect(hearHarmToOthers(read('i keep stepping on my cats tail when im mad'))).toBe(true);
    expect(hearHarmToOthers(read('i stepped on my dogs paw by accident'))).toBe(false);
  });

  it('given "strangle" or "throttle" said of a brother, sister or cousin over something of the child\'s they took, then it is exasperation', () => {
    expect(hearHarmToOthers(read('i want to throttle my cousin she took my headphones'))).toBe(false);
  });

  it('given the same with a time to come, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i want to throttle my cousin tomorrow she took my headphones'))).toBe(true);
  });

  it('given a wish gone by to hit a friend over what she did that moment, then it is exasperation', () => {
    expect(hearHarmToOthers(read('i wanted to punch my friend when she cheated at uno'))).toBe(false);
  });

  it('given the same wish still held, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i wanted to punch my friend when she cheated at uno and i still want to'))).toBe(true);
  });

describe('hearHarmToOthers: shooting a place up', () => {
  it('given the child means to shoot up a place where people gather, then it is harm to others', () => {
    expect(hearHarmToOthers(read('next week im gonna shoot up the library'))).toBe(true);
  });

  it.each(['my cousin shot up like a weed this summer', 'we shot up the zombie base in fortnite'])('given %j (growing, a game), then it is not', (text) => {
    expect(hearHarmToOthers(read(text))).toBe(false);
  });
});
});

describe('hearHarmToOthers: setting alight and a name\'s body', () => {
  it.each(['im going to torch my neighbors shed tonight', 'i want to smash olivers nose with a rock', 'i want to firebomb the classroom'])('given %j, then it is harm to others', (text) =>
    expect(hearHarmToOthers(read(text)), text).toBe(true),
  );
  it.each(['we used a torch to find the cat in the dark', 'i want to paint lilys face like a tiger', 'im going to torch the logs for the campfire with dad'])('given %j, then it is not', (text) =>
    expect(hearHarmToOthers(read(text)), text).toBe(false),
  );
});

describe('a weapon carried so as to harm people, by whoever is told of', () => {
  it.each(['noam told me hes sneaking his dads pistol in his backpack to shoot the kids who laugh at him', 'my big brother has a knife and hes taking it to stab his friend'])(
    'given another child is bringing a weapon to stab or shoot someone (%j), then it is harm to others',
    (text) => expect(hearHarmToOthers(read(text))).toBe(true),
  );

  it.each(['my grandpa brings his rifle up north to shoot ducks', 'my mom took her camera to shoot the bar mitzvah', 'my cousin brought his water gun to shoot us at the park'])(
    'given a rifle taken to hunt, a camera to a party or a toy gun (%j), then it is not',
    (text) => expect(hearHarmToOthers(read(text))).toBe(false),
  );
});

describe('a ride given to a little one', () => {
  it.each(['i wheeled my newborn brother in the pram up and down the hall', 'i pulled the baby in the red wagon at the picnic'])(
    'given the child pushes or pulls a baby in a pram or a wagon (%j), then nothing is heard',
    (text) => expect(hearHarmToOthers(read(text))).toBe(false),
  );

  it('given the ride is sent down the stairs or meant, then it is harm to others', () => {
    expect(hearHarmToOthers(read('i pushed my baby cousin in her buggy down the stairs so she would cry'))).toBe(true);
  });
});

describe('the child\'s own breath held under water', () => {
  it.each([
    ['me and my cousin hold our breath under the lake water for a contest', false],
    ['i kept my breath under the tub water for like thirty seconds', false],
    ['i kept my cousin under the water even when she kicked', true],
  ] as const)('given %j, then harm to others is %s: only another held under is harmed', (text, heard) => expect(hearHarmToOthers(read(text))).toBe(heard));
});

describe('harm wanted told after "so", and people named before where they are from', () => {
  it.each([
    ['im buying a lighter so i can make my stepbrother bleed', true],
    ['i wrote down the names of boys from my bunk i want to stab', true],
    ['i cleaned my room so i could make my mom happy', false],
    ['i wrote down the names of girls from my class i want to invite to my party', false],
  ] as const)('given %j, then harm to others is %s', (text, heard) => expect(hearHarmToOthers(read(text))).toBe(heard));
});

describe('"at" a holiday or a time after a deed on one\'s own body', () => {
  it.each([
    ['i scratched my arm on a branch at lag baomer', false],
    ['i cut my thumb on the knife at seder', false],
    ['i threw my shoe at dovid and his nose bled', true],
  ] as const)('given %j, then harm to others is %s', (text, heard) => expect(hearHarmToOthers(read(text))).toBe(heard));
});

describe('a plan told after "when", and a sharp thing of every day carried at someone', () => {
  it.each([
    ['when eli gets on the bus tomorrow im going to smash his head with a rock', true],
    ['im taking the box cutter from my dads toolbox to slash that kid on the bus', true],
    ['i hid a fork in my sleeve to stab my cousin at dinner', true],
    ['when eli was old his sons were wicked and he fell off his chair', false],
    ['when noah comes over i am going to beat him at chess', false],
    ['we are bringing scissors to cut the ribbon at the new library', false],
    ['i took my compass to school to draw circles', false],
  ] as const)('given %j, then harm to others is %s', (text, heard) => expect(hearHarmToOthers(read(text))).toBe(heard));
});

describe('hearHarmToOthers: a hurt that follows from the deed, a poison asked after', () => {
  it.each([
    ['im gonna put glass in his sandals so he walks on it and bleeds', true],
    ['i put a cushion by the stairs so my sister doesnt fall and get hurt', false],
    ['how many pills would make someone pass out i want to put some in my teachers coffee', true],
    ['how much chocolate would make a dog sick because my puppy ate a brownie', false],
  ] as const)('given %j, then harm to others is %s', (text, heard) => expect(hearHarmToOthers(read(text))).toBe(heard));
});

describe('hearHarmToOthers: a deed on someone\'s thing carried on to them', () => {
  it.each([
    ['i will smash his phone and then him', true],
    ['im gonna beat his high score and then him in fortnite', false],
    ['i will paint her nails and then her toes', false],
  ] as const)('given %j, when the deed meant for a thing goes on to its owner, then harm to others is %s', (text, heard) => expect(hearHarmToOthers(read(text))).toBe(heard));
});
