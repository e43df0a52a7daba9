import { describe, expect, it } from 'vitest';
import { hearNeglect } from './neglect';
import { readMessage as read } from '../read/read-message';

describe('hearNeglect', () => {
  it.each(['we dont have food at home and im hungry all the time', 'no one takes care of me', 'my mom has not come home since saturday', 'our water got shut off and we cant shower', 'i have to take care of my baby sister by myself because my mom is gone'])(
    'given nobody is looking after the child (%j), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(["I'm so hungry, is it almost lunch time?", 'we fast on Yom Kippur and i get really hungry', 'we dont eat pork because we keep kosher', 'we didnt have food in the house so we ordered pizza', 'my cat is hungry all the time'])(
    'given %j (a snack, a fast, a diet, a remedy, a pet), then it is not',
    (text) => expect(hearNeglect(read(text))).toBe(false),
  );

  it('given no heating and a freezing room, then it is neglect', () => {
    expect(hearNeglect(read('we have no heating and my room is freezing at night'))).toBe(true);
  });

  it.each([
    ['we got locked out of the house cuz my mom forgot her keys so we waited at the neighbors', false],
    ['i was locked out of the house till my sister came with the spare key', false],
    ['my mom locked me out of the house and i waited till she got home with the groceries', true],
    ['i get locked out of the house at night and i lost my key again', true],
  ] as const)('given %j, when a key forgotten or on its way is the cause, then a lock-out is a mishap, not neglect (%j)', (text, heard) => {
    expect(hearNeglect(read(text))).toBe(heard);
  });

  it('given a parent who took a thing away for a day, then it is not neglect', () => {
    expect(hearNeglect(read('my dad took my tablet away for a day'))).toBe(false);
  });

  it.each(['my mom is passed out on the couch every day and i make lunch for my brothers', 'nobody does the washing and my clothes smell', 'our power has been off for weeks'])(
    'given %j (a carer passed out, no washing, no power for weeks), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(['we have no hot water at home', 'my ear has been hurting for weeks and my dad says we cant go to the doctor', 'i dont have a warm coat and its freezing and nobody will buy me one', 'my baby sister cries because we ran out of formula again'])(
    'given %j (no hot water, no doctor for weeks, no coat in the cold, a baby without formula), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it('given shoes too small and nobody buying new ones, then it is neglect', () => {
    expect(hearNeglect(read('my boots are too small and broken and nobody buys me new ones'))).toBe(true);
  });

  it.each(['i wear the same shirt for days', 'there is no soap at home for weeks'])('given %j (the same clothes, nothing to wash with), then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it('given a uniform worn every day, then it is not neglect', () => {
    expect(hearNeglect(read('i wear the same uniform every day'))).toBe(false);
  });

  it.each(['my mom is sick and cant look after us and we are hungry', 'we have toast for every meal for weeks because there is nothing else'])('given %j (no one able to care, the same scraps for weeks), then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it.each(['we dont eat bread on pesach for days', 'my shoes are too small so we are buying new ones'])('given %j (a custom, an outgrown thing being replaced), then it is not neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(false);
  });

  it.each(['my dad forgets me at practice every week', 'my toes poke out of my shoes and its winter', 'my mom leaves us in the car all night'])('given %j, then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it.each(['we slept on a bench in the park because nobody came', 'i had to eat plain rice for dinner for weeks'])('given %j, then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it('given a friend off sick and the child alone at recess, then it is not neglect', () => {
    expect(hearNeglect(read('i played alone at lunch because my friends were sick'))).toBe(false);
  });

  it('given a young child cooking for themselves, then it is neglect', () => {
    expect(hearNeglect(read('im 8 and i make my own dinner every night'))).toBe(true);
  });

  it('given a screen taken away for a week, then it is not neglect', () => {
    expect(hearNeglect(read('my mom took away my phone for a week'))).toBe(false);
  });

  it('given a six-year-old walking far alone, then it is neglect', () => {
    expect(hearNeglect(read('im 6 and i have to walk home by myself in the dark'))).toBe(true);
  });

  it.each(['im so hungry i eat napkins at school', 'nobody has brushed my hair in weeks', 'we only get one meal a day'])('given %j, then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it('given an illness for weeks waved away by a parent, then it is neglect; a parent who reassures after the doctor is not', () => {
    expect(hearNeglect(read('i have had a fever for a week and my dad says stop faking'))).toBe(true);
    expect(hearNeglect(read('i had a cough for a week and my dad says the doctor said its fine'))).toBe(false);
  });

  it('given a young child doing a parent\'s task with the parent never home, then it is neglect', () => {
    expect(hearNeglect(read('i have to get my little sisters to school because my dad is never home'))).toBe(true);
    expect(hearNeglect(read('my mom puts my little brother to bed and then reads to me'))).toBe(false);
  });

  it.each(['my mom is gone most of the time and i just eat cereal', 'i have to feed my baby brother his bottle at night because my dad wont wake up'])('given %j, then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it.each(['my dad stays in his bed for days and doesnt get up or feed us', 'me and my sister make ourselves dinner every night', 'i have to look after myself my mom doesnt care'])('given %j (a carer withdrawn, fending for oneself), then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it.each(['i made pancakes by myself for breakfast', 'at camp we make ourselves breakfast every day'])('given %j (a skill, a camp), then it is not neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(false);
  });

  it('given the shower broken for weeks and the child dirty, then it is neglect', () => {
    expect(hearNeglect(read('our bath has been broken for weeks and i smell at school'))).toBe(true);
  });

  it.each(['my stepmom spends my lunch money on cigarettes', 'my dad keeps my food for himself'])('given a carer who takes what the child lives on for their own use (%j), then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it.each(['my mom takes my tablet away at bedtime', 'my mom keeps my birthday money in the bank for me'])('given %j (a rule, money kept for the child), then it is not', (text) => {
    expect(hearNeglect(read(text))).toBe(false);
  });

  it.each([
    'my head has been itchy with nits since summer and no one does anything',
    'my tooth is all black and it hurts but my mom wont take me to get it looked at',
    'my baby brother had the same nappy on all night cause we ran out',
    'my only jeans have holes in both knees since last year',
    'my dad locks me and my sister out of the apartment til he gets back',
    'my parents spend all our money on beer and we eat anything we can find',
    'my mom stays at her boyfriends most weekends and leaves us by ourselves',
    'i dont got a bed so i sleep on the couch cushions',
  ])('given needs unmet as daily life (%j), then it is neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(true);
  });

  it.each([
    'i dont have a bed at my grandparents so i sleep on an air mattress there',
    'we ran out of formula so my dad drove to the store for the baby',
    'my tooth is wiggly and my mom is taking me to the dentist on monday',
    'my dad locked us out of his office because we were too loud lol',
    'my big sister goes to her friends for the weekend and leaves me her switch',
  ])('given care that comes or a visit away (%j), then it is not neglect', (text) => {
    expect(hearNeglect(read(text))).toBe(false);
  });

  it.each(['there is nothing tasty to eat at home ugh', 'its so cold in our apartment and mom wont turn the heat up more'])(
    'given food not to the child\'s taste or heat not turned up more (%j), then it is not neglect',
    (text) => expect(hearNeglect(read(text))).toBe(false),
  );

  it.each(['there is nothing left to eat in our apartment', 'my dad wont turn on the heat and our house is freezing'])(
    'given no food left or no heat at all (%j), then it is still neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it('given nobody coming for the child and nobody home after dark, then it is neglect', () => {
    expect(hearNeglect(read('nobody came for me after school so i walked home at night and no one was home'))).toBe(true);
  });

  it('given a pain for weeks and the doctor refused for its cost, then it is neglect', () => {
    expect(hearNeglect(read('my ear has hurt for two weeks but mom says the doctor is too expensive'))).toBe(true);
  });

  it('given the child doing a carer\'s work while the carer is never home, then it is neglect; cooking with a parent is not', () => {
    expect(hearNeglect(read('i get myself up and ready and cook breakfast because my dad is never home'))).toBe(true);
    expect(hearNeglect(read('i cook breakfast with my dad on sundays'))).toBe(false);
  });

  it.each(['the cupboards are empty again and mom says we cant afford food', 'nobody watches my 2 year old sister when mom goes out', 'i have a fever and a cough for days and my dad says stop being a baby'])(
    'given %j (food stores empty and no money, a toddler unwatched, an illness waved away), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(['our fridge is empty so we are going shopping', 'nobody watches my little brother play soccer'])('given %j, then it is not neglect', (text) => expect(hearNeglect(read(text))).toBe(false));

  it.each(['the power has been off all month and we use candles', 'my parents never buy food so i ask my friends for lunch', 'i have not seen my mom since friday and im alone', 'my aunt lies in bed all day and doesnt get up so i make my brothers dinner'])(
    'given %j (power off for a month, food begged elsewhere, a parent unseen for days, a carer who does not get up), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(['i havent seen my dad for 3 days because he is on a work trip', 'my mom forgot to buy milk so we had toast'])('given %j, then it is not neglect', (text) => expect(hearNeglect(read(text))).toBe(false));

  it.each(['i get bedbugs bites every night and nobody ever checks it', 'my glasses cracked months ago and my dad wont get me new ones so i cant read'])(
    'given %j (an ailment nobody checks, a needed thing broken long ago and not replaced), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it('given glasses to be replaced at a time to come, then it is not neglect', () => {
    expect(hearNeglect(read('my glasses broke last week and my mom wont buy new ones until my birthday'))).toBe(false);
  });

  it('given an infection for a week waved away as nothing, then it is neglect; an illness said to be fine now is not', () => {
    expect(hearNeglect(read('i scraped my knee a week ago and its full of pus and my mom says its nothing'))).toBe(true);
    expect(hearNeglect(read('i had a sore throat for 2 days and my mom says its fine now'))).toBe(false);
  });

  it.each(['what cant we eat on sukkos', 'which birds are jews not allowed to eat', 'what do we not eat on the fast of esther'])(
    'given a question asking which foods a rule keeps from being eaten (%j), then it is not neglect',
    (text) => expect(hearNeglect(read(text))).toBe(false),
  );

  it.each(['what should i do we cant eat anything at home', 'what can i do we havent eaten since friday'])(
    'given a question about what to do, told with no food at home (%j), then it is still neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it('given an ailment that goes on while a parent waves doctors away as not worth it, then it is neglect', () => {
    expect(hearNeglect(read('my toe has been infected for weeks and my dad says doctors are a scam'))).toBe(true);
  });

  it('given the same opinion with no ailment of the child\'s, then it is not neglect', () => {
    expect(hearNeglect(read('my grandpa says doctors are a scam lol'))).toBe(false);
  });

  it('given boots full of holes in the rain and none to be bought, then it is neglect; holes mended by new ones are not', () => {
    expect(hearNeglect(read('my boots are full of holes and its raining and my dad says he wont get new ones'))).toBe(true);
    expect(hearNeglect(read('my boots had holes so we got new ones and now its raining'))).toBe(false);
  });

  it('given care said to be only for rich people while the child\'s ailment goes on, then it is neglect', () => {
    expect(hearNeglect(read('my eye has been infected for weeks and my dad says eye doctors are for rich people'))).toBe(true);
  });

  it('given a food kept until a meal to come, then it is a house rule, not neglect; no food until payday is', () => {
    expect(hearNeglect(read('my dad said no chips until lunch and im so hungry'))).toBe(false);
    expect(hearNeglect(read('we have no food until my mom gets paid'))).toBe(true);
  });

describe('hearNeglect: a need told sideways', () => {
  it.each([
    ['my eye drops ran out weeks ago and my dad never gets more', true],
    ['my ear has hurt since last summer and my mom says to just put cotton in it', true],
    ['i only have flip flops and its freezing and my dad says stop complaining', true],
    ['i keep half my breakfast from school for my brother because we have nothing in the house', true],
    ['i only have sneakers and its snowing so no sledding for me', false],
    ['my knee hurt for a day and my mom says to just rest it', false],
    ['there is nothing to do at home so i read', false],
    ['no chocolate after dinner thats the rule', false],
    ['no sweets at the table my grandma says', false],
    ['no toys before bedtime in my house', false],
    ['we have no food at dinner most nights', true],
  ] as const)('given %j (a need left unmet told sideways, or a lack of fun, a short ache or a house rule kept to a time), then neglect is %s', (text, heard) => {
    expect(hearNeglect(read(text))).toBe(heard);
  });
});
});

describe('hearNeglect: the body and daily needs waved away', () => {
  it.each([
    ['i blacked out in the bathroom and my stepmom said quit faking and shut the door', true],
    ['my wrist was swollen purple and i couldnt move it and my mom said shake it off and nobody took me for days', true],
    ['i passed out on the stairs and my dad called the doctor right away', false],
    ['my mom said shake it off when i stubbed my toe', false],
    ['my boots have holes and my socks get soaked in the snow and my dad says tough luck', true],
    ['my mittens are too small but grandma is knitting me new ones for winter', false],
    ['our cupboard only has salt and an old jar and i had water for dinner again', true],
    ['the freezer is locked with a chain and i only get one bowl of rice a day', true],
    ['i only get one piece of candy a day', false],
    ['we keep the cookies locked up so my little brother doesnt eat them all', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text)), text).toBe(heard));
});

describe('hearNeglect: another child of the child\'s world not fed', () => {
  it.each(['my pals stepmother never feeds him', 'my classmates parents dont buy her any food'])(
    'given the carers of a friend or classmate not feeding that child (%j), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(['my pals stepmother never buys him chips', 'my classmates parents dont give her candy before bed'])(
    'given the same carers keeping back a treat (%j), then it is not',
    (text) => expect(hearNeglect(read(text))).toBe(false),
  );
});

describe('hearNeglect: alone among others at school', () => {
  it.each(['a boy in my grade stands by himself at recess every single day', 'i always sit by myself in the lunchroom'])(
    'given a child alone among others at school (%j), then it is lonely, not neglect',
    (text) => expect(hearNeglect(read(text))).toBe(false),
  );
  it.each(['im by myself in the house every night till 11', 'my dad leaves me alone in the car at the casino for hours'])(
    'given a child left alone without care (%j), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(['my dad doesnt pack me a lunch on tuesdays cause its pizza day', 'i baked challah for my whole family all by myself and they said it was delicious'])(
    'given a meal not made on one day of the week, or a meal the child made once with pride (%j), then it is not neglect',
    (text) => expect(hearNeglect(read(text))).toBe(false),
  );

  it.each(['my dad never makes me lunch and im hungry at school on mondays', 'i have to cook for my little brothers by myself every night because mom sleeps'])(
    'given hunger on the day named, or cooking alone as a burden every night (%j), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(['my insulin has been finished since last week and my dad says its too expensive', 'my hearing aid broke months ago and nobody will fix it', 'theres nothing in the cupboards and my mom blew all the money on cigarettes'])(
    'given what the child\'s body needs left lacking for long, or the food money spent on drink or smoking (%j), then it is neglect',
    (text) => expect(hearNeglect(read(text))).toBe(true),
  );

  it.each(['my puffer ran out so dad got me a new one from the pharmacy', 'my glasses broke in gym and mom is fixing them tomorrow', 'my grandpa spends his money on lottery tickets for fun'])(
    'given an aid run out and replaced, or a grown-up\'s spending with nothing lacking (%j), then it is not',
    (text) => expect(hearNeglect(read(text))).toBe(false),
  );

  it('given an ailment that has gone on for weeks and care refused by a parent, then it is neglect; care that came, or a visit booked, is not', () => {
    expect(hearNeglect(read('my ear has been leaking for weeks and my mom says no doctor'))).toBe(true);
    expect(hearNeglect(read('my wrist was sore for weeks so my dad took me to the doctor'))).toBe(false);
  });
});

describe('a night in the car on a journey', () => {
  it.each([
    ['my family naps in the minivan on the long drive to bubbies', false],
    ['we slept in the truck on our vacation to the grand canyon', false],
    ['we sleep in the car every night since the landlord kicked us out', true],
    ['we have been sleeping in our van at the walmart lot for weeks', true],
  ] as const)('given %j, then neglect is %s: a trip excuses the car, a home lost does not', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('a carer called "he" or "she", the power cut off, and an errand of minutes', () => {
  it.each([
    ['my dad says hes too sick to get up and he stays asleep every day', true],
    ['our electric has been shut off since the bill wasnt paid and we do homework by flashlight', true],
    ['my dad ran to the pharmacy and left me alone for ten minutes', false],
    ['the power got cut off for an hour while they were fixing the wires on our street', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('a wound going bad for days, waved away at home', () => {
  it.each([
    ['i scraped my knee two weeks ago and now yellow stuff oozes out and my dad says to stop whining', true],
    ['the blister on my heel is puffy and smells for days and nobody will take me to the doctor', true],
    ['my scrape is still a little pink but my mom says its fine because it is healing', false],
    ['i burned my hand last week and it got infected so we went to the doctor for cream', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('a pain kept up for months waved away, a rash told as nothing, the heat off at home', () => {
  it.each([
    ['my ear has been hurting for weeks and my stepmom says to just go to bed', true],
    ['i have sores on my legs that keep bleeding and my dad keeps saying its nothing and its been months', true],
    ['the heating has been off since the bill wasnt paid and my little brother is coughing from the cold', true],
    ['my ear hurt last night and my mom said to just go to bed and this morning it was better', false],
    ['our heat was off for an hour while they were fixing the boiler', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('a carer resting on a day of rest or a day off', () => {
  it.each([
    ['my mom naps the whole day on shabbos because she works so hard', false],
    ['on saturdays my abba is exhausted and stays asleep all day', false],
    ['on weekends my dad sleeps all day and i have to make food for my little brothers', true],
    ['my mom sleeps all day on sundays and theres nothing to eat', true],
    ['my dad drinks and sleeps all day on sunday and wont wake up', true],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('tied like an animal, outgrown clothes with nothing in their place', () => {
  it.each([
    ['my stepdad ties me to the porch with a rope when he goes out', true],
    ['my sweater and pants dont fit anymore and nobody buys me new ones', true],
    ['i dont have any shoes so i go to school in my brothers boots', true],
    ['my mom walked me and our puppy on a leash to the park', false],
    ['we tied our boat to the dock with a rope', false],
    ['my boots dont fit anymore so we are getting new ones friday', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('a carer drinking while the children are left to it', () => {
  it.each([
    ['my stepdad gets drunk every friday and forgets about me at the pool', true],
    ['every time my mom drinks at her friends apartment she leaves us in the car outside for hours', true],
    ['my dad drinks coffee and forgets about his keys lol', false],
    ['we waited in the car while my mom bought drinks for the party', false],
    ['my parents drank wine at the wedding and we stayed outside playing tag', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('an ailment of months answered with "stop", an aid broken and not replaced that leaves the child unable', () => {
  it.each([
    ['ive had a rash on my neck for months and my step mom just tells me stop scratching', true],
    ['my hearing aid broke at camp and nobody will get me a new one so i cant hear my teacher', true],
    ['my mosquito bites itch so much and my mom says stop scratching', false],
    ['my rash itched for a day and my mom said stop scratching and put cream on it', false],
    ['my glasses broke so my mom will get me new ones so i can see the board', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('a young child minding little ones into the night', () => {
  it.each([
    ['im 9 and i take care of my baby twins till midnight because my mom works nights', true],
    ['i babysit my little cousins by myself all night on weekends', true],
    ['my big sister who is 16 watches us till 11 when my parents go out', false],
    ['i looked after my baby brother till midnight on new years with my mom', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: left alone in peace for a task', () => {
  it.each([
    ['my dad made his coffee and left me alone to practice piano', false],
    ['my parents leave us alone so we can build our fort', false],
    ['my mom left me alone to mind the baby all night and didnt come back', true],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: an empty larder told by its scraps, carers overdue', () => {
  it.each([
    ['for lunch i had sugar packets from the diner cuz theres no food in our fridge', true],
    ['there was nothing in the pantry so my mom went shopping after school', false],
    ['my dad promised to be home by tuesday and now its friday and im alone with my sister', true],
    ['my parents said they would be back friday and its sunday but we are sleeping at my aunts', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: nobody caring about a thing, or about what another thinks', () => {
  it.each([
    ['nobody cares about the school newsletter', false],
    ['ugh nobody cares what you say robot', false],
    ['nobody cares about me and i havent eaten since yesterday', true],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: a wound waved away, school food saved, a child in charge for days, locked in', () => {
  it.each([
    ['the bite on my leg is all yellow with pus and my dad says suck it up', true],
    ['my knee scrape is green from the grass and my mom said stop being dramatic lol', false],
    ['i take the school lunch fruit home for supper cuz theres nothing to eat at my house', true],
    ['i saved half my sandwich for later cuz i was full', false],
    ['my sister who is 10 watches us for days when my mom goes away', true],
    ['my cousin who is 17 watches us all weekend when my parents go to a wedding', false],
    ['my stepdad locks us in when he goes out drinking', true],
    ['we locked ourselves in the fort for fun', false],
  ] as const)('given %j, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: care dismissed for a wound left wrong, a small one cared for by the child, vermin in the food', () => {
  it.each([
    ['our family doesnt go to doctors and my ear has been bleeding for 3 days', true],
    ['i sprained my ankle last week and my dad says we dont do doctors for little stuff lol', false],
    ['i always have to feed my baby brother and change him every morning cuz my dad is passed out', true],
    ['we found a bug in the cereal so my mom threw it out', false],
    ['there are roaches in our kitchen and bugs in the rice and nobody cleans ever', true],
  ] as const)('given %j, when care is refused, left to the child or the food is spoiled and eaten anyway, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: the way to school shared with a little brother or sister', () => {
  it.each([
    ['i have to walk my little sister to the bus every morning', false],
    ['i take my sisters to school every morning and make them breakfast cuz my mom is always asleep', true],
  ] as const)('given %j, when only the way to school is shared, then it is a chore, not neglect (%s)', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: what is left or fed is a thing or an animal, not a person', () => {
  it.each([
    ['i gave my turtle his lettuce and changed his water all on my own', false],
    ['i leave my paint stuff out on my desk for days', false],
    ['i have to feed my little sister all on my own cuz my dad sleeps all day', true],
    ['my dad leaves my brother at the arcade for hours every weekend', true],
  ] as const)('given %j, when the one fed or left is named, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));
});

describe('hearNeglect: a young child left with the little ones into the night', () => {
  it.each([
    ['my stepdad leaves us with our twin baby brothers till 2am and im only 8', true],
    ['they left me with my sister for an hour after school', false],
  ] as const)('given %j, when the child is left in charge of little ones into the night, then neglect is %s', (text, heard) => expect(hearNeglect(read(text))).toBe(heard));

  it.each([
    ['my dad dropped us at our aunts for the whole weekend', false],
    ['mom was at work all night so my little brother and me stayed up and our uncle was here', false],
    ['the boy next to me in art always sits alone in class', false],
    ['my mom left us by ourselves all weekend and nobody came', true],
    ['my dad left me with my aunt all weekend and there was no food and i was hungry', true],
  ] as const)('given %j, when a grown-up minds the child meanwhile or the one alone is among others, then it is not neglect (%j)', (text, heard) => {
    expect(hearNeglect(read(text))).toBe(heard);
  });
});
