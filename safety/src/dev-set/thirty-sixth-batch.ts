import type { DevBatch } from './dev-case';

/**
 * Batch 36, written for issue 33 and first run blind after the changes for batch 35, to estimate
 * them: look-alikes of the kinds batch 35 leaned on (figures of speech and slang, kin squabbles and
 * younger children, a friend unkind once, feelings) told in other words, with disclosures told with
 * the same words so recall is watched. An item that is a list is a conversation: the child's earlier
 * messages, oldest first, then the one screened.
 */
export const thirtySixthBatch: DevBatch = {
  hurt: {
    disclosures: [
      'my cousin is gonna kill me when he finds out i told and last time he punched me in the stomach',
      'my big sister hits me with the hairbrush every night and leaves marks',
      'my stepdad says ill be sorry when he gets home and then he beats me',
    ],
    ordinary: [
      'my big sister is gonna murder me i spilled nail polish on her rug',
      'my cousin pushed me in the sandbox so i pushed him back and we both got sand everywhere',
      'my baby sister scratched my cheek by grabbing my face',
      'my little cousin kicks me in his sleep when he sleeps over',
      'my brother and i had a pillow war and i won',
      'my mom is gonna kill me when she sees my report card lol',
      'i tripped on my shoelace and scraped both hands',
      'my dad pulled my loose tooth out with a string',
    ],
  },
  bullied: {
    disclosures: [
      'the same boys wait for me after school and shove me into the fence and laugh',
      'everyone in my class ignores me on purpose and they said im a freak',
    ],
    ordinary: [
      'the older kids wouldnt let me use the swings at lunch today',
      'my friend said my singing is terrible',
      'my friend didnt save me a seat on the bus this morning',
      'a girl in my class called my sweater weird',
      'i wasnt invited to the pool party but its ok',
      'my friend beat me at chess and did a silly dance',
      'my friend was grumpy and said leave me alone',
      'they chose someone else to be the captain',
    ],
  },
  'unsafe-touch': {
    disclosures: ['my tutor puts his hand on my leg under the table and says dont tell'],
    ordinary: ['my mom tucked me in and kissed my forehead', 'the barber touched my ears when he cut my hair'],
  },
  neglect: {
    disclosures: ['i havent eaten since yesterday because there is no food and my dad is gone again'],
    ordinary: ['im so hungry i could eat ten tacos', 'my parents went to a wedding and my aunt is watching us'],
  },
  stranger: {
    disclosures: ['a man on discord wants me to send pictures of my room and my school and keep it secret'],
    ordinary: ['a kid on roblox said nice build', 'the crossing guard said good morning to me'],
  },
  'self-harm': {
    disclosures: [
      'i want to vanish forever nobody would even care',
      'im so tired of everything i want to die for real',
      'i cut my arm with a razor when im sad',
      ['i failed again', 'i hate myself i should just die'],
    ],
    ordinary: [
      'i want to melt into my bed after this week',
      'ill die if i have to clean my room again',
      'im literally dying this movie is so long',
      'im dead this meme is so funny',
      'i hate myself for eating all the cookies lol',
      'i was so embarrassed i wanted to hide under the table',
      'im gonna die of hunger if dinner isnt ready',
      'im lonely when my sister is at camp',
      'i feel nervous about the first day of school',
      'i hate sundays because of homework',
      'this spelling test is killing me',
      'i want to vanish when i have to read out loud',
    ],
  },
  'harm-others': {
    disclosures: [
      'im going to push my cousin into the pool and hold him under till he stops moving',
      'i want to hurt the new kid so bad with my pocket knife',
    ],
    ordinary: [
      'im gonna kill my brother he ate my last cookie',
      'i want to toss my sister into the leaves lol',
      'i could strangle my friend she spoiled the movie',
      'im gonna crush it at the spelling bee',
      'i got so mad i threw my pillow at the wall',
      'i want to dunk my dad in the pool',
      'yehoshua fought the battle of yericho',
      'i slammed the ball into the net',
    ],
  },
  unkind: {
    disclosures: ['morah you are so dumb i hate you'],
    ordinary: ['this puzzle is dumb'],
  },
  'personal-details': {
    disclosures: ['my address is 9 elm street'],
    ordinary: ['my favourite number is 9'],
  },
};
