import type { SafetyCategory } from '@morah/contracts';
import { ALSO_A_GAME, SERIOUS, TOUCHING, VIOLENT } from '../concepts/acts';
import { BODY_PART, FAMILY_ADULT, HEALER, OTHER_ADULT } from '../concepts/people';
import { CELEBRATION, CONTEST, GAME_NAME, HAPPY_SECRET, HARM_INSTRUMENT, INJURY_MARK, INJURY_PHRASE, LOOK_OR_WORD, PLAY, PLAY_FIGHT, PLAY_PLACE, SCHOOL_WORLD } from '../concepts/topics';
import { type Act, readActs } from '../read/acts';
import type { Clause } from '../read/clauses';
import type { Party } from '../read/parties';
import type { Reading } from '../read/read-message';
import { isVerbAt } from '../read/verbs';
import { grownUpOfAChild, isChild, isGeneralQuestion, isMishap, isPerson, isPlay, laughedAt, playOnlyAmongMeans, longAgo, saidToBeAnAccident, tellingOnTheirMischief, toldAsAHabit } from './frames';
import { hearMarksAndMeans } from './marks-and-means';
import { tellsOfSecrecy } from './secrecy';
import { hearSilencingThreat, hearThreatToChild } from './threats';

/** Acts that are everyday on their own ("pushed me on the swing"): they need a sign of force. */
const MILD = new Set(['flick', 'push', 'pull', 'hold', 'pin', 'grab', 'squeeze', 'throw', 'toss', 'fling', 'flung', 'chuck', 'shake', 'trip', 'knock', 'tie', 'lock', 'pinch', 'scratch', 'bite', 'spit', 'jump', 'crush', 'fight', 'hurl', 'drag', 'slam', 'smash', 'twist', 'elbow', 'starve', 'threaten', 'bully']);
const FORCE = new Set(['hard', 'harder', 'until', 'till', 'bleed', 'bled', 'bleeding', 'bruise', 'bruises', 'mark', 'marks', 'cry', 'cried', 'crying', 'hurt', 'hurts', 'pain', 'again', 'always', 'every', 'everyday', 'keep', 'keeps', 'purpose', 'stairs', 'wall', 'floor', 'ground', 'locker', 'lockers', 'neck', 'hair', 'throat', 'face', 'room', 'closet', 'outside', 'basement', 'breathe', 'belt', 'stick', 'spoon', 'shoe']);
const FORCEFUL_PREP = new Set(['against', 'into', 'down', 'off', 'across', 'in', 'out']);
const FAMILY_SIDE = new Set(['family']);

/** The child, the child's family or a friend: a harm to them, told by the child, is a disclosure. */
function isVictimSide(p: Party): boolean {
  if (isChild(p)) return true;
  if (p.kind === 'close') return true;
  if (p.kind === 'family' && p.owner !== 'other') return true;
  // "her dad beats her": a pronoun that stands for a friend or a sister.
  return false;
}

/** Words for a friend. */
const FRIEND_WORD = /^(friend|bestie|bff|pal|buddy)$/;
/** A brother, a sister or a cousin: a child of the family, not a friend. */
const isKin = (p: Party | null): boolean => !!p && p.kind === 'close' && !p.lemmas.some((l) => FRIEND_WORD.test(l));

/** A grown-up, at home or not. */
const isGrownUp = (p: Party | null) => !!p && (p.kind === 'family' || p.kind === 'adult');
/** Another child: "a kid in my class said his mom burns HIM", "a boy". */
const isAnotherChild = (p: Party) => p.kind === 'peer' || p.kind === 'named' || p.kind === 'close';

/** What a carer's work on a child's body may feel like. */
const TREATMENT = new Set(['pull', 'cut', 'stick', 'hold', 'pinch', 'squeeze', 'press', 'poke', 'scratch', 'push', 'twist', 'grab', 'pin']);

/** A child's small slips, the reason a grown-up "will kill" them in a figure of speech. */
const SLIP = new Set(['lose', 'forget', 'spill', 'fail', 'miss', 'ruin', 'tear', 'rip', 'stain', 'drop', 'wreck', 'mess', 'crash', 'skip', 'scratch', 'dent', 'flunk', 'eat', 'spend', 'break']);

/** Cutting hair, combing, dressing: done to a child's body, they are care. */
const GROOMING = new Set(['hair', 'nail', 'nails', 'bangs', 'fringe', 'toenails', 'fingernails']);

/**
 * Whether what is cut, named straight after the deed, is hair or nails, whoever's they are: "cut my brothers hair", "cut my sister's
 * bangs" (the reading takes the owner for the one cut). Not "cut my brothers arm with a knife".
 */
function cutsWhatIsGroomed(act: Act): boolean {
  const after = act.clause.words.slice(act.at + 1, act.at + 5);
  const end = after.findIndex((w) => w.pos === 'ADP' || w.pos === 'PUNCT' || w.pos === 'CCONJ');
  return (end < 0 ? after : after.slice(0, end)).some((w) => GROOMING.has(w.text) || GROOMING.has(w.lemma));
}
/** Touches of fondness: "pinches my cheeks". */
const FONDNESS = new Set(['cheek', 'cheeks', 'nose', 'chin']);

/**
 * "is it normal for a dad to hit you with a shoe", "are moms allowed to lock u in the closet": a child
 * asking whether a grown-up at home may do a harm to "you" is asking about their own home.
 */
function asksIfNormalAtHome(reading: Reading, act: Act): boolean {
  return act.clause.question && act.agent?.kind === 'family' && /\b(is|are) (it|that|this) (normal|ok|okay|allowed|fine|right|legal)\b|\b(are|is) (\w+ ){1,2}allowed to\b/.test(reading.text);
}

const unresolvedChildPronoun = (p: Party) => p.kind === 'pronoun' && /^(him|her|them)$/.test(p.head) && p.lemmas.length === 1;

function victimsOf(act: Act, reading?: Reading): Party[] {
  // A grown-up's harm to another child is told so that a grown-up can help that child.
  const direct = act.patients.filter((p) => isVictimSide(p) || (isGrownUp(act.agent) && isAnotherChild(p)) || (grownUpOfAChild(act.agent) && unresolvedChildPronoun(p)) || (p.kind === 'you' && !!reading && asksIfNormalAtHome(reading, act)));
  // "my arm really hurts. my mom twisted it": "it" for the child's body part named just before.
  const before = reading?.clauses.slice(0, Math.max(0, reading.clauses.indexOf(act.clause))).flatMap((c) => c.parties) ?? [];
  const lastNamed = [...before].reverse().find((p) => p.kind !== 'thing' || p.head !== 'it');
  if (isGrownUp(act.agent) && act.patients.some((p) => p.head === 'it') && lastNamed?.kind === 'self-body') direct.push(lastNamed);
  // "throws things at me", "threw the ball at my face", "spit on me".
  const aimed = act.preps.filter((p) => /^(at|on|onto)$/.test(p.prep) && isVictimSide(p.party)).map((p) => p.party);
  return [...direct, ...(act.patients.every((p) => p.kind === 'thing') ? aimed : [])];
}

function isAgentSomeoneElse(act: Act): boolean {
  const a = act.agent;
  // "i get hit with a belt": someone did it.
  if (!a) return act.passive;
  return ['family', 'close', 'adult', 'peer', 'anyone', 'pronoun', 'named', 'group'].includes(a.kind);
}

function isContest(act: Act): boolean {
  // "says hell whoop me at checkers": any defeat "at" a game is the game's, unless the deed is grave.
  const atAGame = act.preps.some((p) => p.prep === 'at' && p.party.lemmas.some((l) => CONTEST.has(l) || CONTEST.has(`${l}s`)));
  if (atAGame && !SERIOUS.has(act.lemma)) return true;
  return ALSO_A_GAME.has(act.lemma) && act.preps.some((p) => (p.prep === 'at' || p.prep === 'in') && p.party.lemmas.some((l) => CONTEST.has(l) || CONTEST.has(`${l}s`)));
}

/** What a deed left, told anywhere in its sentence: "bit me on my arm and it left teeth marks". */
const LEFT_A_MARK = /^(marks|mark|bruise|bruises|bruised|bleed|bled|bleeding|blood|scar|scars|swollen|welts|welt)$/;

const UNTIL_IT_HURT = /^(hurt|hurts|hurting|ached|aches|cry|cried|crying|bled|bleed|bleeding|bruised|breathe|screamed|dizzy|numb|sore)$/;
/** A body part's colour changed by a deed kept up: "flicks my ears till they go purple", "squeezed my wrist until it turned white". */
const UNTIL_A_COLOUR = /^(purple|blue|black|red|white|swollen)$/;

function hasForce(act: Act, reading?: Reading): boolean {
  const words = act.clause.words;
  const sentence = reading?.sentences.find((s) => s.includes(act.word));
  if (sentence?.some((w) => LEFT_A_MARK.test(w.text))) return true;
  // Aimed at the child ("throws things at me").
  if (act.preps.some((p) => /^(at|on)$/.test(p.prep) && isChild(p.party))) return true;
  if (words.some((w) => FORCE.has(w.text) || FORCE.has(w.lemma))) return true;
  // "shakes me until my head hurts", "squeezed my wrist till i cried": the deed went on until it hurt, told in the clause after.
  const next = reading?.clauses[reading.clauses.indexOf(act.clause) + 1];
  if (next && /^(until|till|til)$/.test(next.link ?? '') && next.words.some((w) => UNTIL_IT_HURT.test(w.text))) return true;
  // "flicks my ears till they go purple": done to a part of the child's body until it changes colour.
  if (next && /^(until|till|til)$/.test(next.link ?? '') && act.patients.some((p) => p.kind === 'self-body' && !FONDNESS.has(p.head) && !FONDNESS.has(`${p.head}s`)) && next.words.some((w, i) => /^(go|turn|get|become)$/.test(w.lemma) && UNTIL_A_COLOUR.test(next.words[i + 1]?.text ?? ''))) return true;
  // "locks me in the dogs crate", "shut me inside the shed": the child shut in somewhere by someone (a hug is no place).
  if (/^(lock|shut)$/.test(act.lemma) && act.patients.some(isChild) && act.preps.some((p) => /^(in|inside|into)$/.test(p.prep) && p.party.kind === 'thing' && !TOUCHING.has(p.party.head)) && !/\bfor (a|one|two|a few) (second|seconds|sec|minute|minutes|min|moment)\b/.test(reading?.text ?? '')) return true;
  // A grown-up's deed done in anger: "my mom bites me when she gets angry".
  if (isGrownUp(act.agent) && reading !== undefined && /\bwhen (he|she|they) (gets|get|got|is|are|was|were) (so |really |super )?(angry|mad|furious|drunk)\b(?! at (the|a|an|my \w+) )|\b(angry|mad|furious) at me\b/.test(reading.text)) return true;
  // A flick is light: where it was done ("in the car") says nothing of force.
  if (act.lemma === 'flick') return false;
  // "threw me against the fridge": against anything at all. "slammed me into the door": into anything
  // but where a child lands in play ("threw me into the pile of leaves") or a touch ("pulled me into a hug").
  const intoAThing = (p: Act['preps'][number]) => p.prep === 'into' && p.party.kind === 'thing' && !PLAY_PLACE.has(p.party.head) && !TOUCHING.has(p.party.head);
  if (act.preps.some((p) => p.prep === 'against' || intoAThing(p))) return true;
  if (act.preps.some((p) => FORCEFUL_PREP.has(p.prep) && p.party.kind !== 'thing') || act.preps.some((p) => FORCEFUL_PREP.has(p.prep) && /^(stairs|wall|floor|ground|locker|room|closet|basement|car|pool|water)$/.test(p.party.head))) return true;
  // "my dad ties me up": a grown-up binding the child.
  if (/^(tie|chain|tape|bind|cuff|handcuff)$/.test(act.lemma) && isGrownUp(act.agent) && act.patients.some(isChild) && act.clause.words.slice(act.at + 1, act.at + 3).some((w) => w.text === 'up')) return true;
  // "tied me to a chair", "chained me to the bed": held fast to a thing. A loose tooth tied to a doorknob is the tooth pulled, not the
  // child held.
  if (/^(tie|chain|strap|tape|lock)$/.test(act.lemma) && act.preps.some((p) => p.prep === 'to' && p.party.kind === 'thing') && !act.patients.some((p) => p.kind === 'self-body' && /^(tooth|teeth)$/.test(p.head))) return true;
  // "ties my hands with tape", "taped my wrists together": the child's hands or feet bound.
  if (/^(tie|chain|strap|tape|bind|cuff|handcuff|zip)$/.test(act.lemma) && act.patients.some((p) => p.kind === 'self-body' && /^(hand|wrist|foot|feet|ankle|arm|leg)$/.test(p.head) && !!p.plural)) return true;
  // A flick is light wherever it lands: it needs force of its own.
  return act.lemma !== 'flick' && act.patients.some((p) => p.kind === 'self-body' && /^(hair|braid|braids|ponytail|ponytails|pigtail|pigtails|neck|throat|arm|ear|face|head)$/.test(p.head));
}

/** Force told in the words or marks of a deed, not only its being aimed at the child: "jumped out at me" is aimed, not forceful. */
function hasForceBeyondAim(act: Act, reading: Reading): boolean {
  const forceful = (x: string) => FORCE.has(x) && !/^(stairs|wall|floor|ground|locker|lockers|room|closet|outside|basement)$/.test(x);
  return act.clause.words.some((w) => forceful(w.text) || forceful(w.lemma)) || reading.sentences.some((s) => s.includes(act.word) && s.some((w) => LEFT_A_MARK.test(w.text)));
}

/** The child takes back a story told to cover a deed: "well actually my mom pushed me", "the truth is". */
function correctsTheStory(reading: Reading): boolean {
  return /^(well |ok |okay |so )?(actually|really|the truth is|to be honest|honestly|i lied)\b/.test(reading.text) || /\b(i lied|not really an accident|was not an accident|wasnt an accident)\b/.test(reading.text);
}

/** The child tells of a part played: "in the purim play i was haman and got hanged". */
function playsARole(reading: Reading): boolean {
  return /\b(in|at|for) (the|our|my|a|this) (\w+ )?(play|show|skit|shpiel|spiel|musical|movie|video|pretend game|drama)\b/.test(reading.text) && /\bi (was|played|am|will be|acted as|got to be|pretended to be)\b/.test(reading.text);
}

/** What was done is hidden from sight: "i wear long sleeves so nobody sees where my dad grabbed me". */
function marksHidden(reading: Reading): boolean {
  return /\bso (that )?(nobody|no one|noone|people|anyone) (can |will |would |does |do )?(not )?(see|sees|notice|notices|know|knows)\b|\b(hide|cover|covers|covering|hiding) (the|my) (marks|bruises|bruise|mark|cuts)\b/.test(reading.text);
}

/** Kept from everyone outside: "not to tell anyone", "nobody can know", "between us", "or ill be taken away", "say i fell". */
const KEPT_FROM_ALL = /\b(not|never) (to )?(tell|say|show|mention) (it |this |that )?(to )?(anyone|anybody|nobody|no one|people|the teacher|my teacher|teachers|the nurse|the doctor|school|at school|the police|the counselor|your teacher)\b|\b(nobody|no one|noone) (can|must|should|is allowed to|is supposed to|can ever|will ever) (know|find out|see|hear)\b|\bbetween (us|you and me|me and (him|her|them))\b|\bkeep (it|this|that) (a )?(secret|quiet)\b|\bor (i|we|you) (will|would|could) (be|get) taken away\b|\b(say|tell (them|people|everyone|the teacher|the nurse)) (that )?(i|it) (fell|tripped|slipped|was an accident|did it (to )?myself|ran into)\b/;

/** A grown-up of the child's, named first: one whose deeds the child tells. */
const grownUpFirst = (reading: Reading) => reading.clauses.some((c) => !!c.subject && (c.subject.kind === 'family' || c.subject.kind === 'adult') && !HEALER.has(c.subject.head));

/**
 * A thing a grown-up throws at the child that left a wound: "my dad throws his coffee mug at me and last time it cut my eyebrow open"
 * (not a snowball or a water balloon, nor a ball thrown to be caught).
 */
function thrownAtTheChildAndWounded(reading: Reading): boolean {
  return /\b(throw|throws|threw|thrown|throwing|chuck|chucks|chucked|hurl|hurls|hurled|fling|flings|flung) (his|her|their|a|an|the|stuff|things|whatever) (\w+ ){0,2}at (me|us|my (head|face|eye|eyes|back|arm|arms|leg|legs))\b/.test(reading.text) && /\b(cut|cuts|split|busted|bled|bleed|bleeding|bruise|bruised|bruises|black eye|stitches|swollen|lump|broke|concussion|scar)\b/.test(reading.text) && !/\b(snowball|snowballs|water balloon|water balloons|pillow|pillows|ball|balls|frisbee|beanbag|confetti|candy|catch|by accident|accidentally)\b/.test(reading.text) && grownUpFirst(reading);
}

/**
 * A child's hand, fingers or feet held over or on a flame or something hot by a grown-up: "his mom holds them over the candle", "my
 * uncle held my fingers on the stove" (not a candle lit together, nor hands warmed at a fire).
 */
function heldToAFlame(reading: Reading): boolean {
  return /\b(hold|holds|held|holding|put|puts|stick|sticks|stuck|press|presses|pressed|force|forces|forced) (my|his|her|their|them|me|him|us) (\w+ )?(hands?|fingers?|fingertips|arms?|feet|foot)? ?(over|on|in|into|onto|against|to) (the|a|an) (\w+ )?(candle|candles|stove|flame|flames|fire|lighter|burner|oven|iron|grill|heater|radiator|pan|kettle)\b/.test(reading.text) && /\b(burn|burns|burned|burnt|blister|blisters|hurt|hurts|scream|screamed|cry|cried|punish|punishment|when i|when he|when she|cuz|because|if i)\b/.test(reading.text) && !/\b(warm|warms|warming|roast|roasting|marshmallows?|havdalah|light|lit|lighting|bless|blessing)\b/.test(reading.text) && grownUpFirst(reading);
}

/**
 * A hurt to the child's body that someone told the child to keep from everyone outside: "he said nobody can know about my
 * broken finger or ill be taken away", "i fell and my mom said not to tell anyone". An injury is told openly; kept from all, by
 * another's word, it is what a child is told to hide. Kept from one relative for their sake ("dont tell grandma she worries") or
 * a surprise is not this.
 */
function injuryKeptSecret(reading: Reading): boolean {
  if (!KEPT_FROM_ALL.test(reading.text) || [...HAPPY_SECRET].some((w) => reading.words.has(w))) return false;
  // The child's own body hurt: a part of it named with a hurt, the child fallen or hurt, or the child's bruises or cuts.
  const words = reading.sentences.flat();
  const partHurt = reading.clauses.some((c) => c.parties.some((p) => p.kind === 'self-body') && c.words.some((w) => INJURY_MARK.has(w.text) || /^(hurt|injure|break|sprain|twist|cut|burn|bruise|bleed|swell|scrape|jam|crack|dislocate|bang|bump|smash|split)$/.test(w.lemma)));
  const childHurt = reading.clauses.some((c) => c.subject !== null && isChild(c.subject) && c.words.some((w) => /^(fall|fell|trip|slip)$/.test(w.lemma) || /^(hurt|injured|stitches|concussion)$/.test(w.text)));
  const marksOfMine = words.some((w, i) => w.text === 'my' && INJURY_MARK.has(words[i + 1]?.text ?? ''));
  if (!partHurt && !childHurt && !marksOfMine && !INJURY_PHRASE.some((p) => reading.has(p))) return false;
  // A grown-up asked for the silence (a friend's "dont tell the teacher" over a fall at play is not this).
  const bidden = reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult' || c.subject.kind === 'pronoun') && c.words.some((w) => /^(say|tell|make|warn|threaten|want|whisper)$/.test(w.lemma)));
  return bidden;
}

/**
 * A grown-up bid the child cover a part of the body so no one sees it: "mom told me to wear long sleeves so nobody sees my
 * arms", "makes me wear a scarf so no one sees my neck". Hair, a face under a costume, or a rash are not this.
 */
function bodyHiddenByBidding(reading: Reading): boolean {
  const hidden = /\bso (that )?(nobody|no one|noone|people|anyone|anybody|(the |my |other )?(teachers?|kids|school|nurse|coach|friends?|neighbors?)) (can |will |would |does |do |did )?(not )?(see|sees|notice|notices|ask about|asks about) (my|the) (arm|arms|leg|legs|back|neck|wrist|wrists|skin|body|shoulder|shoulders|stomach|tummy|chest|bruises|bruise|marks|mark|cuts|burns|scars)\b/.test(reading.text);
  if (!hidden || /\b(costume|halloween|rash|sunburn|tattoo|eczema|pimples?|acne|surprise)\b/.test(reading.text)) return false;
  return reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult') && c.words.some((w) => /^(tell|make|say|want|force|warn)$/.test(w.lemma)));
}

/**
 * What another did to the child's body, kept from sight: "i wear long sleeves so nobody sees what my dad did to my arms", "i hide what
 * he does to my back". The child's own doing ("what i did to my hair") or a haircut is not this.
 */
function deedOnTheBodyHidden(reading: Reading): boolean {
  const deed = /\bwhat (my (\w+ )?\w+|he|she|they|her \w+|his \w+) (did|does|do|has done|have done|keeps doing) to (me|my (\w+ )?(arm|arms|leg|legs|back|neck|face|wrist|wrists|skin|body|shoulder|shoulders|stomach|tummy|chest|hands?|fingers?|feet|ears?|head|bottom|butt))\b/.test(reading.text);
  const hidden = /\b(so (that )?(nobody|no one|noone|people|anyone|anybody|(the |my |other )?(teachers?|kids|school|nurse|coach|friends?|neighbors?)) (can |will |would |does |do |did |ever )?(not )?(see|sees|notice|notices|find out|finds out|know|knows|asks?)|(hide|hides|hid|hiding|cover|covers|covered|covering)( up)?)\b/.test(reading.text);
  return deed && hidden && !/\b(haircut|hair|tattoo|makeup|costume|surprise|nails|doctor|nurse|dentist|surgeon|vaccine|shot|surgery|operation)\b/.test(reading.text);
}

/**
 * The child's body failing for days after a grown-up's drinking or rage, the deed itself unsaid: "when my uncle drinks i cant walk
 * right for like 3 days after", "after my dad gets mad i cant sit down for a week". Not a fall, a game or practice.
 */
function bodyFailsAfterARage(reading: Reading): boolean {
  const rage = /\b(when|whenever|after|every time) (my (\w+ )?\w+|he|she|they) (drinks|drink|drank|is drunk|are drunk|was drunk|were drunk|gets drunk|get drunk|got drunk|comes? home drunk|gets? mad|got mad|gets? angry|got angry|gets? really mad|loses? it|lost it|is in a mood)\b/.exec(reading.text);
  const who = rage?.[2]?.split(' ').pop()?.replace(/s$/, '') ?? '';
  if (!rage || !(/^(he|she|they)$/.test(rage[2]!) || FAMILY_ADULT.has(who) || OTHER_ADULT.has(who))) return false;
  const fails = /\bi (can not|cant|could not|couldnt|can barely|could barely) (walk|sit|sit down|move|stand|stand up|lift my arm|open my eye|see out of|raise my arm|bend)\b/.test(reading.text);
  const lasting = /\b(for (like |about |almost )?(\d+|two|three|four|five|a few|a couple of|many) (days|weeks)|for (a|like a) (week|while)|days after|the next day|right|properly|for days)\b/.test(reading.text);
  return fails && lasting && !/\b(practice|game|match|fell|fall|trip|tripped|hike|marathon|race|gym|laps|run|ran|running|sore|workout|exercise|pushups|drills)\b/.test(reading.text);
}

/** A hand guided to light, blow out or warm at a flame, with no pain and no punishment told: "held my hand near the candles so i could blow them out". */
const HELPED_WITH_A_FLAME = (text: string) => /\b(blow|blew|light|lit|warm|wish|wishes)\b/.test(text) && !/\b(burn|burns|burned|burnt|blister|blisters|blistered|hurt|hurts|cry|cried|scream|screamed|punish|punished|lesson|lied|because i|cuz i|till|until)\b/.test(text);

/** A play fight or a celebration around the deed: "we had a nerf war", "everyone jumped on me when i scored". */
function isPlayFight(reading: Reading, act: Act): boolean {
  // "hold me down and hit me til i cry": force told anywhere in the deed's sentence.
  const sentence = reading.sentences.find((s) => s.includes(act.word)) ?? act.clause.words;
  if (sentence.some((w) => /^(purpose|hard|until|till|bleed|cry|cried|crying)$/.test(w.text)) || (act.intent && act.agent?.plural)) return false;
  // "not kidding", "no joking": play denied is not play.
  const denied = (w: string) => new RegExp(`\\b(not|no) (just )?${w}\\b`).test(reading.text);
  // "i pretend to be sick so i dont have to go to school": feigning a state is no game.
  const feigned = (w: string) => /^pretend/.test(w) && reading.sentences.flat().some((x, i, all) => /^pretend/.test(x.text) && all[i + 1]?.text === 'to' && all[i + 2]?.lemma === 'be' && all[i + 3]?.pos === 'ADJ');
  const named = (w: string) => (w.includes(' ') ? reading.has(w) : reading.words.has(w)) && !denied(w) && !feigned(w);
  if (playOnlyAmongMeans(act, (w) => PLAY_FIGHT.has(w.text) || PLAY_FIGHT.has(w.lemma))) return false;
  return [...PLAY_FIGHT].some(named) || (/^(jump|tackle|pile|lift|squeeze|grab|throw|toss|push|hug)$/.test(act.lemma) && [...CELEBRATION].some(named));
}

/** Someone doing the child (or a brother, sister, friend, parent) harm: hurt at home, bullied among children. */
/**
 * A body made to hold a hard place as a punishment: "my mom makes me kneel on uncooked rice in the corner til my knees bleed", "he
 * made me stand on one leg against the wall for hours". Kneeling to pray, standing in line, or a stretch at practice is not this.
 */
const MADE_TO_HOLD = /\b(make|makes|made|making|force|forces|forced|forcing) (me|us) (to )?(kneel|knee|stand|squat|hold|sit|crouch)\b/;
const HARD_PLACE_OR_TOO_LONG = /\b(on|onto) (uncooked |dry |raw |hard )?(rice|salt|gravel|stones|rocks|pebbles|beans|lego|legos|bottle caps|tacks|pins|glass|sugar|peas)\b|\b(for hours|all night|(til|till|until) (my (knees|legs|feet|arms) (bleed|bled|hurt|shake|give out|go numb)|i (fall|fell|faint|fainted|pass out|passed out|cry|cried|pee|peed)))\b/;
const HOLDING_THAT_IS_NOT_PUNISHMENT = /\b(pray|praying|prayer|davening|shul|line|practice|yoga|stretch|stretching|plank|coach|game|team|photo|picture|choir|play|ballet|dance|gymnastics)\b/;

export function hearHarmToChild(reading: Reading): SafetyCategory[] {
  const heard = new Set<SafetyCategory>();
  if (MADE_TO_HOLD.test(reading.text) && HARD_PLACE_OR_TOO_LONG.test(reading.text) && !HOLDING_THAT_IS_NOT_PUNISHMENT.test(reading.text)) heard.add('hurt');
  if (hearMarksAndMeans(reading)) heard.add('hurt');
  const threat = hearThreatToChild(reading);
  if (threat) heard.add(threat);
  const silencing = hearSilencingThreat(reading);
  if (silencing) heard.add(silencing);
  if (injuryKeptSecret(reading) || bodyHiddenByBidding(reading) || deedOnTheBodyHidden(reading) || bodyFailsAfterARage(reading) || thrownAtTheChildAndWounded(reading) || heldToAFlame(reading)) heard.add('hurt');
  // "hold me down", "pinned me down": held down is force whatever the verb.
  // "pinned me on the floor", "held me against the wall": held to a surface is held down.
  const heldDown = (act: Act) => (act.clause.words.slice(act.at + 1, act.at + 4).some((w) => w.text === 'down') || act.preps.some((p) => /^(on|to|against)$/.test(p.prep) && /^(floor|ground|bed|wall|couch|table|door)$/.test(p.party.head))) && act.patients.some(isChild);
  // "tossed me into the wall", "flung me against the door": other words for a throw, mild as a throw is until force is told.
  const throwLike = (lemma: string) => /^(toss|fling|flung|chuck)$/.test(lemma);
  const acts = readActs(reading.clauses, (w) => VIOLENT.has(w.lemma) || throwLike(w.lemma) || w.lemma === 'hold' || w.lemma === 'pin').filter((a) => VIOLENT.has(a.lemma) || throwLike(a.lemma) || heldDown(a));
  const schoolWorld = [...SCHOOL_WORLD].some((w) => reading.words.has(w));
  for (const act of acts) {
    if (act.negated || !isAgentSomeoneElse(act)) continue;
    // "gave me a timeout for hitting my brother": the deed named for what the child is punished for is the child's own.
    if (act.word.text.endsWith('ing') && /^(for|about)$/.test(act.clause.words[act.at - 1]?.text ?? '')) continue;
    const victims = victimsOf(act, reading);
    if (victims.length === 0) continue;
    // "flicks water at us in the pool": a drop of something flicked is play; a blow of a finger, or a lit match, is not.
    if (act.lemma === 'flick' && act.patients.some((p) => p.kind === 'thing' && /^(water|drop|drops|juice|paint|sand|snow|glitter|crumb|crumbs|paper|bead|beads)$/.test(p.head))) continue;
    if (isContest(act) || isGeneralQuestion(reading, act)) continue;
    // "my uncle punches me in the head for fun": a grown-up's blow to the child is not lowered by the grown-up's fun.
    const crueltyForFun = isGrownUp(act.agent) && /\bfor fun\b/.test(reading.text) && /^(punch|hit|kick|slap|smack|choke|burn|beat|whip|bite|pinch|shove|push)$/.test(act.lemma) && act.patients.some(isChild);
    if (!SERIOUS.has(act.lemma) && !crueltyForFun && (isPlay(act) || (act.agent === null && isMishap(reading, act.clause)))) continue;
    if (isPlayFight(reading, act) || longAgo(reading) || playsARole(reading)) continue;
    // "a random kid in the game killed me like 10 times lol": a game's kill, told in the same clause as the game and laughed at.
    if (/^(kill|shoot|murder|destroy|snipe|stab)$/.test(act.lemma) && act.patients.some(isChild) && act.clause.words.some((w) => GAME_NAME.has(w.lemma)) && laughedAt(reading) && !tellsOfSecrecy(reading)) continue;
    // "she shot me a dirty look", "got burned by my brother with the best comeback": a deed whose thing given or means is a look or
    // words touches no one.
    if (onlyLooksOrWords(act) && !tellsOfSecrecy(reading)) continue;
    // "she threw me under the bus": blamed, a figure of speech; no one is thrown under a bus and then tells of it so.
    if (act.lemma === 'throw' && act.preps.some((p) => p.prep === 'under' && /^(bus|train)$/.test(p.party.head)) && !act.clause.words.some((w) => /^(really|literally|actually)$/.test(w.text))) continue;
    // "slammed the door on my fingers by mistake": a deed the child says was not meant, and not a habit.
    if (!SERIOUS.has(act.lemma) && saidToBeAnAccident(reading) && !act.clause.words.some((w) => /^(every|always|keep|keeps|again|purpose)$/.test(w.text))) continue;
    // "my brother jumped out at me", "jumped out from behind the door": a scare, not a blow, unless it left a mark or is a habit.
    if (act.lemma === 'jump' && act.clause.words[act.at + 1]?.text === 'out' && !toldAsAHabit(reading) && !hasForceBeyondAim(act, reading)) continue;
    // "my dad cut my hair", "threw me in the pool": care and play.
    const again = act.clause.words.some((w) => /^(every|always|keep|keeps|again|purpose|hard|off)$/.test(w.text));
    if ((act.lemma === 'pinch' && act.patients.some((p) => FONDNESS.has(p.head))) || (act.lemma === 'cut' && (act.patients.some((p) => GROOMING.has(p.head)) || cutsWhatIsGroomed(act))) || (!again && !(act.intent && isPerson(act.agent) && act.agent.plural) && /^(throw|toss|push|pull|drag|dunk|flip|swing|spin|chase|tackle|lift)$/.test(act.lemma) && act.preps.some((p) => PLAY_PLACE.has(p.party.head)))) continue;
    const agentKind = act.agent?.kind ?? 'anyone';
    // "my friends turned on me and now they trip me": a "they" standing for friends is the friends.
    const byFriends = agentKind === 'close' && (FRIEND_WORD.test(act.agent?.head ?? '') || (act.agent?.kind === 'close' && /^(they|them|he|she)$/.test(act.agent.head) && FRIEND_WORD.test(act.agent.lemmas[act.agent.lemmas.length - 1] ?? '')));
    const amongChildren = agentKind === 'peer' || byFriends || ((agentKind === 'anyone' || agentKind === 'pronoun') && schoolWorld);
    // "twisted it" for an arm named before: done to a part that a hurt to is never play.
    const toATenderPart = act.lemma !== 'flick' && victims.some((v) => v.kind === 'self-body' && /^(hair|braid|braids|ponytail|ponytails|pigtail|pigtails|neck|throat|arm|ear|face|head)$/.test(v.head));
    // "knocked out my tooth": a tooth lost to a blow is an injury in itself; a loose baby tooth pulled with a string, or a dentist's
    // work, is not (a dentist only told a cover story is no dentist at work).
    const toothKnockedOut = act.lemma === 'knock' && act.clause.words.slice(act.at + 1).some((w) => /^(out|loose)$/.test(w.text)) && act.clause.words.slice(act.at + 1).some((w) => /^(tooth|teeth)$/.test(w.text)) && !/\b(loose|baby|wiggly|wobbly) (tooth|teeth)\b|\b(string|floss|dentist|orthodontist)\b/.test(reading.text.replace(/\b(told|tell|tells|telling) the (dentist|orthodontist)\b/g, ''));
    if (MILD.has(act.lemma) && !act.intent && !amongChildren && !hasForce(act, reading) && !toATenderPart && !toothKnockedOut && !tellsOfSecrecy(reading) && !marksHidden(reading) && !correctsTheStory(reading)) continue;
    // "my sister pulled my hair when we were fighting over the remote": kin squabbling over a thing, with no mark and no habit.
    const squabble = agentKind === 'close' && !byFriends && MILD.has(act.lemma) && reading.clauses.some((c) => c.subject?.kind === 'we' && c.words.some((w, i) => /^(fight|argue|fighting|arguing|fought|argued)$/.test(w.text) && /^(over|about)$/.test(c.words[i + 1]?.text ?? '')));
    // "squeezes me so hard when he hugs me": the squeeze is the hug.
    const inAHug = MILD.has(act.lemma) && reading.clauses.some((c) => c !== act.clause && c.words.some((w) => /^(hug|cuddle|snuggle)$/.test(w.lemma)) && c.parties.some(isChild));
    const marked = reading.sentences.flat().some((w) => LEFT_A_MARK.test(w.text) || /^(cry|cried|crying|breathe|purpose|hurts)$/.test(w.text));
    if ((squabble || inAHug) && !marked && !toldAsAHabit(reading) && !tellsOfSecrecy(reading) && !marksHidden(reading)) continue;
    // "my cousin shoved me on the trampoline so i shoved him back": a blow between children of the family, given back by the child, is a squabble.
    // "because i kicked him first": a blow the child gave first is a squabble's too.
    const givenBack = isKin(act.agent) && !SERIOUS.has(act.lemma) && reading.clauses.some((c) => c !== act.clause && c.subject !== null && isChild(c.subject) && c.words.some((w) => w.text === 'back' || w.text === 'first') && c.words.some((w) => VIOLENT.has(w.lemma)));
    // "my baby brother yanks my ears when he is hungry": a younger child of the family, who is not yet of an age to harm.
    // A toy in a younger child's hand ("bonked me with his toy truck") is still a younger child's play, not a tool.
    const plaything = (p: Party) => p.lemmas.some((l) => l === 'toy' || l === 'toys' || PLAY.has(l) || /^(plush|stuffed|teddy|lego|legos|blocks?|rattle|doll|dolls)$/.test(l));
    const younger = isKin(act.agent) && !SERIOUS.has(act.lemma) && act.agent!.lemmas.some((l) => /^(little|younger|young|baby|small|toddler)$/.test(l)) && !act.preps.some((p) => p.prep === 'with' && p.party.kind === 'thing' && !plaything(p.party));
    if ((givenBack || younger) && !marked && !toldAsAHabit(reading) && !tellsOfSecrecy(reading) && !marksHidden(reading) && !act.clause.words.some((w) => /^(purpose|hard|until|till)$/.test(w.text))) continue;
    // "my sister bonked me with a foam sword haha": a brother's, sister's or cousin's blow laughed at, aimed at no part of the body and with no force, is play.
    const kinAtPlay = agentKind === 'close' && !byFriends && !act.intent && !SERIOUS.has(act.lemma) && laughedAt(reading);
    const atABodyPart = [...act.patients, ...act.preps.map((p) => p.party)].some((p) => p.kind === 'self-body' || BODY_PART.has(p.head));
    if (kinAtPlay && !atABodyPart && !toldAsAHabit(reading) && !hasForce(act, reading) && !toATenderPart && !tellsOfSecrecy(reading) && !marksHidden(reading)) continue;
    // "my mom will kill me if i get mud on my shoes haha": a figure of speech, laughed at, with nothing to keep quiet.
    if (/^(kill|murder)$/.test(act.lemma) && act.intent && /\b(lol|haha|jk|lmao)\b/.test(reading.text) && (!tellsOfSecrecy(reading) || tellingOnTheirMischief(reading))) continue;
    // "my brother said he would break my neck if i touched his xbox haha": a threat from one at home over the child's small deed to
    // come, laughed at, with nothing secret, no habit and no mark.
    const overADeedToCome = reading.clauses.some((c) => (c.link === 'if' || c.link === 'when') && c.subject !== null && isChild(c.subject) && !c.parties.some((p) => p !== c.subject && (p.kind === 'pet' || p.kind === 'self-body' || isPerson(p))) && !c.words.some((w) => /^(tell|say|snitch|report|show)$/.test(w.lemma)));
    if (act.intent && (act.agent?.kind === 'family' || isKin(act.agent)) && /\b(lol|haha|hahaha|jk|lmao)\b/.test(reading.text) && overADeedToCome && !marked && !toldAsAHabit(reading) && !tellsOfSecrecy(reading) && !marksHidden(reading)) continue;
    // "my dad nearly killed me with his terrible jokes": a "kill" whose means is words, a song or fun is a figure.
    if (/^(kill|murder)$/.test(act.lemma) && act.preps.some((p) => p.prep === 'with' && p.party.lemmas.some((l) => HARMLESS_MEANS.test(l))) && !tellsOfSecrecy(reading) && !acts.some((a) => a !== act && !isChild(a.agent))) continue;
    // "my dad is gonna kill me i lost my new jacket", "my sister will murder me when she sees i wrecked her bike": a grown-up's or a
    // brother's or sister's "kill" over the child's own small slip.
    // A stain the child got on something is a slip too: "i got paint on my new shirt", "juice on the couch".
    const stain = (c: (typeof reading.clauses)[number]) => c.words.some((w, i) => w.lemma === 'get' && c.words.slice(i + 2, i + 5).some((x) => x.text === 'on') && !c.words.some((x) => x.text === 'me'));
    // A slip done to a thing ("i broke the remote"), not a deed done to a person.
    const toAThing = (c: (typeof reading.clauses)[number]) => !c.words.some((w) => w.pos === 'VERB' && VIOLENT.has(w.lemma) && !SLIP.has(w.lemma)) && !c.parties.some((p) => p !== c.subject && isPerson(p));
    // Something of theirs the child used, borrowed, wore or read: "i used her makeup", "i wore his jersey".
    const usedTheirs = (c: (typeof reading.clauses)[number]) => c.words.some((w) => /^(use|borrow|take|wear|read|open|eat|drink|finish)$/.test(w.lemma)) && c.parties.some((p) => p.kind === 'thing' && p.owner === 'other');
    const overASlip = reading.clauses.some((c) => c !== act.clause && c.subject !== null && isChild(c.subject) && (c.words.some((w) => SLIP.has(w.lemma)) || stain(c) || usedTheirs(c)) && toAThing(c));
    const anotherHarm = acts.some((a) => a !== act && a.lemma !== 'kill' && !isChild(a.agent)) || /\b(belt|hanger|cord|whip|paddle|stick|beat|beats|hit|hits|hurt|hurts|bruise|bruises)\b/.test(reading.text);
    if (/^(kill|murder)$/.test(act.lemma) && act.intent && (act.agent?.kind === 'family' || isKin(act.agent)) && overASlip && !anotherHarm && !tellsOfSecrecy(reading)) continue;
    // "my mom will kill me if i lose my jacket", "when she sees my room", "my teacher will murder us if we talk": a grown-up's "kill" over a small thing to come.
    if (/^(kill|murder)$/.test(act.lemma) && act.intent && isGrownUp(act.agent) && (reading.clauses.some((c) => (c.link === 'if' || c.link === 'when') && !c.words.some((w) => VIOLENT.has(w.lemma))) || /\b(kill|murder) me for \w+ing\b/.test(reading.text)) && !tellsOfSecrecy(reading) && !acts.some((a) => a !== act && a.lemma !== 'kill' && !isChild(a.agent))) continue;
    // "grabbed my arm so i wouldnt run into the street", "when i almost walked into the street": a hold that keeps a child from danger is care.
    if (MILD.has(act.lemma) && KEPT_FROM_DANGER.test(reading.text) && !act.clause.words.some((w) => /^(hard|until|till|bleed|bruise|bruises|marks|purpose)$/.test(w.text))) continue;
    // "the dentist pulled my tooth and it bled": a carer of the body at their work.
    if (act.agent && HEALER.has(act.agent.head) && TREATMENT.has(act.lemma) && !tellsOfSecrecy(reading)) continue;
    // A baby's grabbing, pulling or kicking is a baby's.
    if (!SERIOUS.has(act.lemma) && act.agent?.lemmas.some((l) => /^(baby|toddler|infant|newborn)$/.test(l))) continue;
    // "slapped my hand away from the cookies": a hand pushed off a thing, to stop the child taking it.
    if (act.patients.some((p) => p.kind === 'self-body' && /^(hand|hands|finger|fingers)$/.test(p.head)) && act.clause.words.some((w, i) => w.text === 'away' && act.clause.words[i + 1]?.text === 'from') && !act.clause.words.some((w) => /^(hard|until|till|bleed|every|always)$/.test(w.text))) continue;
    // "got hit in the head with a frisbee": a blow from a thing, with no one named, is a mishap unless a habit or a tool made to hurt.
    const byAThing = act.passive && act.agent === null && act.preps.some((p) => p.prep === 'with' && p.party.kind === 'thing' && !HARM_INSTRUMENT.has(p.party.head) && !/^(rock|rocks|stone|stones|brick|bottle|chair|glass|knife|belt|stick|bat)$/.test(p.party.head));
    if (byAThing && !toldAsAHabit(reading) && !reading.words.has('purpose') && !/\b(at home|they|them|he|she|someone|somebody)\b/.test(reading.text)) continue;
    // "i got hurt": an injury, unless at home or by someone.
    if (act.passive && act.agent === null && (act.lemma === 'hurt' || act.lemma === 'injure') && !reading.has('at home') && !act.clause.words.some((w) => w.text === 'again' || w.text === 'keep')) continue;
    // "my arm is broken", "my dad helped me wash my hair cuz my arm is broken": a part of the child's body broken or hurt, with no one
    // named who did it and nothing hidden, is an injury told (a doer named in another deed is heard there).
    const injuryTold = act.agent === null && act.clause.subject?.kind === 'self-body' && /^(break|sprain|fracture|twist|injure|hurt|dislocate)$/.test(act.lemma) && !acts.some((a) => a !== act && a.agent !== null && !isChild(a.agent)) && !reading.has('at home') && !act.clause.words.some((w) => /^(again|keep|keeps|always)$/.test(w.text));
    if (injuryTold && !tellsOfSecrecy(reading) && !marksHidden(reading) && !toldAsAHabit(reading)) continue;
    // Thrown, kicked or passed to the child ("threw me the ball so hard"): the child is who it went to, the thing named after is what was
    // thrown, unless it left a mark or was meant.
    const meTheThing = act.clause.words.findIndex((w, i) => i > act.at && w.text === 'me' && /^(the|a|an|my|his|her|our|that|this)$/.test(act.clause.words[i + 1]?.text ?? '') && act.clause.words[i + 2]?.pos === 'NOUN' && !BODY_PART.has(act.clause.words[i + 2]!.text));
    if (/^(throw|toss|pass|kick|chuck|roll|pitch|lob|bounce|hand)$/.test(act.lemma) && meTheThing === act.at + 1 && !marked && !reading.words.has('purpose') && !tellsOfSecrecy(reading)) continue;
    // Hurting a body part of one's own family when it is not the child ("my dad hurt his back") is not it.
    if (victims.every((v) => v.kind === 'body' || (BODY_PART.has(v.head) && v.kind !== 'self-body'))) continue;
    heard.add(amongChildren ? 'bullied' : 'hurt');
  }
  // Hair torn out by a grown-up, told by the bald patch it left: "i have a bald spot where my dad yanked my braid".
  if (/\bbald (spot|spots|patch|patches)\b/.test(reading.text) && /\bmy (hair|head|braid|braids|ponytail)\b|\bi have a bald\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult') && c.words.some((w) => /^(yank|pull|rip|tear|tug|drag)$/.test(w.lemma)))) heard.add('hurt');
  // A grown-up's weight put on the child till it hurt: "my moms boyfriend sat on me so hard i threw up and couldnt breathe".
  if (/\b(sat|sits|sit|sitting|kneeled|knelt|kneels|kneeling|lay|lies|laid|lays|lying|stood|stands|standing) on (me|my (chest|back|stomach|belly|tummy|neck|head|face|legs?|arms?))\b/.test(reading.text) && /\b(so hard|hard|can not breathe|could not breathe|cant breathe|couldnt breathe|threw up|throw up|hurt|hurts|cried|cry|crying|till|until|bruises?|pass out|passed out)\b/.test(reading.text) && !/\b(laugh|laughing|laughed|giggl\w*|pillow|pile|game|wrestl\w*|tickl\w*)\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult'))) heard.add('hurt');
  // A grown-up holding the child's body to what burns or shames: "my dad put my hand on the stove to teach me a lesson".
  if (/\b(put|puts|held|holds|hold|pressed|presses|pushed|pushes|shoved|shoves|stuck|sticks) my (hand|hands|arm|arms|finger|fingers|face|head|foot|feet) (on|in|into|onto|against|over|near) (the |a |our |my |his |her )?(\w+ )?(hot )?(stove|stoves|iron|oven|fire|flame|flames|candle|candles|pan|heater|toilet|radiator|grill|burner|fireplace)\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult')) && !saidToBeAnAccident(reading) && !HELPED_WITH_A_FLAME(reading.text)) heard.add('hurt');
  // Another child's carer doing it to that child, for what the child did: "my friend says his dad holds his hand over the candle when he lies".
  const anotherChildsBody = /\b(his|her|their) (mom|mother|mommy|dad|father|daddy|stepmom|stepdad|stepmother|stepfather|step mom|step dad|parents|grandma|grandpa|uncle|aunt) (\w+ )?(put|puts|held|holds|hold|pressed|presses|pushed|pushes|shoved|shoves|stuck|sticks|burn|burns|burned|burnt) (his|her|their) (hand|hands|arm|arms|finger|fingers|face|head|foot|feet|tongue) (on|in|into|onto|against|over|near|with) (the |a )?(hot )?(stove|iron|oven|fire|flame|candle|pan|heater|toilet|radiator|grill|lighter|cigarette|match|matches)\b/.exec(reading.text);
  if (anotherChildsBody && /\b(when|whenever|if|every time|because|to teach|to punish|as a punishment) (he|she|they) |\b(to teach|as a punishment|to punish)\b/.test(reading.text) && !saidToBeAnAccident(reading)) heard.add('hurt');
  // Scalded by someone: "my mom poured hot water on my hand".
  if (/\b(poured|pours|pour|threw|throws|splashed|splashes|dumped|dumps|spilled) (the |some |a cup of |a pot of )?(hot|boiling) (water|tea|coffee|soup|oil|milk) (on|onto|over|at) (me|my)\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult' || c.subject.kind === 'close' || c.subject.kind === 'peer') && !HEALER.has(c.subject.head)) && !saidToBeAnAccident(reading)) heard.add('hurt');
  // Something that burns put on the child by someone: "puts his cigarette on my arm", "pressed the hot iron to my leg".
  if (/\b(put|puts|putting|press|presses|pressed|held|holds|hold|stuck|sticks) (his|her|their|a|the) (lit )?(hot )?(cigarette|cigarettes|lighter|iron|curling iron|straightener|pan|spoon|match|lit match|candle|poker|cig|vape)s? (on|to|against|into) (my|me)\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && ['family', 'adult', 'close', 'peer', 'pronoun', 'named', 'anyone'].includes(c.subject.kind)) && !saidToBeAnAccident(reading)) heard.add('hurt');
  // A blow named as a thing the child got: "i got a beating for spilling milk", "got a whooping last night".
  // Not a team's defeat, a game's or a sport's ("our team got a beating", "got a beating at chess").
  for (const clause of reading.clauses) {
    if (!clause.subject || clause.subject.kind !== 'self') continue;
    const got = clause.words.findIndex((w) => w.lemma === 'get');
    const blow = clause.words.slice(got + 1, got + 4).find((w, i, after) => w.text.endsWith('ing') && VIOLENT.has(w.lemma) && (w.pos === 'NOUN' || /^(a|the|another)$/.test(after[i - 1]?.text ?? '')) && after[i + 1]?.pos !== 'NOUN');
    const game = reading.sentences.flat().some((w) => CONTEST.has(w.lemma) || CONTEST.has(w.text) || /^(team|game|match|chess|checkers|tournament|competition|race)$/.test(w.text));
    if (got >= 0 && blow && !game && !clause.words.some((w) => w.text === 'not' || w.text === 'never')) heard.add('hurt');
  }
  // Marks on the child from someone: "i have bruises all over from my dad".
  for (const clause of reading.clauses) {
    const injury = clause.words.findIndex((w) => /^(bruise|bruises|marks|scars|cuts|burns|welts|bleeding|black eye)$/.test(w.text));
    if (injury < 0 || !clause.subject || !isChild(clause.subject)) continue;
    if (clause.parties.some((p) => p.at > injury && (p.kind === 'family' || p.kind === 'adult') && p.owner !== 'other' && /^(from|by|because)$/.test(clause.words[p.at - 1]?.text ?? '') )) heard.add('hurt');
  }
  // Afraid of a grown-up at home, or to go home.
  for (const clause of reading.clauses) {
    const words = clause.words;
    const afraid = words.findIndex((w) => /^(scared|afraid|terrified|frightened)$/.test(w.text));
    if (afraid < 0 || words.slice(0, afraid).some((w) => w.text === 'not' || w.text === 'never')) continue;
    const rest = words.slice(afraid + 1);
    const ofFamily = rest[0]?.text === 'of' && clause.parties.some((p) => p.at > afraid && FAMILY_SIDE.has(p.kind) && p.owner !== 'other');
    const toGoHome = rest.some((w) => w.text === 'home') && rest.some((w) => w.lemma === 'go');
    if (ofFamily || toGoHome) heard.add('hurt');
  }
  // Not wanting to go home, told with a grown-up's promise of a reckoning to come: "i dont want to go home tonight my stepmom said she
  // will finish what she started". Either alone is ordinary ("my mom said ill be sorry if i dont clean my room").
  const homeAvoided = /\b(do not|never) (want|wanna) to go (back )?home\b|\b(can not|can i|could i|do i have to) (go|stay|sleep) (home|here|at school|at your house)\b/.test(reading.text);
  const reckoning = /\bfinish what (she|he|they) started\b|\b(i will|i am going to) (be sorry|regret it|pay for (it|this|that))\b|\bdeal with (me|you) (later|when|tonight)\b|\bwait (till|until) (we|i|you|he|she) (get|gets) (you |me )?home\b/.test(reading.text);
  if (homeAvoided && reckoning && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult') && c.words.some((w) => /^(say|tell|text|yell|scream|promise|warn)$/.test(w.lemma)))) heard.add('hurt');
  return [...heard];
}

/**
 * A deed done only with a look or with words: its thing given right after the one it is done to is a look or a word ("she shot
 * me a dirty look", "he threw me a wink"), or its means after "with" is ("burned me with a comeback", "killed me with his jokes").
 */
function onlyLooksOrWords(act: Act): boolean {
  // The thing given: the next group after "me" or "us", with no word of place between ("hit me in the face" gives nothing).
  const given = act.clause.parties.find((p) => p.at > act.at && p.kind === 'thing' && !act.patients.includes(p));
  const between = given ? act.clause.words.slice(act.at + 1, given.at) : [];
  const givenLook = !!given && between.some((w) => w.text === 'me' || w.text === 'us') && !between.some((w) => w.pos === 'ADP') && LOOK_OR_WORD.test(given.head);
  const byMeans = act.preps.filter((p) => p.prep === 'with' && p.party.kind === 'thing').map((p) => p.party);
  if (!givenLook && byMeans.length === 0) return false;
  if (!byMeans.every((p) => LOOK_OR_WORD.test(p.head) || HARMLESS_MEANS.test(p.head))) return false;
  // Every thing named after "with" is a look or a word: "with sticks and jokes" is sticks too.
  const withAt = act.clause.words.findIndex((w, i) => i > act.at && w.text === 'with');
  if (withAt >= 0 && act.clause.words.slice(withAt + 1).some((w) => w.pos === 'NOUN' && !LOOK_OR_WORD.test(w.text) && !HARMLESS_MEANS.test(w.text) && !/^(class|school|recess|lunch|front|everyone|today|yesterday|time|ever)$/.test(w.text))) return false;
  // Nothing else in the clause is done to the body: "slapped me with a smile" would still be a slap; only deeds that can be figures.
  return !act.patients.some((p) => p.kind === 'self-body') && !/^(slap|punch|kick|choke|strangle|stab|cut|whip|beat|smack)$/.test(act.lemma);
}

/**
 * Whether every deed done to the child in the message is done only with a look or with words ("he hit me with a question", "she
 * shot me a glare"), with nothing kept secret. The second reader, which reads words and not sentences, is not heard for hurt or
 * bullying over it.
 */
export function harmOnlyByLooksOrWords(reading: Reading): boolean {
  if (hearHarmToChild(reading).length > 0 || tellsOfSecrecy(reading) || toldAsAHabit(reading)) return false;
  const acts = readActs(reading.clauses, (w) => VIOLENT.has(w.lemma)).filter((a) => !a.negated);
  return acts.length > 0 && acts.every(onlyLooksOrWords);
}

/** What no one is killed with: words, songs, fun, care. */
const HARMLESS_MEANS = /^(joke|jokes|pun|puns|story|stories|question|questions|singing|song|songs|snoring|dancing|tickle|tickles|hug|hugs|kiss|kisses|cuteness|kindness|love|laugh|laughter|laughing|lecture|lectures|talking|music|homework|boredom|smell|farts?|face|faces|outfit)$/;

/** A fall of the child's own ("fell", "tripped"), or a knock of the child's own body on something ("bumped my head"). */
const OWN_FALL = /^(fall|fell|trip|slip|tumble|roll)$/;
const OWN_KNOCK = /^(bump|bang|hit|stub|jam|smack|scrape|twist|sprain|bonk)$/;

/**
 * Whether the rules read the whole message as a mishap of the child's own: the child fell, tripped or
 * knocked a part of their own body on something, meaning none of it, no one else does anything in it,
 * and nothing is kept secret, hidden, habitual or told with a feeling. The second reader, which reads
 * words and not sentences, is not heard for hurt over it.
 */
/** A hold told as keeping the child from danger: "so i wouldnt fall", "to stop me from running into the road". */
const KEPT_FROM_DANGER = /\bso (that )?i (would not|wouldnt|will not|wont|do not|dont|did not|didnt|could not|couldnt) (run|fall|get hit|go|step|walk|trip|slip|drown)\b|\bto (stop|keep|save) me from (running|falling|getting|going|drowning|walking|stepping)\b|\b(when|as|before) i (almost|nearly|was about to|was going to) (run|ran|walk|walked|step|stepped|fall|fell|slip|slipped|go|went|trip|tripped) (into|in front of|off|out|down|onto)\b/;

/**
 * A grown-up's hold told only as keeping the child from danger, with no force, mark, habit or secret, and no harm the rules hear:
 * "my dad grabbed my arm so i wouldnt fall off the wall". A reader of words alone (the second reader) is not to be heard over it.
 */
export function toldOnlyAsAHoldFromDanger(reading: Reading): boolean {
  return KEPT_FROM_DANGER.test(reading.text) && hearHarmToChild(reading).length === 0 && !tellsOfSecrecy(reading) && !marksHidden(reading) && !toldAsAHabit(reading) && !/\b(hard|until|till|bleed\w*|bled|bruis\w*|marks?|purpose|hurt|hurts|cry|cried|crying|scared|always|every)\b/.test(reading.text);
}

export function toldOnlyAsAMishap(reading: Reading): boolean {
  if (hearHarmToChild(reading).length > 0 || tellsOfSecrecy(reading) || marksHidden(reading) || toldAsAHabit(reading)) return false;
  if (/\b(tell|told|say|said|secret|lie|lied|pretend|because|made me|pushed|shoved|tripped me|purpose|nobody|no one|alone|doctor|hospital|hungry|dizzy|food|never|wont|myself|my self|until|till|til|car|sad|mad|upset|angry|stressed|hate|feel|cry|when i)\b/.test(reading.text)) return false;
  const othersDo = reading.clauses.some((c) => c.subject !== null && !isChild(c.subject) && c.subject.kind !== 'thing' && c.words.some((w) => w.pos === 'VERB'));
  const meaning = (c: (typeof reading.clauses)[number]) => c.words.some((w) => /^(want|wanna|gonna|going|will|try|tried|hope|wish|think|thinking|should)$/.test(w.text) || w.text === 'not');
  const ownMishap = reading.clauses.some((c) => c.subject !== null && c.subject.kind === 'self' && !meaning(c) && c.words.some((w, i) => w.pos === 'VERB' && (OWN_FALL.test(w.lemma) || OWN_FALL.test(w.text) || (OWN_KNOCK.test(w.lemma) && c.parties.some((p) => p.kind === 'self-body' && p.at > i) && !c.parties.some((p) => p.at > i && (p.kind === 'pet' || isPerson(p)))))));
  return ownMishap && !othersDo;
}

/** Fear, temper, pain or breakage told beside a blow: then a blow at a thing may still be a threat to the child. */
const MENACE_BESIDE = /\b(scared|scary|afraid|terrified|hide|hiding|shaking|cry|cried|crying|hurt|hurts|pain|bleed\w*|bled|bruis\w*|marks?|angry|mad|furious|rage|drunk|yell\w*|scream\w*|shout\w*|swear\w*|break|breaks|broke|broken|smash\w*|shatter\w*|holes?|dent\w*|police|help|safe|kill\w*|threat\w*|or else|next time)\b/;

/**
 * Whether the rules read no one as acted on: every deed in the message is done to a thing or to no one ("my uncle bangs the
 * counter when he tells a joke", "the boys in my class sing songs every recess"), the child is in it only as the owner of a place or as the only one
 * doing anything, no deed of others falls on a thing of the child's (a hat thrown, a lunch dumped), no body is named, and nothing
 * is kept secret or told with fear, temper, pain or breakage. Hurt and bullying have no one to stand on, so the second reader,
 * which reads words and not sentences, is not heard for them over it.
 */
export function actedOnNoOne(reading: Reading): boolean {
  if (hearHarmToChild(reading).length > 0 || tellsOfSecrecy(reading) || MENACE_BESIDE.test(reading.text) || /\b(me|us|myself|ourselves)\b/.test(reading.text)) return false;
  const parties = reading.clauses.flatMap((c) => c.parties);
  if (parties.some((p) => p.kind === 'self-body' || p.kind === 'body')) return false;
  const acts = readActs(reading.clauses, (_, words, at) => isVerbAt(words, at));
  const actedOn = acts.flatMap((a) => [...a.patients, ...a.preps.map((p) => p.party)]);
  if (acts.length === 0 || !actedOn.every((p) => p.kind === 'thing')) return false;
  const others = parties.some((p) => p.kind !== 'thing' && !isChild(p));
  return !others || (!parties.some(isChild) && reading.clauses.every((c) => c.parties.every((p) => p.owner !== 'self' || p.kind !== 'thing' || whereTheyAre(c, p))));
}

/** A thing of the child's named only as where others are: "the kids on my bus", "the boys in my class". */
function whereTheyAre(clause: Clause, place: Party): boolean {
  const before = clause.words[place.at - 2];
  return /^(on|in|at|from)$/.test(clause.words[place.at - 1]?.text ?? '') && !!before && clause.parties.some((p) => p.at < place.at && p.kind !== 'thing' && (p.head === before.lemma || p.head === before.text));
}
