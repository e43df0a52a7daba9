import { describe, expect, it } from 'vitest';
import { hearStranger } from './stranger';
import { readMessage as read } from '../read/read-message';

describe('hearStranger', () => {
  it.each(['someone i met in a game wants to meet me and said not to tell my parents', 'a guy on roblox asked for my address', 'a man in a car asked me to get in and said he would give me candy', 'an adult on tiktok keeps messaging me and says im mature'])(
    'given someone met online or unknown wants a meeting, details, pictures or secrecy (%j), then it is a stranger',
    (text) => expect(hearStranger(read(text))).toBe(true),
  );

  it.each(['what should i do if a stranger talks to me', 'i love playing roblox with my cousins', 'my aunt asked me to send her a photo of my drawing', 'i talked to my friend on facetime', 'a girl said my drawing was pretty'])(
    'given %j (a safety question, family, a friend, a compliment met in person), then it is not',
    (text) => expect(hearStranger(read(text))).toBe(false),
  );

  it.each(['a guy on roblox asked when my mom gets home', 'someone on snapchat told me to turn my webcam on'])('given %j (when the parents are out, a camera turned on), then it is a stranger', (text) => {
    expect(hearStranger(read(text))).toBe(true);
  });

  it('given someone online who wants a call when the parents are asleep, then it is a stranger', () => {
    expect(hearStranger(read('a man on roblox wants me to text him when my parents are sleeping'))).toBe(true);
  });

  it.each(['a boy online asked for my dads work schedule', 'someone on discord told me not to show anyone our messages'])('given %j (what tells when the child is alone, a secret asked), then it is a stranger', (text) => {
    expect(hearStranger(read(text))).toBe(true);
  });

  it.each(['a man at the gate said my mom sent him to get me', 'someone in my game says hes 12 but he has a job and a car'])('given %j (a lure, an age that does not fit), then it is a stranger', (text) => {
    expect(hearStranger(read(text))).toBe(true);
  });

  it('given the child\'s own account named with no one asking, then it is not a stranger', () => {
    expect(hearStranger(read('my snapchat is broken'))).toBe(false);
  });

  it('given someone met online who asks the child to leave home for them, then it is a stranger', () => {
    expect(hearStranger(read('a girl i met on roblox says i should come live with her'))).toBe(true);
  });

  it.each(['a man online asked when my parents go to bed', 'a lady i dont know asked me to help her find her puppy in her van'])('given %j, then it is a stranger', (text) => {
    expect(hearStranger(read(text))).toBe(true);
  });

  it('given a rule a known grown-up taught about strangers, then it is not a stranger; a man asking for secrecy is', () => {
    expect(hearStranger(read('our principal told everyone never to talk to strangers online'))).toBe(false);
    expect(hearStranger(read('a man told me not to tell my mom and to get in his car'))).toBe(true);
  });

  it.each(['a stranger at the mall said my puppy was cute', 'a stranger on the bus said my sneakers are so cute'])(
    'given a stranger praising a thing of the child\'s (%j), then it is not a stranger danger',
    (text) => expect(hearStranger(read(text))).toBe(false),
  );

  it.each(['a man online said my legs are pretty', 'a stranger said my hair was pretty and asked where i live'])(
    'given a stranger praising the child\'s body or asking where the child lives (%j), then it is a stranger danger',
    (text) => expect(hearStranger(read(text))).toBe(true),
  );

  it.each(['a guy at the mall kept filming me and my friend and wouldnt stop', 'a grownup on minecraft asked if i ever kissed a boy'])(
    'given %j (filmed by someone unknown who goes on, asked about kissing online), then it is a stranger',
    (text) => expect(hearStranger(read(text))).toBe(true),
  );

  it('given one picture taken by someone unknown, then it is not', () => {
    expect(hearStranger(read('a lady took a picture of me and my dog at the park'))).toBe(false);
  });

  it('given a bank named as a place, then no bank details are asked', () => {
    expect(hearStranger(read('a man at the bank said hi to me'))).toBe(false);
    expect(hearStranger(read('a man asked for my bank card number'))).toBe(true);
  });
});

describe('hearStranger: in person, with a grown-up there or in passing', () => {
  it.each([
    ['a woman at the mall asked me to carry her bags to her car and said not to tell my dad', true],
    ['a man at the bus stop asked my name and where my mom works', true],
    ['an old man at the library helped me find a book while my mom was right there', false],
    ['a lady at the bakery asked how old i am and gave me a roll', false],
  ] as const)('given %j, then a stranger is %s', (text, heard) => {
    expect(hearStranger(read(text))).toBe(heard);
  });
});

describe('hearStranger: drawn by a treat to where no one sees', () => {
  it.each(['a lady in a truck asked if i wanted to hold her kittens in the back', 'some guy by the alley said he has video games at his house and i could have some'])('given %j, then it is a stranger', (text) =>
    expect(hearStranger(read(text)), text).toBe(true),
  );
  it.each(['a man at the petting zoo let me hold a bunny', 'a lady at the farm showed me her puppies in the barn'])('given %j, then it is not', (text) => expect(hearStranger(read(text)), text).toBe(false));

  it.each(['a player from minecraft asked what room i sleep in', 'a man in the park asked where i wait for the bus', 'someone from a discord server asked when my dad goes to the night shift', 'a teen on roblox gave me robux and said i owe him pics now'])(
    'given someone met online or unknown asking where the child is found, when the parents are away, or a gift turned into a debt (%j), then it is heard',
    (text) => expect(hearStranger(read(text))).toBe(true),
  );

  it.each(['my aunt asked where i sleep when i visit', 'i owe my brother 100 robux from our bet'])(
    'given one the child knows asking, or a debt between family (%j), then it is not',
    (text) => expect(hearStranger(read(text))).toBe(false),
  );
});

describe('a lost child taken back to their carers', () => {
  it.each([
    ['i got lost at the zoo and a lady took me to the help desk to find my dad', false],
    ['a man at the fair said he would take me to find my mom but first come see his truck', true],
  ] as const)('given %j, then stranger is %s', (text, heard) => expect(hearStranger(read(text))).toBe(heard));
});

describe('where the child is found, set against home, called while the grown-ups sleep', () => {
  it.each([
    ['a man i play fortnite with asked what time my school lets out and which door i use', true],
    ['a girl online who i never met found out my street and says she is coming to get me', true],
    ['someone on discord said my mom doesnt care about me like he does', true],
    ['a guy from roblox wants to facetime after my parents are asleep', true],
    ['my aunt asked what time school lets out so she can get me', false],
    ['a kid in my game asked when school ends in israel', false],
  ] as const)('given %j, then stranger is %s', (text, heard) => expect(hearStranger(read(text))).toBe(heard));
});

describe('which way the child goes home, waited for, and help asked to stop someone', () => {
  it.each([
    ['a grown man from fortnite asked which train i ride and says he will be waiting for me outside the station', true],
    ['how can i get the lady from instagram to stop she says she will post my photos', true],
    ['a lady on roblox asked which gate i use at school', true],
    ['my new teacher asked which bus i take home', false],
    ['how do i make a discord server for my class', false],
  ] as const)('given %j, then stranger is %s', (text, heard) => expect(hearStranger(read(text))).toBe(heard));
});

describe('someone the child would block or report, who courts the child', () => {
  it.each([
    ['should i report this guy he keeps saying im so pretty and wants to be my boyfriend and hes like 25', true],
    ['how do i block ads on my tablet', false],
    ['i blocked my cousin because she spammed me with cat videos', false],
    ['how do i unfollow a girl who posts too many memes', false],
  ] as const)('given %j, then a stranger is %s', (text, heard) => expect(hearStranger(read(text))).toBe(heard));
});

describe('hearStranger: a rule a grown-up taught, to whom left unsaid', () => {
  it.each([
    ['my mom says never tell people online what school u go to', false],
    ['my rabbi said never give strangers ur phone number', false],
    ['my teacher says never tell strangers our address but a man on roblox asks me every day and said dont tell my mom', true],
  ] as const)('given %j, then a stranger is %s', (text, heard) => expect(hearStranger(read(text))).toBe(heard));
});

describe('hearStranger: asking whether what someone does is all right, a secret called "our thing"', () => {
  it.each([
    ['is it normal that a guy from my fortnite squad buys me skins and says its just between us', true],
    ['is it ok if my uncle sends me a gift card for chanukah', false],
    ['is it ok to take gift cards from people in games', false],
    ['me and my bff have a secret handshake its our thing', false],
  ] as const)('given %j, then a stranger is %s', (text, heard) => expect(hearStranger(read(text))).toBe(heard));
});

describe('hearStranger: told to get into a vehicle, or a treat given from one', () => {
  it.each([
    ['a lady in a silver car pulled up and told me to get in cuz it was raining', true],
    ['a stranger in a van offered me candy after school', true],
    ['my uncle said to hop in the car and we went to get pizza', false],
    ['the ice cream truck man gave me extra sprinkles', false],
  ] as const)('given %j, when someone unknown draws the child into a vehicle, then stranger danger is %s', (text, heard) => expect(hearStranger(read(text))).toBe(heard));

  it.each([
    ['on minecraft some kid blew up my house and called me a noob', false],
    ['in roblox a player stole my pet and calls me names', false],
    ['a man on roblox called me pretty and wants me to call him', true],
  ] as const)('given %j, when a player only calls the child a name, then it is no call asked for (%j)', (text, heard) => {
    expect(hearStranger(read(text))).toBe(heard);
  });
});
