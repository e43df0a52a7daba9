import { ALSO_A_GAME, SERIOUS, VIOLENT, WANTING } from '../concepts/acts';
import { BODY_PART, PET } from '../concepts/people';
import { CONTEST, DEATH, GAME_NAME, PLAY, PLAY_FIGHT, PLAY_PLACE, RIDE_CARRIER, SCHOOL_PLACE, WEAPON } from '../concepts/topics';
import { GIVEN_NAME } from '../concepts/wordnet-lexicon';
import { type Act, readActs } from '../read/acts';
import type { Clause } from '../read/clauses';
import type { Party } from '../read/parties';
import type { Reading } from '../read/read-message';
import { inGame, isGeneralQuestion, isPlay, laughedAt, outOfSight } from './frames';
import { hearMenace } from './menace';

const SELF_AGENT = new Set(['i', 'we', 'me']);
const PEOPLE = new Set(['you', 'family', 'close', 'adult', 'peer', 'anyone', 'pronoun', 'named', 'group', 'body', 'pet']);
/** Places a child might mean to burn or blow up. */
const TARGET_PLACE = new Set(['school', 'house', 'home', 'class', 'classroom', 'shul', 'synagogue', 'building', 'car', 'room']);
/** Where people gather, besides a school's places. */
const GATHERING_PLACE = /^(mall|church|mosque|temple|store|office|party|concert|stadium|library|park|theater|theatre)$/;
/** Signs that a deed done was meant ("on purpose", "and i liked it", "when no one was watching"). */
const MEANT = ['to see what happens', 'to see what would happen', 'to see if he', 'to see if she', 'to see if it', 'until it', 'till it', 'on purpose', 'liked it', 'no one was watching', 'nobody was watching', 'so hard', 'really hard', 'as hard as', 'until he', 'until she', 'till he', 'till she', 'revenge', 'made him cry', 'made her cry'];
/** What a child says when they held back: "i wanted to punch him but i walked away". */
const HELD_BACK = /\bbut i (walked away|walk away|stopped|calmed down|did not|didnt|counted|took a (deep )?breath|told (my|a|the))/;
/** Small deeds of force ("poke", "step on") that hurt only the small or when meant: a baby, a pet, done hard or on purpose. */
const SMALL_FORCE = /^(poke|jab|prod|flick|step|stamp|squish|sit|kneel)$/;
/** Water a person can be pushed into; with one who cannot swim, it is a danger, not a game. */
const WATER = /^(pool|lake|river|water|ocean|pond|sea|creek|canal|deep)$/;
const THINGS_THROWN_TO_HURT = new Set(['rock', 'rocks', 'stone', 'stones', 'brick', 'knife', 'bottle', 'chair', 'glass']);

const saidAccident = (text: string) => /\b(by accident|accidentally|by mistake|did not mean to|didnt mean to)\b/.test(text);

const isPersonOrPet = (p: Party) => PEOPLE.has(p.kind) && !(p.kind === 'anyone' && /^(nobody|no one)$/.test(p.head));

/**
 * Whom or what a deed was done to when a person is named as an owner: "broke my moms vase" and
 * "scratched my dads car" were done to the thing, "kicked my sisters dog" to the dog, while "broke my
 * brothers arm" hurt the brother. The person's word has the possessive's s and what is owned follows
 * it at once after "my", "his" or "her"; a body part, or a time ("hit my brothers today"), leaves the person the one.
 */
function doneTo(clause: Clause, p: Party): Party {
  // "pulling my hamsters legs", "my guinea pigs paws": a body part owned by a pet named before it is the pet's, not the child's.
  const petOwner = p.kind === 'self-body' || BODY_PART.has(p.head) || ANIMAL_PART.test(p.head) ? p.lemmas.slice(0, -1).find((l) => PET.has(l)) : undefined;
  if (petOwner) return { ...p, kind: 'pet', head: petOwner };
  const owned = clause.parties.filter((q) => q.at > p.at).sort((a, b) => a.at - b.at)[0];
  const word = clause.words[(owned?.at ?? 0) - 1];
  if (!owned || !p.owner || !word || word.lemma !== p.head || word.text === word.lemma || !word.text.endsWith('s') || clause.words[owned.at]?.pos === 'DET') return p;
  if (owned.kind === 'pet') return owned;
  return owned.kind === 'thing' && !owned.lemmas.some((l) => BODY_PART.has(l)) && !TIME.test(owned.head) ? owned : p;
}
/** Parts only an animal has. */
const ANIMAL_PART = /^(paw|paws|tail|tails|whisker|whiskers|wing|wings|fur|feather|feathers|hoof|hooves|snout|beak|fin|fins)$/;
const TIME = /^(today|tonight|yesterday|morning|afternoon|evening|night|week|weekend|day|time|everyday|lot|again)$/;

/**
 * "we play zombies and i shoot them": "them", "it" or "they" right after creatures were named (a game's
 * zombies, monsters, a spider) stands for the creatures, not for the people named before them.
 */
function standsForCreatures(clauses: readonly Clause[], clause: Clause, p: Party): boolean {
  if (!/^(them|it|they)$/.test(p.head)) return false;
  const upTo = clauses.slice(0, clauses.indexOf(clause) + 1);
  const named = upTo.flatMap((c) => c.parties.filter((q) => (c !== clause || q.at < p.at) && !/^(self|we|self-body|pronoun)$/.test(q.kind)));
  return named[named.length - 1]?.kind === 'creature';
}

function targets(act: Act, clauses: readonly Clause[] = [act.clause]): Party[] {
  const doneToAll = act.patients.map((p) => doneTo(act.clause, p)).filter((p) => !standsForCreatures(clauses, act.clause, p));
  const direct = doneToAll.filter(isPersonOrPet);
  // "at" or "on" someone after another deed in the clause is that deed's: "broke my dads glasses by sitting on them".
  const ownPrep = (p: Act['preps'][number]) => !act.clause.words.slice(act.at + 1, p.party.at).some((w) => w.pos === 'VERB');
  // "burned my finger on a candle at havdalah": after a deed on the child's own body, "at" and a word that is no one's given name is when or where.
  const whenOrWhere = (p: Act['preps'][number]) => p.prep === 'at' && p.party.kind === 'named' && !GIVEN_NAME.has(p.party.head) && act.patients.some((x) => x.kind === 'self-body');
  const aimed = act.preps.filter((p) => /^(at|on)$/.test(p.prep) && ownPrep(p) && !whenOrWhere(p)).map((p) => doneTo(act.clause, p.party)).filter(isPersonOrPet);
  // "shoot up the gym", "shoot up the mall": shooting a place up is shooting the people in it, wherever they gather.
  const shotUp = act.lemma === 'shoot' && act.particle === 'up';
  const places = SETS_ALIGHT.test(act.lemma) || /^(blow|shoot|bomb|smash|wreck)$/.test(act.lemma) ? doneToAll.filter((p) => TARGET_PLACE.has(p.head) || (shotUp && (SCHOOL_PLACE.has(p.head) || GATHERING_PLACE.test(p.head)))) : [];
  return [...direct, ...aimed, ...places];
}

/** Setting a thing alight, in a child's words as well as WordNet's: "burn", "torch", "firebomb". */
const SETS_ALIGHT = /^(burn|torch|firebomb|incinerate)$/;

/** A time to come that makes a deed a plan: "tomorrow", "tonight", "next week". */
const TIME_TO_COME = /\b(tomorrow|tonight|next (week|time|day)|after school|on monday|this weekend|soon)\b/;

/** Said only to be possible ("i could kill him", "i could have strangled her"), not done, wanted or planned. */
function onlyPossible(act: Act): boolean {
  const before = act.clause.words.slice(0, act.at).filter((w) => !/^(just|literally|totally|honestly|really|so|seriously|have|of)$/.test(w.text));
  return /^(could|might)$/.test(before[before.length - 1]?.text ?? '');
}

/** A plaything used as the tool of a deed ("smother him with a pillow") does not make the deed play. */
const playThingAsTool = (act: Act) => act.preps.some((p) => p.prep === 'with' && PLAY.has(p.party.head));
/** A toy made to shoot, shooting ("shot my brother with a nerf dart"), is the toy's play, not a plaything turned into a tool. */
const toyShooting = (act: Act) => act.lemma === 'shoot' && act.preps.some((p) => p.prep === 'with' && p.party.lemmas.some((l) => /^(nerf|toy|water|squirt|foam|dart|darts|paintball|laser|rubber|snowball|snowballs)$/.test(l)));

/**
 * Exasperation with a brother, sister or friend over what they just did, laughed at: "i want to
 * strangle my brother he took my charger lol". The one named did something in a clause of its own,
 * and there is no weapon, no time to come, nothing meant, and the laugh is not taken back.
 */
function laughedOffExasperation(reading: Reading, act: Act, meant: boolean): boolean {
  const aimedAt = targets(act);
  // "im gonna kill my sister she used my shampoo", "strangle my brother he took my charger": "kill" or "strangle" over something of the
  // child's that the one named took or spoiled needs no laugh.
  const overMyThing = /^(kill|murder|strangle|throttle|wring)$/.test(act.lemma) && reading.clauses.some((c) => c !== act.clause && c.subject !== null && !SELF_AGENT.has(c.subject.head) && c.parties.some((p) => p.kind === 'thing' && p.owner === 'self') && !c.words.some((w) => VIOLENT.has(w.lemma) || w.text === 'me'));
  if (!(laughedAt(reading) || overMyThing) || meant || TIME_TO_COME.test(reading.text)) return false;
  if (aimedAt.length === 0 || !aimedAt.every((p) => p.kind === 'close' && !p.lemmas.some((l) => /^(baby|infant|toddler|newborn|little)$/.test(l)))) return false;
  if ([...WEAPON].some((w) => reading.words.has(w)) || act.preps.some((p) => p.prep === 'with' && p.party.kind === 'thing') || /\b(plan|planning|planned|list)\b/.test(reading.text)) return false;
  // What the one named did or is: a clause of its own with them (or "he", "she") as its subject ("she ate my cookie", "shes so loud").
  return reading.clauses.some((c) => c !== act.clause && c.subject !== null && (c.subject.kind === 'pronoun' || aimedAt.some((p) => p.head === c.subject!.head || p.lemmas.includes(c.subject!.head))) && c.words.some((w) => (w.pos === 'VERB' || w.pos === 'AUX' || w.pos === 'ADJ') && !VIOLENT.has(w.lemma)));
}

/**
 * A wish gone by, at a brother, sister or friend over what they did that moment: "i wanted to strangle my
 * friend when she spoiled the ending". The wish is past, the moment is theirs and no blow, and there is
 * no weapon, no plan, nothing meant and nothing that goes on.
 */
function exasperationGoneBy(reading: Reading, act: Act, meant: boolean): boolean {
  const wishedThen = act.clause.words.slice(0, act.at).some((w) => /^(wanted|felt)$/.test(w.text));
  const next = reading.clauses[reading.clauses.indexOf(act.clause) + 1];
  const aimedAt = targets(act, reading.clauses);
  if (!wishedThen || next?.link !== 'when' || meant || TIME_TO_COME.test(reading.text) || aimedAt.length === 0 || !aimedAt.every((p) => p.kind === 'close' && !p.lemmas.some((l) => /^(baby|infant|toddler|newborn|little)$/.test(l)))) return false;
  if ([...WEAPON].some((w) => reading.words.has(w)) || /\b(plan|planning|planned|still|again|every|always|keep|keeps)\b/.test(reading.text)) return false;
  return next.subject !== null && (next.subject.kind === 'pronoun' || next.subject.kind === 'close') && !next.words.some((w) => VIOLENT.has(w.lemma) || w.text === 'me');
}

/** The child holding their own breath or body under water, at play or for a dare: "i hold my breath under the pool water". */
const OWN_BREATH_OR_BODY = /\bi (\w+ )?(held|hold|holds|holding|kept|keep|pushed|push|pushing) my (own )?(breath|nose|head|face|body|eyes|hands?|arms?|legs?|feet)\b/;

/** The child means to hurt someone, did so on purpose, or carries a weapon where children are. */
/**
 * A sharp thing the child means to drive into someone's body, with no violent verb: "im going to put a tent peg in my
 * stepdads head", "i want to stick a pencil in her eye".
 */
const DRIVEN_IN = /\bi (am going to|am gonna|will|want to|wanna|plan to|am about to) (put|stick|drive|hammer|shove|jam|push|poke) (a |an |the |my |this |his |her )?(\w+ ){0,2}(peg|nail|knife|pencil|pen|compass|scissors|fork|needle|stick|screwdriver|blade|spike|pin|skewer) (in|into|through) (his|her|their|(my |our |that |the )?\w+s) (head|neck|eye|eyes|chest|heart|throat|face|back|stomach|belly|skull)\b/;

/**
 * A deed told as done inside a game named around it: the clause opens with the game ("in among us i stabbed my friend and won",
 * "on minecraft i burned his village") or the deed is done "in" it. Done, not wanted or planned, and not said to be real.
 */
function doneInsideAGame(reading: Reading, act: Act): boolean {
  if (act.intent || TIME_TO_COME.test(reading.text) || /\b(for real|irl|in real life|real life|at school|at home|after school)\b/.test(reading.text)) return false;
  const before = act.clause.words.slice(0, act.at);
  const opened = before.some((w, i) => /^(in|on)$/.test(w.text) && before.slice(i + 1, i + 3).some((x) => GAME_NAME.has(x.lemma) && x.lemma !== 'level'));
  return opened || act.preps.some((p) => p.prep === 'in' && p.party.lemmas.some((l) => GAME_NAME.has(l) && l !== 'level'));
}

/**
 * A deed the child means to do to someone's thing, carried on to the one whose it is: "im gonna slash her tires and then her", "i
 * will smash his phone and then him". The "then" clause is that person alone.
 */
function carriedOnToTheOwner(reading: Reading): boolean {
  return reading.clauses.some((c, i) => {
    const before = reading.clauses[i - 1];
    if (!before || !/^(then|and then)$/.test(c.link ?? '') || !/^(her|him|them)$/.test(c.words[c.words.length - 1]?.text ?? '') || c.words.filter((w) => w.pos !== 'ADV' && w.pos !== 'CCONJ').length !== 1) return false;
    const self = before.subject !== null && SELF_AGENT.has(before.subject.head);
    const meantToCome = before.words.some((w) => /^(going|gonna|will|want|wanna|plan|planning|gotta)$/.test(w.text));
    const deed = before.words.find((w) => (VIOLENT.has(w.lemma) || /^(slash|smash|wreck|key|break|stab|burn)$/.test(w.lemma)) && w.pos === 'VERB');
    const ownersThing = before.parties.some((p) => p.kind === 'thing' && p.owner === 'other');
    return self && meantToCome && !!deed && ownersThing && !doneInsideAGameText(reading);
  });
}

/** A game named anywhere in the message. */
const doneInsideAGameText = (reading: Reading) => [...GAME_NAME].some((w) => reading.words.has(w));

export function hearHarmToOthers(reading: Reading): boolean {
  if (hearMenace(reading)) return true;
  if (carriedOnToTheOwner(reading)) return true;
  if (DRIVEN_IN.test(reading.text)) return true;
  const meant = MEANT.some((p) => reading.has(p));
  const playFight = [...PLAY_FIGHT].some((w) => (w.includes(' ') ? reading.has(w) : reading.words.has(w)));
  // A grave deed ("smother", "choke") is lowered only by play named whole ("a pillow fight"), not by a pillow.
  const playFightNamed = [...PLAY_FIGHT].some((w) => w.includes(' ') && reading.has(w));
  for (const act of readActs(reading.clauses, (w) => VIOLENT.has(w.lemma) || SMALL_FORCE.test(w.lemma) || SETS_ALIGHT.test(w.lemma) || w.lemma === 'blow' || w.lemma === 'make' || w.lemma === 'use')) {
    if (!act.agent || !SELF_AGENT.has(act.agent.head) || act.negated) continue;
    // "i could strangle my brother hes so annoying": a deed only said to be possible is exasperation, unless wanted or planned.
    if (onlyPossible(act) && !act.intent && !TIME_TO_COME.test(reading.text)) continue;
    if (act.intent && (laughedOffExasperation(reading, act, meant) || exasperationGoneBy(reading, act, meant))) continue;
    if (isGeneralQuestion(reading, act) || reading.has('instead of') || HELD_BACK.test(reading.text)) continue;
    if (doneInsideAGame(reading, act)) continue;
    // "make them suffer", "make him bleed".
    if (act.lemma === 'make') {
      const rest = act.clause.words.slice(act.at + 1).map((w) => w.text);
      // A purpose told after a deed done is meant too: "i put soap in her drink to make her sick".
      // So too one told after "so": "im saving up for a knife so i can make him bleed".
      const purpose = (act.clause.words[act.at - 1]?.text === 'to' && act.at > 1) || (act.clause.link === 'so' && act.clause.words.slice(0, act.at).some((w) => /^(can|could|will)$/.test(w.text)));
      if (act.patients.some(isPersonOrPet) && rest.some((w) => /^(suffer|bleed|pay|hurt|die|sick|ill|puke|vomit|cry)$/.test(w)) && (act.intent || purpose)) return true;
      // "how do i make a bomb".
      if (act.patients.some((p) => p.head === 'bomb' || p.head === 'explosive') && !reading.has('bath bomb')) return true;
      continue;
    }
    // "use it on him" with a weapon named.
    if (act.lemma === 'use') {
      if (act.intent && act.preps.some((p) => p.prep === 'on' && isPersonOrPet(p.party)) && [...WEAPON].some((w) => reading.words.has(w))) return true;
      continue;
    }
    if (act.lemma === 'blow' && act.particle !== 'up') continue;
    // "im going to poison my sisters food".
    if (act.lemma === 'poison' && act.intent && !act.patients.some((p) => /^(weed|weeds|bug|bugs|rat|rats|plant|plants)$/.test(p.head))) return true;
    // "a list of who i want to kill": the "who" is whom the deed is wanted on.
    const whoWanted = act.clause.link === 'who' && act.patients.length === 0 && act.preps.length === 0 && act.intent && SERIOUS.has(act.lemma) && act.clause.subject?.at === 0;
    if (whoWanted && !inGame(reading, act)) return true;
    const aimedAt = targets(act, reading.clauses);
    if (aimedAt.length === 0 || (toyShooting(act) && !meant && !act.intent)) continue;
    // A small deed hurts only the small, or when meant or done hard: "poke the baby hard", "keep stepping on the kittens".
    const small = targets(act).some((p) => p.kind === 'pet' || p.lemmas.some((l) => /^(baby|infant|toddler|newborn|kitten|kittens|puppy|puppies)$/.test(l)));
    // "i wanna squish my baby cousin shes so cute": a squeeze wanted for cuteness is fondness.
    const forCuteness = /\b(so|too|super|really|soooo|very) (cute|adorable|sweet|cuddly|fluffy|squishy|chubby)\b|\bcuteness\b/.test(reading.text) && !meant && !outOfSight(reading);
    if ((SMALL_FORCE.test(act.lemma) || /^(squeeze|pinch|smush|nibble|bite|hug)$/.test(act.lemma)) && forCuteness) continue;
    if (SMALL_FORCE.test(act.lemma) && !meant && !act.intent && !(small && (outOfSight(reading) || /\b(hard|keep|keeps|always)\b/.test(reading.text)))) continue;
    // Pushed into water by the child when the one pushed cannot swim: "pushed a kid into the pool who cant swim".
    if (/^(push|shove|throw|knock)$/.test(act.lemma) && act.preps.some((p) => /^(in|into)$/.test(p.prep) && WATER.test(p.party.head)) && /\b(can not|cant|could not|couldnt|does not know how to|doesnt know how to|not know how to) swim\b/.test(reading.text)) return true;
    // "i wanna dunk my cousin in the lake": thrown or pushed where children land in play, with no force, no harm meant and no habit.
    const intoPlay = /^(throw|toss|push|shove|dunk|flip|tackle)$/.test(act.lemma) && act.preps.some((p) => /^(in|into|onto)$/.test(p.prep) && PLAY_PLACE.has(p.party.head)) && !meant && !/\b(hard|until|till|under|hurt|drown|keep|keeps|always|every)\b/.test(reading.text) && !aimedAt.some((p) => p.kind === 'pet' || p.lemmas.some((l) => /^(baby|infant|toddler|newborn)$/.test(l)));
    if (intoPlay) continue;
    const contest = ALSO_A_GAME.has(act.lemma) && (act.preps.some((p) => (p.prep === 'at' || p.prep === 'in') && p.party.lemmas.some((l) => CONTEST.has(l) || CONTEST.has(`${l}s`))) || act.particle !== 'up' && act.lemma === 'beat' && !act.intent);
    if (contest || (ALSO_A_GAME.has(act.lemma) && inGame(reading, act)) || (SERIOUS.has(act.lemma) ? playFightNamed || (isPlay(act) && !playThingAsTool(act)) : isPlay(act) || playFight) || reading.has('accidentally') || reading.has('by accident')) continue;
    const thrownToHurt = act.lemma === 'throw' && act.patients.some((p) => THINGS_THROWN_TO_HURT.has(p.head));
    // With force on a person: "threw my brother against the wall", "pushed her down the stairs".
    const forced = act.preps.some((p) => /^(against|into|down|off|on|onto)$/.test(p.prep) && /^(wall|floor|ground|stairs?|door|table|locker|window|car|steps?|roof|bridge|cliff|bar|bars|slide|ladder|tree|bunk|balcony|fence|wall)$/.test(p.party.head)) || reading.has('until he cried') || reading.has('until she cried') || reading.has('until it stopped');
    // Done out of a grown-up's sight: "when mom isnt looking", "when nobody is watching".
    const unseen = outOfSight(reading);
    // Harm done and seen: "hit my friend in the head with a rock and she was bleeding".
    const injured = /\b(bleeding|bled|bleeds|hospital|unconscious|passed out|knocked out|broke (his|her|their) \w+)\b/.test(reading.text) && !reading.has('nose bleed');
    const armedWith = act.preps.find((p) => p.prep === 'with' && (THINGS_THROWN_TO_HURT.has(p.party.head) || WEAPON.has(p.party.head) || /^(bat|stick|hammer|pipe)$/.test(p.party.head)))?.party.head;
    // "hit my brother with a hammer": a deed that is also a game's ("hit", "kick") is not one with a tool made to hurt.
    const hurtingTool = !!armedWith && /^(hammer|pipe|rock|rocks|stone|stones|brick|knife|bottle|chair|glass|gun|pistol|rifle|blade|razor|machete|scissors|bat|stick)$/.test(armedWith);
    if (injured || (armedWith && (!ALSO_A_GAME.has(act.lemma) || hurtingTool))) return true;
    // An animal hurt by the child: "i tied up my dog and hit him".
    if (targets(act).some((p) => p.kind === 'pet') && act.patients.some((p) => p.kind === 'pet') && !/^(pet|stroke|tag)$/.test(act.lemma)) return true;
    // A ride given: "i pushed my baby sister in her stroller", "pulled my brother on the sled", with no force and nothing meant.
    const ride = /^(push|pull|roll|wheel|drag)$/.test(act.lemma) && act.preps.some((p) => /^(in|on)$/.test(p.prep) && RIDE_CARRIER.has(p.party.head)) && !forced && !meant && !act.intent && !/\b(hard|fast into|into (the|a) (wall|street|road|pool)|down the (stairs|hill)|tipped|tip over|fell out|crash\w*)\b/.test(reading.text);
    if (ride) continue;
    // A baby cannot be in a fight: "i kicked my baby sister".
    if (targets(act).some((p) => p.lemmas.some((l) => /^(baby|infant|toddler|newborn)$/.test(l)))) return true;
    // A habit of hurting an animal, or anyone in anger: "i keep kicking our dog when im angry".
    const habit = /\b(keep|keeps|always|every (day|time|night))\b/.test(reading.text) && (targets(act).some((p) => p.kind === 'pet') || /\b(angry|mad|furious|rage)\b/.test(reading.text));
    if (act.intent || SERIOUS.has(act.lemma) || meant || thrownToHurt || forced || habit || (unseen && !ALSO_A_GAME.has(act.lemma))) return true;
  }
  // Someone else's body forced until it gave: "yanked my cousins finger back until it cracked", whatever the verb.
  const othersBody = /\b(brothers|sisters|cousins|friends|babys|kids|boys|girls|his|her|their|him|her) (\w+ )?(arm|arms|finger|fingers|wrist|wrists|leg|legs|nose|hand|hands|thumb|toe|toes|ankle|neck|ear|ears)\b/.test(reading.text);
  if (othersBody && reading.clauses.some((c) => c.subject !== null && SELF_AGENT.has(c.subject.head)) && /\b(until|till|til) (it|they|he|she) (cracked|snapped|broke|popped|bled|started bleeding|went purple)\b/.test(reading.text) && !saidAccident(reading.text)) return true;
  // Hands put to another's neck and pressed: "i put my hands on my baby brothers neck and squeezed".
  if (/\b(put|puts|wrapped|wrap|had|got|placed|held) (both )?my hands? (around|round|on|over) (his|her|their|the (\w+ )?\w+s|my (\w+ ){0,2}\w+s) (neck|throat)\b/.test(reading.text) && /\b(squeez\w*|press\w*|tight|tighter|hard|until|till|chok\w*|could not breathe|couldnt breathe|turned (red|blue|purple))\b/.test(reading.text) && !saidAccident(reading.text)) return true;
  // Scalded: "i poured hot water on my brother".
  if (reading.clauses.some((c) => c.subject !== null && SELF_AGENT.has(c.subject.head)) && /\b(poured|pour|pouring|threw|throw|splashed|splash|spilled|dumped) (the |some |a cup of |a pot of )?(hot|boiling) (water|tea|coffee|soup|oil|chocolate|cocoa) (on|onto|over|at) (my|his|her|the|a|him|her|them)\b/.test(reading.text) && !saidAccident(reading.text)) return true;
  // A cruelty practised, then meant for a pet or a person: "i burn ants and now i want to try it on the cat", "with the neighbors puppy".
  if (/\b(want|wanna|going|gonna|will|plan) (to )?(try|do) (it|that|this|the same) (on|to|with) (the|my|our|a|his|her) (\w+s )?(cat|dog|kitten|puppy|hamster|bird|pet|brother|sister|baby|friend|neighbor|class)\b/.test(reading.text) && reading.sentences.flat().some((w) => (VIOLENT.has(w.lemma) || SMALL_FORCE.test(w.lemma)) && w.lemma !== 'try')) return true;
  // Revenge with a weapon: "a plan to get back at him with my dads knife".
  if (/\b(get back at|got back at|getting back at|get revenge on|revenge on|get even with|pay (him|her|them) back)\b/.test(reading.text) && [...WEAPON].some((w) => reading.words.has(w)) && !/\b(not|never)\b/.test(reading.text) && ![...GAME_NAME].some((g) => reading.words.has(g))) return true;
  // "i want to make my sister bleed": the one made to suffer stands in a clause of its own.
  for (let c = 1; c < reading.clauses.length; c++) {
    const clause = reading.clauses[c]!;
    const maker = reading.clauses[c - 1]!;
    if (clause.governedBy !== 'make' || !clause.subject || !isPersonOrPet(clause.subject) || !maker.subject || !SELF_AGENT.has(maker.subject.head)) continue;
    const meaning = maker.words.some((w) => (WANTING.has(w.lemma) && w.lemma !== 'feel') || /^(will|gonna|going|shall)$/.test(w.text)) && !maker.words.some((w) => w.text === 'not' || w.text === 'never');
    if (meaning && clause.words.some((w) => /^(suffer|bleed|pay|hurt|die|sick|puke|vomit)$/.test(w.lemma))) return true;
  }
  // Smothering: "i held a pillow over his face".
  if (reading.clauses.some((c) => c.subject !== null && SELF_AGENT.has(c.subject.head)) && /\b(held|hold|holds|put|puts|pushed|pushes|pressed|press) (a |the |my )?(pillow|bag|blanket|hand) (over|on|onto) (his|her|their|my \w+s?) (face|mouth|head)\b/.test(reading.text)) return true;
  // A deed done so that someone gets hurt: "i put a tack on her chair so she would get hurt".
  if (reading.clauses.some((c) => c.subject !== null && SELF_AGENT.has(c.subject.head)) && /\bso (that )?(he|she|they|him|her|my \w+) (would|will|could|gets?|got|might) (get )?(hurt|sick|bleed|die|fall and)\b/.test(reading.text)) return true;
  // The hurt as what follows from the deed, told on: "im going to put pins in her shoes so she steps on them and bleeds". Not a care
  // ("so she doesnt get hurt", "so she would stop bleeding").
  const hurtThatFollows = /\bso (that )?(he|she|they|him|her|my \w+) ((\w+ ){0,5}?)(hurts|hurt|bleeds|bleed|dies|die|gets sick|get sick|breaks (his|her|their) \w+|falls and \w+)\b/.exec(reading.text);
  if (hurtThatFollows && !/\b(not|no|never|stop|stops|dont|doesnt|wont|cant)\b/.test(hurtThatFollows[3] ?? '') && reading.clauses.some((c) => c.subject !== null && SELF_AGENT.has(c.subject.head) && c.words.some((w) => /^(going|gonna|will|want|wanna|plan)$/.test(w.text) || w.pos === 'VERB' && /^(put|hide|leave|set|place|stick|pour|loosen|cut)$/.test(w.lemma))) && !saidAccident(reading.text)) return true;
  // A poison asked after and meant for someone: "how much salt would make a dog sick i want to give it to the neighbors dog". Asking
  // alone ("how much chocolate makes a dog sick", to keep a pet safe) is care.
  if (/\bhow (much|many) (\w+ ){1,3}(would|will|could|does it take to|to) (make|kill) (a|an|the|my|someone|somebody|people|\w+s?) ?(\w+ )?(sick|die|throw up|puke|pass out)\b/.test(reading.text) && /\bi (want|wanna|am going|am gonna|will|plan|need) to (give|put|feed|mix|slip|pour|sneak) (it|some|them|that)\b/.test(reading.text)) return true;
  // Held under water: "pushed my sister into the pool and held her under".
  if (reading.clauses.some((c) => c.subject !== null && SELF_AGENT.has(c.subject.head)) && /\b(held|hold|holds|holding|kept|keep|pushed|push|pushing) (him|her|them|my (\w+ )?\w+|his head|her head) (under|down under)( the)?( water)?\b/.test(reading.text) && !OWN_BREATH_OR_BODY.test(reading.text) && !/\b(not|never)\b/.test(reading.text)) return true;
  // An animal or a person held under water: "i kept the puppy under the water".
  if (readActs(reading.clauses, (w) => /^(hold|keep|push|dunk)$/.test(w.lemma)).some((a) => !a.negated && !!a.agent && SELF_AGENT.has(a.agent.head) && a.patients.some(isPersonOrPet) && a.preps.some((p) => p.prep === 'under' && WATER.test(p.party.head)))) return true;
  // "set the house on fire", "set fire to the school".
  const planned = reading.clauses.some((c) => c.subject && SELF_AGENT.has(c.subject.head) && c.words.some((w) => WANTING.has(w.lemma) || /^(will|going|gonna|setting|taking)$/.test(w.text)));
  // Done already, to someone's things or a place: "i set my brothers bed on fire".
  const someonesOrAPlace = (c: Clause) => {
    const fireAt = c.words.findIndex((w) => w.text === 'fire');
    return c.parties.some((p) => p.at < fireAt && (isPersonOrPet(p) || p.kind === 'story') && p.kind !== 'you') || c.words.some((w) => TARGET_PLACE.has(w.text) || /^(bed|hair|clothes|curtains)$/.test(w.text));
  };
  const fire = (c: Clause) => c.words.some((w) => w.lemma === 'set' || w.lemma === 'light' || w.text === 'lit') && c.words.some((w) => w.text === 'fire') && c.subject !== null && SELF_AGENT.has(c.subject.head) && !c.words.some((w) => w.text === 'not' || w.text === 'never' || w.text === 'campfire');
  if (reading.clauses.some((c) => fire(c) && (planned || someonesOrAPlace(c))) && !reading.has('by accident') && !reading.has('accidentally')) return true;
  // A weapon brought where children are: "im going to bring a knife to school", "i brought a knife in my backpack".
  const dangerous = (t: string) => WEAPON.has(t) && !/^(bat|scissors|lighter|matches|sword)$/.test(t);
  // "it" for a weapon named before ("my dad has a gun ... im going to take it to school").
  const named = reading.sentences.flat().some((w) => dangerous(w.text));
  for (const clause of reading.clauses) {
    const words = clause.words;
    const carry = words.findIndex((w) => /^(bring|take|carry|have|get|hide|keep|sneak|put)$/.test(w.lemma) || /^(hid|hidden|snuck|brought)$/.test(w.text));
    const weapon = words.findIndex((w, i) => dangerous(w.text) || (named && i > carry && /^(it|them)$/.test(w.text)));
    if (carry < 0 || weapon < carry) continue;
    // Where it goes, in this clause or in the next that shows or brings "it" ("took my dads gun | and showed it to my friends at school").
    const next = reading.clauses[reading.clauses.indexOf(clause) + 1];
    const shownOn = !!next && next.words.some((w) => /^(show|bring|take|carry|pass)$/.test(w.lemma)) && next.words.some((w) => /^(it|them)$/.test(w.text)) && next.words.some((w) => SCHOOL_PLACE.has(w.text));
    const where = words.slice(weapon + 1).some((w) => SCHOOL_PLACE.has(w.text)) || shownOn;
    if (where && !words.some((w) => w.text === 'not' || w.text === 'never')) return true;
  }
  // A weapon brought to make someone stop or pay: "tomorrow im gonna bring a knife and make him stop".
  const armed = /\b(bring|brings|bringing|take|takes|taking|carry|carrying|get|getting|grab|use|using) ((a|my|his|her|the|our) )?(\w+s )?(knife|knives|gun|pistol|rifle|blade|razor|machete|bat|hammer)\b/.test(reading.text);
  if (armed && /\b(make|makes|making) (him|her|them|that kid|those kids|\w+) (stop|pay|sorry|be quiet|shut up|leave me alone|go away|bleed|cry)\b/.test(reading.text) && !/\b(toy|nerf|game|fortnite|minecraft|roblox|story|movie)\b/.test(reading.text)) return true;
  // A weapon carried so as to harm people, by the child or by another told of ("my friend is bringing his dads gun to shoot the
  // teacher", "she has a knife in her bag and is taking it to stab him"): "it" stands for a weapon named before. Hunting, a range,
  // shooting hoops, targets or photos, and toys are not.
  const carriedToHarm = new RegExp(`\\b(bring|brings|bringing|brought|take|takes|taking|took|carry|carries|carrying|sneak|sneaks|sneaking) (${named ? 'it|them|' : ''}(a|an|my|his|her|their|the|our) (\\w+s )?(gun|guns|pistol|rifle|knife|knives|blade|machete))( \\w+){0,3}? to (shoot|stab|kill|murder|attack|hurt|cut) (?!(hoops|targets?|cans|bottles|pictures|photos|videos?|deer|birds|ducks|rabbits|the ball|baskets)\\b)\\w+`);
  if (carriedToHarm.test(reading.text) && !/\b(toy|nerf|water|game|fortnite|minecraft|roblox|story|movie|hunting|range|paintball|airsoft)\b/.test(reading.text)) return true;
  // A sharp thing of every day carried so as to cut or stab a person ("bringing scissors in our backpacks to cut the new girl",
  // "taking my compass to stab him"): scissors to cut paper, a compass to draw, a fork to eat are not.
  const sharpCarriedAtSomeone = /\b(bring|brings|bringing|brought|take|takes|taking|took|carry|carries|carrying|sneak|sneaks|sneaking|hide|hides|hiding|hid) (a |an |my |his |her |their |the |our |some )?(\w+s )?(scissors|compass|compasses|box cutter|boxcutter|razor|razors|screwdriver|fork|forks|pencil sharpener blade|shard|broken glass)( \w+){0,4}? to (cut|stab|slash|poke|jab|hurt|attack|scratch) (him|her|them|my (\w+ )?(brother|sister|cousin|friend|teacher)|(the|that|this) (new |mean |little |big )?(girl|boy|kid|kids|teacher|bully|bullies|sub)|[a-z]+ (in|on) the (face|neck|eye|arm|back|leg))\b/;
  if (sharpCarriedAtSomeone.test(reading.text) && !/\b(toy|pretend|game|fortnite|minecraft|roblox|story|movie|hair|paper|craft)\b/.test(reading.text)) return true;
  // Someone shut inside a machine or a box where one cannot breathe or get out: "i locked my little brother in the dryer".
  if (reading.clauses.some((c) => c.subject !== null && SELF_AGENT.has(c.subject.head) && !c.words.some((w) => w.text === 'not' || w.text === 'never')) && /\b(lock|locked|locks|shut|shuts|put|puts|stuffed|stuff|trapped|trap|closed) (my |our |the |a |his |her )?(\w+ )?(\w+ )?(brother|sister|cousin|baby|friend|kid|boy|girl|him|her|them|cat|dog|kitten|puppy|hamster) (in|inside|into) (the|a|our|my) (dryer|washer|washing machine|fridge|freezer|oven|trunk|suitcase|chest|toy chest|dishwasher|microwave|cooler)\b/.test(reading.text)) return true;
  // A weapon got hold of, and people to "show", "teach" or scare, wanted or as its purpose: "i found my dads gun and i want to show those boys", "took a knife to scare the kids".
  if ([...WEAPON].some((w) => w !== 'bat' && w !== 'scissors' && reading.words.has(w)) && /\b((want|wanna|going|gonna|will|plan|ill) (to )?|to )(show|teach|scare|threaten|hurt|stab|attack|get|surprise|use it on|point it at) (those|them|him|her|the|that|these|my) ?(\w+ )?(boys|girls|kids|guys|bullies|class|people|lesson)?\b/.test(reading.text) && /\b(found|got|took|have|has|stole|grabbed)\b/.test(reading.text) && !/\b(toy|nerf|water gun|squirt|game|fortnite|minecraft|laser|paintball)\b/.test(reading.text)) return true;
  // A wish that someone else were dead: "i wish my brother was dead", "i want my teacher to die", "i hope you die".
  for (let c = 0; c < reading.clauses.length; c++) {
    const clause = reading.clauses[c]!;
    const death = clause.words.findIndex((w) => DEATH.has(w.text) || DEATH.has(w.lemma));
    if (death < 0) continue;
    const someoneElse = clause.parties.find((p) => p.at < death && isPersonOrPet(p) && p.kind !== 'pet');
    const before = reading.clauses[c - 1];
    const wishedBySelf =
      clause.words.slice(0, death).some((w) => WANTING.has(w.lemma) && w.lemma !== 'feel' && w.lemma !== 'think') && clause.subject !== null && SELF_AGENT.has(clause.subject.head);
    const wishedBefore = !!before && !!clause.governedBy && WANTING.has(clause.governedBy) && before.subject !== null && SELF_AGENT.has(before.subject.head);
    const negated = clause.words.some((w) => w.text === 'not' || w.text === 'never') || (wishedBefore && before!.words.some((w) => w.text === 'not'));
    if (someoneElse && !negated && (wishedBySelf || wishedBefore) && someoneElse.kind !== 'self') return true;
    if (someoneElse === undefined && wishedBefore && clause.subject && isPersonOrPet(clause.subject) && !negated) return true;
  }
  return false;
}

/** The child's own temper told big and to come, aimed at no one: "im gonna explode", "ill lose it", "i could scream". */
const OUTBURST = /\b((i|im|i am)( (so|just|literally|totally|really))* (gonna|going to|about to|could|will|might|want to|wanna)|ill)( (so|just|literally|totally|really|like))* (explode|blow up|lose it|lose my mind|lose my cool|blow a fuse|have a meltdown|snap|scream|freak out|freak|flip out|flip|go crazy|go insane|go nuts|go off|burst)\b(?! (at|on|the|my|his|her|him|them|you|that|this|those|these|everyone|everybody|somebody|someone)\b)/;

/** A wish only to raise the voice at someone ("i want to yell at her", "im gonna scream at him"): words, not a deed of harm. */
const ONLY_VOICE = /\b((i|im|i am)( (so|just|really))* (gonna|going to|about to|want to|wanna|will|feel like)|ill)( (so|just|really))* (yell|shout|scream|holler)( (so|really))?( loud)? at\b/;

/**
 * Whether the rules read the whole message as temper, not a deed meant: the child's own outburst aimed
 * at no one ("if i have to do one more page im gonna explode"), or deeds against someone that the rules
 * lower (only possible, or exasperation over what a brother or sister just did), with no weapon, no plan,
 * no death, nothing done to the child's own body and no harm heard. The second reader, which reads
 * words and not sentences, is not heard for harm to others over such a message.
 */
export function toldOnlyInTemper(reading: Reading): boolean {
  if (hearHarmToOthers(reading) || [...WEAPON].some((w) => reading.words.has(w)) || /\b(plan|planning|planned|list|die|dies|dead|death|bleed|hospital|myself|my self|kms)\b/.test(reading.text) || TIME_TO_COME.test(reading.text)) return false;
  const meant = MEANT.some((p) => reading.has(p));
  const acts = readActs(reading.clauses, (w) => VIOLENT.has(w.lemma)).filter((a) => !a.negated && !!a.agent && SELF_AGENT.has(a.agent.head));
  const lowered = (a: Act) => targets(a, reading.clauses).length > 0 && ((onlyPossible(a) && !a.intent) || (a.intent && laughedOffExasperation(reading, a, meant)));
  return acts.length > 0 ? acts.every(lowered) : OUTBURST.test(reading.text) || ONLY_VOICE.test(reading.text);
}
