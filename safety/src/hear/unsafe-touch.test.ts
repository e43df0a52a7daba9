import { describe, expect, it } from 'vitest';
import { readMessage as read } from '../read/read-message';
import { hearUnsafeTouch } from './unsafe-touch';

describe('hearUnsafeTouch', () => {
  it.each(['my uncle touches me and said its our secret', 'someone touched my private parts', 'my babysitter makes me take my clothes off', 'my cousin showed me pictures of naked people', "my mom's boyfriend comes in the bathroom when im showering"])(
    'given someone touches, undresses or shows the child what they should not (%j), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it.each(['The story of Yosef really touched me', 'my grandma hugs me and kisses me on the cheek', 'our teacher said nobody should touch your private parts and you should tell a grown up', 'can you keep a secret? i got my mom a surprise birthday present', 'my mom pulled my tooth out and it was loose'])(
    'given %j (a story, family love, safety teaching, a happy secret), then it is not',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(false),
  );

  it('given a grown-up who keeps the child close and touches their leg, then it is unsafe touch', () => {
    expect(hearUnsafeTouch(read('my tutor sits too close to me and touches my leg'))).toBe(true);
  });

  it('given a grown-up who sits close to read a story, then it is not', () => {
    expect(hearUnsafeTouch(read('my grandpa sits really close when he reads me a story'))).toBe(false);
  });

  it('given a man who tries to look at the child in a toilet stall, then it is unsafe', () => {
    expect(hearUnsafeTouch(read('a man tried to peek at me in the toilet stall at the park'))).toBe(true);
  });

  it('given an older child who makes the child do things under the covers, then it is unsafe', () => {
    expect(hearUnsafeTouch(read('my cousin who is 16 makes me do things with him under the covers'))).toBe(true);
  });

  it('given a grown-up in the child\'s bed rubbing their tummy, going lower, then it is unsafe', () => {
    expect(hearUnsafeTouch(read('my uncle lies in my bed and rubs my belly going lower'))).toBe(true);
  });

  it.each(['a big boy at camp put his hand down my pants', 'my karate teacher told me to take off my shirt and pants in the back room', 'my stepdad climbs into my bed when mom is asleep'])(
    'given %j (a hand inside clothes, a grown-up telling the child to undress, a grown-up getting into the child\'s bed), then it is unsafe',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it('given a grown-up who says to take off a swimsuit for a secret game, then it is unsafe', () => {
    expect(hearUnsafeTouch(read('a man at the beach said he would show me a secret if i took off my bathing suit'))).toBe(true);
  });

  it.each(['the coach makes us undress while he watches', 'a man at the bus stop took off his pants in front of me', 'my neighbor hugs me when my mom is not looking and it feels weird', 'a lady at the pool kept touching my bikini'])(
    'given %j (undressing watched, exposure, hidden from sight, swimwear touched), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it.each(['my baby sister crawls into my bed when she has a bad dream', 'my mom kisses me goodnight when my dad is not home'])('given %j, then it is not', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(false);
  });

  it.each(['my grandpa squeezed me when i won the spelling bee', 'my aunt grabbed me and spun me around at the wedding'])('given %j (a hug or a tug), then it is not unsafe touch', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(false);
  });

  it.each(['my coach rubs my back and does not stop when i ask', 'a big girl said we should play a game where we take our clothes off and told me not to tell', 'he said if i send him my private parts he will give me robux'])(
    'given %j (a touch that goes on when asked to stop, undressing made a game, a body asked for a prize), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it.each(['the tennis coach says i must sit on his lap before practice', 'my stepdad asked me to sleep in his bed when mom is at work', 'an older boy made me look at his privates'])(
    'given %j (a lap made a condition, a grown-up\'s bed, made to look), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it('given a grandparent\'s lap, then it is not', () => {
    expect(hearUnsafeTouch(read('my grandpa wants me to sit on his lap for the photo'))).toBe(false);
  });

  it.each(['my swim coach gives me back rubs and his hands go lower', 'the man next door said if i let him kiss me i can have candy', 'a teenager on the bus keeps tugging at my skirt'])(
    'given %j (a massage that went too far, a touch bargained for, clothes pulled at), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it('given a toddler pulling at a skirt, then it is not', () => {
    expect(hearUnsafeTouch(read('my baby brother keeps pulling at my skirt'))).toBe(false);
  });

  it.each(['a man on the train pressed himself against me', 'my uncle showed me his privates', 'my stepdad walks into my room when im getting dressed'])('given %j, then it is unsafe touch', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(true);
  });

  it.each(['a man at the gym asked me to come to his office and undress', 'the neighbor gives me money to sit on his lap', 'the coach walked into the changing room while we were changing'])('given %j, then it is unsafe touch', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(true);
  });

  it('given a grown-up making the child change in his car, then it is unsafe touch', () => {
    expect(hearUnsafeTouch(read('the driver made me change in his van'))).toBe(true);
  });

  it('given a hand between the child\'s legs, or a grown-up the child is made to sit on who moves, then it is unsafe touch', () => {
    expect(hearUnsafeTouch(read('my tutor puts his hand between my legs'))).toBe(true);
    expect(hearUnsafeTouch(read('my neighbor makes me sit on him and he wiggles'))).toBe(true);
    expect(hearUnsafeTouch(read('my little cousin sat on me and moved around'))).toBe(false);
  });

  it.each([
    'my moms boyfriend makes me sleep in his room',
    'the man who cleans the shul tried to hug me in the storage room',
    'my coach keeps me after practice and touches my legs',
    'a girl at camp pulled my towel off and took a picture',
    'my neighbor sent me photos of his privates and said delete them',
    'my stepsister who is 16 wants to play a game where we touch each others privates',
  ])('given %j, then it is unsafe touch', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(true);
  });

  it.each(['my brother pulled my blanket off to wake me up for school', 'my grandpa hugged me in the car'])('given %j, then it is not', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(false);
  });

  it('given touches a grown-up asks be kept secret, then it is unsafe touch; a little brother\'s comfort is not', () => {
    expect(hearUnsafeTouch(read('my neighbor told me to keep our cuddles a secret'))).toBe(true);
    expect(hearUnsafeTouch(read('my baby brother cuddles with me when he is scared of the dark'))).toBe(false);
  });

  it.each(['a lady at the pool rubbed my leg and her hand went higher', 'my tutor told me to send him a selfie without my shirt'])('given %j, then it is unsafe touch', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(true);
  });

  it.each(['my grandpa held my hand so i wouldnt cross the street alone', 'my mom pulled me away from the dog'])('given %j, then it is not', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(false);
  });

  it.each(['my mom lets me snuggle in her bed if i get scared of the storm', 'my papa makes me stay in his room when im scared of the dark and he reads to me', 'my dad makes me go back to my own bed even when im scared'])(
    'given a parent keeping a child near when the child is scared (%j), then the child\'s fear is the time of a comfort, not a sign about a touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(false),
  );

  it.each(['my moms friend makes me sleep in her bed and i am scared', 'my grandpas friend tickles me under my shirt and i said stop'])(
    'given %j (fear told of the touch itself, a tickle that goes on), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it('given a friend of a grown-up who tickles the child and does not stop, then a grown-up is touching the child, not a friend playing', () => {
    expect(hearUnsafeTouch(read('my uncles friend keeps tickling me and he wont stop when i tell him to'))).toBe(true);
  });

  it.each([
    'the tutor said he would let me skip the test if i cuddle with him',
    'my piano teacher says i get extra candy if i give her a kiss on the mouth',
  ])('given closeness a grown-up outside the family bargains for (%j), then it is unsafe touch', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(true);
  });

  it.each(['my bubbie says i get a cookie if i give her a big hug', 'the teacher said we get extra recess if we finish the worksheet'])('given %j (family\'s play, a reward for work), then it is not', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(false);
  });

  it.each(['my aunts boyfriend crawls under my blanket when everyone is asleep', 'the man next door made me sit on him without my shorts', 'my stepbrother who is 16 makes me do things for him that i did not want'])(
    'given %j (a grown-up under the child\'s covers, sitting on a grown-up undressed, made to do what is not named and not wanted), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it.each(['my mom makes me do the dishes even when i do not want to', 'my coach makes me do pushups when i am late and i did not want to'])(
    'given a grown-up who makes the child do a task named by its name (%j), then it is not unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(false),
  );

  it.each(['my moms friend stays over and gets in bed to lie with me', 'the new neighbor asked to nap with me on the couch'])('given a grown-up outside the family who lies down with the child (%j), then it is unsafe touch', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(true);
  });

  it.each(['my papa lies with me until i fall asleep', 'our counselor sleeps in the tent with us on the camping trip'])('given %j (a parent, a counselor with a group), then it is not', (text) => {
    expect(hearUnsafeTouch(read(text))).toBe(false);
  });

  it.each(['my babysitters husband told me i am special and kisses me with his tongue', 'my uncle checked on me in the bath and did not leave when i told him to go'])(
    'given %j (a kiss with the tongue, a look in on the child bathing that goes on when asked to stop), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it('given a body "checked" by one whose work is not the body, kept secret, then it is unsafe touch; a nurse\'s check is not', () => {
    expect(hearUnsafeTouch(read('the van driver said he needs to look at my body and its our secret'))).toBe(true);
    expect(hearUnsafeTouch(read('the nurse checked my body for a rash and told my mom'))).toBe(false);
  });

  it.each(['the janitor rubs my shoulders every day and says im his special girl', 'a lady in the changing room asked if she could help me undress'])(
    'given %j (a touch with the child claimed as a grown-up\'s own, help to undress offered where children change), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it.each(['my grandpa calls me his little princess', 'my mom helped me change in the locker room'])('given %j, then it is not', (text) => expect(hearUnsafeTouch(read(text))).toBe(false));

  it.each(['the man next door pats my bottom when my mom is not looking', 'the lifeguard said i have to give him a kiss to get my goggles back', 'my uncle takes videos when i have to take off my clothes for bath'])(
    'given %j (a pat on a private part, a kiss asked as a price, filmed undressing), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it.each(['my coach pats my back after games', 'my grandma wants me to give her kisses'])('given %j, then it is not', (text) => expect(hearUnsafeTouch(read(text))).toBe(false));

  it.each(['my uncle walks in when im in the shower and wont leave', 'the tutor wants me to come to his room alone so he can give me a back rub'])(
    'given %j (walked in on undressed by one who is not a parent, a rub offered alone), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it('given a grown-up who calls the child a favourite and hugs them when nobody is in the room, then it is unsafe touch', () => {
    expect(hearUnsafeTouch(read('my coach said i am his favorite and hugged me when nobody was in the gym'))).toBe(true);
  });
});

describe('hearUnsafeTouch: a little one comes for comfort', () => {
  it('given a younger brother or sister comes to the child\'s bed out of their own fear, then it is no unsafe touch', () => {
    expect(hearUnsafeTouch(read('my baby brother crawls into my bed when he has bad dreams'))).toBe(false);
  });
  it('given the same with a touch of the private parts or a secret, then it is', () => {
    expect(hearUnsafeTouch(read('my little cousin gets in my bed when hes scared and touches my privates and says dont tell'))).toBe(true);
  });
  it('given a grown-up named with "who" and what they do to the child after, then the grown-up is the one who touches', () => {
    expect(hearUnsafeTouch(read('the lady who cleans our house strokes my thigh under the table and says its our secret'))).toBe(true);
  });

  it.each(['my friends uncle crawled under my covers when i slept over', 'the camp counselor lies down in my bunk with me after lights out'])(
    'given a grown-up other than the child\'s parent in the child\'s bed or under its blanket (%j), then it is unsafe touch',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(true),
  );

  it.each(['my mommy lies down next to me in bed till i fall asleep', 'my grandpa slept beside me on the long bus ride', 'my aunt slept in my bed when she came and i slept on the floor'])(
    'given a parent at bedtime, a seat beside the child, or a bed lent while the child sleeps elsewhere (%j), then it is not',
    (text) => expect(hearUnsafeTouch(read(text))).toBe(false),
  );
});

describe('a touch whose place is told in the clause after it', () => {
  it('given someone outside the home touches where the child\'s underwear or swimsuit is worn, then it is unsafe touch', () => {
    for (const text of ['the gymnastics man touches where my leotard and undies are', 'my stepbrothers friend rubbed me where my bikini goes']) {
      expect(hearUnsafeTouch(read(text)), text).toBe(true);
    }
  });

  it('given the garment is left hanging, the place is where it does not cover, or a doctor examines, then it is not', () => {
    for (const text of ['my brother touched where my swimsuit was drying on the chair', 'my aunt put lotion where my swimsuit does not cover', 'the doctor touched where my underwear goes while my mom held my hand']) {
      expect(hearUnsafeTouch(read(text)), text).toBe(false);
    }
  });
});

describe('the body bared, reached into or pressed on, told by the deed', () => {
  it.each([
    ['the lifeguard said he had to fix my bathing suit and slid his hand inside it', true],
    ['an older boy at camp dared me to pull my shorts down behind the cabin', true],
    ['a man on the train offered me 20 dollars to unbutton my shirt', true],
    ['my neighbor sits me on her lap on the porch and rubs against me', true],
    ['my dad put his hand in my pocket to find the car keys', false],
    ['my aunt paid me ten dollars to wash her car', false],
    ['my savta sat me on her lap to sing me a song', false],
  ] as const)('given %j, then unsafe touch is %s', (text, heard) => expect(hearUnsafeTouch(read(text))).toBe(heard));
});

describe('asked about what is under the clothes, or watched bare', () => {
  it.each([
    ['the bus driver keeps asking what kind of undies i wear', true],
    ['my dads friend told me to show him my tummy and lower down', true],
    ['my stepbrother spies through the keyhole at me when im getting dressed', true],
    ['my grandpa is in the bathroom when i shower and wont leave when i tell him to', true],
    ['my mom asked what colour undies i want for camp', false],
    ['my cousin looked through the window at the snow while i was in the bath', false],
  ] as const)('given %j, then unsafe touch is %s', (text, heard) => expect(hearUnsafeTouch(read(text))).toBe(heard));
});

describe('shirts off for a team\'s game or practice', () => {
  it.each([
    ['at basketball practice the coach told us to take our shirts off for skins team', false],
    ['it was so hot at soccer that coach let us take off our jerseys', false],
    ['the coach made us take our shirts off in his office and looked at us', true],
    ['the coach makes us take our clothes off after practice', true],
  ] as const)('given %j, then unsafe touch is %s', (text, heard) => expect(hearUnsafeTouch(read(text))).toBe(heard));
});

describe('private parts checked or looked at by one whose work is not the body', () => {
  it.each([
    ['the lady who drives our carpool looks at my private parts in the back seat', true],
    ['my neighbors teenage son says lets play doctor and looks at my privates', true],
    ['my mom checked my private parts because it was itchy and put cream on', false],
    ['the doctor checked my private parts with my mom there', false],
  ] as const)('given %j, then unsafe touch is %s', (text, heard) => expect(hearUnsafeTouch(read(text))).toBe(heard));
});

describe('hearUnsafeTouch: undressing before the child, and a little one undressing', () => {
  it.each([
    ['my toddler niece pulled her diaper off at the shabbat table', false],
    ['my little cousin took his shorts off at the picnic and ran around', false],
    ['a teenager at the pool took his shorts off in front of me and laughed', true],
    ['the man in the car pulled down his pants at my friend and me', true],
  ] as const)('given %j, then unsafe touch is %s', (text, heard) => expect(hearUnsafeTouch(read(text))).toBe(heard));
});

describe('hearUnsafeTouch: asked to show lower, lain on, offered help drying', () => {
  it.each([
    ['the coach asked me to show her my tummy and then lower', true],
    ['my uncle tells me to lie down and then he lays on top of me and its not a game', true],
    ['my brother and me had a dogpile and he got on top of me haha', false],
    ['a man at the beach showers asked if he could help me dry off', true],
    ['my grandma helped me dry off after swimming', false],
  ] as const)('given %j, then unsafe touch is %s', (text, heard) => expect(hearUnsafeTouch(read(text))).toBe(heard));
});

describe('hearUnsafeTouch: a grown-up\'s special touch kept secret with "never to tell"', () => {
  it.each([
    ['the lifeguard told me never to tell my parents about our special tickle time', true],
    ['my grandma said never to tell anyone her special kugel recipe', false],
  ] as const)('given %j, when a grown-up outside the family asks a special touch be kept from everyone, then unsafe touch is %s', (text, heard) => expect(hearUnsafeTouch(read(text))).toBe(heard));
});
