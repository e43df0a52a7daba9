import { BODY_PART } from '../concepts/people';
import { ONLINE } from '../concepts/topics';
import type { Party } from '../read/parties';
import { type Reading, readMessageOnce } from '../read/read-message';
import { tellsOfSecrecy } from './secrecy';

/** People a child does not know: "a man", "some guy", "a stranger", "someone i dont know". */
const UNKNOWN_PERSON = new Set(['stranger', 'man', 'guy', 'lady', 'woman', 'someone', 'somebody', 'person', 'adult', 'grownup', 'teenager', 'teen', 'dude']);
/** People a child knows: with them a meeting, a photo or a lift is ordinary. */
const KNOWN = new Set(['friend', 'friends', 'coach', 'tutor', 'rabbi', 'grandma', 'grandpa', 'bubbie', 'zaidy', 'mom', 'dad', 'aunt', 'uncle', 'cousin', 'cousins', 'teacher', 'brother', 'sister', 'class', 'classmates', 'camp', 'parents', 'neighbor', 'family', 'school friend', 'pen']);

/** A game as a place people meet ("in a game", "from a game"), not a match after school. */
const GAME_PLACES = ['in a game', 'in the game', 'in my game', 'on my game', 'on a game', 'on the game', 'from a game', 'online game', 'online games', 'game chat', 'playing games', 'in games', 'video game', 'video games'];

/** What such a person should not ask of a child. */
const MEETING = ['help him look', 'help him find', 'help her look', 'help her find', 'run away with', 'run away and live', 'come live with', 'live with him', 'live with her', 'live with them', 'move in with', 'on the phone', 'phone call', 'call me', 'come to my', 'come over', 'visit me', 'me to come', 'me to go with', 'me to meet', 'come alone', 'video call', 'video chat', 'facetime', 'call me alone', 'meet me', 'meet up', 'meet him', 'meet her', 'meet at', 'meet in', 'in real life', 'in person', 'to his house', 'to her house', 'come to his', 'come with him', 'come with her', 'get in', 'pick me up', 'sneak out', 'his car', 'her car', 'a ride', 'follow me', 'followed me', 'grab my', 'take me', 'his van', 'her van', 'his truck', 'her truck', 'in his car', 'want to meet', 'wants to meet', 'meet irl', 'help him find', 'help her find', 'lost puppy', 'lost dog', 'asking to meet', 'asked to meet', 'asks to meet', 'to meet me', 'sent him to get me', 'sent her to get me', 'sent me to get you', 'to pick me up', 'lost kitten', 'come with him', 'go with him', 'go with her', 'following me', 'next to me', 'driving slowly', 'keeps driving', 'drives by', 'waits for me', 'waiting for me', 'hang out', 'go alone', 'come alone', 'by myself', 'without my parents', 'when my parents are out', 'my parents are out', 'come see'];
/** Someone who says one age and is another: "says hes 13 but looks like a grown man", "her voice was a man". */
const AGE_LIE = /\b(says|said|told me|claims|claimed|pretends|pretended) (he|she|they) (is|are|was|were) (\d+|a kid|a girl|a boy|eleven|twelve|thirteen|fourteen|ten|my age)\b.*\b(but|and)\b.*\b(man|adult|grown|grownup|older|old|voice|looks|sounds|beard|really|actually|wife|husband|job|drives|his car|her car|his kids|her kids|shaves|mortgage|taxes|college)\b/;
const ABOUT_ME = ['address', 'parents are home', 'parents home', 'am alone', 'was alone', 'if i am alone', 'last name', 'my address', 'where i live', 'what school', 'which school', 'home alone', 'how old i am', 'how old are you', 'my age', 'my phone number', 'my number', 'my name', 'personal questions', 'what i am wearing', 'what i was wearing', 'what i look like', 'work schedule', 'parents work', 'what time i get', 'when i get home', 'when i am alone', 'when i walk home', 'my snapchat', 'my instagram', 'parents check', 'parents read', 'credit card', 'card number', 'bank account', 'bank card', 'bank details', 'bank info', 'bank number', 'bank password', 'moms card', 'dads card', 'parents see my', 'parents look at my'];
/** When the child's grown-ups are away: "what time my parents get home", "when is your mom out". */
const PARENTS_AWAY = /\b(when|what time) (my |your )?(parents|mom|dad|mother|father) (get|gets|come|comes|are|is|will be|go|goes|leave|leaves) (home|back|out|away|gone|(to|for) (work|the day|the night|their shift|shul)|asleep|sleeping|not home|at work|to sleep|to bed)\b/;
/** Where the child is to be found: "where i sleep", "which room i sleep in", "where i walk home". */
const WHERE_THE_CHILD_IS = /\bwhere (i|we) (live|sleep|stay|walk|wait|play|hang out|go to school|am after school)\b|\b(which|what) (room|bed|window) (i|is mine)\b|\bwhere my (school|house|home|room|bus stop) is\b|\b(when|what time) (my )?(school|it|class) (ends|finishes|gets out|lets out)\b(?! (in|for) (america|israel|england|\w+ (country|countries)))|\b(if|whether) (my|our) (door|doors|window|windows) (is|are) (locked|open)\b|\b(knows|found|found out|figured out) (my|where my) (school|house|street|address)\b|\b(coming|come|going|gonna come) to (see|get|find|visit) me\b|\b(which|what) (bus|bus stop|stop|train|gate|door|way|route) (i|we) (take|ride|use|get off at|walk|go)\b|\b(wait|waits|waiting|be waiting) for (me|us) (at|outside|by|near|after)\b/;
/** A grown-up met online setting themselves against the child's own: "told me my parents dont understand me like he does". */
const SET_AGAINST_PARENTS = /\b(my|your) (parents|mom|dad|mother|father|family) (do not|dont|does not|doesnt|never|will not|wont|can not|cant) (understand|get|love|care about|listen to) (me|you) (like|the way|as much as) (he|she|they|i) (does|do|can|will)\b/;
/** Called or met while the child's grown-ups sleep: "call him from my moms phone when shes asleep". */
const WHILE_THEY_SLEEP = /\b(call|calls|text|texts|message|facetime|video call|meet|sneak out|talk)\b(\s\w+){0,6}\s(when|while|after) (she is|he is|they are|my (mom|dad|parents|mother|father) (is|are)|everyone is) (asleep|sleeping|in bed|gone to bed)\b/;
const PICTURES = ['picture', 'pictures', 'photo', 'photos', 'selfie', 'selfies', 'camera', 'video chat', 'video call', 'facetime', 'pics', 'my videos', 'webcam', 'send videos', 'send a video', 'send him videos', 'send her videos', 'send them videos'];
const LURES = ['robux', 'vbucks', 'v bucks', 'gift', 'gifts', 'present', 'presents', 'candy', 'money', 'give me'];
const CLOSENESS = ['mature', 'pretty', 'beautiful', 'cute', 'sexy', 'hot', 'boyfriend', 'girlfriend', 'loves me', 'love me', 'special', 'our friendship', 'would not understand', 'wouldnt understand', 'date', 'ever kissed', 'ever kiss', 'how to kiss', 'kiss me', 'kissing'];
const PRIVATELY = ['privately', 'in private', 'our thing', 'our special thing', 'our little thing', 'just ours', 'just for us', 'just between us', 'talk private', 'chat private', 'private app', 'private chat', 'different app', 'another app', 'other app', 'delete', 'our chats', 'secret', 'not tell', 'not to show', 'not show anyone', 'not show my'];
const PERSISTENT = ['keeps texting', 'keeps messaging', 'keeps calling', 'keeps commenting', 'keeps asking', 'keep messaging', 'keeps sending', 'messaging me', 'texting me', 'calling me'];
/** Asking in general, not telling of someone: "what should i do if a stranger talks to me", "is it safe to talk to people in games". */
const GENERAL = ['is it ok', 'is it okay', 'am i allowed', 'can i post', 'should i post', 'is it bad to', 'tell a grownup if', 'tell a grown up if', 'tell an adult if', 'what should i do if', 'what do i do if', 'is it safe', 'should i accept', 'how old do you have to be', 'stranger danger', 'what if a stranger', 'never to share', 'never share', 'how do i make', 'what does it mean'];

/**
 * Asking whether what someone does to the child is all right tells of it: "is it ok that a grown up i met on roblox sends me gift
 * cards". "is it ok to send pictures" asks in general.
 */
const ASKS_OF_WHAT_IS_DONE = /\b(is it (ok|okay|normal|weird|bad|safe|allowed)|am i allowed) (that|if|when) (a|an|this|that|my|the|someone|somebody|some) (\w+ ){0,6}?(sends|sent|asks|asked|wants|wanted|gives|gave|keeps|kept|says|said|tells|told|buys|bought|offers|offered|pays|paid|messages|messaged|texts|texted|calls|called) me\b/;
/** Help asked against someone who is doing it now: "how can i get the man from tiktok to stop", "how do i make her leave me alone". */
const STOPPING_SOMEONE = /\bhow (do|can|should|could) (i|we) (make|get) (him|her|them|this (\w+ ){1,4}|that (\w+ ){1,4}|the (\w+ ){1,4})(to )?(stop|leave (me|us) alone|go away|quit|delete)\b/;
/** What the rule keeps from strangers, not from the child's grown-ups: "never tell strangers online where u live". */
const KEPT_FROM_STRANGERS = /\b(tell|give|share|send|show) (strangers|a stranger|people (online|on the internet|you do not know|u do not know|you dont know|u dont know|in games))\b/;
/** Whether the only secret told is the rule's own, kept from strangers ("never tell strangers where u live"), with no hush beside it. */
function secrecyOnlyFromStrangers(reading: Reading): boolean {
  return KEPT_FROM_STRANGERS.test(reading.text) && !tellsOfSecrecy(readMessageOnce(reading.text.replace(new RegExp(KEPT_FROM_STRANGERS.source, 'g'), 'ask')));
}
/** The child's own grown-up, or one whose work is to teach children: "my mom", "our teacher", "the police officer". */
const isKnownTeacher = (p: Party | null) => !!p && ((p.kind === 'family' && p.owner === 'self') || (p.kind === 'adult' && (p.owner === 'self' || /^(teacher|rabbi|principal|counselor|officer|police|cop|morah|coach|librarian|nurse)$/.test(p.head))));

/**
 * Someone the child met online, or does not know, wants to meet, wants pictures or details, offers
 * gifts, or asks for secrecy. A known person (a cousin, a teacher, grandma) asking the same is ordinary.
 */
export function hearStranger(reading: Reading): boolean {
  if (GENERAL.some((g) => reading.has(g)) && !STOPPING_SOMEONE.test(reading.text) && !ASKS_OF_WHAT_IS_DONE.test(reading.text)) return false;
  // A rule a grown-up taught: "my teacher told us never to get in a strangers car", "my dad says never tell strangers online where u live"
  // (to whom left unsaid) tells of a lesson, not of someone.
  if (/\b(told|tells|taught|teaches|says|said|reminded|reminds|warned|warns) ((us|me|the class|everyone|the kids|kids) )?(to never|never to|not to|to not|never|to always|always to)\b/.test(reading.text) && isKnownTeacher(reading.clauses[0]?.subject ?? null) && (!tellsOfSecrecy(reading) || secrecyOnlyFromStrangers(reading))) return false;
  // Someone the child would block, unfriend or report is someone on a screen: "how do i block someone who says he loves me".
  const blockable = /\b(block|blocks|blocked|blocking|unfriend|unfriended|unfollow|report|reported|mute|muted) (him|her|them|someone|somebody|this (guy|man|lady|woman|person|girl|boy|account)|that (guy|man|lady|woman|person|girl|boy|account)|a (guy|man|lady|woman|person|grownup|stranger))\b/.test(reading.text);
  const online = [...ONLINE].some((w) => w !== 'game' && w !== 'games' && (reading.words.has(w) || reading.has(w))) || GAME_PLACES.some((p) => reading.has(p)) || reading.has('friend request') || blockable;
  const unknownPerson =
    reading.has('i do not know') || reading.has('i dont know') || reading.has('random person') || reading.has('some random') || reading.words.has('stranger') ||
    reading.clauses.some((c) => c.parties.some((p) => UNKNOWN_PERSON.has(p.head) && p.owner === null && (p.lemmas[0] === 'a' || p.lemmas[0] === 'an' || p.lemmas[0] === 'some' || p.lemmas[0] === 'this' || p.head === 'someone' || p.head === 'stranger' || p.head === 'somebody')));
  const story = reading.words.has('avraham') || reading.words.has('abraham') || reading.words.has('yaakov') || reading.words.has('eliezer');
  if (!(online || unknownPerson) || story) return false;
  const metOnline = /\b(online|gaming|game|internet|discord|roblox) friends?\b|\bfriends? (i met |from |on |in )(a |the )?(game|games|roblox|discord|fortnite|minecraft|online|internet|app|tiktok|snapchat|instagram|among)\b/.test(reading.text);
  // Known only when a known person is the one acting, not one named in passing ("without my parents").
  const named = reading.sentences.flat();
  // "my parents work schedule", "my moms card": a known person's thing, not the known person acting.
  const owning = (i: number) => named[i + 1]?.pos === 'NOUN' && named[i + 2]?.pos === 'NOUN';
  const knownOnly = named.some((w, i) => KNOWN.has(w.text) && !owning(i) && !/^(without|tell|from|hide|told)$/.test(named[i - 1]?.text ?? '') && !/^(without|tell|from|hide|told)$/.test(named[i - 2]?.text ?? '')) && !unknownPerson && !metOnline;
  const asks = (list: readonly string[]) => list.some((p) => reading.has(p) || reading.hasLemmas(p));
  // "said my dog was cute", "my drawing is so pretty": praise of a thing of the child's, not of the child (a part of the body is the child).
  const praised = /\bmy (\w+ )?(\w+) (is|was|are|were|looks|looked) (so |really |very |super )?(\w+)\b/.exec(reading.text);
  const praiseOfAThing = praised !== null && !BODY_PART.has(praised[2]!) && CLOSENESS.filter((c) => reading.has(c) || reading.hasLemmas(c)).every((c) => c === praised[5]);
  // A lost child taken back to those who look after them: "saw i was lost and took me to the desk to find my mom".
  const helpedBack = /\b(took|take|takes|brought|bring|brings|walked|walks) me (back )?to (the )?(front desk|desk|security|guard|counter|cashier|lost and found|office|information|help desk|my (mom|dad|parents|mother|father|teacher|grandma|grandpa))\b/.test(reading.text) && /\b(lost|could not find|couldnt find|find my (mom|dad|parents|mother|father|grandma|grandpa|teacher))\b/.test(reading.text);
  // "called me a noob", "calls me names": a name called, not a call asked for.
  const nameCalledOnly = /\b(call|calls|called|calling) (me|us) (a|an|such a|so|names|mean names|bad names|the|stupid|dumb|weird|ugly|fat|trash|bad)\b/.test(reading.text) && !/\b(call|calls|called|calling) (me|us) (on|at|back|later|tonight|when|if|from|every|on the phone)\b|\bphone call\b|\b(call|calling) (him|her|them)\b/.test(reading.text);
  const meetingAsked = MEETING.filter((p) => !(helpedBack && p === 'take me') && !(nameCalledOnly && p === 'call me'));
  const wantsMe = asks(meetingAsked) || asks(ABOUT_ME) || (asks(CLOSENESS) && !praiseOfAThing) || PARENTS_AWAY.test(reading.text) || WHERE_THE_CHILD_IS.test(reading.text);
  // The child's pictures held over them: "says she will post my photos", "threatened to send my pics to my school".
  const picturesThreatened = /\b(will|gonna|going to|would|threatens to|threatened to|is going to) (send|post|share|show|leak|put up|spread) (my|the) (\w+ )?(pictures|picture|pics|pic|photos|photo|videos|video|nudes)\b(?! (of (the|his|her|their) (dog|cat|trip|house|game)))/.test(reading.text) && /\bmy\b/.test(reading.text);
  const pictures = picturesThreatened || asks(PICTURES) && (reading.words.has('send') || reading.words.has('sent') || reading.hasLemmas('ask for') || reading.hasLemmas('turn on') || /\bturn (my |the |your )?(camera|cam|webcam|video) on\b/.test(reading.text) || reading.words.has('share') || reading.words.has('pictures') || reading.words.has('pics'));
  const secret = asks(PRIVATELY) || tellsOfSecrecy(reading);
  // A gift with a string: "if i send a pic", "for a pic", "keeps sending", "said not to tell"; an in-game gift alone is play.
  const lure = asks(LURES) && (online || reading.words.has('car')) && ['if', 'for', 'offer', 'offers', 'offered', 'keep', 'keeps', 'always', 'secret', 'promise', 'promised', 'return', 'owe', 'owes', 'owed', 'repay'].some((w) => reading.words.has(w));
  if (online && AGE_LIE.test(reading.text)) return true;
  const persistent = asks(PERSISTENT) && unknownPerson;
  // The child gave it away: "i gave my address to someone i met online".
  const gaveAway = reading.hasLemmas('give my address') || reading.hasLemmas('give my number') || reading.hasLemmas('send my address') || reading.hasLemmas('tell him where i live');
  const knowsWhere = reading.has('knows where i live') || reading.has('knows my name');
  if (knownOnly && !secret) return false;
  // Photographed by someone unknown who goes on: "a man at the park took pictures of me and wont stop".
  if (unknownPerson && /\b(take|takes|took|taking|film|films|filmed|filming|record|records|recorded|recording) (\w+ )?(pictures|picture|photos|photo|pics|videos|video)? ?(of )?(me|us)\b/.test(reading.text) && /\b(will not stop|wont stop|would not stop|wouldnt stop|keeps|kept|keep|every day|followed|follows|again|hiding|hid)\b/.test(reading.text)) return true;
  // Met in person and unknown, a stranger's danger is an approach (a car, come with me, follow) or a secret from the child's
  // grown-ups ("asked me to help find his puppy and told me not to tell my mom"), not a compliment.
  const askedAndHushed = secret && /\b(ask|asks|asked|asking) me to\b/.test(reading.text);
  // Drawn by a treat to where no one sees: "asked if i wanted to see puppies in the back", "said he had candy in his truck".
  // Told to get into the vehicle is drawn there too: "a man in a truck said to hop in and hed give me candy".
  const luredInPerson = unknownPerson && (/\b(see|pet|look at|hold|have|get|want|wanted|has|had|got|give|gives|gave|offer|offers|offered) (me |us )?(some |his |her |the |a |my |new |baby |cute )?(puppies|puppy|kittens|kitten|bunnies|bunny|candy|sweets|ice cream|toys|toy|video games|games|a phone|a surprise)\b/.test(reading.text) || /\b(hop|get|climb|jump) (in|into|inside)\b(?! (the pool|the water|the lake|bed|line))/.test(reading.text)) && /\b(van|car|truck|in the back|behind the|his house|her house|his place|her place|basement|garage|shed|alley)\b/.test(reading.text) && !/\b(pet store|pet shop|adoption|shelter|fair|farm|petting zoo|ice cream truck)\b/.test(reading.text);
  if (!online && !reading.words.has('stranger') && !(asks(MEETING) || asks(ABOUT_ME) || WHERE_THE_CHILD_IS.test(reading.text) || askedAndHushed || luredInPerson)) return false;
  // In person, with the child's own grown-up there ("while my dad was next to me") and nothing secret, it is a kindness seen by them;
  // a name or an age asked in passing is small talk ("a lady at church asked my name"), while where the child lives or is alone is not.
  const grownUpThere = /\b(while|when|and|as) my (mom|mommy|dad|daddy|parents|mother|father|grandma|grandpa|aunt|uncle|stepmom|stepdad) (was|were|is|are|stood|sat) (right )?(there|here|next to me|with me|beside me|watching|holding my hand|next to us|with us)\b|\b(with|holding) my (mom|mommy|dad|daddy|parents|mother|father|grandma|grandpa)s? (hand )?(at|in) the\b/.test(reading.text);
  const smallTalk = !online && ['my name', 'how old i am', 'my age'].some((p) => reading.has(p)) && !asks(MEETING) && !ABOUT_ME.some((p) => !/^(my name|how old i am|my age|how old are you)$/.test(p) && reading.has(p)) && !secret && !PARENTS_AWAY.test(reading.text) && !/\b(keep|keeps|kept|again|every|always|waiting|waits|waited|parking|parks|parked|follow|follows|followed|van|car|truck|outside my|by my|where|when|what time|live|lives|phone|number|school|alone|home)\b/.test(reading.text);
  if (!online && !secret && (grownUpThere || smallTalk)) return false;
  // Someone must be asking: "my snapchat is broken" names no one.
  const someone = unknownPerson || reading.clauses.some((c) => c.parties.some((p) => /^(adult|anyone|pronoun|peer|named|group|close|family|you)$/.test(p.kind)));
  if (!someone) return false;
  const turnedFromHome = (online || unknownPerson) && (SET_AGAINST_PARENTS.test(reading.text) || WHILE_THEY_SLEEP.test(reading.text));
  return wantsMe || pictures || secret || lure || luredInPerson || persistent || gaveAway || knowsWhere || turnedFromHome || (unknownPerson && online && reading.hasLemmas('ask me'));
}
