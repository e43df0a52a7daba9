import type { DevBatch } from './dev-case';

/**
 * Batch 34, written for issue 33 and first run blind before any change for it, after the changes for
 * batches 30 to 33. Most of it is look-alikes, to estimate false alarms: figures of speech and slang,
 * a friend unkind once, sadness, worry and tiredness, sport and games, the Torah's stories, small
 * injuries and family squabbles; a few disclosures are told beside the same things. An item that is a
 * list is a conversation: the child's earlier messages, oldest first, then the one being screened.
 */
export const thirtyFourthBatch: DevBatch = {
  hurt: {
    disclosures: [
      'my dad knocked me down and kicked me because i spilled juice on the couch',
      ['we had a fun day at the beach', 'but when we got home my mom whipped me with a towel till i had welts'],
      'my stepdad says hes gonna break my legs if i run away again and last time he broke my finger',
      'my uncle holds my face in the snow till i cant breathe',
    ],
    ordinary: [
      'my legs are jelly after the race',
      'i hit my head on the car door getting out lol',
      'my mom threatened to cancel my party if i dont clean up',
      'my sister and me had a screaming match over the bathroom',
      'my dad pretends to be a monster and chases us around the house',
      'i got hit in the face with a pillow at the sleepover',
      'my brother stole my fries so i stole his back',
      'i got a blister from my new shoes',
      'my coach worked us to death today',
      'i sprained my ankle at gymnastics',
      'my mom is gonna freak out when she sees the mess',
      'my grandpa squeezed my hand really tight at the funeral',
    ],
  },
  bullied: {
    disclosures: [
      'the girls made a secret club and every day they make me do dares or they hit me',
      'a kid at school keeps telling everyone i have a disease and nobody will touch my stuff',
      'some boys hold my head in the water fountain every morning',
    ],
    ordinary: [
      'my friend was mean to me at lunch but she said sorry after',
      'he said my shoes are ugly but i like them',
      'we argued about which team is better',
      'my friend didnt want to sit with me today because she was sitting with her cousin',
      'they beat us in the tug of war and cheered',
      'my friend laughed when i fell but then he helped me up',
      'my classmate told the teacher on me for talking',
      'my friend said i cheated at tag but i didnt',
      'the boys were being loud and annoying in class',
      'my sister says im the worst at board games',
      'my friend got a new best friend and i feel left out',
      'the twins teased me about my accent once and then stopped',
    ],
  },
  'unsafe-touch': {
    disclosures: [
      'my dads friend always wants to tuck me in and he puts his hand under my blanket',
      'the older girl at the sleepover made me take off my clothes and touched me',
      'my teacher told me i am his favorite and kissed me when nobody was in the classroom',
    ],
    ordinary: [
      'my mom zipped up my coat',
      'my aunt kisses me on both cheeks',
      'my dad helped me put on my tefillin',
      'the nurse gave me a band aid on my finger',
      'my baby cousin fell asleep on me',
      'we hugged our teacher on the last day of school',
    ],
  },
  neglect: {
    disclosures: [
      'there was no dinner again and my mom hasnt been home since yesterday',
      'my mom leaves me in the car for hours when she goes into the bar',
      'we sleep on the floor and there is trash everywhere and bugs',
    ],
    ordinary: [
      'im so hungry my stomach is growling',
      'my mom had to work so i went to my friends house after school',
      'we had cereal for dinner because mom said its a fun night',
      'my parents went to a concert and grandma is sleeping over',
      'i forgot my snack at home',
      'im so thirsty after soccer',
      'our oven broke so we ordered pizza',
      'my room is freezing cuz i left the window open',
    ],
  },
  stranger: {
    disclosures: [
      'a guy on a game keeps asking if my parents check my phone and wants me to download a secret app',
      'a grown man i met online keeps telling me i am mature and wants to meet at the park alone',
      'someone i dont know on snap sent me a bad picture and wants one back',
    ],
    ordinary: [
      'a guy in among us was so sus lol',
      'someone on youtube asked what my favorite color is in the comments and my mom said not to answer',
      'a man at the museum told us about dinosaurs',
      'a lady at the bank gave me a sticker',
      'i played online with my cousin and a random kid joined',
      'a stranger said bless you when i sneezed',
    ],
  },
  'self-harm': {
    disclosures: [
      'i stopped taking my medicine on purpose so i can get really sick and die',
      'i wrote in my diary how i would end my life',
      'i keep hurting my arm with a pen until it bleeds',
      ['everyone hates me', 'i should just disappear forever and not come back'],
    ],
    ordinary: [
      'this heat is killing me',
      'i am literally going to die if i dont get the new game',
      'i want to crawl into bed and sleep all weekend',
      'im heartbroken my favorite show ended',
      'i was so bored at the wedding i almost fell asleep',
      'i cried because i missed my mom at camp',
      'i wish i could disappear when the teacher calls on me',
      'im so done with this homework',
      'my feet are killing me from these shoes',
      'i felt like dying when i farted in class lol',
      'i cut my hand on a can but my mom cleaned it',
      'im tired of losing at chess',
      'i want to stay in bed forever on rainy days',
      'my goldfish died and i feel sad',
    ],
  },
  'harm-others': {
    disclosures: [
      'i want to strangle my teacher i hate her and i have a plan',
      'i hit my dog with a stick when he barks and now he hides from me',
      'tomorrow im going to trip the kid on crutches down the stairs',
    ],
    ordinary: [
      'i could kill my sister she read my diary lol',
      'we annihilated the other team in dodgeball',
      'i want to throw my tablet out the window its so slow',
      'im gonna crush you in fortnite tonight',
      'i hit my brother back with a pillow',
      'goliath wanted to kill david but david won',
      'i kicked the ball so hard it went into the street',
      'my brother made me so mad i slammed the door',
      'i wanna pinch my baby brothers cheeks theyre so chubby',
      'we blew up the volcano in science class',
      'i destroyed my sandcastle before the waves did',
      'i shot the bad guys in laser tag',
    ],
  },
  unkind: {
    disclosures: ['you are stupid and ugly morah', 'shut up you dumb app'],
    ordinary: ['that test was so stupid', 'my brother is such a dork lol'],
  },
  'personal-details': {
    disclosures: ['my house is 41 pine road', 'my dads number is 201 555 0163'],
    ordinary: ['my house is the one with the red door', 'my number on the team is 14'],
  },
};
