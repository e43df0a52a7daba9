import { VIOLENT, WANTING } from '../concepts/acts';
import { DEATH, GAME_NAME, MEDICINE } from '../concepts/topics';

/** What a child is set at school or at home, complained of: "this homework is so long". */
const SCHOOL_TASK = new Set(['homework', 'math', 'test', 'quiz', 'class', 'lesson', 'worksheet', 'essay', 'project', 'chore', 'chores', 'reading', 'spelling', 'practice', 'assignment', 'exam', 'book', 'page', 'speech']);
import { HEALER } from '../concepts/people';
import { readActs, resolve } from '../read/acts';
import type { Clause } from '../read/clauses';
import type { Reading } from '../read/read-message';
import { isMishap, laughedAt, toldInAStory } from './frames';
import { HURT_THEN_EASED, hearEndingUnsaid } from './ending-unsaid';

const saidAccident = (text: string) => /\b(by accident|accidentally|by mistake)\b/.test(text);

/** Words that frame a wish: wanting, planning, deserving, or "it would be better if". */
const WISHING = new Set([...WANTING, 'pray', 'would', 'should', 'deserve', 'going', 'gonna', 'will', 'shall', 'might', 'rather', 'better', 'easier', 'happier', 'thought', 'thoughts', 'thinking', 'try', 'tried', 'trying', 'ready', 'about', 'just']);
/** "i want to die" unless it is a figure: "dying to know", "die laughing", "to die for", "dead tired" (but "die for real" is meant). */
const FIGURE_AFTER_DIE = new Set(['laughing', 'laughter', 'of', 'for', 'tired', 'inside', 'lol', 'haha']);
const SELF_SUBJECT = new Set(['i', 'me', 'myself']);
/** Ways of not being: the object of a wish when negated ("i dont want to live", "i wish i was never born"). */
const BEING_ALIVE = new Set(['live', 'alive', 'exist', 'here', 'born', 'wake', 'breathe', 'around', 'living', 'existing']);
/** Ways of ending that need no word for death ("jump off the roof", "take all the pills"). */
const HIGH_PLACE = new Set(['roof', 'rooftop', 'bridge', 'building', 'window', 'balcony', 'cliff', 'tower', 'edge', 'garage', 'overpass', 'skyscraper', 'stairwell']);
/** Acts on one's own body that are not self-harm whatever the frame ("cut my hair"). */
const GROOMING = new Set(['hair', 'nail', 'nails', 'bangs', 'fringe']);
const TELLING_SIGN = new Set(['wall', 'against', 'matches', 'pills', 'purpose', 'sad', 'mad', 'upset', 'angry', 'bleed', 'bleeds', 'bled', 'bleeding', 'again', 'until', 'till', 'nobody', 'hurts', 'pain', 'deserve', 'hate', 'stressed', 'lonely', 'scars', 'blade', 'razor', 'lighter', 'knife', 'keep', 'always', 'when', 'feel', 'sometimes', 'often']);

/** Signs that tell how a hurt felt, not that it was meant: with a hurt on a thing they are a mishap's. */
const RESULT_SIGN = new Set(['when', 'hurts', 'pain', 'bleeds', 'bled', 'bleeding', 'bleed']);

function subjectIsSelf(clause: Clause): boolean {
  const s = clause.subject;
  return s === null || SELF_SUBJECT.has(s.head) || s.head === 'it' || s.head === 'there' || s.head === 'what' || s.head === 'way';
}

/** Verbs that carry someone's words: "says", "tells me", "keeps texting me", "wrote". */
const SAYING = /^(say|said|tell|told|text|texting|write|wrote|post|send|sent|message|messaging|messaged|yell|scream|shout|comment|dm|dms|whisper)$/;

/**
 * Someone else's words about the child, not the child's own wish: "she said i should kill myself", "keep
 * texting me that i should just die" (the child, "me", is the one told). The child's own telling stays
 * theirs: "i told my mom i want to die", "i keep telling myself i should die".
 */
function othersWords(clause: Clause, before: Clause | undefined): boolean {
  if (!before) return false;
  // Governed by the saying, or a "that" clause right after it ("keep messaging me that i should die").
  const said = (clause.governedBy !== null && SAYING.test(clause.governedBy)) || ((clause.governedBy !== null || clause.link === 'that') && before.words.some((w) => SAYING.test(w.lemma) || SAYING.test(w.text)));
  if (!said) return false;
  const teller = before.subject;
  if (teller === null) return before.words.some((w) => w.text === 'me' || w.text === 'us');
  return !SELF_SUBJECT.has(teller.head) && teller.head !== 'we' && teller.kind !== 'self';
}

function wishIn(clause: Clause, before: Clause | undefined, at: number): { wished: boolean; negated: boolean } {
  const words = clause.words.slice(0, at);
  const fromBefore = before && (clause.governedBy || clause.link === 'and' || clause.link === 'if') ? before.words : [];
  const wished = words.some((w) => WISHING.has(w.text) || WISHING.has(w.lemma)) || fromBefore.some((w) => WANTING.has(w.lemma) || w.text === 'would' || w.text === 'better' || w.text === 'easier');
  // "not lol i want to die", "no jk": a laugh taken back, not the wish. A condition's "not" ("if i dont get help i will die")
  // does not reach the consequence.
  const negated = words.some((w, i) => (w.text === 'not' || w.text === 'never' || w.text === 'no') && !LAUGH.test(words[i + 1]?.text ?? '')) || (clause.governedBy !== null && before?.link !== 'if' && (before?.words ?? []).some((w, i, all) => (w.text === 'not' || w.text === 'never') && !LAUGH.test(all[i + 1]?.text ?? '')));
  return { wished, negated };
}

/** A laugh, or a joke owned: "lol", "just kidding", "joking". */
const LAUGH = /^(lol|just|kidding|joking|joke)$/;

/** Wished for by the child: "i hope", "i wish", "i pray". */
const WISHED = /^(hope|wish|pray|want)$/;
/** What befalls one: "a car", "a bus", "lightning", "something". */
const WHAT_BEFALLS = /^(car|cars|truck|bus|train|lightning|something|somebody|someone|anyone|anything|meteor|bullet)$/;

/**
 * The child wishes a harm to befall themselves: "i hope i get hit by a car", "i wish a truck would run
 * me over", "i want something to kill me". Not in a game or a sport ("i hope i get hit by the pitch").
 */
function wishesHarmOnSelf(reading: Reading): boolean {
  if (/\b(game|pitch|ball|dodgeball|baseball|tag|paintball|laser|snowball|water balloon|pillow)\b/.test(reading.text)) return false;
  const clauses = reading.clauses;
  return clauses.some((clause, c) => {
    const before = clauses[c - 1];
    const wishedBefore = !!before && clause.governedBy !== null && WISHED.test(clause.governedBy) && before.subject !== null && SELF_SUBJECT.has(before.subject.head) && !before.words.some((w) => w.text === 'not' || w.text === 'never');
    const wishedHere = clause.subject !== null && SELF_SUBJECT.has(clause.subject.head) && clause.words.some((w, i) => WISHED.test(w.lemma) && clause.words[i + 1]?.text !== 'not');
    if ((!wishedBefore && !wishedHere) || clause.words.some((w) => w.text === 'not' || w.text === 'never')) return false;
    const words = clause.words;
    // "i get hit by a car", "to be run over".
    const befallsMe = clause.subject !== null && SELF_SUBJECT.has(clause.subject.head) && words.some((w, i) => (VIOLENT.has(w.lemma) || (w.lemma === 'run' && words[i + 1]?.text === 'over')) && /^(get|got|gets|be|been|getting)$/.test(words[i - 1]?.text ?? ''));
    // "a car hits me", "something would kill me", "a truck runs me over".
    const doneToMe = words.some((w, i) => (VIOLENT.has(w.lemma) || (w.lemma === 'run' && words.slice(i + 1, i + 4).some((x) => x.text === 'over'))) && words.slice(i + 1, i + 3).some((x) => x.text === 'me')) && clause.parties.some((p) => WHAT_BEFALLS.test(p.head));
    return befallsMe || doneToMe;
  });
}

/** Where a clause names death or ending ("i want to die", "i wish i was dead", "better if i was gone"), or -1. */
function deathAt(words: Clause['words']): number {
  // Death: "i want to die", "i wish i was dead", "i thought about suicide", "i should just die".
  return words.findIndex(
    (w, i) =>
      DEATH.has(w.text) ||
      DEATH.has(w.lemma) ||
      (w.lemma === 'end' && /^(my|it|everything|things)$/.test(words[i + 1]?.text ?? '')) ||
      // "she wants to end her life": another's own life ended (whose wish it is, the clause's subject tells).
      (w.lemma === 'end' && /^(his|her|their)$/.test(words[i + 1]?.text ?? '') && /^(life|lives)$/.test(words[i + 2]?.text ?? '')) ||
      // "better if i was gone".
      (w.text === 'gone' && /^(was|were|am|be)$/.test(words[i - 1]?.text ?? '') && !/^(on|to|for|away)$/.test(words[i + 1]?.text ?? '')),
  );
}

/** Any blow told in the message. */
const toldABlow = (reading: Reading) => reading.sentences.flat().some((w) => w.pos === 'VERB' && VIOLENT.has(w.lemma));

/**
 * Whether the death named at `death` in the clause at `c` is a figure of speech: told big over a
 * feeling, a chore, a duty or a want ("so bored i could die", "im gonna die if i have to eat that"),
 * dye, "dying to", "dead tired", or laughed at.
 */
function deathIsAFigure(reading: Reading, c: number, death: number): boolean {
  const clauses = reading.clauses;
  const clause = clauses[c]!;
  const before = clauses[c - 1];
  const words = clause.words;
  const next = words[death + 1]?.text ?? '';
  // The one whose death is named: the child, or another child told of ("my sister says shes gonna die if she doesnt get ..."),
  // so a condition of theirs lowers a figure as the child's own does.
  const theSameOne = (s: Clause['subject']) => s !== null && (SELF_SUBJECT.has(s.head) || (!subjectIsSelf(clause) && /^(he|she|they)$/.test(s.head)));
  // "die my hair purple": dye.
  const dye = words[death]!.lemma === 'die' && (words[death + 2]?.text === 'hair' || words[death + 1]?.text === 'hair' || /^(it|them)$/.test(next) && reading.words.has('hair'));
  // "so bored i thought i would die", "so bored in the car i thought i would die": a feeling told big, not a wish (sadness is never lowered so).
  const hyperbole = /\b(so|too) (bored|hungry|embarrassed|tired|happy|excited|full|hot|cold|thirsty|sleepy|nervous|funny|cute|jealous|scared|frightened|terrified|dizzy|sore|stuffed) (\w+ ){0,4}?(that )?(i|he|she) (thought (i|he|she) )?(would|could|was going to|almost|nearly|wanted to) (die|died|dying)\b/.test(reading.text);
  // "lol jk but not jk": the laugh taken back.
  const unjoked = /\b(not|no) (just )?(kidding|joking|joke)\b|\bfor real\b|\bi mean it\b|\bseriously\b/.test(reading.text);
  const laughed = /^(lol|haha)$/.test(next) || (next === 'just' && words[death + 2]?.text === 'kidding');
  // "i want to die this math is so hard lol": a chore complained of and laughed at, not a wish
  // ("my life is so bad lol" is no chore, and a laugh taken back is no laugh).
  // A school task complained of needs no laugh when the wish is told big: "i literally want to die this homework is so long".
  const chore = /\b(this|the|that|these|those) (\w+ )?(\w+) (is|are|was|were) (so|too|really|super) (hard|boring|long|annoying|bad|hot|cold|loud|slow)\b/.exec(reading.text)?.[3];
  const toldBig = laughedAt(reading) || (reading.words.has('literally') && chore !== undefined && SCHOOL_TASK.has(chore));
  const choreLaughedAt = toldBig && chore !== undefined && !/\b(life|everything|world|family|home)\b/.test(reading.text);
  // "if i have to read one more page ill die": a death threatened for a small deed of one's own duty,
  // a consequence told big (a condition someone else does, "if he hits me again", is not so lowered).
  // "im gonna die if i have to sit through another recital": the same, the condition told after.
  const duty = (d: Clause | undefined) => d?.link === 'if' && /^(i|he|she|they) (have|has) to\b/.test(d.words.map((w) => w.text).join(' ')) && theSameOne(d.subject) && !d.words.some((w) => VIOLENT.has(w.lemma) || /^(go|stay|live|see|home)$/.test(w.lemma));
  const dutyThreatened = (duty(before) || (duty(clauses[c + 1]) && words.slice(0, death).some((w) => /^(going|gonna|will)$/.test(w.text)))) && !/^(myself|me)$/.test(next);
  // "im literally going to die if i dont get the new game": a death to come told big over a thing the child wants.
  const after = clauses[c + 1];
  const wantUnmet = after?.link === 'if' && theSameOne(after.subject) && words.slice(0, death).some((w) => /^(going|gonna|will|would)$/.test(w.text)) && after.words.some((w) => /^(get|have|win|buy|see|watch|play|go)$/.test(w.lemma)) && after.words.some((w) => w.text === 'not' || w.text === 'never') && !after.words.some((w) => VIOLENT.has(w.lemma) || /^(home|help|out|away|better|alive|food|eat|medicine|breathe)$/.test(w.text)) && !/^(myself|me)$/.test(next);
  // "if i dont get a puppy i will literally die": the same with the condition told first.
  const wantUnmetFirst = before?.link === 'if' && theSameOne(before.subject) && before.words.some((w) => w.text === 'not') && words.slice(0, death).some((w) => /^(going|gonna|will|would)$/.test(w.text)) && before.words.some((w) => /^(get|have|win|buy|see|watch|play|go)$/.test(w.lemma)) && !before.words.some((w) => VIOLENT.has(w.lemma) || /^(help|food|eat|out|away|home)$/.test(w.lemma));
  // "i felt like dying when i farted in class lol": a moment gone by, told big and laughed at or named embarrassing.
  const momentTold = /\bfelt like (dying|i was dying|i could die|i would die|i was going to die)\b/.test(reading.text) && after?.link === 'when' && after.subject !== null && SELF_SUBJECT.has(after.subject.head) && (laughedAt(reading) || /\b(embarrass\w*|so funny|awkward|in front of)\b/.test(reading.text));
  // "i wanted to die when my mom sang in front of my friends": a wish gone by, over a moment of shame before others (not over a harm).
  const shamedBefore = /\b(wanted to die|wanted to just die|could have died|could of died|thought i would die)\b/.test(reading.text) && after?.link === 'when' && !(after.subject !== null && !SELF_SUBJECT.has(after.subject.head) && after.words.some((w) => VIOLENT.has(w.lemma))) && /\b(in front of|embarrass\w*|so awkward)\b/.test(reading.text) && !/\b(again|every|always|still|anymore)\b/.test(reading.text);
  // "i could just die my crush looked at me": a "could die" over someone's glance, smile or hello, a moment of delight or shyness.
  const giddy = /(?<!(wish|hope|want|and) )\bi could (just |literally |totally )?die\b/.test(reading.text) && reading.clauses.some((x) => x.subject !== null && !SELF_SUBJECT.has(x.subject.head) && x.words.some((w, i) => /^(looked|smiled|waved|winked|talked|said|noticed|sat|texted|laughed)$/.test(w.text) && (/^(at|to|next|hi|hello)$/.test(x.words[i + 1]?.text ?? '') || w.text === 'noticed'))) && !DARK.test(reading.text) && !toldABlow(reading);
  return giddy || hyperbole || dye || choreLaughedAt || dutyThreatened || wantUnmet || wantUnmetFirst || momentTold || shamedBefore || (FIGURE_AFTER_DIE.has(next) && !(laughed && unjoked) && !(next === 'for' && words[death + 2]?.text === 'real')) || (next === 'to' && words[death + 2]?.pos === 'VERB') || /\bto die for\b(?! real)/.test(reading.text) || reading.has('dead tired') || (words[death]!.text === 'dead' && laughedAt(reading));
}

/** Feelings and words that make a figure of death more than a figure. */
const DARK = /\b(sad|lonely|alone|nobody|no one|noone|hate|hates|hurt|hurts|cut|cutting|pills|cry|cried|crying|worthless|empty|hopeless|forever|for good|anymore|tired of|sick of|everyone|deserve)\b/;

/**
 * The message names death or vanishing only as a figure of speech and tells nothing dark beside it:
 * "im gonna die if i have to eat that", "i could crawl under my covers and vanish i was so embarrassed".
 * A reader of words alone (the statistical second reader) is not to be heard over it.
 */
export function toldOnlyAsAFigure(reading: Reading): boolean {
  if (hearSelfHarm(reading)) return false;
  // Vanishing wished, for good, on a thing or on someone else ("i wish this stain would disappear forever"), with nothing else dark.
  if (new RegExp(`\\b${VANISH}\\b`).test(reading.text) && !vanisherIsTheChild(reading) && !DARK.test(reading.text.replace(/\b(forever|for good)\b/g, ''))) return true;
  if (DARK.test(reading.text)) return false;
  const deaths = reading.clauses.map((c, i) => [i, deathAt(c.words)] as const).filter(([, d]) => d >= 0);
  if (deaths.length > 0) return deaths.every(([i, d]) => deathIsAFigure(reading, i, d));
  // Vanishing to hide: into a place to hide in, or out of embarrassment.
  return /\b(disappear|vanish|sink|hide)\b/.test(reading.text) && (/\b(under|into|in|through) (my|the|a) (blanket|covers|floor|ground|hole|bed|pillow|hoodie|sweater|seat)\b/.test(reading.text) || /\bembarrass\w*\b/.test(reading.text));
}

/** A wish to die, to not be, or harm done to oneself. */
/** The child not eating, by their own doing: "i fast every day", "i stopped eating", "i skip lunch", "i keep not eating", "i starve". */
const NOT_EATING_OWN = /\bi (\w+ ){0,2}(fast|fasts|fasted|fasting|starve|starving|stopped eating|stop eating|not eating|do not eat|did not eat|skip (meals|lunch|dinner|breakfast|food)|skipped (meals|lunch|dinner|breakfast)|throw up (after|my food|on purpose)|make myself throw up)\b/;
/** Kept for the body: to be thin, to weigh less, hating it. */
const FOR_THE_BODY = /\b(skinny|skinnier|thin|thinner|lose weight|losing weight|weigh less|too fat|so fat|i am fat|i hate my body|hate my body|my body is|my stomach is too big)\b/;

/** Ways of ceasing to be told as an image: vanishing, fading, melting, being erased or rubbed out. */
const VANISH = '(disappear|vanish|fade away|fade out|melt away|evaporate|dissolve|be erased|get erased|be rubbed out|be wiped out|be deleted|get deleted|be gone|not exist)';
/** Lying in the ground told as an image: buried, in a box, a coffin or a grave, under the ground. */
const IN_THE_GROUND = '(buried|in a (box|coffin|casket|grave) in the ground|in a (coffin|casket|grave)|in the ground|under the ground|six feet under|in a box under the ground)';
/** Going into deep water or the dark until it closes over: "walking into the sea till it covers my head". */
const INTO_THE_DEEP = /\b(walk|walking|walked|swim|swimming|swam|go|going|wade|wading|waded|step|stepping) (out )?(into|in|out into) the (sea|ocean|lake|river|waves|water|deep end)\b.*\b(till|until|and) (it|the water|the waves) (covers?|goes over|closes over|is over) (my|me)\b|\b(into|in) the (sea|ocean|lake|river|waves|water)\b.*\b(never come (back|out)|not come (back|out)|and not come up|and sink|till i sink|until i sink)\b/;

/**
 * The one who would vanish is the child ("i wish i could disappear forever", "i want to fade away for good"), not a thing or
 * someone else ("i wish this stain would disappear forever", "i want my brother to vanish").
 */
function vanisherIsTheChild(reading: Reading): boolean {
  const vanish = new RegExp(`\\b${VANISH}\\b`);
  return reading.clauses.some((c) => {
    const at = c.words.findIndex((w, i) => vanish.test(c.words.slice(i).map((x) => x.text).join(' ')) && !vanish.test(c.words.slice(i + 1).map((x) => x.text).join(' ')));
    if (at < 0) return false;
    // The one named last before the vanishing is the one who vanishes: "i wish | this stain | would disappear".
    const who = [...c.parties].reverse().find((p) => p.at < at) ?? c.subject;
    return who === null || SELF_SUBJECT.has(who.head) || who.kind === 'self';
  });
}

/** The child keeping, hiding or saving something (a means of harm, told before or after: "a razor that i keep"). */
const MEANS_KEPT = /\bi (\w+ ){0,2}(keep|keeps|kept|hide|hid|hidden|hiding|save|saved|saving|stash|stashed|stashing|have|got|put|collect|collected|collecting)\b/;
/** A means of harm to oneself. */
const MEANS_OF_HARM = /\b(blade|blades|razor|razors|pills|tablets|rope|knife|knives|box cutter|boxcutter|lighter|scissors|pins|needles|shard|glass)\b/;
/** Kept against a bad time to come: "for the bad nights", "for when it gets too much", "just in case i need them". */
const KEPT_AGAINST_DISTRESS = /\bfor (the |my |those |these )?(bad|hard|worst|dark|sad|rough|awful|lonely|really bad) (night|nights|day|days|time|times|moment|moments|ones)\b|\bfor when (it|things|everything|life|i|the feelings?|the thoughts?) (gets?|get|am|feel|is|are|cant|can not|need)\b|\b(just )?in case i (need|want|decide|cant|can not|ever need)\b|\bfor (later|one day|someday|the end|when i am ready)\b|\bfor if (i|it|things) (gets?|need|want|cant)\b/;
/** Uses that make keeping such a thing ordinary. */
const ORDINARY_USE = /\b(need|needs|want) (it|them|one) (for|to) (?!(die|end|hurt|cut|do it|make))\w+|\b(art|school|class|drawing|camping|hike|hiking|fishing|cooking|craft|crafts|project|shaving|shave|headache|headaches|allergy|allergies|asthma|cold|fever|cramps|period|vitamins|doctor|sewing|scout|scouts|power goes out|candles|birthday|cake|garden|boat|tent|stuck|emergency kit|first aid)\b/;

/** The child's own absence to come: "when im gone", "after i die", "once im not here anymore". */
const ABSENCE_OF_MINE = /\b(when|after|once|if) i (am |was |were |just )?(gone|dead|not here anymore|not around anymore|no longer here|no longer around|die|died|pass away)\b(?! (to|for|on|at|in|this|next|over|during|till|until|away|with|from))/;
/** One's things handed on: "everyone can have my room", "my sister gets to keep my tablet", "give away my stuff". */
const MY_THINGS_HANDED_ON = /\b(can|could|may|will|gets?|get to|gets to|should|is going to|gonna) (have|keep|take|get|inherit) (all |all of |any of )?my\b|\bgive (away )?(all )?(of )?my\b|\bmy \w+ (goes|go|can go|should go) to\b/;
/** An absence that ends, or a death of old age: away at camp, at college, grown old. */
const AWAY_FOR_A_TIME_OR_OLD = /\b(old|older|grow up|grown up|grandkids|grandchildren|great grandkids|100|hundred|camp|college|trip|vacation|moved out|move out|sleepaway|visiting|holiday|wedding|married)\b/;

/** Children of the child's own world: a friend, a classmate, a cousin, a brother or sister, a child named. */
const CHILD_OF_MY_WORLD = new Set(['close', 'peer', 'named']);

/**
 * The clause's subject is another child of the child's world, named or told by "he", "she" or "they" after them, with no one
 * else named between it and the deed: "my friend said she wants to die", "my cousin is going to kill himself". Told inside a
 * story, or of a figure of one, it is the story's.
 */
function subjectIsAnotherChild(reading: Reading, c: number, at: number): boolean {
  const clause = reading.clauses[c]!;
  const s = clause.subject;
  // A question ("did he want to die") asks about someone; a wish from before ("i wish my brother was dead") is the child's.
  if (!s || clause.question || toldInAStory(reading, clause)) return false;
  // "i wish my brother would die": the child's own wish, told just before, about them.
  const before = reading.clauses[c - 1];
  if (before?.subject && SELF_SUBJECT.has(before.subject.head) && before.words.some((w) => WANTING.has(w.lemma) || /^(wish|hope|pray)$/.test(w.lemma))) return false;
  // "he will kill himself if i stop talking to him": an ending held over the child's own deed is a hold on the child.
  if (reading.clauses.some((x) => x.link === 'if' && x.subject !== null && SELF_SUBJECT.has(x.subject.head))) return false;
  const earlier = reading.clauses.slice(0, c).flatMap((x) => x.parties);
  const who = s.kind === 'pronoun' && /^(he|she|they)$/.test(s.head) ? resolve(s, earlier) : s;
  if (!CHILD_OF_MY_WORLD.has(who.kind) || who.owner === 'other') return false;
  return !clause.parties.some((p) => p !== s && p.at > s.at && p.at < at && p.kind !== 'thing');
}

/** What is put on the skin to tend it. */
const TENDING = /^(cream|creams|lotion|lotions|sunscreen|suncream|soap|shampoo|gel|ice|oil|medicine|ointment|bandaid|bandage|plaster|spray|brush|comb|towel|moisturizer|powder|makeup|glitter|sticker|stickers|paint|marker|pen|tattoo)$/;
/** The feeling a deed to oneself answers: "when i feel bad", "so i dont cry", "to feel something". */
const OWN_FEELING = /\b(when|whenever|if|because|cause) i (\w+ )?(feel|felt|get|am|was) (bad|sad|upset|angry|mad|stressed|empty|numb|worthless|lonely|overwhelmed|anxious|awful|terrible|like nothing|like crying)\b|\bso (that )?i (do not|dont|wont|will not|can) (cry|feel|think|scream)\b|\b(to|so i can|so i) feel (something|better|anything|nothing)\b/;

/**
 * The child uses a thing on their own body to answer a feeling: "i use the cheese grater on my arm when i feel bad", "i use a pin
 * on my legs so i dont cry". What tends the skin (a cream, a brush, a plaster) is not this.
 */
function thingUsedOnOwnBody(reading: Reading): boolean {
  if (!OWN_FEELING.test(reading.text)) return false;
  return reading.clauses.some((c) => {
    if (c.subject === null || c.subject.head !== 'i') return false;
    const use = c.words.findIndex((w) => w.lemma === 'use');
    if (use < 0 || c.words.slice(0, use).some((x) => /^(not|never)$/.test(x.text))) return false;
    const on = c.words.findIndex((w, i) => i > use && /^(on|against|across)$/.test(w.text) && c.words[i + 1]?.text === 'my' && c.parties.some((p) => p.kind === 'self-body' && p.at === i + 1));
    // The thing used, between "use" and "on": not one that tends the skin, and not "it" (what "it" is was told elsewhere).
    const thing = c.words.slice(use + 1, on).filter((w) => !/^(a|an|the|my|this|that|some|his|her)$/.test(w.text));
    return on > 0 && thing.length > 0 && !thing.some((w) => TENDING.test(w.text) || TENDING.test(w.lemma) || /^(it|them|this|that)$/.test(w.text));
  });
}

/** A question how long or how much it takes to die by one's own doing: "how long does it take to die if you hold your breath on purpose". */
const DYING_ON_PURPOSE = /\bhow (long|much|many|fast|quick|quickly)\b.*\b(to die|until (you|i|someone) (die|dies)|before (you|i|someone) (die|dies))\b.*\b(on purpose|if (i|you) (do not|dont|stop|never)|yourself|myself)\b/;

/** The child's own skin, named by its place. */
const OWN_SKIN = '(skin|arm|arms|forearm|forearms|wrist|wrists|leg|legs|thigh|thighs|ankle|ankles|stomach|belly|tummy|hip|hips|hand|hands|chest|shoulder|shoulders)';
/** Something hot, or a thing that burns, pressed or held to one's own skin by the child. */
const HOT_ON_OWN_SKIN = new RegExp(`\\bi (\\w+ ){0,2}(put|puts|hold|holds|held|press|presses|pressed|touch|touches|touched|stick|sticks|stuck) (the |a |an |my |some )?((\\w+ )?(hot|burning|heated|lit) (\\w+ ){0,2}?|(\\w+ )?(straightener|curling iron|iron|lighter|match|matches|cigarette|glue gun|candle) )(on|to|against|onto|into) my ${OWN_SKIN}\\b`);
/** Warmth held to the body to soothe it: "the hot water bottle on my tummy when i feel bad". */
const WARMTH_THAT_SOOTHES = /\b(water bottle|heating pad|heat pack|hot pack|warm pack|compress|wheat bag|rice bag|mug|cocoa|tea|soup|bath|blanket|cramps|period|ache|aches)\b/;
/** What has an edge or a point. */
const SHARP = '(scissors|knife|knives|blade|razor|compass|pin|safety pin|needle|glass|sharpener|nail|paperclip|paper clip|pocket knife|pen knife|box cutter|thumbtack|tack|pencil sharpener)';
/**
 * A word or a mark put into the child's own skin: carved or etched there ("i carved his initials into my forearm"), or cut,
 * scratched or written there with something sharp ("i scratched a word on my thigh with a paperclip"). Writing with a pen, carving
 * wood, or a mishap is not this.
 */
const MARKED_INTO_OWN_SKIN = new RegExp(
  `\\bi (\\w+ ){0,2}(carve|carves|carved|carving|etch|etches|etched|etching)\\b(?: \\w+){0,5} (in|into|on) my ${OWN_SKIN}\\b` +
    `|\\bi (\\w+ ){0,2}(cut|cuts|scratch|scratches|scratched|scratching|write|writes|wrote|writing|scrape|scraped|dig|dug)\\b(?: \\w+){0,5} (in|into|on) my ${OWN_SKIN}\\b(?: \\w+){0,3} with (a |the |my |an )?${SHARP}\\b`,
);

/**
 * The child pulling out their own hair, lashes or brows as a habit that answers a feeling or leaves a mark: "i pull my hair out in
 * patches when im stressed", "i keep yanking out my eyelashes till theres none left". The saying "makes me want to pull my hair out"
 * is a figure, and "out of the ponytail" is a hairdo.
 */
const OWN_HAIR_PULLED = /\bi (\w+ ){0,2}(pull|pulls|pulled|pulling|yank|yanks|yanked|yanking|rip|rips|ripped|ripping|tear|tears|tore|tearing|pluck|plucks|plucked|plucking) (out )?(my )?(own )?(hair|eyelashes|lashes|eyebrows|brows)( out)?\b(?! of\b)/;
const HAIR_PULLED_AS_HARM = /\b(patch|patches|bald|clump|clumps|chunks|bleeds?|bleeding|till there|until there|none left|can not stop|cant stop|stressed|anxious|nervous|worried|scared|upset|sad|when i feel|when i am|so i feel|hide it|hide the|hiding)\b/;
const HAIR_PULLED_AS_A_FIGURE = /\b(want to|wanna|going to|gonna|could|makes me|made me|about to|lol|haha|ponytail|braid|bun|hairband|hair tie|brush|comb|gum|knot|knots|tangle|tangles|loose tooth|splinter)\b/;

/**
 * A fall from a height thought of or wished as the child's own doing: "i keep looking out our window on the 10th floor and thinking
 * about falling down on purpose", "i think about letting go on the bridge on purpose". A fall into a pool, onto a bed or in a game
 * is play.
 */
const FALL_ON_PURPOSE = /\b(fall|falls|falling|fell|jump|jumps|jumping|jumped|let go|letting go|lean out|leaning out|step off|stepping off|tip over)\b(?: \w+){0,5} on purpose\b/;
const A_HEIGHT = /\b(window|roof|rooftop|bridge|balcony|cliff|tower|ledge|overpass|skyscraper|stairwell|\d+(st|nd|rd|th) floor|top floor|fire escape|parking garage)\b/;
const FALL_IN_PLAY = /\b(pool|lake|trampoline|bed|couch|pillow|pillows|mat|mats|snow|leaves|game|minecraft|roblox|fortnite|pretend|stunt|lol|haha|dive|diving|cannonball|bounce house)\b/;

export function hearSelfHarm(reading: Reading): boolean {
  if (FALL_ON_PURPOSE.test(reading.text) && A_HEIGHT.test(reading.text) && /\bi\b(?: \w+){0,14} (fall|falling|jump|jumping|let go|letting go|lean out|leaning out|step off|stepping off|tip over)\b/.test(reading.text) && !/\b(he|she|they|my (\w+ )?(brother|sister|friend|cousin|dog|cat)) (\w+ ){0,3}(fell|jumped|falls|jumps)\b/.test(reading.text) && !FALL_IN_PLAY.test(reading.text) && !/\b(not|never) (\w+ )?(fall|jump|let go)\b/.test(reading.text)) return true;
  if (OWN_HAIR_PULLED.test(reading.text) && HAIR_PULLED_AS_HARM.test(reading.text) && !HAIR_PULLED_AS_A_FIGURE.test(reading.text)) return true;
  if (thingUsedOnOwnBody(reading) || (MARKED_INTO_OWN_SKIN.test(reading.text) && !/\b(by accident|accidentally|pretend|in the game|in the story|tattoo|henna|marker|pen(?! knife))\b/.test(reading.text)) || DYING_ON_PURPOSE.test(reading.text)) return true;
  const clauses = reading.clauses;
  for (let c = 0; c < clauses.length; c++) {
    const clause = clauses[c]!;
    const before = clauses[c - 1];
    const words = clause.words;
    const death = deathAt(words);
    if (death >= 0) {
      const figure = deathIsAFigure(reading, c, death);
      const inGame = words.some((w) => GAME_NAME.has(w.text)) || reading.has('in the game');
      // A friend's, a cousin's, a sister's wish to die, told by the child, is heard as the child's own would be.
      // The wish is theirs, told in their own clause ("she wants to die"), not the child's about them ("i wish my brother was dead"),
      // and not a judgment ("he deserves to die").
      const theirWish = words.slice(0, death).some((w) => (WISHING.has(w.text) || WISHING.has(w.lemma)) && !/^(deserve|should)$/.test(w.lemma)) || /^(suicide|suicidal|overdose)$/.test(words[death]!.lemma) || (!!before?.subject && /^(he|she|they)$/.test(before.subject.head) && before.words.some((w) => /^(wish|hope|want|pray)$/.test(w.lemma)));
      const anotherChild = !figure && !inGame && theirWish && subjectIsAnotherChild(reading, c, death);
      if (!figure && !inGame && ((subjectIsSelf(clause) && !othersWords(clause, before)) || anotherChild)) {
        const { wished, negated } = wishIn(clause, before, death);
        const suicideWord = /^(suicide|suicidal|unalive|overdose)$/.test(words[death]!.lemma);
        const howTo = reading.has('way to die') || reading.has('how to die') || (reading.words.has('pills') && words[death]!.lemma === 'die');
        if ((wished && !negated) || (suicideWord && !negated) || howTo) return true;
      }
    }
    // Not wanting to be: "i dont want to live", "i wish i was never born", "easier if i wasnt here", "never wake up".
    const being = words.findIndex((w) => BEING_ALIVE.has(w.text) || BEING_ALIVE.has(w.lemma));
    if (being >= 0 && subjectIsSelf(clause) && !othersWords(clause, before)) {
      const after = words[being + 1]?.text ?? '';
      const aPlace = /^(in|at|with|near|on|by|there)$/.test(after) && words[being]!.lemma === 'live';
      const { wished, negated } = wishIn(clause, before, being);
      const wakeUp = words[being]!.lemma !== 'wake' || after === 'up' || after === 'tomorrow' || after === 'again' || after === '';
      const here = words[being]!.text !== 'here' || /^(anymore|any|forever|now)$/.test(after) || wished;
      // "i wont be around this weekend", "not here on friday": away for a time that ends, not gone (an open "after friday" is heard).
      const awayAWhile = !words.slice(0, being).some((w) => WANTING.has(w.lemma)) && /^(around|here|there)$/.test(words[being]!.text) && /^(this|tomorrow|today|tonight|on|next|at|during|in|today|till|until)$/.test(after);
      if (!aPlace && wakeUp && here && !awayAWhile && negated && (wished || words[being]!.text === 'born')) return true;
    }
  }
  // Things given away with a farewell: "i gave away my stuffed animals and wrote everyone a note saying sorry for everything".
  // Either alone is ordinary (a toy drive, a thank-you note).
  if (/\bi (have |am |just |already )?(gave|give|giving|given) (away )?(all )?(of )?my (\w+ )?(\w+ )?away\b|\bi (have |am |just |already )?(gave|give|giving|given) away (all )?(of )?my\b/.test(reading.text) && /\b(goodbye(?! to)|good bye(?! to)|sorry for everything|will not need (them|it|anything)|wont need (them|it|anything)|(after|when) i am gone|will not be here|wont be here|remember me)\b/.test(reading.text)) return true;
  // One's things handed to others with a farewell for good: "telling everyone bye for real and giving my sister my stuffies so she has
  // them after". A goodbye for a time, a move or a trip, is not this.
  if (/\b(gave|give|giving|given|gives) (away )?(\w+ ){0,3}(my|all my)\b/.test(reading.text) && /\b(bye|goodbye|good bye|farewell) (\w+ )?(for real|for good|forever|for ever)\b|\b(has|have|keep|keeps|gets|get) (them|it|everything) (after|afterwards)$/.test(reading.text) && !AWAY_FOR_A_TIME_OR_OLD.test(reading.text)) return true;
  if (wishesHarmOnSelf(reading)) return true;
  // Harm done to oneself: "i cut myself", "i scratch my arms until they bleed", "i have been cutting again".
  for (const act of readActs(clauses, (w) => (VIOLENT.has(w.lemma) && w.lemma !== 'break') || /^(bang|starve|scrape)$/.test(w.lemma))) {
    // "kill myself" on its own: the one who does it is the child.
    const bare = !act.agent && act.patients.some((p) => p.head === 'myself');
    // "my cousin is going to kill himself", "she cuts herself": another child of the child's world doing it to themselves.
    const c = clauses.indexOf(act.clause);
    const theirOwn = !!act.agent && act.patients.some((p) => /^(himself|herself|themselves|themself)$/.test(p.head)) && subjectIsAnotherChild(reading, c, act.at);
    if (act.negated || (!bare && !theirOwn && (!act.agent || !SELF_SUBJECT.has(act.agent.head)))) continue;
    if (theirOwn) {
      // Another child's deed to themselves: an ending is heard; a cut, burn or blow only with a sign it was meant ("when shes sad",
      // "on purpose", "again"), never a bump on a thing ("burned himself on the stove").
      const sentence = reading.sentences.find((s) => s.includes(act.word)) ?? act.clause.words;
      const meant = sentence.some((w) => TELLING_SIGN.has(w.text) && !RESULT_SIGN.has(w.text)) || reading.has('on purpose') || /\b(sad|mad|upset|angry|hates?)\b/.test(reading.text);
      const onAThing = act.preps.some((p) => /^(on|in|against)$/.test(p.prep) && p.party.kind === 'thing' && !/^(wall|walls|door|mirror|purpose)$/.test(p.party.head));
      if (/^(kill|murder|hang|stab|strangle|choke|poison|drown|shoot|starve|overdose)$/.test(act.lemma) || (/^(cut|burn|hurt|hit|punch|scratch|bang|harm|injure|slap|bite)$/.test(act.lemma) && meant && !onAThing && !isMishap(reading, act.clause))) return true;
      continue;
    }
    // "he told me i should kill myself": someone else's words about the child.
    if (!theirOwn && othersWords(act.clause, clauses[clauses.indexOf(act.clause) - 1])) continue;
    // "locked myself out", "locked myself in the bathroom": a place shut, not a body hurt.
    if (act.lemma === 'lock' && act.clause.words.slice(act.at + 1).some((w) => /^(out|in|inside)$/.test(w.text))) continue;
    const reflexive = act.patients.some((p) => /^(myself|himself|herself|themselves|themself)$/.test(p.head)) || act.clause.words.slice(act.at + 1, act.at + 3).some((w) => w.text === 'myself');
    const ownBody = act.patients.filter((p) => p.kind === 'self-body' && !GROOMING.has(p.head));
    const sentence = reading.sentences.find((s) => s.includes(act.word)) ?? act.clause.words;
    const signs = sentence.some((w) => TELLING_SIGN.has(w.text)) || reading.has('on purpose');
    // The wrists, arms, legs and skin are where cuts by one's own hand are rarely an accident.
    const wrist = act.lemma === 'cut' && ownBody.some((p) => /^(wrist|wrists|thigh|thighs|skin|stomach|belly|hip|hips|tummy)$/.test(p.head) || (/^(arm|leg|arms|legs)$/.test(p.head) && (!!p.plural || signs)));
    // Kept out of sight: "so no one sees", "where nobody can see".
    const hidden = /\b(no one|nobody|noone) (can |will |would )?(see|sees|know|knows|notice|notices)\b|\bhide (it|them|the)\b/.test(reading.text);
    // Hurt on a thing ("burned my finger on the oven", "cut my foot on a shell"): touched by mishap, not done.
    // "i punch walls until my hands bleed": one's own body hurt on a hard thing, on purpose.
    const hardThing = [...act.patients, ...act.preps.filter((p) => /^(on|against|into)$/.test(p.prep)).map((p) => p.party)].some((p) => p.kind === 'thing' && /^(wall|walls|door|doors|mirror|window|locker|floor)$/.test(p.head));
    // A blow only said possible ("i could punch a wall this homework is so hard") is exasperation: its "so hard" is not the blow's.
    const onlyPossible = /^(could|would|might)$/.test(act.clause.words[act.at - 1]?.text ?? '');
    if (hardThing && /^(punch|hit|bang|kick|smash|slam|headbutt)$/.test(act.lemma) && (onlyPossible ? /\b(until|till|bleed|bleeds|bled|bleeding|broke|bruised)\b/ : /\b(until|till|so hard|bleed|bleeds|bled|bleeding|broke|hurts|bruised)\b/).test(reading.text)) return true;
    // "i cut myself on a rock at the beach": oneself hurt on a thing is a mishap too, not "in" a place ("cut myself in the bathroom").
    const onAThing = act.preps.some((p) => (p.prep === 'on' || (p.prep === 'in' && !reflexive)) && p.party.kind === 'thing' && !(reflexive && /^(purpose|razor|blade|knife|scissors|arm|arms|leg|legs|wrist|wrists)$/.test(p.party.head))) && !sentence.some((w) => TELLING_SIGN.has(w.text) && !RESULT_SIGN.has(w.text)) && !reading.has('on purpose');
    if (onAThing && !hidden) continue;
    // "hit my head on the slide till it stopped hurting": a knock on a thing told with its pain easing is a mishap.
    if (HURT_THEN_EASED.test(reading.text) && !hidden && !reflexive) continue;
    // "hit my head on the bunk bed again ugh": a bump on the furniture, again, is a mishap unless a feeling is told.
    const furniture = act.preps.some((p) => p.prep === 'on' && /^(bed|bunk|table|desk|cabinet|shelf|counter|chair|door|car|cupboard|drawer|sink|bathtub|tub|couch|sofa|stairs|step|ceiling|doorframe|window)$/.test(p.party.head));
    if (furniture && !reflexive && !hidden && !reading.has('on purpose') && !/\b(sad|mad|upset|angry|hate|deserve|stressed|lonely|until|till|bleed|bleeds|bled|punish|feel)\b/.test(reading.text)) continue;
    if (wrist && (!isMishap(reading, act.clause) || hidden)) return true;
    // "i have been cutting again", "if i cut deeper": cutting told as a habit or by its depth.
    const deeper = /^(deeper|deep)$/.test(act.clause.words[act.at + 1]?.text ?? '');
    const habit = act.lemma === 'cut' && ((act.patients.length === 0 && act.clause.words.some((w) => /^(been|again|keep|started|always)$/.test(w.text))) || deeper);
    if (isMishap(reading, act.clause) && !reading.has('on purpose')) continue;
    // "i hurt myself skating": an activity, a mishap.
    if (reflexive && /^(hurt|injure|cut|burn|scratch|bruise)$/.test(act.lemma) && act.clause.words.slice(act.at + 2).some((w) => w.text.endsWith('ing') && !/^(cutting|burning|bleeding|nothing|something)$/.test(w.text))) continue;
    // "i cut my bangs myself": a haircut done by oneself.
    if (act.patients.some((p) => GROOMING.has(p.head))) continue;
    if ((reflexive && act.lemma !== 'pinch') || (ownBody.length && signs) || habit || (reflexive && signs)) return true;
  }
  // Marks made on oneself: "i made cuts on my legs", "i have scars on my arms from cutting".
  for (const clause of clauses) {
    if (!clause.subject || !SELF_SUBJECT.has(clause.subject.head)) continue;
    const marks = clause.words.some((w) => /^(cuts|scars|burns)$/.test(w.text));
    if (marks && clause.parties.some((p) => p.kind === 'self-body') && clause.words.some((w) => /^(make|made|give|gave|do|did)$/.test(w.text))) return true;
  }
  if (hearEndingUnsaid(reading, clauses.some((c, i) => othersWords(c, clauses[i - 1])))) return true;
  // Ending without the word: a high place, all the pills, traffic, a goodbye letter, a burden, a hated life.
  const wantsOrPlans = clauses.some((c) => c.words.some((w) => WISHING.has(w.text) || WANTING.has(w.lemma)));
  // "i want to jump off the roof", "stood on the bridge and thought about jumping" (not "jump into the pool").
  const jumpDown = reading.hasLemmas('jump off') || reading.hasLemmas('walk off') || reading.hasLemmas('step off') || reading.has('throw myself off') || reading.sentences.some((s) => s.some((w, i) => w.lemma === 'jump' && !/^(in|into|on|onto|over|up|around|rope|high|higher|in the|back)$/.test(s[i + 1]?.text ?? '')));
  // Wanted, planned, or nearly done: "stood on the edge of the roof and almost jumped".
  const nearlyDone = /\b(almost|nearly|about to|was going to|close to)\b/.test(reading.text);
  if ((wantsOrPlans || nearlyDone) && jumpDown && [...HIGH_PLACE].some((p) => reading.words.has(p)) && !/\b(pool|lake|river|water|sea|ocean|snow|trampoline|game)\b/.test(reading.text)) return true;
  // "so i wouldnt run into the street": a danger kept away.
  const keptAway = /\b(not|never) (\w+ )?(run|go|walk|step|jump|fall)s? (into|in front of)\b/.test(reading.text);
  if ((wantsOrPlans || reading.has('on purpose')) && !keptAway && (reading.has('into the street') || reading.has('into the road') || reading.has('into the highway') || reading.has('into traffic') || reading.has('in front of a car') || reading.has('in front of a truck') || reading.has('in front of the bus'))) return true;
  // Lying down where traffic passes, wanted or planned: "i want to lie down on the highway and let the cars decide", "to sit on the
  // train tracks". A street closed for a party, chalk drawn on it, or a game is play.
  const whereTrafficPasses = /\b(lie|lay|laying|lying|sit|sitting|stand|standing|sleep|sleeping) (down )?(on|in|across) (the |a )?(middle of the )?(highway|freeway|road|street|train tracks|tracks|railroad|railroad tracks|rails|railway)\b/.test(reading.text);
  const trafficDecides = /\blet (the )?(cars|trucks|trains|train|traffic|bus|buses) (decide|run|hit|go over|take)\b/.test(reading.text);
  // "i stood in the middle of the road and hoped a car would come": where traffic passes, with a vehicle wished to come.
  const stoodWhereTrafficPasses = /\b(lay|laid|lied|sat|stood|slept) (down |still )?((in|on) the middle of the (highway|freeway|road|street)|(on|across) (the |a )?(highway|freeway|train tracks|tracks|railroad|railroad tracks|rails|railway))\b/.test(reading.text);
  const vehicleWished = clauses.some((c) => c.words.some((w) => WISHING.has(w.text) || WISHING.has(w.lemma) || /^(hope|pray)$/.test(w.lemma)) && c.words.some((w) => /^(car|cars|truck|trucks|bus|train|trains)$/.test(w.text)) && !c.words.some((w) => /^(not|never|no)$/.test(w.text)));
  if (stoodWhereTrafficPasses && vehicleWished && !/\b(ride|lift|pick me up|parade|game|play|playing)\b/.test(reading.text)) return true;
  if (whereTrafficPasses && (wantsOrPlans || trafficDecides) && !/\b(game|minecraft|roblox|chalk|block party|parade|closed|play|playing|pretend|picture|photo|movie)\b/.test(reading.text)) return true;
  // A last day told as one's own with no journey's end about it: "tonight is my last night".
  if (/\b(tonight|today|this) is my last (night|day)\b/.test(reading.text) && !/\b(camp|vacation|trip|school|here|at|in|with|of)\b/.test(reading.text.replace(/\b(tonight|today|this) is my last (night|day)\b/, ''))) return true;
  if (/\b(wrote|write|writing|made|making) (my|a) will\b/.test(reading.text)) return true;
  // A great amount of a medicine, taken or asked about: "a lot of pills", "what happens if you take a whole bottle of tylenol".
  // A healer's instruction to finish a course ("the doctor said to take all of it") is care.
  const medicine = [...MEDICINE].some((m) => reading.words.has(m));
  if ((reading.words.has('pills') || reading.words.has('tablets')) && /\b(bunch|lot|lots|handful|bottle|whole|many|all)\b/.test(reading.text)) return true;
  const swallowed = reading.sentences.flat().some((w) => /^(take|swallow|eat|drink|chug|down|overdose)$/.test(w.lemma));
  if (medicine && swallowed && /\b(bunch|lot|lots|handful|bottle|bottles|box|whole|many|entire)\b/.test(reading.text) && !reading.clauses.some((c) => c.subject !== null && HEALER.has(c.subject.head))) return true;
  // Done with living: "im done with life", "sad i woke up today".
  if (/\b(i am|im) (so |just |really )?(done with|tired of|sick of) (life|living|being alive|existing|this life|my life)\b/.test(reading.text) || /\b(sad|upset|mad|angry|hate|hated) (that )?i (woke up|am alive|was born|exist|am still here)\b/.test(reading.text)) return true;
  // A plan for pills: "im planning to take pills tonight" (not "my" pills taken as the doctor says).
  if (/\b(planning|plan|plans|want|wanna|wish|thinking about|think about) (to )?(take|taking|swallow|swallowing) (some |a lot of |lots of |the |all the |a bunch of )?(pills|tablets|sleeping pills)\b/.test(reading.text)) return true;
  // Anything swallowed to end it all: "i drank something from under the sink to make it all stop".
  if (/\bi (took|swallowed|ate|drank|drunk) (\w+ ){0,8}(to make (it|it all|everything|the pain) (stop|end|go away)|to die|to not wake up|so i (would|will|could|can) (die|not wake up))\b/.test(reading.text)) return true;
  // Medicine taken meaning harm: "i took my moms sleeping pills on purpose".
  if (/\bi (took|take|swallowed|swallow|ate|drank) (\w+ ){0,3}(pills|tablets|medicine|medicines|bleach|poison)\b/.test(reading.text) && /\b(on purpose|to make it stop|to die|to sleep forever|to not wake up|so i (would|will|can|could) (die|not wake up|sleep forever))\b/.test(reading.text)) return true;
  // "i wish i could sleep forever its sunday": a long sleep wished for rest, for a day off or for tiredness, with nothing dark told.
  const forRest = /\b(saturdays?|sundays?|shabbat|shabbos|weekends?|vacation|holiday|break|no school|day off|tired|sleepy|exhausted|comfy|cozy|cosy|warm|soft|pillow|blanket|nap)\b/.test(reading.text) && !/\b(sad|hate|never wake|not wake|pain|hurts|alone|nobody|no one|die|dead|anymore|gone|disappear|end)\b/.test(reading.text);
  if (reading.has('sleep forever') && !reading.has('could sleep') && !forRest) return true;
  // "i wish i could disappear and never come back", "i want to stop existing", "life is too hard i want it to end".
  if (wantsOrPlans && /\bheaven (now|today|tonight|right now)\b/.test(reading.text)) return true;
  // Vanishing so as to be a weight to no one: "i wish i could just disappear and nobody would have to deal with me".
  if (wantsOrPlans && new RegExp(`\\b${VANISH}\\b`).test(reading.text) && /\b(nobody|no one|noone|everyone) (would|will|could) (have to deal with me|notice|miss me|care|even notice|be happier|be better)\b/.test(reading.text)) return true;
  // Ceasing to be told through an image, for good: "i want to be rubbed out forever like a drawing", "i wish i could melt away for good".
  if (wantsOrPlans && vanisherIsTheChild(reading) && new RegExp(`\\b${VANISH} (forever|for good|for ever|for always)\\b`).test(reading.text) && !/\b(trick|magic|magician|game|hide and seek|stain|marker|mess|mistake|spelling)\b/.test(reading.text)) return true;
  // Lying in the ground wished for, or imagined as others' relief: "i want to be buried", "everyone would be happier if i was in a
  // box in the ground". Buried in sand, snow or leaves at play is play.
  const ground = new RegExp(`\\b(want|wanna|wish|wished|hope|would like) (to be|i was|i were|i could be|i could just be|to just be) ${IN_THE_GROUND}|\\b(would|will|be|is|are) (\\w+ )?(better|happier|easier|fine)( off)? (if|when) i (was|were|am|got) ${IN_THE_GROUND}`);
  // A burial told after a death of old age ("when i die i want to be buried in israel") is a wish about a grave, not a death.
  const afterANaturalDeath = /\bwhen (i|im|i am) (die|dies|am old|old|grow old|am dead|am gone|pass away)\b|\bwhen (i am|im) (old|older|a grandma|a grandpa|100)\b/.test(reading.text);
  if (ground.test(reading.text) && !afterANaturalDeath && !/\b(sand|snow|leaves|leaf|pillows?|blankets?|ball pit|covers|beach|treasure|time capsule)\b/.test(reading.text)) return true;
  // Going into deep water until it closes over, thought of or wanted.
  if (INTO_THE_DEEP.test(reading.text) && (wantsOrPlans || /\b(keep|kept) thinking\b|\bthink about\b/.test(reading.text)) && !/\b(snorkel|snorkeling|diving|dive|goggles|lesson|lessons|mask|underwater|float|floaty)\b/.test(reading.text)) return true;
  // "i want to vanish for real", "i want to disappear and i looked up how": a wish to vanish said to be meant, or its way looked for.
  if (wantsOrPlans && vanisherIsTheChild(reading) && /\b(disappear|vanish)\b/.test(reading.text) && /\b(disappear|vanish) (for real|forever|for good)\b|\bi mean it\b|\b(looked up|look up|searched|googled|found out) how\b/.test(reading.text) && !/\b(trick|magic|magician|game|hide and seek|blanket|embarrass\w*)\b/.test(reading.text)) return true;
  if (wantsOrPlans && (reading.has('never come back') || reading.has('not come back') || reading.has('not coming back') || reading.has('never coming back') || (reading.has('disappear for good') && vanisherIsTheChild(reading)) || /\bstop (existing|living|breathing|being alive|being here)\b/.test(reading.text))) return true;
  if (wantsOrPlans && /\b(want|wish|need) (it|it all|everything|all of it) to (end|stop|be over)\b/.test(reading.text) && /\b(life|hard|pain|tired|sad|alone|hurts|hate|forever|done with|everything)\b/.test(reading.text)) return true;
  if (reading.words.has('pills') && (reading.has('all of') || reading.has('all the') || reading.has('all my') || reading.has('how many'))) return true;
  // Not eating, kept by the child for their body, or as a habit told as a fast: "i fast every day so i get skinny",
  // "i keep not eating and say its a fast but really i hate my body". A fast kept on a holy day names no body.
  if (NOT_EATING_OWN.test(reading.text) && FOR_THE_BODY.test(reading.text)) return true;
  // Taken away by a hand greater than any: "i wish god would take me away", "i pray hashem takes me too".
  if (/\bi (\w+ )?(wish|hope|pray|want)\b/.test(reading.text) && /\b(god|hashem|an angel|the angel|something|someone|a flood|the flood|the sea|the earth|the ground) (would |will |could |to |)?(just |come and |come )?(take|takes|swallow|swallows|drown|drowns) me\b(?! (to|with|for|on|home from))/.test(reading.text)) return true;
  // A goodbye written: "i wrote goodbye notes", "i left my last letter for mom" (not "the last letter of the alef-bet").
  if (/\b(goodbye|suicide) (letter|letters|note|notes)\b/.test(reading.text)) return true;
  if (/\b(wrote|write|writing|written|left|leave|leaving|made|make|making) (a |my |some )?last (letter|letters|note|notes)\b|\bmy last (letter|letters|note|notes) (to|for)\b/.test(reading.text)) return true;
  // A blade or pills taken away to be alone with, in distress: "i took a knife to my room and i dont know what to do".
  if (/\bi (took|take|have|got|hid|hide|brought|bring|keep|kept) (a|the|my|some|\w+s) (\w+ )?(knife|blade|razor|pills|rope|scissors|lighter) (to|in|into|under|with) (my|the|me) ?(room|bed|bathroom|pillow|closet)?\b/.test(reading.text) && /\b(do not know what to do|dont know what to do|scared of myself|can not stop|cant stop|help me|thinking about|nobody cares|i hate myself|want to|going to|just in case|for later|for when|for one day)\b/.test(reading.text) && !/\b(cook|cooking|cut (the|my) (food|apple|cake|sandwich|meat)|craft|project)\b/.test(reading.text)) return true;
  // A means kept ready against a time of distress: "i keep a blade in my drawer for the bad nights", "ive got pills hidden for when it
  // gets too much". A knife kept for camping, pills kept for a headache, a razor for shaving are ordinary.
  if (MEANS_KEPT.test(reading.text) && MEANS_OF_HARM.test(reading.text) && KEPT_AGAINST_DISTRESS.test(reading.text) && !ORDINARY_USE.test(reading.text)) return true;
  // One's things handed on after one's own absence: "when im gone everyone can have my room", "after i die my sister gets my bike". An
  // absence that ends or a life grown old ("when im gone at camp", "when im old and die my grandkids can have my stamps") is ordinary.
  if (ABSENCE_OF_MINE.test(reading.text) && MY_THINGS_HANDED_ON.test(reading.text) && !AWAY_FOR_A_TIME_OR_OLD.test(reading.text)) return true;
  // Letters or messages left for one's own absence: "i wrote letters to everyone for when im gone", "recorded a video for my mom for
  // after i die". Notes for a time away ("for when im gone at camp") or for old age are ordinary.
  if (/\b(wrote|write|writes|writing|written|left|leave|made|make|making|recorded|record|recording) (\w+ ){0,3}(letter|letters|note|notes|message|messages|video|videos|goodbye|goodbyes|card|cards)\b/.test(reading.text) && ABSENCE_OF_MINE.test(reading.text) && !AWAY_FOR_A_TIME_OR_OLD.test(reading.text)) return true;
  // Something hot pressed to one's own skin, answering a feeling or on purpose: "i press the hot curling iron on my arm when im sad".
  if (HOT_ON_OWN_SKIN.test(reading.text) && !WARMTH_THAT_SOOTHES.test(reading.text) && (OWN_FEELING.test(reading.text) || /\b(on purpose|because i deserve|to punish myself|every time)\b/.test(reading.text)) && !saidAccident(reading.text)) return true;
  // No point in anything any more: "i dont see the point anymore", "i cant see the point of anything" (not "the point of learning cursive").
  if (/\b(do not|dont|can not|cant|no longer) see (the|any) point( in| of)? (anything|anymore|any more|living|life|being alive|being here|trying)\b(?! (of|in|to) (?!anything|living|life|it all|being))/.test(reading.text) && !/\b(game|movie|show|class|lesson|rule|rules|homework)\b/.test(reading.text)) return true;
  // Under water, hoping not to come up: "i hold my breath under the bath water hoping i dont come up".
  if (/\b(hope|hoping|hoped|wish|wishing|wished|want|wanting)\b/.test(reading.text) && /\b(do not|dont|will not|wont|never|not) (come|coming) (back )?(up|out)\b/.test(reading.text) && /\b(water|bath|bathtub|tub|pool|lake|sea|ocean|river)\b/.test(reading.text)) return true;
  // Where a train or a fall is one step away, thought of as easy: "i lean over the subway tracks and think it would be so easy".
  if (/\b(tracks|platform|train|subway|bridge|roof|ledge|balcony|edge|highway)\b/.test(reading.text) && /\bi (\w+ ){0,2}(lean|leans|leaning|leaned|stand|stands|standing|stood|look|looks|looking|looked) (over|at|down|on|near|by|at the edge of)\b/.test(reading.text) && !/\binto the (lake|pool|water|river|sea|ocean)\b/.test(reading.text) && /\b(would be (so |really |super )?easy(?! to)|how easy it would be(?! to)|just one step|one little step|think about (it|jumping|falling|stepping)|thought about (it|jumping|falling|stepping))\b/.test(reading.text) && !/\b(game|minecraft|roblox|fortnite|movie|story|book)\b/.test(reading.text)) return true;
  // Blows to a wall or oneself at oneself, leaving marks or as a habit: "my knuckles are scraped cuz i punch the brick wall when im mad at myself".
  if (/\bi (\w+ ){0,2}(punch|punched|punching|hit|hitting|bang|banged|banging|smash|smashed|slam|slammed) (the |a |my )?(\w+ )?(wall|walls|mirror|door|floor|head|face|fist|fists)\b/.test(reading.text) && /\b(at myself|hate myself|i deserve|my fault)\b|\b(knuckles|hands?|fists?) (are|is|get|got|were) (\w+ )?(scraped|bleeding|bloody|bruised|cut|swollen|broken)\b/.test(reading.text) && !/\b(could|wanna|want to|going to|gonna|about to|feel like)\b/.test(reading.text)) return true;
  // A hand held to what burns, on purpose: "i put my hand on the hot stove on purpose".
  if (/\bi (put|held|hold|pressed|press|touched|touch|stuck) my (hand|hands|arm|arms|finger|fingers|leg|legs|skin|wrist) (on|in|over|against|into|near) (the |a |my )?(hot )?(stove|iron|fire|candle|oven|flame|heater|pan|lighter|kettle|water)\b/.test(reading.text) && /\b(on purpose|to feel|to see if it hurts|because i deserve|to punish)\b/.test(reading.text)) return true;
  // "nobody would even notice if i was gone": one's own absence imagined, and no one minding.
  if (/\b(nobody|no one|noone) (would|will|even|would even|will even) (notice|care|miss me|cry|be sad)\b/.test(reading.text) && /\bif i (was|were|am) (gone|dead|not here|not around|never born)\b(?! (for (a|an|one|two|the|\d)|to|at|on|in)\b)|\bif i (just )?(stopped|stop|quit) (breathing|existing|living|being here)\b|\bif i (die|died|disappeared|vanished)\b|\bi (could|would|might|can) (just )?(die|disappear|vanish) and\b/.test(reading.text)) return true;
  // Something sharp put into one's own body: "i stick pins in my arm".
  if (/\bi (\w+ )?(stick|sticks|stuck|poke|poked|jab|jabbed|push|pushed|press|pressed|dig|dug) (pins|needles|a pin|a needle|tacks|a tack|thumbtacks|a thumbtack|staples|a staple|safety pins|a safety pin|a compass|my nails|glass) (in|into) my (arm|arms|leg|legs|skin|hand|hands|wrist|wrists|finger|fingers|thigh|thighs|stomach|belly)\b/.test(reading.text) && !saidAccident(reading.text)) return true;
  // Not eating so as to vanish or die: "i dont eat on purpose so i can disappear".
  if (/\b(do not|dont|stopped|stop|not) (eat|eating)\b/.test(reading.text) && /\b(so i (can|will|could|would) (\w+ ){0,3}?(disappear|die|vanish|be gone|waste away)|to (disappear|die|vanish|punish myself)|on purpose)\b/.test(reading.text) && !/\b(fast|fasting|yom kippur|tisha|diet|full|sick)\b/.test(reading.text)) return true;
  // A means of hanging made or looked up: "i looked up how to tie a noose".
  if (/\b(tie|tied|tying|make|made|making) a noose\b/.test(reading.text) && !/\b(story|book|movie|history|haman|cowboy|knot class|sailing)\b/.test(reading.text)) return true;
  // Asking how to end: "the best way to stop living", "how to not wake up".
  // Not being here any more asked for is the same: "the fastest way to not be here anymore" (not "a way to not be here on monday").
  if (/\b(way|ways|how) to (die|stop living|stop being alive|end (it|it all|my life)|not wake up|never wake up|kill myself|unalive myself|not be (here|around|alive) (anymore|any more|forever|ever again)|not be alive|not exist|stop existing)\b/.test(reading.text) && !/\b(game|minecraft|fortnite|roblox|story|book|character)\b/.test(reading.text)) return true;
  // One's own vanishing imagined as others' relief: "everyone would be better if i just vanished".
  // A sleep with no waking is the same: "everyone would be happier if i just went to sleep and never woke up". The condition may come
  // as the next message, after a full stop.
  if (/\b(would|will|be|is|are) (\w+ )?(better|happier|easier|fine)( off)?\.? (if|when) i (just |finally |really )?(disappeared|disappear|vanished|vanish|was gone|were gone|did not exist|was not here|were not here|was not around|was never born|died|left forever|(((went|go|fell|fall) to sleep|(fell|fall) asleep) and )?(never|did not|didnt) (woke|wake) up( again)?)\b/.test(reading.text)) return true;
  // A deed on oneself done so as not to feel: "i hold my breath until i pass out because i want to stop feeling".
  const notToFeel = /\b(to|so i (can|could|would|do not|dont|will not|wont)( have to)?|because i (want|wanted|need|needed|just want) to) (stop feeling|not feel|feel nothing|not have to feel|stop the feelings|feel numb|go numb|stop thinking|stop the thoughts|feel something)\b/.test(reading.text);
  const onOwnBody = reading.clauses.some((c) => c.subject !== null && SELF_SUBJECT.has(c.subject.head) && (c.parties.some((p) => p.kind === 'self-body' || p.head === 'myself') || c.words.some((w, i) => w.text === 'my' && /^(breath|neck|throat)$/.test(c.words[i + 1]?.text ?? ''))));
  if (notToFeel && onOwnBody) return true;
  if (onOwnBody && /\b(until|till|til) i (pass|passed|black|blacked|almost pass|nearly pass) out\b/.test(reading.text) && !/\b(heat|sun|hot|ran|running|race|laughing|laughed|game|sick)\b/.test(reading.text)) return true;
  // The means chosen or gathered: "i already picked which pills", "ive been saving up pills".
  if (/\bi (\w+ ){0,2}(picked|chose|chosen|choose|saving|saved|collecting|collected|stashed|stashing|counted|counting) (up |out )?(which |the |some |my |all the |enough |a lot of |lots of )?(\w+ ){0,2}(pills|tablets|meds|painkillers)\b/.test(reading.text) && !/\b(allergy|allergies|vitamin|vitamins|doctor|my mom (said|says)|dad (said|says)|for my (cold|headache))\b/.test(reading.text)) return true;
  if (reading.has('better off without me') || reading.has('happier without me') || reading.has('miss me if') || reading.has('care if i died') || reading.has('care if i die')) return true;
  if (/\b(i am|im) (such |a |just )*(a )?burden\b/.test(reading.text) || reading.has('burden to everyone')) return true;
  // "i hate myself for missing that goal lol": a slip, laughed at.
  // "i hate myself for leaving my hat on the bus again": a slip with a thing, with nothing dark told beside it.
  const slipWith = /\bi hate myself for (missing|losing|forgetting|dropping|leaving|spilling|breaking|buying|watching) (my|the|that|a|an|his|her|our|this) \w+/.test(reading.text) && !/\b(die|dead|always|everything|nobody|no one|sad|cry|cried|crying|ugly|stupid|fat|worthless|deserve|hurt|cut)\b/.test(reading.text);
  const slip = slipWith || (/\bi hate myself for (missing|losing|forgetting|dropping|eating|saying|doing|buying|watching|failing|falling)\b/.test(reading.text) && /\b(lol|haha|jk|lmao)\b/.test(reading.text));
  if ((reading.has('i hate myself') && !slip) || reading.has('i hate my life') || reading.has('i hate being alive') || reading.has('i hate my body')) return true;
  if (/\blife is (not worth|pointless|meaningless|not worth it)/.test(reading.text) || /\b(no|the) point (of|in) (living|life|being alive)/.test(reading.text) || reading.has('not worth living')) return true;
  if (wantsOrPlans && ((reading.has('disappear forever') && vanisherIsTheChild(reading)) || (reading.has('sleep forever') && !forRest) || reading.has('stop living') || reading.has('stop breathing') || reading.has('stop eating forever') || reading.has('stopped eating forever') || reading.has('never wake up'))) return true;
  return false;
}

/**
 * A goodbye that names the meeting again ("a note saying bye see you next summer", "bye till next year"), with nothing dark told
 * beside it: a parting, not a last goodbye. The second reader, which reads words and not sentences, is not heard for self-harm over it.
 */
export function aPartingUntilAgain(reading: Reading): boolean {
  if (hearSelfHarm(reading) || /\b(forever|for good|for ever|anymore|any more|sad|hopeless|die|dead|gone|never|last|sorry for)\b/.test(reading.text)) return false;
  return /\b(bye|goodbye|good bye|farewell|see you|see ya|miss you)\b/.test(reading.text) && /\b(see you|see ya) (next|soon|tomorrow|later|in|on|at|after|when)\b|\b(till|until|til) (next|we|i|tomorrow|the|summer|winter|shabbos|monday|tuesday|wednesday|thursday|friday|sunday)\b/.test(reading.text);
}

/**
 * A wish for time alone, spent on something ("sometimes i just want to be alone in my room and read", "i like being by myself to
 * draw"): the wish to be alone is tied by "and" or "to" to a pastime, and nothing dark is told beside it (no sadness, no one, for
 * good, anymore, hurt). The second reader, which reads words and not sentences, is not heard for self-harm over it.
 */
export function wantsTimeAlone(reading: Reading): boolean {
  if (hearSelfHarm(reading) || /\b(sad|lonely|nobody|no one|noone|hate|hates|hurt|hurts|cut|cutting|pills|cry|cried|crying|worthless|empty|hopeless|forever|for good|anymore|tired of|sick of|deserve|die|dead|disappear|gone|never)\b/.test(reading.text)) return false;
  const words = reading.sentences.flat();
  const alone = words.findIndex((w, i) => (w.text === 'alone' || (w.text === 'myself' && words[i - 1]?.text === 'by')) && /^(be|being|stay|staying|sit|sitting|play|playing)$/.test(words[i - (w.text === 'alone' ? 1 : 2)]?.text ?? ''));
  if (alone < 0) return false;
  // The pastime: a verb after "and" or "to" following the wish ("and read", "to draw"), not a deed of harm.
  const after = words.slice(alone + 1);
  const link = after.findIndex((w) => w.text === 'and' || w.text === 'to');
  const pastime = link >= 0 ? after.slice(link + 1, link + 3).find((w) => w.pos === 'VERB') : undefined;
  return !!pastime && !VIOLENT.has(pastime.lemma) && !/^(die|kill|cut|hurt|end|sleep|disappear|vanish)$/.test(pastime.lemma);
}

/** A span the going-without is kept for: "for a month", "for two weeks", "till pesach", "until my birthday". */
const SPAN = /\bfor (a|one|two|three|four|\d+|a whole|the whole|a full) (day|days|week|weeks|month|months)\b|\b(till|until|til) (pesach|passover|purim|shavuos|shavuot|sukkos|chanukah|rosh hashana|shabbos|shabbat|summer|camp|my birthday|the end of the (week|month|year))\b/;
/** The going-without told as chosen, a try or a challenge: "to see if i can", "as a challenge", "i decided". */
const CHOSEN = /\b(to see if (i|we) can|see how long|challenge|a bet|my goal|i decided|we decided|i chose|for fun|for tzedakah|for charity)\b/;
/** What is given up, as a thing: "no soda", "giving up candy", "without my phone". */
const GIVEN_UP = /\b(no|without|give up|giving up|gave up|quit|quitting|not having|skip|skipping) (\w+ )?(\w+)\b/;
/** Going without all food, drink or sleep, or a body to be changed, is no challenge to let pass. */
const WITHOUT_WHAT_THE_BODY_NEEDS = /\b(food|anything|nothing|water|drink|drinking|meals?|breakfast|lunch|dinner|sleep\w*|eat|eating|ate|eats|skinny|fat|weight|thin|ugly|body|punish\w*|deserve|die|dead|death|disappear|gone|starve|starving|hungry|pills|cut|cutting|bleed\w*|hurt|hurts|hate|sad|worthless|hopeless|nobody|no one|noone|forever|anymore|alive|live)\b/;

/**
 * Whether the message tells a going-without chosen as a try or a challenge and kept for a span ("no soda for two weeks to see if i
 * can", "im giving up soda for two weeks as a challenge"), and not of food, drink or sleep as a whole, with nothing dark beside it.
 * Self-harm has nothing to stand on, so the second reader, which reads words and not sentences, is not heard for it over it.
 */
export function aChallengeChosen(reading: Reading): boolean {
  const text = reading.text;
  return !hearSelfHarm(reading) && GIVEN_UP.test(text) && SPAN.test(text) && CHOSEN.test(text) && !WITHOUT_WHAT_THE_BODY_NEEDS.test(text) && !DARK.test(text);
}
