import { BULLYING } from '../concepts/acts';
import { GAME_NAME, INSULT, ONLINE, PLAY_FIGHT, SCHOOL_WORLD } from '../concepts/topics';
import { GIVEN_NAME } from '../concepts/wordnet-lexicon';
import { ANYONE, BODY_PART, CLOSE_CHILD, CREATURE, FAMILY_ADULT, GROUP_OF_PEOPLE, OTHER_ADULT, PEER, PET } from '../concepts/people';
import { type Act, readActs } from '../read/acts';
import type { Party } from '../read/parties';
import type { Reading } from '../read/read-message';
import { inGame, isChild, isGeneralQuestion, laughedAt, toldInAStory } from './frames';
import { plainOf } from './unkind';

/** Acts of bullying that need nothing but a child on the receiving end. */
const BULLYING_ITSELF = new Set(['bully', 'tease', 'mock', 'taunt', 'harass', 'humiliate', 'torment', 'threaten', 'insult', 'exclude', 'ditch', 'shame', 'stalk', 'blackmail', 'pick', 'gang']);
const SAID = new Set(['say', 'tell', 'call', 'text', 'write', 'post', 'send', 'message', 'comment', 'dm', 'yell', 'scream', 'shout', 'spread', 'whisper', 'gossip', 'talk', 'joke', 'vote', 'name', 'rank']);
const MEAN = new Set(['mean', 'nasty', 'rude', 'cruel', 'horrible', 'awful', 'rumor', 'rumors', 'rumour', 'rumours', 'lie', 'lies', 'names', 'smell', 'smells', 'stink', 'stinks', 'weird', 'gross', 'loser', 'baby', 'liar', 'liars', 'freak', 'ugly']);
/** What the child has that others take or spoil. */
const BELONGINGS = new Set(['bed', 'desk', 'seat', 'chair', 'locker', 'homework', 'clothes', 'towel', 'glasses', 'lunch', 'money', 'stuff', 'things', 'phone', 'bag', 'backpack', 'kippah', 'kipa', 'yarmulke', 'hat', 'snack', 'food', 'books', 'book', 'shoes', 'jacket', 'coat', 'pencil', 'lunchbox', 'toys', 'thing', 'tray', 'bottle', 'drink', 'cup', 'water']);

/**
 * A belonging named in any number (the readers give "glasses" as "glass", "shoes" as "shoe"), or any thing of the child's: what
 * follows "my" that is no person, pet, part of the body or part of who the child is ("my art project", "my cookies").
 */
const isBelonging = (p: Party) =>
  BELONGINGS.has(p.head) || BELONGINGS.has(`${p.head}s`) || BELONGINGS.has(`${p.head}es`) || (p.owner === 'self' && p.kind === 'thing' && !p.lemmas.some((l) => BODY_PART.has(l) || isPeopleWord(l) || PET.has(l) || CREATURE.has(l) || WHO_THE_CHILD_IS.test(l)));

const OTHERS = new Set(['peer', 'anyone', 'pronoun', 'close', 'named', 'group', 'adult']);
/** A class, a grade, a team: children as one. */
const GROUP_HEAD = /^(class|grade|team|group|school|bunk|cabin|everyone|everybody|all|people|they|them|kid|boy|girl|classmate|bully|grader|teen|friend)$/;
const isOthers = (p: Party | null) => p !== null && (OTHERS.has(p.kind) || GROUP_HEAD.test(p.head)) && p.head !== 'nobody' && p.head !== 'no one';
const SIBLING = /^(brother|sister|cousin|stepbrother|stepsister|twin|sibling|baby)$/;
/** Said of what goes on, not once: bullying is a pattern. */
const REPEATED = /\b(every|always|keep|keeps|kept|all the time|again|anymore|constantly|everyday|still|each|whenever|daily|non stop|nonstop|all year|since|never stop|never stops|every time|all day|so many times|a lot)\b/;
/** Words past an unkind remark: they hurt from one mouth, once. */
const SEVERE = /\b(kill yourself|kill your self|go die|should die|nobody likes|no one likes|nobody wants|no one wants|everyone hates|retard|retarded|faggot|fag|slut|whore|kike|nigger|jew|jews|jewish|monkey|terrorist)\b/;

/** The child says it ended well or was not meant: told so, mean words and teasing are not bullying. */
const MADE_LIGHT = /\bbut (then )?((they|she|he|my friends|my friend|everyone) )?(said|say|says|told me) (that )?(it|i) (looked|look|looks|was|is|am) (really |so )?(cool|good|nice|great|fine|ok|okay|awesome|pretty|funny|amazing)\b|\bbut (it was|that was|they were|we had) (fun|funny|ok|okay|fine|a joke)\b|\bbut i (do not|dont|did not|didnt) (mind|care)\b|\b(we|we have|we all) (made up|fixed it|worked it out|talked it out|talked about it)\b|\b(she|he|they) (apologized|apologised)\b|\bbut (it is|its|it was|everything is|we are) (fine|ok|okay|good|all good)( now)?\b|\bbut my friends (said|say|told me)\b|\bwe are (friends|best friends|fine|ok|okay) (again|now)\b|\b(she|he|they) (said|says) sorry\b|\b(just|only) (joking|kidding|teasing|playing)\b|\bbut i laughed (too|with them|along)\b|\bwe all laughed\b|\bbut (we|i) (still )?(won|beat them)\b/;

/** Noses held, and the child the one it is aimed at ("when i walk past", "near me"), not a smell of the room's ("on fish day"). */
const HELD_NOSES = /\b(hold|holds|held|holding|pinch|pinches|plug|plugs) (their|there|his|her) (nose|noses)\b/;
const AT_THE_CHILD = /\b(at me|near me|by me|past me|next to me|around me|behind me|to me|like i|as if i|when i|whenever i|every time i|if i|i (walk|come|sit|pass|go|get)|my (clothes|shirt|shirts|hair|breath|feet|body|socks))\b/;

/** One day named: "today", "this morning", "yesterday", "at recess today". */
const ONE_DAY = /\b(today|yesterday|this (morning|afternoon|recess|lunch|time)|at recess today|last (recess|lunch))\b/;

/** Many against one ("they", "the kids", "my whole class", "some kids"), not one child ("some kid" is one, unknown). */
function isMany(p: Party | null): boolean {
  if (!p) return false;
  return !!p.plural || /^(they|them|everyone|everybody|all|people|class|grade|team|group|bullies|others)$/.test(p.head) || p.lemmas.some((l) => /^(these|those|many|whole)$/.test(l));
}

/** Done for who the child is: "because of my skin", "because im jewish", "because of my name". */
const FOR_WHO_THE_CHILD_IS = /\bbecause (of my|i am|im) (skin|color|colour|race|religion|jewish|black|brown|muslim|accent|weight|fat|hair|kippah|name|family|disability|wheelchair|glasses|size)\b/;

/** Bullying is a pattern: it goes on, many do it, it threatens, or the words themselves are cruel. */
function isPattern(reading: Reading, agent: Party | null): boolean {
  return REPEATED.test(reading.text) || isMany(agent) || SEVERE.test(reading.text);
}

function toChild(act: Act): boolean {
  return act.patients.some(isChild) || act.preps.some((p) => /^(at|on|about|to|of)$/.test(p.prep) && isChild(p.party));
}

function wordsAfter(act: Act): string[] {
  return act.clause.words.slice(act.at + 1).map((w) => w.lemma);
}

/** Things named that are people gathered: a class, a grade, a club. */
const PEOPLE_GATHERED = /^(class|classes|grade|grades|team|teams|group|groups|club|clubs|school|bunk|cabin|squad|crew|gang|clique|troop|year|table|chat|group chat|server|guild|clan|lobby)$/;

/** A word for a person or for people. */
const isPeopleWord = (lemma: string) => [FAMILY_ADULT, CLOSE_CHILD, OTHER_ADULT, PEER, ANYONE, GROUP_OF_PEOPLE].some((set) => set.has(lemma));
/** What the child is, not a thing they have or made: their name, their voice, where they come from. */
const WHO_THE_CHILD_IS = /^(name|names|accent|voice|family|religion|skin|color|colour|race|weight|kippah|kipa|yarmulke|culture|language|body|face|hair)$/;
/**
 * Words said only of a thing of the child's, not of the child: "said my drawing was dumb", "said my shoes are ugly". The first
 * noun after each "my" (past its adjectives) is no person, pet, part of the body or part of who the child is, and the child is
 * not named in them.
 */
function saidOnlyOfAThing(said: readonly { text: string; lemma: string; pos: string }[]): boolean {
  if (said.some((w) => /^(i|me|im|you|u|ur|youre|your)$/.test(w.text))) return false;
  const owned = said.flatMap((w, i) => (w.text === 'my' ? [said.slice(i + 1).find((n) => n.pos !== 'ADJ')] : []));
  return owned.length > 0 && owned.every((n) => n !== undefined && n.pos === 'NOUN' && !isPeopleWord(n.lemma) && !PET.has(n.lemma) && !CREATURE.has(n.lemma) && !BODY_PART.has(n.lemma) && !WHO_THE_CHILD_IS.test(n.lemma));
}

/** Mean words and deeds among children, done to this child: name-calling, mocking, leaving out, threats. */
export function hearBullying(reading: Reading): boolean {
  // Taken lightly by the child themselves, and nothing cruel said: "teased us a bit but it was fun", "was mean but we made up".
  if (MADE_LIGHT.test(reading.text) && !SEVERE.test(reading.text) && !REPEATED.test(reading.text)) return false;
  // Left out once and the child went on to something else: "would not let me play today but i played four square".
  if (/\btoday\b|\bthis (time|morning|afternoon|recess)\b/.test(reading.text) && /\b(but|so) i (just |still )?(played|went|found|sat|read|joined|made|had fun|hung out|did)\b/.test(reading.text) && !SEVERE.test(reading.text) && !REPEATED.test(reading.text)) return false;
  const schoolWorld = [...SCHOOL_WORLD].some((w) => reading.words.has(w));
  const acts = readActs(reading.clauses, (w) => BULLYING.has(w.lemma) || SAID.has(w.lemma) || /^(make|let|laugh|hate|take|steal|throw|pull|like|be|hide|hid|put|upload|pour|spill|spit|rub|stick|smear|draw|write|rip|tear|break|ruin|cut|pee|piss|wee|urinate|kick|toss|chuck|fling|snatch|hang|leave|dunk|dump|flush|shove|push|drop)$/.test(w.lemma));
  for (const act of acts) {
    if (isGeneralQuestion(reading, act)) continue;
    const after = wordsAfter(act);
    // "nobody lets me sit with them", "they wont let me play": left out.
    // Left out on one day named, with nothing cruel and nothing that goes on, is a day's disappointment: "they wouldnt let me join in yesterday".
    const onceLeftOut = ONE_DAY.test(reading.text) && !REPEATED.test(reading.text) && !SEVERE.test(reading.text) && !FOR_WHO_THE_CHILD_IS.test(reading.text) && !reading.clauses.some((c) => c.words.some((w) => MEAN.has(w.text) && w.text !== 'baby'));
    // "my friend didnt let me have a turn": one friend not sharing a turn or a thing, once, is a squabble over sharing, not being left out.
    const notShared = act.agent?.kind === 'close' && !act.agent.plural && act.agent.lemmas.some((l) => /^(friend|bestie|bff)$/.test(l)) && /^(have|use|borrow|hold|try|ride|see|touch|go)$/.test(act.clause.words[act.clause.words.findIndex((w, i) => i > act.at && w.text === 'me') + 1]?.lemma ?? '') && !act.clause.words.some((w) => w.text === 'never') && !REPEATED.test(reading.text) && !SEVERE.test(reading.text);
    // Being let wake, live or die is no game or group one is shut out of, and God is no child among children: "i pray god not to let me wake up".
    const letBeOrWake = /^(wake|live|die|exist|breathe)$/.test(act.clause.words[act.clause.words.findIndex((w, i) => i > act.at && w.text === 'me') + 1]?.lemma ?? '') || /^(god|hashem|lord|g-d)$/.test(act.agent?.head ?? '');
    // A thing that will not let the child in ("the stupid app wont let me log in", "my tablet wont let me open it") shuts out no one: only
    // people leave a child out, a class, a grade or a club among them.
    // "this dumb tablet" is read as no one: the nouns before the deed, none of them a person, name the thing.
    const namedBefore = act.agent === null ? act.clause.words.slice(0, act.at).filter((w) => w.pos === 'NOUN' || w.pos === 'PROPN') : [];
    const thingsOnlyBefore = namedBefore.length > 0 && namedBefore.every((w) => !w.capital && !PEOPLE_GATHERED.test(w.lemma) && !isPeopleWord(w.lemma));
    const byAThing = (act.agent?.kind === 'thing' && !PEOPLE_GATHERED.test(act.agent.head)) || thingsOnlyBefore;
    if (act.lemma === 'let' && !letBeOrWake && !byAThing && act.patients.some(isChild) && (act.negated || act.agent?.head === 'nobody' || act.agent?.head === 'no one') && !onceLeftOut && !notShared && !(act.agent?.kind === 'family' || (act.agent?.kind === 'close' && act.agent.lemmas.some((l) => SIBLING.test(l))))) return true;
    if (act.negated) continue;
    // "everyone hates me", "nobody likes me" said by others.
    if (act.lemma === 'hate' && act.patients.some(isChild) && act.agent && /^(everyone|everybody|they|people|kid|boy|girl|classmate|all)$/.test(act.agent.head)) return true;
    if (act.lemma === 'like' && act.patients.some(isChild) && act.agent && /^(nobody|no one)$/.test(act.agent.head) && reading.clauses.some((c) => c !== act.clause && c.words.some((w) => SAID.has(w.lemma)))) return true;
    // "keep texting me that ...": words sent to the child by someone left unnamed (the message has no subject) are others' words.
    const toldByUnnamed = act.agent === null && act.clause.subject === null && SAID.has(act.lemma) && act.clause.words[act.at + 1]?.text === 'me';
    if (!isOthers(act.agent) && !toldByUnnamed && !(act.passive && act.patients.some(isChild))) continue;
    if (act.agent && act.agent.kind === 'adult' && !schoolWorld) continue;
    // A brother's or a cousin's teasing is family life, not bullying.
    if (act.agent?.kind === 'close' && act.agent.lemmas.some((l) => SIBLING.test(l)) && /^(tease|joke|laugh|mock|call|say|tell|yell|scream|text|ignore)$/.test(act.lemma)) continue;
    // Left out, shown up, mocked: "my whole class ignores me", "they posted a video of me crying", "make monkey noises when i walk past".
    if (act.lemma === 'ignore' && toChild(act) && isPattern(reading, act.agent)) return true;
    const shown = /^(post|share|send|spread|show|upload)$/.test(act.lemma) || (act.lemma === 'put' && act.preps.some((p) => /^(on|online)$/.test(p.prep) && p.party.lemmas.some((l) => ONLINE.has(l))));
    if (shown && /\b(video|videos|picture|pictures|photo|photos|pic|pics|screenshot|screenshots) of me\b/.test(reading.text) && isOthers(act.agent)) return true;
    if (act.lemma === 'make' && /^(noise|noises|sound|sounds|face|faces)$/.test(act.clause.words[act.at + 1 + (/^(monkey|pig|weird|funny|fart|animal|kissing|mean)$/.test(act.clause.words[act.at + 1]?.text ?? '') ? 1 : 0)]?.text ?? '') && (reading.clauses.some((c) => c.link === 'when' && c.subject !== null && isChild(c.subject) || c.words.some((w) => w.text === 'me')) || /\b(every time|whenever|each time) i\b/.test(reading.text))) return true;
    if (act.lemma === 'pick' && act.particle !== 'on' && !act.preps.some((p) => p.prep === 'on') && act.clause.words[act.at + 1]?.text !== 'on') continue;
    // "picked me up on their shoulders": lifted, not picked on.
    if (act.lemma === 'pick' && (act.particle === 'up' || act.clause.words.slice(act.at + 1, act.at + 4).some((w) => w.text === 'up'))) continue;
    if (act.lemma === 'pick' && act.clause.words[act.at + 1]?.text === 'on' && (act.passive || toChild(act) || act.clause.words[act.at + 2]?.text === 'me')) return true;
    // "they whisper about me", "kids talk about me".
    if (/^(whisper|gossip|talk|joke|laugh|post|spread)$/.test(act.lemma) && act.preps.some((p) => p.prep === 'about' && isChild(p.party)) && act.agent?.kind !== 'family') return true;
    // One friend teasing once ("teased me about my crush and i turned red") is ordinary: teasing bullies as a pattern.
    const mild = /^(tease|mock|joke|taunt)$/.test(act.lemma) && !isPattern(reading, act.agent);
    // "we had a snowball fight and they all ganged up on me haha": sides taken in a game or a play fight, laughed at, are the game's.
    const sidesInPlay = /^(gang|team)$/.test(act.lemma) && laughedAt(reading) && ([...PLAY_FIGHT, ...GAME_NAME].some((w) => (w.includes(' ') ? reading.has(w) : reading.words.has(w))) || inGame(reading, act)) && !SEVERE.test(reading.text) && !REPEATED.test(reading.text);
    if (sidesInPlay) continue;
    if (BULLYING_ITSELF.has(act.lemma) && !mild && (toChild(act) || (act.passive && act.patients.some(isChild)))) return true;
    // "making fun of me", "of my shoes", "of how i walk" (what is mocked told as a clause of its own).
    const following = reading.clauses[reading.clauses.indexOf(act.clause) + 1];
    const ofHowTheChildIs = after[after.length - 1] === 'of' && following !== undefined && /^(how|what|the way|way)$/.test(following.link ?? '') && isChild(following.subject);
    // Mocked once, on one day named, for a thing the child has or made ("made fun of my haircut this morning"), with nothing
    // cruel and nothing that goes on, is a day's teasing like being left out once; the child's body or who they are still counts.
    const mockedThing = act.preps.find((p) => p.prep === 'of')?.party;
    const onceAtAThing = onceLeftOut && !!mockedThing && mockedThing.owner === 'self' && mockedThing.kind === 'thing' && !mockedThing.lemmas.some((l) => BODY_PART.has(l));
    // One friend making fun once ("my friend made fun of me today") is teasing as above; the child's body or who they are still counts.
    const mockedBody = !!mockedThing && mockedThing.lemmas.some((l) => BODY_PART.has(l));
    const oneFriendOnce = act.agent?.kind === 'close' && !act.agent.lemmas.some((l) => SIBLING.test(l)) && !isPattern(reading, act.agent) && !mockedBody && !FOR_WHO_THE_CHILD_IS.test(reading.text);
    if (act.lemma === 'make' && after[0] === 'fun' && !onceAtAThing && !oneFriendOnce && (toChild(act) || after.includes('me') || after.includes('my') || ofHowTheChildIs)) return true;
    const aboutTheChild = reading.sentences.some((s) => s.includes(act.word) && s.some((w) => w !== act.word && /^(me|i)$/.test(w.text)));
    // "laugh at my accent all the time": at what the child is, again and again.
    const atMine = act.preps.some((p) => p.prep === 'at' && p.party.owner === 'self' && p.party.kind !== 'family' && p.party.kind !== 'close') && isPattern(reading, act.agent);
    if (act.lemma === 'laugh' && !/\b(clapped|cheered|laughed with|with me|hugged|helped|joke|funny)\b/.test(reading.text) && (toChild(act) || atMine || (act.preps.length === 0 && act.patients.length === 0 && schoolWorld && aboutTheChild && !reading.words.has('joke') && isPattern(reading, act.agent)))) return true;
    // "the other team called us losers after we lost": the other side of a game taunting "us", once, is the game's.
    const otherSide = !!act.agent && (act.agent.head === 'team' || act.agent.lemmas.some((l) => /^(team|teams|players|opponents)$/.test(l)));
    const atUsOnly = act.clause.words.slice(act.at + 1).some((w) => w.text === 'us') && !reading.sentences.flat().some((w) => /^(me|i|my)$/.test(w.text));
    if (SAID.has(act.lemma) && otherSide && atUsOnly && /\b(game|match|lost|won|lose|win|played|score|scored|tournament|race)\b/.test(reading.text) && !SEVERE.test(reading.text) && !REPEATED.test(reading.text) && !FOR_WHO_THE_CHILD_IS.test(reading.text)) continue;
    // "call me names", "call me fat", "telling me im stupid", "say im weird", "posting mean things about me".
    if (SAID.has(act.lemma)) {
      const rest = act.clause.words.slice(act.at + 1);
      // What was said: the words after the act, a clause it governs, or a "that" clause right after ("wrote on the wall that i am ugly").
      const next = reading.clauses[reading.clauses.indexOf(act.clause) + 1];
      const said = [...rest, ...reading.clauses.filter((c) => c !== act.clause && (c.governedBy === act.lemma || (c === next && c.link === 'that'))).flatMap((c) => c.words)];
      // Words said about someone else are about them: "my" then only places them ("about a girl in my class").
      const aboutSomeoneElse = act.preps.some((p) => p.prep === 'about' && !isChild(p.party));
      const aboutChild = toChild(act) || said.some((w) => w.text === 'i' || w.text === 'me' || (w.text === 'my' && !aboutSomeoneElse));
      const threat = said.some((w, i) => w.lemma === 'get' && said[i + 1]?.text === 'me') && said.some((w) => /^(will|would|gonna|going)$/.test(w.text));
      // A name called for who the child is ("they call me terrorist because of my name") is cruel whatever the name.
      // A nickname from friends ("my friends call me ziggy because of my name") is not: the name is an ordinary word, and the callers are not the child's friends.
      const calledAWord = act.lemma === 'call' && act.agent?.kind !== 'close' && rest.some((w, i) => i > 0 && rest[i - 1]!.text === 'me' && w.known && !GIVEN_NAME.has(w.text) && w.pos !== 'PRON');
      // Told they should not exist ("saying i should just disappear"), or called a slur named by its letter ("the n word").
      const saidText = said.map((w) => w.text).join(' ');
      const cruelInItself = /\bshould (just )?(die(?! (my|your|her|his|our|it|them) )|disappear|vanish|not exist|not be alive|not be born|kill (myself|yourself|herself|himself))\b|\bthe (n|and|f|r|b) (word|words)\b/.test(saidText);
      // Called an animal ("call me a dog and bark at me"), by others than the child's own brothers, sisters and friends.
      const calledAnAnimal = act.lemma === 'call' && act.agent?.kind !== 'close' && rest.some((w, i) => i > 0 && /^(me|a|an|the|little|stupid|ugly|fat|big|dirty)$/.test(rest[i - 1]!.text) && (PET.has(w.lemma) || CREATURE.has(w.lemma)) && !/^(team|character|avatar|player|boss|noob|bot)$/.test(w.lemma));
      const hurtful = threat || cruelInItself || calledAnAnimal || (calledAWord && FOR_WHO_THE_CHILD_IS.test(reading.text)) || said.some((w) => INSULT.has(w.text) || INSULT.has(plainOf(w.text)) || MEAN.has(w.text) || MEAN.has(w.lemma)) || rest.some((w) => w.text === 'kill') || said.some((w, i) => w.text === 'go' && said[i + 1]?.text === 'away');
      const nobodyLikesMe = said.some((w, i) => (w.text === 'nobody' || (w.text === 'no' && said[i + 1]?.text === 'one')) && said.some((x) => x.lemma === 'like' || x.lemma === 'friend' || x.lemma === 'want'));
      // One unkind remark from one child is ordinary: bullying is a pattern.
      // Told to all, or written where all can see: "told everyone i smell", "wrote mean words on my locker".
      const publicly = /^(post|spread|write)$/.test(act.lemma) || said.some((w) => /^(everyone|everybody|whole)$/.test(w.text));
      // One unkind remark about a thing of the child's ("said my drawing was dumb"), not again and again, is unkind at most.
      const onceOfAThing = saidOnlyOfAThing(said) && !aboutTheChild && !REPEATED.test(reading.text) && !FOR_WHO_THE_CHILD_IS.test(reading.text);
      if (aboutChild && (hurtful || nobodyLikesMe) && act.agent?.kind !== 'family' && (threat || nobodyLikesMe || publicly || (cruelInItself && !inGame(reading, act)) || (isPattern(reading, act.agent) && !onceOfAThing))) return true;
    }
    // "put gum in my hair on purpose", "poured water on my books every day": done to the child's body or things, meant or a pattern.
    // A thing that shames put on the child themselves: "put a rope on me", "stick gum on me".
    const shaming = act.patients.some((p) => /^(rope|leash|collar|tape|gum|glue|mud|dirt|paint|trash|garbage|ketchup|sand|slime|sign|note)$/.test(p.head));
    const onTheChild = act.preps.some((p) => /^(in|on|into|onto|all over)$/.test(p.prep) && (p.party.kind === 'self-body' || (p.party.owner === 'self' && isBelonging(p.party)) || (shaming && isChild(p.party)))) || act.patients.some((p) => p.kind === 'self-body');
    // "won the game and rubbed it in our faces": a win gloated over, no substance rubbed on anyone.
    const gloated = act.lemma === 'rub' && act.patients.length > 0 && act.patients.every((p) => p.head === 'it') && /\b(won|win|wins|beat|beaten|scored|score|was right|were right|better than|first place)\b/.test(reading.text);
    if (/^(put|pour|throw|spill|spit|rub|stick|smear|draw|write|rip|tear|break|ruin|cut|pee|piss|wee|urinate)$/.test(act.lemma) && onTheChild && !gloated && isOthers(act.agent) && act.agent?.kind !== 'family' && act.agent?.kind !== 'adult' && (reading.has('on purpose') || isPattern(reading, act.agent))) return true;
    // "they put my backpack in the toilet", "kick my bag into the mud": the child's things spoiled where they are put, whatever the deed.
    if (/^(put|throw|dump|drop|stick|shove|push|flush|kick|toss|chuck|dunk)$/.test(act.lemma) && act.patients.some((p) => p.owner === 'self' && isBelonging(p)) && act.preps.some((p) => /^(in|into)$/.test(p.prep) && /^(toilet|trash|garbage|bin|mud|puddle|dumpster|sewer)$/.test(p.party.head)) && isOthers(act.agent) && act.agent?.kind !== 'family' && act.agent?.kind !== 'close') return true;
    // "they put my stuff on the roof every night", "hang my backpack up a tree": the child's things put out of reach, again and again.
    if (/^(put|throw|toss|chuck|kick|hang|hide|hid|stick|leave)$/.test(act.lemma) && act.patients.some((p) => p.owner === 'self' && (isBelonging(p) || /^(stuff|things|clothes|shoes|bag|bags)$/.test(p.head))) && act.preps.some((p) => /^(on|onto|in|into|up|over|at)$/.test(p.prep) && /^(roof|rooftop|tree|fence|ceiling|pole|flagpole|gutter|lockers|basketball hoop|hoop)$/.test(p.party.head)) && isOthers(act.agent) && act.agent?.kind !== 'family' && act.agent?.kind !== 'close' && isPattern(reading, act.agent)) return true;
    // "they took my lunch", "pulled off my kippah", "threw my bag in the trash".
    if (/^(take|steal|throw|toss|chuck|fling|snatch|pull|hide|hid)$/.test(act.lemma) && act.patients.some((p) => p.owner === 'self' && isBelonging(p)) && act.agent && act.agent.kind !== 'close' && act.agent.kind !== 'family' && isPattern(reading, act.agent) && !/\b(gave it back|gave them back|by accident|borrowed)\b/.test(reading.text)) return true;
    // "people are being so mean to me".
    // One friend mean once is ordinary: bullying is a pattern ("my friend was mean to me today").
    if (act.lemma === 'be' && isPattern(reading, act.agent) && act.clause.words.slice(act.at).some((w) => MEAN.has(w.text)) && act.clause.words.slice(act.at).some((w, i, all) => w.text === 'to' && isChild({ kind: all[i + 1]?.text === 'me' || all[i + 1]?.text === 'us' ? 'self' : 'thing', head: '', lemmas: [], owner: null, at: 0 }))) return true;
  }
  // Shown up or mocked where others see: "mean words about me", "tagging me in ugly memes", "pictures of me as a pig".
  if (/\b(mean|nasty|rude|ugly|gross|fake|embarrassing|bad) (word|words|things|stuff|names|jokes|memes|pictures|posts|videos|comments|rumors|rumours) (about|of) me\b|\b(tag|tags|tagging|tagged) me in\b|\b(pictures|picture|drawings|memes) of me as\b|\b(rumor|rumors|rumour|rumours|lies) (that|about) (i|me)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Hate aimed at a name the child says is theirs: "a group chat called we hate sarah and im sarah".
  const named = /\b(hate|hates|against|kill|ugly|stupid|loser) (\w+)\b.*\bi am \2\b/.exec(reading.text);
  if (named && reading.clauses.some((c) => isOthers(c.subject) || (c.subject?.kind === 'pronoun' && c.subject.plural) || c.subject?.head === 'girl' || c.subject?.head === 'boy')) return true;
  // The child's things spoiled and the child called a name by the same others, at once: "knocked my books in the puddle and
  // walked on them and called me a loser". The name called shows the spoiling was meant; no pattern need be told.
  if (spoiledAndMocked(reading)) return true;
  // The child's things thrown where they are spoiled: "pulled off my headband and threw it in the toilet".
  if (/\b(threw|throw|throws|put|puts|dumped|dumps|flushed|flush|flushes|dropped|drops|shoved|shoves|stuffed) (my \w+|it|them) (in|into|down|in to) the (toilet|toilets|trash|garbage|bin|dumpster|sewer|mud|puddle)\b/.test(reading.text) && /\bmy\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'family' && c.subject?.kind !== 'adult' && c.subject?.kind !== 'close')) return true;
  // A song or a joke made of the child: "they made a song about how ugly i am".
  // Made for a celebration or as a gift, with no insult in it, it honours the child: "my class made a video about me for my bar mitzvah".
  const madeInHonour = /\bfor (my|our|the|his|her) (birthday|bday|bar mitzvah|bat mitzvah|party|graduation|siyum|going away|goodbye)\b|\bas a (gift|present|surprise)\b|\b(surprise|surprised me)\b/.test(reading.text) && !reading.sentences.flat().some((w) => INSULT.has(w.text) || INSULT.has(plainOf(w.text)) || MEAN.has(w.text));
  if (/\b(made|make|makes|making|wrote|write|writes|sing|sang|sings|singing) (up )?(a |this |these )?(song|songs|rap|poem|rhyme|rhymes|joke|jokes|meme|memes|video|tiktok) (about|of) (me|how (i|ugly|fat|weird|stupid|dumb|gross))\b/.test(reading.text) && !madeInHonour && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'family')) return true;
  // Others outside the child's family and friends, named first: "the girls in my class", "the boys" (not "we", not "my friends").
  const first = reading.clauses[0]?.subject ?? null;
  const madeByOthers = isOthers(first) && first!.kind !== 'family' && first!.kind !== 'close';
  // The child's words kept to mock: "they screenshot everything i say and laugh", "record what i say and send it around".
  if (/\b(screenshot|screenshots|screenshotted|screenshotting|screen shot|record|records|recorded|recording|copy|copies|copied) (everything|what|all|whatever|every thing|all the stuff|the things) i (say|said|write|wrote|post|posted|text|texted|send|sent)\b/.test(reading.text) && /\b(laugh|laughs|laughed|laughing|share|shares|shared|send it|sends it|sent it|post|posts|posted|show|shows|showed|everyone|everybody|whole)\b/.test(reading.text) && !/\bwe (all )?(laugh|laughed)\b/.test(reading.text) && madeByOthers) return true;
  // A group named to shut one child out: "a group chat called everyone but dina", "a club named no noa allowed".
  if (/\b(group|chat|group chat|club|page|server|team|account) (called|named|that is called|that says) (everyone but|everybody but|all except|no \w+ allowed|anti \w+|\w+ haters|we hate \w+|i hate \w+)\b/.test(reading.text) && madeByOthers) return true;
  // Shunned for a price or a dare: "people in my grade pay each other to not sit next to me".
  if (/\b(pay|pays|paid|paying|dare|dares|dared|bet|bets) (each other|eachother|one another|people|kids|everyone|someone|anyone|them) (\w+ )?(to not|not to|so they dont|so they do not|to never|never to) (sit|talk|play|stand|be|hang out|partner|work)( \w+)? (next to|with|near|by|to) me\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'family')) return true;
  // Shunned by a pact put in writing: "everyone in my grade signed a paper saying they wont talk to me", "a petition to not sit with me".
  if (/\b(sign|signs|signed|signing|make|made|makes|write|wrote|writes|start|started|starts|pass|passed|passing) (a |an |this )?(paper|petition|list|pact|promise|contract|deal|agreement|pledge|note)\b.*\b(wont|will not|would not|not to|to not|never to|to never|never|cant|can not|not allowed to) (ever )?(talk|sit|play|hang out|be friends|partner|eat|stand|invite)( \w+)? (to|with|next to|near|by|beside) me\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'family' && c.subject?.kind !== 'adult')) return true;
  // Ranked the ugliest, with the child on the list: "an instagram page that rates the ugliest kids in our grade and im number one".
  if (/\b(rate|rates|rated|rating|rank|ranks|ranked|ranking|vote|votes|voted|voting|list|poll|contest)\b.*\b(ugliest|fattest|grossest|weirdest|dumbest|smelliest|stinkiest|most annoying|most hated|biggest loser|worst looking)\b/.test(reading.text) && /\b(i am|i was) (number (one|1)|#1|first|the winner|on (it|the list|there|top)|at the top)\b|\b(me|my (name|face|picture|pic|photo)) (is |was )?(on (it|there|the list|top)|at the top|number (one|1)|first)\b|\bvoted me\b/.test(reading.text)) return true;
  // Disgust acted out at the child coming near: "everyone in my class sprays air freshener when i sit down", "they hold their noses
  // every time i walk by" (not a sister's perfume, nor the child's own nose).
  if (/\b(spray|sprays|sprayed|spraying) (\w+ ){0,2}(air freshener|freshener|febreze|lysol|disinfectant|deodorant|body spray)\b|\b(hold|holds|held|holding|pinch|pinches|pinched|plug|plugs|plugged) (their|his|her) noses?\b/.test(reading.text) && /\b(when|whenever|every time|each time|as soon as) i (sit|come|walk|get|stand|go|pass|am near|talk)\b|\b(near|next to|beside) me\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && !/^(family|adult)$/.test(c.subject?.kind ?? '') && !c.subject?.lemmas.some((l) => SIBLING.test(l)))) return true;
  // The child's hair cut off by other children: "some older girls cut off a chunk of my hair on the bus" (not a friend's trim at a
  // sleepover, a barber's, or hair the child asked to have cut).
  if (/\b(cut|cuts|cutting|chop|chops|chopped|snip|snips|snipped) (off )?((a|some) )?((chunk|piece|lock|bit|part) of )?my (hair|braid|braids|ponytail|pigtail|pigtails|bangs)\b|\b(cut|cuts|chopped|snipped) my (\w+ )?(hair|braid|braids|ponytail|pigtail|pigtails|bangs) off\b/.test(reading.text) && !/\b(i (asked|let|wanted|told)|for the play|for the show|lice|barber|hairdresser|salon)\b/.test(reading.text) && reading.clauses.some((c) => !!c.subject && (c.subject.kind === 'peer' || c.subject.kind === 'group' || ((c.subject.kind === 'anyone' || c.subject.kind === 'pronoun') && [...SCHOOL_WORLD].some((w) => reading.words.has(w)))))) return true;
  // Told to leave the country: "the kids tell me to go back to my country".
  if (/\bgo back to (your|my|their|his|her) (own )?(country|home country)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'family')) return true;
  // Made to do what shames: "they make me eat dirt", "the big kids make me carry their bags".
  if (/\b(make|makes|made|force|forces|forced) (me|us) (eat|lick|drink|crawl|bark|kiss|smell|sniff|carry|give|clean|bow|beg|say sorry to)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'adult' && c.subject?.kind !== 'family')) return true;
  // Shut out for who the child is: "they say i cant play because of my skin color".
  if (/\b(can not|cant|not allowed to|wont let me|will not let me|do not let me|dont let me) (play|sit|join|come|be|hang)\b/.test(reading.text) && FOR_WHO_THE_CHILD_IS.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Pulled down in front of others: "the boys said they will pants me".
  // Not the trousers wet or torn: "i peed in my pants at camp".
  // Trousers another pulls down on their own ("my little brother pulled his pants down in the yard") are that one's, not the child's:
  // a garment of "his" or "her", with the child named nowhere as the one it was done to or before, is not pulled down on the child.
  const ownTrousers = /\b(pulled|pulls|pull|pulling|took|takes|put|puts) (his|her|their) (own )?pants (down|off|on|up)\b|\b(pulled|pulls|pull|pulling) (down|off|up) (his|her|their) (own )?pants\b/.test(reading.text) && !/\b(me|us|my pants)\b|\b(pantsed|pantsing|depants|depantsed|wedgie|wedgies|swirly|swirlie)\b/.test(reading.text);
  // Done to the child by whoever did it, however the doer was read: "the boys pantsed me", "jake gave me a wedgie".
  if (/\b(pantsed|pantsing|depantsed|depants|depantsing) (me|us)\b|\b(gave|give|gives|giving) (me|us) (a |an )?(wedgie|wedgies|swirly|swirlie|atomic wedgie)\b/.test(reading.text) && !/\b(not|never|did not|didnt|nobody|no one|noone) (ever )?(pantsed|pants|give|gave)\b|\b(i|we) (pantsed|gave)\b/.test(reading.text)) return true;
  if (!ownTrousers && /\b(pants|pantsed|pantsing|depants|depantsed|wedgie|wedgies|swirly|swirlie)\b/.test(reading.text) && !/\b(pee|peed|pees|peeing|wet|wets|wetting|poop|pooped|pooping|ripped|rip|tore|tear|split|spilled|spill) (in |on )?(my|his|her|their) pants\b/.test(reading.text) && /\b(me|my)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Animal sounds made at the child by others: "kids in my class bark at me when i walk in".
  if (/\b(bark|barks|barked|barking|oink|oinks|oinked|oinking|moo|moos|mooing|meow|meows|howl|howls|howling|snort|snorts|snorting|quack|quacks|grunt|grunts|grunting) at (me|us)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'pet')) return true;
  // Pushed around by others: "keep pushing me around".
  if (/\b(push|pushes|pushed|pushing|shove|shoves|shoved|shoving|boss|bosses|bossing|knock|knocks|knocking) me around\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject) && c.subject?.kind !== 'family' && !(c.subject?.kind === 'close' && c.subject.lemmas.some((l) => SIBLING.test(l))))) return true;
  // The child's picture or video held over them: "they will put my video online if i dont do their homework".
  if (/\b(will|would|gonna|going to|said they will|said they would) (put|post|send|share|show|upload) (my|the|a) (\w+ )?(video|videos|picture|pictures|pic|pics|photo|photos|secret|texts|messages)\b/.test(reading.text) && /\bif (i|we) (do not|dont|did not|didnt|will not|wont|refuse)\b|\bunless (i|we)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Pretending to be the child where others see: "made a fake account of me", "a fake account with my picture".
  if (/\b(fake|pretend) (account|accounts|profile|profiles|page|pages|insta|instagram|tiktok|snap|snapchat|facebook|youtube) ((of|about|as|pretending to be) me|(with|using|that uses|and used) my (picture|pictures|pic|pics|photo|photos|face|name|selfie|selfies))\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Disgust acted out at the child: "they hold their nose when i walk past like i stink", "say i have cooties".
  if (((HELD_NOSES.test(reading.text) && AT_THE_CHILD.test(reading.text)) || /\b(like|as if|say|says|said|saying|act like|pretend) i (stink|smell|am dirty|have (germs|cooties|lice|fleas|a disease))\b/.test(reading.text)) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Avoided on purpose: "they run away when i come near".
  if (/\b(run|runs|ran|move|moves|moved|walk|walks|get up|gets up|leave|leaves|left|change|changes|changed|switch|switches|switched) ((away|seats|seat|tables|table|desks|desk|rows|spots) )?(when|whenever|if|every time) i (come|sit|walk|get|go) (near|close|over|by|next|down|with them|there)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Others told not to be with the child: "told everyone not to talk to me".
  if (/\b(told|tell|tells|telling) (everyone|everybody|people|the class|the others|all the \w+|them) (not to|to not|to never|never to) (talk|play|sit|hang|be friends|walk)\b/.test(reading.text)) return true;
  // Left out: "nobody wants to sit with me", "no one will play with me".
  // "nobody in my class talks to me": who nobody is may be told between.
  if (/\b(nobody|no one|noone) ((in|at|from|on) (my|the|our) (\w+ ){1,2})?(is )?((wants|want|will|would|lets|let|ever|can|could|may|should|allowed|is allowed) )?(to )?(sit|sits|play|plays|talk|talks|hang out|hangs out|hang|be friends|eat|eats|walk|walks|go|stand|stands) (with|to|near|next to) me\b/.test(reading.text)) return true;
  // Shut in and frightened where the child is alone: "they wait till im in the stall then turn off the lights and bang on the door".
  const childShutIn = /\b(i am|im|i was|i get|i go) (in|into|inside) (the|a) (stall|bathroom|toilet|toilets|locker|closet|shower|showers|changing room|porta potty)\b/.test(reading.text);
  if (childShutIn && reading.clauses.some((c) => isOthers(c.subject) && (c.subject!.kind === 'peer' || c.subject!.kind === 'group' || c.subject!.kind === 'anyone' || (c.subject!.kind === 'pronoun' && !!c.subject!.plural)) && c.words.some((w, i) => /^(bang|kick|pound|hold|block|lock|shake|turn|switch|pull)$/.test(w.lemma) && c.words.slice(i + 1, i + 4).some((x) => /^(door|lights?|light)$/.test(x.text) || (/^(off|out)$/.test(x.text) && /^(turn|switch)$/.test(w.lemma)))))) return true;
  // Ranked the worst by the group: "made a list of the ugliest kids and i was number one", "votes on who is ugliest and its always me".
  const rankedWorst = /\b(list|lists|vote|votes|voted|voting|poll|polls|ranking|ranked|rank|ranks|contest|award|awards)\b(\s\w+){0,5}\s(ugliest|fattest|dumbest|stupidest|weirdest|smelliest|grossest|worst|most annoying|most hated|biggest loser)\b/.test(reading.text) && /\b(i was|i am|im|it is always me|its always me|always me|it was me|number one|first|i won|i got it|me)\b/.test(reading.text);
  // A poll or vote about whether the child should exist, live or die.
  const pollOnMyLife = /\b(poll|vote|votes|voted|survey)\b(\s\w+){0,6}\s(whether|if) i (should|can|deserve to|get to) (exist|live|die|be alive|be here|stay)\b/.test(reading.text);
  if ((rankedWorst || pollOnMyLife) && (reading.clauses.some((c) => isOthers(c.subject) || c.parties.some((p) => p.kind === 'peer')) || /\b(class|grade|kids|girls|boys|they|everyone|everybody|bunk|team)\b/.test(reading.text))) return true;
  // A rumour spread about the child, and what it left: "keeps telling everyone i have lice and now nobody comes near me".
  const rumour = /\b(tell|tells|told|telling|spread|spreads|spreading|says to|said to) (everyone|everybody|the whole (class|grade|school|bunk)|the class|people|all the \w+|the other kids) (that )?(i|my \w+) (have|has|am|is|was|smell|stink|stinks|eat|pee|peed|wet|like|love|am in|is in)\b/.test(reading.text);
  if (rumour && /\b(nobody|no one|noone|make fun|made fun|making fun|laugh at me|laughs at me|laughed at me|laughing at me|tease me|teased me|teasing me|stay away|calls me|call me|called me)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // Left out by a rule of the group: "the whole class signed that nobody is allowed to be my partner".
  if (/\b(nobody|no one|noone) (is |are |was )?((allowed|wants|want|wanted|will|would|can|could|may|should) )?(to )?be my (partner|partners|friend|friends|buddy|teammate|lab partner|group)\b/.test(reading.text) && !/\b(today|this time|once)\b/.test(reading.text)) return true;
  // A chat, a page or a video made about how the child looks or is, with a name called: "made a group chat about how ugly i am".
  const madeAbout = /\b(made|make|makes|making|started|starts|start|created|creates|create|set up|sets up|posted|posts|post) (a|an|the|this|that) (\w+ )?(group chat|groupchat|chat|page|account|video|poll|list|post|song|meme|memes|website|story|slideshow|vote)s? (about|of|on) (how (\w+ ){0,2}i (am|look|smell|talk|walk|dress)|me|my \w+)\b/.exec(reading.text);
  // The child's face or picture made a joke of and sent round: "photoshopped my face on a pig and sent it to the whole year".
  const faceMocked = /\b(meme|memes|photoshopped|photoshops|photoshop|edited|edits|filters?|stickers?) (\w+ ){0,3}(my (face|picture|photo|pic|head))\b|\bmy (face|picture|photo|pic|head) (\w+ ){0,2}(on|onto|with) (a |an )?(pig|dog|monkey|rat|cow|donkey|clown|pig ears|dog ears|horns)\b|\b(meme|memes) of my (face|picture|photo|pic|head)\b/.test(reading.text);
  if (faceMocked && /\b(everyone|everybody|the whole|all of|sent it|send it|sends it|posted|posts|shared|shares|group chat|class chat|snapchats?|wont stop|will not stop|every day|(laugh|laughs|laughed|laughing) at me)\b/.test(reading.text) && !/\bwe (all )?(laughed|laugh|were laughing)\b/.test(reading.text) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  if (madeAbout && reading.sentences.flat().some((w) => INSULT.has(w.text) || INSULT.has(plainOf(w.text))) && reading.clauses.some((c) => isOthers(c.subject))) return true;
  // "my bully", "the bullies", "i get picked on": the words themselves, when not negated or asked in general.
  for (const clause of reading.clauses) {
    const bully = clause.parties.find((p) => p.head === 'bully' || p.head === 'bullies');
    // "the goliath story is about a big bully": a bully in a story told about.
    const retold = toldInAStory(reading, clause);
    if (bully && !retold && (bully.owner === 'self' || clause.words.some((w) => w.text === 'the')) && !clause.words.some((w) => w.text === 'not' || w.text === 'never') && !clause.question) return true;
  }
  return false;
}

/** Deeds that spoil a thing: dumped, stomped or walked on, ripped, broken, soaked. */
const SPOILING = /^(dump|stomp|step|walk|trample|rip|tear|break|smash|crush|ruin|spill|pour|soak|kick|throw|toss|chuck|scribble|wreck|crumple|drop|tip|knock|flip|squash|squish|snap|shred)$/;

/**
 * Others spoiling a thing of the child's and calling the child a name in the same telling: "some boys kicked my lunchbox into the
 * creek and stepped on my sandwich and called me a baby". A brother or sister, or a grown-up at home, is a squabble or a rule.
 */
function spoiledAndMocked(reading: Reading): boolean {
  const acts = readActs(reading.clauses, (w) => SPOILING.test(w.lemma) || SAID.has(w.lemma));
  const byOthers = (a: Act) => isOthers(a.agent) && a.agent?.kind !== 'family' && a.agent?.kind !== 'close' && a.agent?.kind !== 'adult' && !a.negated;
  const mine = (p: Party) => p.owner === 'self' && isBelonging(p);
  const spoiled = acts.some((a) => SPOILING.test(a.lemma) && byOthers(a) && (a.patients.some(mine) || a.preps.some((p) => /^(on|onto|all over)$/.test(p.prep) && mine(p.party))));
  const named = acts.some((a) => SAID.has(a.lemma) && byOthers(a) && a.clause.words.slice(a.at + 1).some((w) => INSULT.has(w.text) || INSULT.has(plainOf(w.text))));
  return spoiled && named && !acts.some((a) => inGame(reading, a) || toldInAStory(reading, a.clause));
}
