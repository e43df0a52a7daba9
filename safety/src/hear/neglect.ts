import { readActs } from '../read/acts';
import type { Word } from '../read/english';
import { REAL_PERSON } from '../read/parties';
import type { Reading } from '../read/read-message';
import { grownUpOfAChild, isNoPerson } from './frames';
import { keepsAPractice } from './practice';

/** What a child needs at home. */
const FOOD = new Set(['food', 'eat', 'eaten', 'eating', 'ate', 'breakfast', 'lunch', 'dinner', 'supper', 'meal', 'meals', 'groceries']);
const COMFORTS = new Set(['heat', 'heating', 'water', 'electricity', 'power', 'lights', 'light', 'house', 'home', 'bed', 'money', 'soap', 'toilet', 'toothpaste', 'shampoo', 'diapers', 'blanket', 'blankets']);
const LACK = new Set(['no', 'not', 'nothing', 'never', 'without', 'none', 'empty', 'off']);
const HUNGER = new Set(['hungry', 'hungery', 'starving', 'starved', 'famished', 'hunger']);
/** Said of something that goes on, not once. */
const CHRONIC_PATTERN = /\b(every (single )?(day|night|morning|weekend|week)|since (yesterday|last|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|for (a |two |three |four |many |several |whole |like )*(days|weeks|nights|weekends|hours|day|week|weekend)|(whole|all) (weekend|weekends|night|day|week)|all the time|most (nights|days)|most of the (week|time|days|nights|month))\b/;
const CHRONIC = ['all the time', 'always', 'every day', 'everyday', 'every night', 'most nights', 'most days', 'constantly', 'for days', 'for two days', 'for three days', 'in days', 'since yesterday', 'all weekend', 'for a week', 'for hours', 'at night', 'every morning', 'usually', 'again', 'can not think', 'go to bed hungry', 'once a day', 'in like', 'days'];
/** Someone who should be looking after the child. */
const CARER = new Set(['mom', 'dad', 'parent', 'parents', 'mother', 'father', 'stepfather', 'stepmother', 'grownup', 'adult', 'anybody', 'anyone', 'nobody', 'one']);
const CARING = new Set(['care', 'feed', 'fed', 'cook', 'pick', 'wash', 'clean', 'cleans', 'home', 'there', 'live', 'lives', 'come', 'comes', 'make', 'look', 'check', 'take', 'give', 'wake']);
/** Times that are not neglect: a fast, a trip, a storm, a story, a charity drive, a snack. */
const BENIGN = [
  'snack', 'lunch time', 'what is for dinner', 'for a minute', 'ten minutes', 'a few minutes', 'an hour', 'work trip', 'at work', 'night shift', 'went out',
  'babysitter is here', 'watching me', 'storm', 'came back', 'camping', 'tent', 'manna', 'desert', 'israelites', 'in the story', 'tzedakah', 'canned food', 'kosher', 'pork', 'allergic', 'vegetarian', 'game account', 'ordered', 'so we got', 'so we bought', 'went shopping', 'takeout', 'restaurant',
  'people who', 'poor people', 'kiddush', 'left at', 'shopping', 'when i called', 'to read', 'like being alone', 'my cat', 'my dog', 'the plants',
  'was fun', 'it was fun', 'forgot my lunch', 'is it almost', 'what should i have', 'moving', 'the park', 'the mail',
];
const HUNGER_SUBJECT_NOT_CHILD = /\b(cat|dog|hamster|fish|puppy|kitten|pet|bird|horse|baby brother is|sheep)\b/;

const inSentence = (reading: Reading, test: (s: readonly Word[]) => boolean) => reading.sentences.some(test);
const anyOf = (s: readonly Word[], set: ReadonlySet<string>) => s.some((w) => set.has(w.text) || set.has(w.lemma));

const NUMBER = '(a|one|two|three|four|five|six|seven|ten|a few|few|many|several|like|\\d+)';
const DAY = '(monday|tuesday|wednesday|thursday|friday|saturday|sunday|shabbat|shabbos)';
/** A day or more, told as a span, a start or a time ago: "since tuesday", "for 2 days", "that was three days ago", "its been a week". */
const DAYS_LONG = new RegExp(
  [
    `\\bsince (yesterday|last night|last week|the weekend|${DAY}|${NUMBER} (days|nights|weeks))`,
    `\\b(for|in) (${NUMBER} |the )*(days|nights|weeks|months|day|week|month)\\b`,
    `\\b${NUMBER} (days|nights|weeks|months|day|week|month) ago\\b`,
    `\\b(it is|its|it has) been ${NUMBER}? ?(days|nights|weeks|day|week)\\b`,
    `\\b(on|last) ${DAY}\\b`,
    '\\b(all weekend|overnight|all night|every night|the whole weekend|still)\\b',
  ].join('|'),
);
/** A carer not there: gone, left, out, not back, not answering. */
const CARER_AWAY = /\b(left|leave|went out|went away|gone|is not home|not home|not come home|not came home|not come back|not back|not been home|not answering|disappeared|ran away|never came back|not here|not seen (my |our )?(mom|mommy|mum|dad|daddy|mother|father|parents))\b/;
const CARER_WORDS = /\b(mom|mommy|mum|dad|daddy|mother|father|parents|parent|stepfather|stepmother|grandma|grandpa|aunt|uncle|grownup|grownups|adult|adults|babysitter)\b/;
/** Someone unwell or hurt with nobody to help: "my sister has a fever and nobody is home". */
/** A carer's answer that waves a child's illness away: "just deal with it", "stop complaining", "its nothing", "doesnt care". */
/** Care itself waved away by a grown-up: "doctors are a waste", "dentists are for babies", "for rich people". */
const CARE_DISMISSED = /\b(doctor|doctors|dentist|dentists|hospital|hospitals|medicine|clinic)s? (is|are) (a |just a |all )?(waste|scam|rip off|ripoff|for babies|for wimps|for rich (people|kids|families)|useless|pointless|stupid|a joke)\b|\b(we|our family) (do not|dont|never) (do|go to|use|see|believe in|trust) (doctors|dentists|hospitals|medicine)\b/;
const CARE_WAVED_AWAY = /\b(say|says|said|saying) (it is|its|you are|youre|i am|im) (fine|nothing|ok|okay)\b(?! (now|again|after))|\b(deal with it|live with it|get over it|suck it up|stop (complaining|whining|faking|being (a |such a |so )?(baby|crybaby|wimp|dramatic|drama queen))|i am (faking|lying|making it up)|im (faking|lying))\b|\b(does not|doesnt|do not|dont|never) (care|believe me)\b/;
/**
 * A grown-up's words that wave the child's body away: the answers above, and "walk it off", "stop putting it on", "quit faking",
 * "too bad", "tough luck".
 */
const WAVED_OFF = new RegExp(`${CARE_WAVED_AWAY.source}|\\b(walk|shake|sleep) it off\\b|\\bstop (putting it on|pretending|acting|making it up|making a fuss)\\b|\\bquit (faking|whining|complaining|crying|pretending|being (a |such a |so )?(baby|dramatic|drama queen))\\b|\\b(say|says|said|goes|went) (too bad|tough luck|tough|whatever|so what|not my problem)\\b`);
/** The child's body failing: fainting, collapsing, falling from dizziness, unable to walk, stand or breathe, a bone broken. */
const BODY_FAILED = /\b(faint|fainted|fainting|passed out|pass out|blacked out|black out|collapsed|collapse|could not (walk|stand|stand up|breathe|move|get up)|couldnt (walk|stand|breathe|move|get up)|can not (walk|stand|breathe)|was broken|is broken|broke my (arm|leg|wrist|ankle|foot|finger|hand|toe)|threw up blood|throwing up blood)\b|\bdizzy\b.*\b(fell|fall|falls|collapsed|passed out)\b/;
/** Care that came: a healer or an ambulance called, water or rest given. */
const CARE_CAME = /\b(doctor|doctors|hospital|nurse|ambulance|clinic|urgent care|er|911)\b/;

/**
 * The child's body failed and the grown-up at home waved it away: "i passed out in the kitchen and my dad said quit faking", "i
 * got dizzy and fell over and my mum said stop putting it on", "i couldnt walk and my dad said walk it off and it was broken for a
 * week". A healer who came is care, unless only after days.
 */
function collapseWavedAway(reading: Reading): boolean {
  const text = reading.text;
  if (!BODY_FAILED.test(text) || !WAVED_OFF.test(text)) return false;
  const carerSaid = reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || (c.subject.kind === 'pronoun' && CARER_WORDS.test(text))) && c.subject.owner !== 'other' && c.words.some((w) => /^(say|tell|go|laugh|yell|shout|ignore)$/.test(w.lemma)));
  const careLate = /\b(before (anybody|anyone|they|she|he|my \w+)|days|week|weeks|next day)\b/.test(text);
  return carerSaid && (!CARE_CAME.test(text) || careLate) && !/\b(in the game|my character|in the play|in the movie|pretend|lol|haha)\b/.test(text);
}

/** A wound on the child's body: "i cut my foot", "the burn on my hand", "a dog bite". */
const WOUND = /\b(cut|cuts|burn|burned|burnt|bite|bit|scrape|scraped|wound|blister|stitches|splinter|gash|rash|sore|sores|infection)\b/;
/** Signs a wound is going bad: "its green and hot", "pus comes out", "red lines going up my leg". */
const GOING_BAD = /\b(green|yellow|pus|oozing|oozes|ooze|smells|stinks|infected|bleeding|bleeds|all over|red lines?|red streaks?|hot and (red|swollen)|(red|swollen) and hot|black|puffy|getting bigger|spreading)\b/;

/**
 * A wound of the child's going bad for days and the grown-ups at home waving it away: "i cut my foot on glass last week and now its
 * green and hot and my parents say its fine". A wound tended, or taken to a healer in time, is not this.
 */
function woundWorseningWavedAway(reading: Reading): boolean {
  const text = reading.text;
  if (!WOUND.test(text) || !GOING_BAD.test(text) || !(CARE_WAVED_AWAY.test(text) || NOT_TAKEN_TO_CARE.test(text))) return false;
  const long = /\b(last week|days|a week|weeks|a month|months|since|still|for ages|a long time)\b/.test(text);
  const childsWound = reading.clauses.some((c) => c.parties.some((p) => p.kind === 'self-body') || (c.subject !== null && c.subject.kind === 'self' && c.words.some((w) => WOUND.test(w.text))));
  return long && childsWound && !CARE_CAME.test(text) && !/\b(in the game|my character|pretend|lol|haha)\b/.test(text);
}

/** A pain or an illness of the child's kept up for weeks or months: "my stomach has hurt for months", "ive been coughing for weeks". */
const LONG_ILLNESS = /\b(hurt|hurts|hurting|ache|aches|aching|ached|pain|sick|fever|cough|coughing|throwing up|dizzy)\b.*\b(for|since|in) (weeks|months|a month|two months|three months|a long time|ages|like a month|over a month)\b|\b(weeks|months) (now|already)\b/;
/** A carer's answer that gives no care: "says to just drink water", "says to sleep it off". */
const ONLY_TOLD_TO_WAIT = /\b(say|says|said|tell|tells|told me) (to )?(just|only) (drink|sleep|eat|wait|ignore|rest|lie down|go to bed)\b/;

/**
 * A pain of the child's kept up for weeks or months, waved away at home: "my stomach has hurt for months and my dad says to just drink
 * water". A doctor seen, or a carer who brings care, is not this.
 */
function longIllnessWavedAway(reading: Reading): boolean {
  const text = reading.text;
  if (!LONG_ILLNESS.test(text) || !(CARE_WAVED_AWAY.test(text) || ONLY_TOLD_TO_WAIT.test(text) || NOT_TAKEN_TO_CARE.test(text))) return false;
  const mine = reading.clauses.some((c) => c.parties.some((p) => p.kind === 'self-body') || (c.subject !== null && c.subject.kind === 'self'));
  return mine && !CARE_CAME.test(text) && !/\b(in the game|my character|pretend|lol|haha|period)\b/.test(text);
}

/** Clothes and shoes failing the child: outgrown, holed, torn, not closing. */
const GARMENT = /\b(coat|jacket|shoes|boots|sneakers|trainers|pants|trousers|gloves|hat|hoodie|sweater|jumper|socks)\b/;
const GARMENT_FAILS = /\b(too small|too tight|too short|does not (fit|zip|close|do up|button)|doesnt (fit|zip|close)|will not (zip|close|do up)|wont (zip|close)|holes?|ripped|torn|falling apart|stop at my (elbows|wrists|ankles|knees|shins)|stops at my (elbows|wrists|ankles|knees|shins)|squash my toes|squish my toes|toes stick out)\b/;
const COLD = /\b(snow|snowing|snowy|freezing|frozen|cold|winter|ice|icy|sleet)\b/;

/**
 * Clothes that fail the child in the cold, waved away or not replaced: "my coat doesnt zip and the sleeves stop at my elbows and its
 * freezing but mom says too bad".
 */
function clothesFailInTheCold(reading: Reading): boolean {
  const text = reading.text;
  return GARMENT.test(text) && GARMENT_FAILS.test(text) && COLD.test(text) && (WAVED_OFF.test(text) || /\b(will not|wont|does not|doesnt|never|can not|cant|not going to) (buy|get|afford|replace)\b/.test(text)) && !/\b(until|till) (my birthday|next week|saturday|the weekend|christmas|chanukah|hanukkah)\b|\b(buying|getting|ordered|bought) (me )?(a |some )?new\b/.test(text);
}

/** What is left where the food is kept: only a sauce, ice or water. */
const ONLY_SCRAPS = /\b(fridge|refrigerator|cupboard|cupboards|pantry|kitchen|freezer|cabinets)\b (\w+ ){0,2}(just|only) (has|had|have|got) (\w+ ){0,2}(ketchup|mustard|mayo|mayonnaise|sauce|butter|ice|water|salt|pepper|condiments|a jar|old)\b|\b(nothing|none) (in (the|our) (fridge|cupboard|pantry|kitchen) )?but (ketchup|mustard|mayo|sauce|ice|water|salt)\b/;
/** A meal eked out: cereal with water, a sauce on bread, water for dinner. */
const MAKE_DO_MEAL = /\b(cereal|oatmeal|porridge) with water\b|\b(ketchup|mustard|mayo|sugar) (sandwich|sandwiches|on bread)\b|\bwater for (dinner|lunch|breakfast|supper)\b/;
/** Food locked away at home. */
const FOOD_LOCKED = /\b(lock|locks|locked|locking|padlock|padlocks|padlocked|chain|chains|chained)\b (\w+ ){0,4}(fridge|refrigerator|cupboard|cupboards|pantry|kitchen|freezer|food)\b|\b(fridge|refrigerator|cupboard|cupboards|pantry|kitchen|freezer|food) (\w+ ){0,3}(locked|padlocked|chained|has a (lock|padlock))\b/;
/** A day's food that is a scrap: "only a slice of bread a day". */
const A_DAYS_SCRAP = /\b(only|just) (get|gets|got|eat|ate|have|had|allowed|given) (a|one|1|half a|a single) (slice|piece|bowl|cup|spoon|spoonful|bite|cracker|sandwich|meal)( of (\w+))? (a|per|each|every|all) day\b/;

/**
 * Food at home kept to scraps: the store holds only a sauce or ice and a meal is eked out ("the fridge just has ketchup and i ate
 * cereal with water"), the food locked away with the child given a scrap or left hungry ("a padlock on the food cupboard and i only
 * get a slice of bread a day"). A treat rationed ("one cookie a day") is a house rule.
 */
function foodKeptToScraps(reading: Reading): boolean {
  const text = reading.text;
  const scrap = A_DAYS_SCRAP.exec(text);
  const treat = !!scrap && /^(candy|chocolate|cookie|cookies|cake|sweets|gum|dessert|soda|ice|juice|chips|screen)$/.test(scrap[6] ?? scrap[4] ?? '');
  const hungry = /\b(hungry|starving|starved|only|just|a day|all day|can not eat|cant eat|not allowed)\b/.test(text);
  if (FOOD_LOCKED.test(text) && hungry && !/\b(candy|sweets|chocolate|cookies|treats|dog food|cat food|the dog|the cat|the baby)\b/.test(text)) return true;
  if (scrap && !treat) return true;
  return ONLY_SCRAPS.test(text) && (MAKE_DO_MEAL.test(text) || /\b(hungry|starving|again|every|always|for days|nothing else)\b/.test(text)) && !/\b(camping|trip|vacation|holiday|shopping|store|groceries (are )?coming|going to buy)\b/.test(text);
}

/** A parent's task done by the child for the younger ones: "put my baby brother to bed", "get myself and my sister to school", "change the baby". */
const PARENTS_TASK = /\b(put|puts|putting|get|gets|getting|take|takes|taking|walk|walks|bathe|bathes|dress|dresses) (myself and )?(my|our) (baby |little |younger |two |three )?(brother|brothers|sister|sisters|siblings)( and (my |our )?\w+)? (to (bed|school|sleep|daycare)|dressed|ready|in the bath)\b|\bchange (the |my \w+ )?(baby|babys|diaper|diapers)\b|\b(give|gives|make|makes|feed|feeds) (her|him|the baby|my (baby |little )?(brother|sister)) (a |her |his )?(bottle|bottles|formula)\b/;
const UNWELL = /\b(sick|fever|throwing up|throw up|vomiting|bleeding|hurt|hurts|broke|broken|injured|coughing|asthma|cannot breathe)\b/;
const NOBODY_THERE = /\b(nobody|no one|noone|no grownup|no adult|no grownups|no adults) (is |was |to )?(home|here|around|there|to help|helps|at home|with us|with me|came)\b|\b(home )?alone\b/;
const NOT_TAKEN_TO_CARE = /\b(nobody|no one|noone|not|never|will not|would not|did not|does not|do not) (ever |will |would |wants to |can )?(take|took|taken|takes|bring|brought|brings) (me|her|him|us|my \w+) to (the |a )?(doctor|doctors|dentist|hospital|nurse|clinic|er|emergency)\b/;
/** What a child's body needs day to day: an inhaler, medicine, glasses, a hearing aid. */
const BODY_AID = '(asthma pump|asthma puffer|inhaler|puffer|medicine|medicines|meds|insulin|epipen|epi pen|glasses|hearing aid|hearing aids|wheelchair|crutches)';

/** The care of every day, missing: "nobody wakes me up", "no one makes me lunch". */
const NO_DAILY_CARE = /\b(nobody|no one|noone) (ever )?(wakes|wake|makes|make|feeds|feed|cooks|cook|washes|wash|packs|pack|helps|help|picks|pick|tucks|buys|buy|does|do) (me|us|my|our|(the |our |my )?(laundry|washing)|dinner|food|lunch|breakfast)\b/;
/** Left to feed oneself: "im on my own for food". */
const OWN_FOOD = /\b(am|are|was|were|been|always|left|leave|leaves|usually) (on my own|by myself|on our own) for (food|dinner|meals|lunch|breakfast|eating)\b|\bfend for (myself|ourselves)\b|\b(only|the only) (food|meal|meals|time i eat|thing i eat|real food|real meal)\b.*\b(school|lunch)\b|\bonly (eat|get to eat|get food|have food) (at|in|when|if) (the )?school\b/;
const NO_BEDS = /\b(not|no|do not) (have |got )?(a |any |my own )?beds?\b|\bsleep on the floor\b/;

/**
 * "left" or "away" said of the carer ("mom went away", "dad left"), not of a thing they moved ("took my
 * phone away", "left her keys"): an object between the verb and "away", or one after "left", is a thing.
 */
function isCarerAway(words: readonly Word[], i: number): boolean {
  const w = words[i]!;
  if (w.text === 'left') return !POSSESSIVE_OR_THING.test(words[i + 1]?.text ?? '');
  if (w.text !== 'away') return false;
  const before = words[i - 1];
  // "took away my ipad", "put away the toys": a thing moved away, named after "away".
  if (before && /^(take|put|give|throw|hide|lock|keep|send|pack|clean|tidy|fold)$/.test(before.lemma) && POSSESSIVE_OR_THING.test(words[i + 1]?.text ?? '')) return false;
  return !!before && (before.pos === 'VERB' || before.pos === 'AUX' || before.pos === 'ADV');
}
const POSSESSIVE_OR_THING = /^(my|his|her|their|our|your|it|them|the|a|an|some)$/;

/** Words that may stand between "what" or "which" and a "not" while the question still asks which food: "what are jews not allowed to". */
const ASKING_WHICH = /^(can|could|do|does|did|are|is|am|should|must|may|we|i|you|they|jews|jewish|people|kids|children|of|kind|kinds|type|types|allowed|supposed|to)$/;

/**
 * A question that asks which foods are not eaten: it opens with "what" or "which" (and the foods it
 * names), the eating has no object of its own (the food is the "what"), and nothing between is a deed
 * of the child's ("what should i do we cant eat" tells of a lack).
 */
function asksWhichIsEaten(s: readonly Word[], lack: number, eat: number): boolean {
  if (!/^(what|which)$/.test(s[0]?.text ?? '')) return false;
  const between = s.slice(1, lack);
  const askingOnly = between.every((w) => ASKING_WHICH.test(w.text) || w.pos === 'NOUN');
  const aDeed = between.some((w, i) => w.lemma === 'do' && /^(i|we|you)$/.test(between[i - 1]?.text ?? ''));
  const object = s[eat + 1];
  const eatenThing = object !== undefined && (object.pos === 'NOUN' || object.pos === 'PRON' || /^(anything|something|any|much|enough)$/.test(object.text));
  return askingOnly && !aDeed && !eatenThing && s.slice(lack + 1, eat).every((w) => ASKING_WHICH.test(w.text) || w.text === 'not');
}

/**
 * Alone among others at school ("sits alone on the bus every day", "i eat lunch by myself", "is always alone at recess"): lonely,
 * not left without care (whether it is being left out is for the bullying reader).
 */
export function aloneAmongOthers(reading: Reading): boolean {
  return (
    /\b(sit|sits|sat|sitting|eat|eats|ate|eating|play|plays|played|playing|stand|stands|stood|standing|is|am|are|was|were|be|feel|feels|felt) (\w+ )?(alone|by (myself|herself|himself|themselves))\b/.test(reading.text) &&
    /\b(bus|lunch|recess|class|school|cafeteria|playground|lunchroom|table|camp|shul)\b/.test(reading.text) &&
    !/\b(home|house|night|dark|car|left|leave|leaves)\b/.test(reading.text)
  );
}

/** The grown-ups who may mind a child in a carer's place. */
const MINDER = '(mom|mommy|mum|dad|daddy|mother|father|parents|stepmom|stepdad|stepmother|stepfather|grandma|grandpa|grandparents|bubbie|bubby|savta|saba|zaidy|zaidie|aunt|auntie|uncle|babysitter|sitter|nanny|neighbor|neighbour)';
/**
 * A grown-up with the child meanwhile: left with one ("left me with my grandma"), or one there in the telling ("and grandma was
 * here", "my aunt stayed with us"). Left with a grown-up is care, not being left alone.
 */
const A_GROWNUP_WITH_THE_CHILD = new RegExp(
  `\\b(left|leaves|leave|leaving|dropped|drops|drop) (me|us|me and my \\w+)( \\w+)? (with|at) (my|our|a|the) (\\w+ )?${MINDER}s?\\b|\\b((my|our|the) )?((?!no\\b|not\\b)\\w+ )?${MINDER} (was|is|were|are|stayed|stays|came|comes|slept|sleeps) (here|there|home|over|with (me|us)|at (our|my) (house|home))\\b`,
);
export function aGrownUpWithTheChild(text: string): boolean {
  return A_GROWNUP_WITH_THE_CHILD.test(text) && !/\b(drunk|passed out|asleep|sleeping|will not wake|wont wake|hits|hit|hurts|yells|no food|nothing to eat|hungry|starving)\b/.test(text);
}

const DAY_NAMED = '(sunday|monday|tuesday|wednesday|thursday|friday|saturday|shabbos|shabbat|tomorrow|yesterday)';

/** The child's parents gone past the day they said they would be back, with the children left to themselves. */
function overdueCarers(text: string): boolean {
  if (!/\bmy (parents|mom|mother|dad|father|mum|stepmom|stepdad|stepmother|stepfather)\b/.test(text)) return false;
  const said = new RegExp(`\\b(said|says|told us|promised|supposed to)( (they|she|he) (would|will|d) (be|come))?( to)?( be| come)? (back|home) (on |by )?${DAY_NAMED}\\b`).exec(text);
  const now = new RegExp(`\\b(it is|its|today is|now it is|now its) (already )?${DAY_NAMED}\\b`).exec(text);
  const overdue = (!!said && !!now && said[said.length - 1] !== now[now.length - 1]) || /\b(still|are still|is still) not (back|home)\b|\bnot (back|home) yet\b.*\bdays\b/.test(text);
  const fending = /\b(we|i|were|we are|i am)( just| only)? (eating|eat|ate|living on|having)\b|\b(alone|by ourselves|by myself|nobody|no one|no food|nothing to eat|hungry)\b/.test(text);
  return overdue && fending && !/\b(grandma|grandpa|grandparents|babysitter|aunt|uncle|staying with|sleeping at)\b/.test(text);
}

/**
 * Whether a clause's subject is a carer: named so ("my dad"), or "he", "she" or "they" standing for the last person named before,
 * who is one ("my dad says theres no money | and he sleeps all day").
 */
function isCarer(clause: Reading['clauses'][number], reading: Reading): boolean {
  const subject = clause.subject;
  if (!subject) return false;
  if (CARER.has(subject.head)) return true;
  if (subject.kind !== 'pronoun' || !/^(he|she|they)$/.test(subject.head)) return false;
  const before = reading.clauses.slice(0, reading.clauses.indexOf(clause)).flatMap((c) => c.parties);
  const last = [...before].reverse().find((p) => REAL_PERSON.has(p.kind) && p.kind !== 'self' && p.kind !== 'we' && p.kind !== 'you' && p.kind !== 'pronoun');
  return !!last && last.kind === 'family' && last.owner !== 'other' && CARER.has(last.head);
}

/**
 * Whether every deed of the kind named (a leaving, a feeding) falls on a thing or an animal, never on a person: "i leave my lego castle
 * on the floor", "i fed my fish", not "leaves my brother" nor "feed my sister". A deed with no one named to fall on is not so.
 */
function onlyThingsOrAnimals(reading: Reading, lemma: RegExp): boolean {
  const acts = readActs(reading.clauses, (w) => lemma.test(w.lemma) || lemma.test(w.text));
  return acts.length > 0 && acts.every((a) => a.patients.length > 0 && a.patients.every(isNoPerson));
}

/** Nobody is looking after the child: no food, no one home, left alone, locked out, no heat or care. */
/** What a child lives on: food and the money for it, clothes. */
const THE_CHILD_LIVES_ON = /^(food|lunch|money|allowance|dinner|breakfast|snack|snacks|clothes|coat|shoes|medicine)$/;

/**
 * A carer who takes what is the child's to live on for their own use: "my mom takes my lunch money for
 * herself", "my dad spends my food money on beer". Not a rule kept for the child ("takes my phone at night").
 */
function keptFromTheChild(reading: Reading): boolean {
  return reading.clauses.some((c) => {
    if (!c.subject || c.subject.kind !== 'family') return false;
    const taking = c.words.findIndex((w) => /^(take|use|spend|keep|sell|steal|eat)$/.test(w.lemma));
    if (taking < 0 || c.words.some((w) => w.text === 'not' || w.text === 'never')) return false;
    const mine = c.parties.some((p) => p.at > taking && p.owner === 'self' && p.lemmas.some((l) => THE_CHILD_LIVES_ON.test(l)));
    const forThemselves = c.words.slice(taking).some((w, i, after) => (/^(herself|himself|themselves)$/.test(w.text) && /^(for|on)$/.test(after[i - 1]?.text ?? '')) || /^(beer|alcohol|drugs|drinks|cigarettes|vapes|gambling|lottery|casino|weed)$/.test(w.text));
    return mine && forThemselves;
  });
}

/** Something wrong with the child's body or health: "lice", "a rash", "my tooth is black". */
const AILMENT = /\b(lice|nits|rash|infection|infected|fever|sick|toothache|tooth|teeth|cavity|cavities|earache|ear|eye|eyes|glasses|cough|coughing|pain|hurts|hurting|swollen|bleeding|broken|broke|sore|sores|itchy|itches)\b/;
/** Nobody doing anything about it: "nobody does anything", "no one helps", "wont take me to get it fixed". */
const NOBODY_ACTS = /\b(nobody|no one|noone) (ever )?(does|did|do|will do|cares|cared|helps|helped|notices|noticed) ?(anything|about it|me)?\b|\b(nobody|no one|noone) (ever )?(got|gets|buys|bought|fixed|fixes|replaced|replaces) (me |us )?(new|them|it|any)\b|\b(nobody|no one|noone) (ever )?(combs|combed|treats|treated|checks|checked|washes|washed|cleans|cleaned) (it|them|my \w+) ?(out|off)?\b|\b(will not|wont|would not|does not|doesnt|never|do not|dont) (do anything|help me|help us|care)\b|\b(take|took|taken|takes|bring|brought|brings) (me|her|him|us|my \w+) to (get (it|them|me|her|him) (fixed|checked|looked at|seen|treated|pulled)|see (a|the) (doctor|dentist|eye doctor|nurse))\b/;
/** What a baby lives on, or a child wears out of: "the same diaper all day because we ran out". */
const BABY_NEED = /\b(diaper|diapers|nappy|nappies|formula|milk|bottle|bottles|baby food|wipes)\b/;
/** A span of months or longer, or since a season or year gone: "since last year", "for months". */
const MONTHS_LONG = /\b(for|in) (\w+ )?(months|month|a year|years|ages|forever)\b|\bsince (last |the )?(year|month|summer|winter|spring|fall|autumn|christmas|chanukah|hanukkah|pesach|passover|school started)\b|\ball (year|winter|month|summer)\b|\b(months|a year|years) ago\b/;
/** A visit away from home, where a bed is not the child's own: "at grandmas", "at camp". */
/** A journey the night in a car or a tent belongs to: "on long road trips", "on the drive to florida", "camping". */
const JOURNEY = /\b(camping|trips?|vacations?|holidays?|rv|drives?|driving|journey|on the way|the way to|overnight)\b/;
/** A night in a car or a tent on a journey, with no home told lost: "on long road trips" but not "we got kicked out". */
const onAJourneyOnly = (text: string) => JOURNEY.test(text) && !/\b(kicked out|evicted|lost (our|the|my) (apartment|house|home|place)|nowhere|no home|no house|no money|for weeks|every night|since)\b/.test(text);
const AWAY_FROM_HOME = /\bat (my )?(grandmas|grandpas|grandparents|bubbies|zaidys|camp|the hotel|a hotel|my friends|my cousins|the cabin|sleepover)\b/;

/**
 * Needs left unmet as daily life, told without a word for neglect: an ailment that goes on while nobody
 * acts ("lice for months and nobody does anything", "my tooth hurts but my dad wont take me to get it
 * fixed"); a baby's needs run out; clothes worn through for months; children shut out of the home by
 * the one who should let them in; the family's money spent on drink while the children forage; a
 * carer away for a weekend who leaves the children behind.
 */
function needsUnmet(reading: Reading): boolean {
  const text = reading.text;
  const carerDid = reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || (c.subject.kind === 'pronoun' && CARER_WORDS.test(text))) && c.subject.owner !== 'other');
  const saidAccident = /\b(by accident|accidentally|as a joke|joking|for fun|lol)\b/.test(text);
  if (AILMENT.test(text) && NOBODY_ACTS.test(text) && (/\b(lice|nits)\b/.test(text) || MONTHS_LONG.test(text) || DAYS_LONG.test(text) || /\b(weeks|so bad|really bad|black|all the time|every day)\b/.test(text)) && !/\b(my (cat|dog|hamster|fish|pet)|the (cat|dog))\b/.test(text)) return true;
  if (/\bbaby\b/.test(text) && BABY_NEED.test(text) && (/\b(we|they|mom|dad|she|he) (ran|run|have run|had run) out\b|\b(ran|run) out of (diapers|nappies|formula|milk|wipes|baby food)\b|\bnone left\b/.test(text) || /\bthe same (diaper|nappy)\b/.test(text)) && !/\b(store|shop|bought|buy|buying|got more|getting more|went to get)\b/.test(text)) return true;
  if (/\b(same|only) (pants|shirt|clothes|shoes|jeans|dress|sweater|hoodie|socks|coat|jacket|sneakers|boots)\b/.test(text) && (MONTHS_LONG.test(text) || /\bholes\b/.test(text) && /\b(months|year|years|forever)\b/.test(text)) && !/\b(uniform|lucky|favorite|favourite|costume)\b/.test(text)) return true;
  if (/\b(lock|locks|locked|locking|shut|shuts|keep|keeps|kept|put|puts) (me|us|me and my \w+) out\b|\b(will not|wont|does not|doesnt|never) let (me|us) (back )?(in|inside)\b/.test(text) && carerDid && !saidAccident && !/\bi locked myself\b/.test(text)) return true;
  if (/\b(spend|spends|spent|use|uses|used) (all |all of )?(the|our|my|their) money on (drinks|drink|beer|alcohol|wine|vodka|drugs|weed|cigarettes|vapes|gambling|lottery|casino)\b/.test(text) && /\b(we|i|us|me)\b/.test(text)) return true;
  if (/\b(we|i) (eat|ate|have to eat|get to eat) (whatever|anything) (we|i) (can )?(find|found|get)\b/.test(text) && !/\b(camp|camping|trip|party|buffet)\b/.test(text)) return true;
  if (/\b(mom|mommy|mum|dad|daddy|mother|father|parents|stepmom|stepdad|stepmother|stepfather) (\w+ )?(go|goes|went|stays|stay|stayed) (to|at) (her|his|their) (boyfriends|girlfriends|friends)\b/.test(text) && /\b(weekend|weekends|nights|night|days|week)\b/.test(text) && /\b(leave|leaves|left|leaving) (me|us)( and my \w+)?( alone| home| by ourselves| by myself)?\b(?! (her|his|a|the|some|money|their)\b)/.test(text) && !/\b(with (a |the |our |my )?(babysitter|grandma|grandpa|aunt|uncle|nanny|dad|mom))\b/.test(text)) return true;
  // What the child's health needs, used up, lost or broken long ago, and not got again: "my inhaler ran out a long time ago and
  // my mom wont get more", "my medicine is gone for weeks and nobody buys it".
  if (/\b(inhaler|medicine|meds|pills|insulin|glasses|hearing aid|epipen|cream|drops|brace|retainer)\b/.test(text) && /\b(ran out|run out|used up|is empty|are empty|is gone|are gone|broke|broken|lost|finished)\b/.test(text) && /\b(will not|wont|would not|does not|doesnt|never|do not|dont|can not|cant|nobody|no one) (\w+ )?(get|gets|buy|buys|fix|fixes|replace|replaces|pay for|refill|refills) (me |us )?(new|more|them|it|another|a new|any|some)\b/.test(text) && (MONTHS_LONG.test(text) || DAYS_LONG.test(text) || /\b(a long time|weeks|ages)\b/.test(text) || /\bso i (can not|cant|could not|couldnt) (see|hear|read|breathe|walk)\b/.test(text))) return true;
  // An ailment of months answered with a make-do: "my tooth has hurt for months and my dad says to just chew on the other side".
  if (AILMENT.test(text) && (MONTHS_LONG.test(text) || /\ba long time\b/.test(text)) && /\b(says|said|tells me|told me|just says) (to |i should |i have to |we )?(just|ignore it|it will go away|wait it out|stop thinking about it|stop (scratching|itching|touching it|picking at it|rubbing it|complaining|whining|crying|limping|squinting))\b/.test(text) && carerDid && !/\b(doctor|dentist|nurse|appointment|medicine)\b/.test(text)) return true;
  // Only clothes for warm days in the cold, and a carer who waves it away or will not buy: "i only have summer shoes and its snowing
  // and my mom says deal with it".
  if (/\bonly (have|got|own|wear) (\w+ )?(summer|thin|ripped|torn|old|flip flops|sandals|crocs|sneakers|shorts|t shirts?|tshirts?|hoodie|sweater)\b/.test(text) && /\b(snow|snowing|freezing|cold|winter|ice|icy)\b/.test(text) && (CARE_WAVED_AWAY.test(text) || /\b(will not|wont|does not|doesnt|never|can not|cant) (buy|get|afford)\b/.test(text))) return true;
  // Nothing at home, with food in mind: "i save my school lunch for my sisters because theres nothing at home".
  if (/\b(there is|there was|we have|we had) nothing (\w+ )?(at home|in the house|at my house|at our house|in our house|in the fridge|in the kitchen)\b/.test(text) && !/\bnothing (to do|fun|good|interesting)\b/.test(text) && (/\b(food|eat|eating|lunch|dinner|breakfast|supper|hungry|starving|snack|snacks|meal|meals)\b/.test(text))) return true;
  if (/\b(no|not any|nothing to eat|not have|not got) ?(food)?\b/.test(text) && /\bno food\b|\bnothing to eat\b/.test(text) && /\b(until|till|til|wait for) (school|lunch at school|tomorrow|the morning)\b/.test(text)) return true;
  return false;
}

/** A grown-up keeping food or water from the child: "wont let me eat", "i get no dinner", "makes me fast", "makes us go without". */
const FOOD_KEPT_FROM_THE_CHILD =
  /\b(will not|would not|does not|did not|never|not) (let|allow) (me|us) (to )?(eat|drink|have (any |my )?(food|breakfast|lunch|dinner|supper|water|snacks?|a snack|a meal|meals))\b|\b(i|we) (get|got|gets|have|had) no (food|breakfast|lunch|dinner|supper|water|meals?)\b|\b(makes?|made|forces?|forced|making) (me|us) (to )?(fast|starve|go without|skip (meals|dinner|lunch|breakfast|supper))\b/;
/** Kept as a price or a punishment, or past what the child's body bears. */
const AS_A_PRICE_OR_PAST_THE_BODY = /\b(unless|until i|till i|if i|if we|because i|when i|as a punishment|punish\w*|sick|faint|fainted|fainting|threw up|throw up|throwing up|dizzy|passed out|no water|even when)\b/;

/** The child tied or chained like an animal: "they tie us up with a rope outside when they go out"; a dog or a bike on the chain is not the child. */
const TIED_LIKE_AN_ANIMAL = /\b(me|us)\b((?!\b(dog|dogs|puppy|puppies|pet|cat|horse|goat|bike|boat|swing)\b)[\w ]){0,40}\b(on|with|to) a (chain|leash|rope|collar)\b|\b(chain|chains|chained|leash|leashes|leashed) (me|us)\b|\b(tie|ties|tied) (me|us) (up )?(outside|in the (yard|garden|basement|garage|shed)|to (the|a) (porch|fence|tree|pole|post|railing|doghouse|dog house))\b/;
/** Clothes outgrown with nothing to put on in their place: "my jacket doesnt fit anymore and nobody gets me a new one", "i have no shoes so i go in flip flops". */
const OUTGROWN = /\b(clothes|shoes|pants|shirts|coat|jacket|sneakers|boots|uniform) (do not|dont|does not|doesnt) fit( me)? (anymore|any more|for (months|a year|ages))\b/;
const NOTHING_IN_THEIR_PLACE = /\bi (have no|do not have|dont have|got no|do not got|dont got|dont even have|do not even have) (any |real |my own )?(shoes|sneakers|clothes|pants|coat|jacket|boots)\b|\b(nobody|no one|noone|never) (buys|bought|gets|got|will buy|will get) (me|us) (new |any )?(ones|shoes|clothes|any)\b|\b(so|and) i (have to )?(wear|wears|go in|go to school in) (my|our) (dads|moms|fathers|mothers|parents|brothers|sisters|grandpas|grandmas) (slippers|shoes|clothes|boots|shirts|pants)\b/;

/** A carer drinking: "my dad drinks at the bar", "when my parents get drunk"; not a drink named ("drinks coffee", "drank water"). */
const CARER_DRINKING = /\b(mom|mommy|mum|dad|daddy|abba|ima|mother|father|parents|stepmom|stepdad|stepmother|stepfather|he|she|they)\b (\w+ ){0,2}(drink|drinks|drank|drinking|get drunk|gets drunk|got drunk|is drunk|are drunk|were drunk|was drunk)\b(?! (water|milk|juice|tea|coffee|soda|cola|lemonade|smoothies?|shakes?|hot chocolate|grape juice|kiddush|from|out of|the (water|milk|juice|tea|coffee)|a (glass|cup|bottle) of (water|milk|juice|tea|coffee)|my|our|her|his|their|some|one))/;
/** The children left to it meanwhile: forgotten, or kept waiting in a car or outside, alone, or till late at night. */
const CHILDREN_LEFT_TO_IT = /\b(forget|forgets|forgot|forgetting) (about )?(me|us|my \w+)\b|\b(wait|waits|waited|waiting|stay|stays|stayed|sit|sits|sat|leave|leaves|left|keep|keeps|kept) (me |us |me and my \w+ )?(\w+ ){0,3}(in the car|in the van|in the truck|outside|in the parking lot|alone|by ourselves|by myself)\b(?! to (do|play|read|finish|think|rest|calm))/;
/** A celebration where a grown-up drinks in company and the children are with the family: a wedding, a kiddush, purim. */
const DRINKING_AT_A_SIMCHA = /\b(wedding|kiddush|purim|lchaim|l chaim|party|bar mitzvah|bat mitzvah|seder|simcha|for a minute|for a few minutes|ten minutes)\b/;

/**
 * A carer drinking while the children are left to it: "my stepdad gets drunk and forgets about us", "mom drinks at her friends and
 * we wait in the car outside for hours". A drink named (coffee, water), a celebration with the family, or a wait of minutes is not this.
 */
function leftWhileACarerDrinks(text: string): boolean {
  return CARER_DRINKING.test(text) && CHILDREN_LEFT_TO_IT.test(text) && !DRINKING_AT_A_SIMCHA.test(text) && !/\b(in the story|pretend|in the game|in the movie)\b/.test(text);
}

/** A young child minding babies or little ones into the night: "is it normal for an 8 year old to watch her two baby sisters every night till 3am". */
const MINDING_LITTLE_ONES = /\b(watch|watches|watching|mind|minds|minding|look after|looks after|looking after|babysit|babysits|babysitting|take care of|takes care of|taking care of|(left|leaves|leave|leaving) (me|us) (alone |home |at home )?with) (my|her|his|our|the|their) (\w+ ){0,2}(brother|brothers|sister|sisters|siblings|babies|baby|twins|cousins)\b/;
const INTO_THE_NIGHT = /\b(till|until|til) (\d+ ?(am|in the morning)|midnight|the morning|morning|really late)\b|\ball night\b|\bovernight\b/;
const A_YOUNG_CHILD = /\b([4-9]|10|11|four|five|six|seven|eight|nine|ten|eleven) (year old|years old|yr old|yo)\b|\bi am (only |just )?([4-9]|10|11|four|five|six|seven|eight|nine|ten|eleven)\b|\b(by myself|alone|nobody|no one|no grownup|no adult)\b/;
/** A grown-up there or soon back, or a time that is a holiday's: "while my mom sleeps next door", "on new years". */
const MINDING_WITH_A_GROWNUP = /\b(with my (mom|dad|mother|father|grandma|grandpa|aunt|uncle)|my (mom|dad|parents|grandma) (was|were|is|are) (home|there|next door|in the next room|right there)|new years|sleepover|pretend|game|dolls?|teddy)\b/;

export function hearNeglect(reading: Reading): boolean {
  const text = reading.text;
  if (MINDING_LITTLE_ONES.test(text) && INTO_THE_NIGHT.test(text) && A_YOUNG_CHILD.test(text) && !MINDING_WITH_A_GROWNUP.test(text) && !aGrownUpWithTheChild(text)) return true;
  if (leftWhileACarerDrinks(text)) return true;
  // Tied or chained like an animal by those who keep the child: "my step mom leashes me to the porch when she goes out".
  if (TIED_LIKE_AN_ANIMAL.test(text) && reading.clauses.some((c) => isCarer(c, reading) || (c.subject?.kind === 'family' && c.subject.owner === 'self') || (c.subject?.kind === 'pronoun' && c.subject.plural)) && !/\b(game|play|playing|pretend|costume|halloween|climb|climbing|harness|rock wall|zip ?line|tug of war|jump rope|swing|boat)\b/.test(text)) return true;
  // Outgrown clothes, or none, with nothing in their place.
  if ((OUTGROWN.test(text) && NOTHING_IN_THEIR_PLACE.test(text)) || (NOTHING_IN_THEIR_PLACE.test(text) && /\b(school|outside|to wear|barefoot|slippers|holes)\b/.test(text) && !/\b(costume|dress up|for fun|pajama day)\b/.test(text))) return true;
  // Nowhere to sleep but out: "my mom didnt come to get me and i slept at the bus stop" (read before the ordinary places below).
  if (/\b(slept|sleep|sleeping|sleeps) (at|in|on|under) (the |a )?(bus stop|street|park|bench|stairs|hallway|station|playground|porch|doorstep)\b/.test(text) && !/\b(camping|tent|sleepover|trip|hammock|picnic|nap)\b/.test(text)) return true;
  // Food kept from the child as a price or a punishment, or past what their body bears, is neglect on a holy day too
  // ("no breakfast on shabbos unless i ...", "makes me fast when im sick").
  if (FOOD_KEPT_FROM_THE_CHILD.test(text) && AS_A_PRICE_OR_PAST_THE_BODY.test(text)) return true;
  // The child's body failing, waved away by the grown-up at home, is neglect on a holy day too.
  if (collapseWavedAway(reading) || woundWorseningWavedAway(reading) || longIllnessWavedAway(reading)) return true;
  if (BENIGN.some((b) => reading.has(b)) || keepsAPractice(reading)) return false;
  if (keptFromTheChild(reading) || needsUnmet(reading) || clothesFailInTheCold(reading) || foodKeptToScraps(reading)) return true;
  const daysLong = DAYS_LONG.test(text);
  if (CARER_WORDS.test(text) && CARER_AWAY.test(text) && daysLong && !/\b(trip|vacation|holiday|army|work|hospital|grandma is|grandpa is|babysitter|taking care|watching us|watching me)\b/.test(text) && !aGrownUpWithTheChild(text)) return true;
  if (/\b(no|not a|not any) (grownup|grownups|adult|adults|parent|parents)\b/.test(text) && /\b(home|house|apartment)\b/.test(text) && (daysLong || CHRONIC_PATTERN.test(text))) return true;
  // Forgotten by the one who should come: "my mom forgets me at school all the time".
  if (/\b(forget|forgets|forgot|forgotten|forgetting) (me|us|about me|about us)\b/.test(text) && /\b(school|home|store|car|park|practice|shul|alone|pick)\b/.test(text) && (CHRONIC_PATTERN.test(text) || CHRONIC.some((c) => reading.has(c)))) return true;
  // "my sister has a fever and nobody is home" (a friend sick away from school is not a child left alone).
  const othersUnwell = /\b(friend|friends|teacher|classmate|classmates|partner) (is|was|were|are|got) (sick|hurt|injured)\b/.test(text);
  if (UNWELL.test(text) && NOBODY_THERE.test(text) && /\b(sister|brother|baby|i|me|my)\b/.test(text) && !othersUnwell && !/\b(nobody|no one) (else )?(got|was) hurt\b/.test(text)) return true;
  if (NOT_TAKEN_TO_CARE.test(text) || NO_DAILY_CARE.test(text) || OWN_FOOD.test(text)) return true;
  // What a baby needs, missing: "my baby brother cries all night because there is no milk".
  if (/\b(no|not have|not have any|ran out of|out of) (milk|formula|diapers|nappies|baby food)\b/.test(text) && /\bbaby\b/.test(text) && (daysLong || /\b(all night|cries|crying|hungry|always|again)\b/.test(text))) return true;
  // What every home has, missing: "we have no running water".
  if (/\b(no|not have|not have any|without) (running water|hot water|heating|heat|electricity|toilet|working toilet)\b/.test(text) && /\b(we|our|i|my|home|house)\b/.test(text) && !/\b(camping|tent|trip|storm|cabin)\b/.test(text)) return true;
  // Fending for oneself as daily life, or with carers who do not care: "we get ourselves dinner every night", "i have to take care of myself my parents dont care".
  const fending = /\b(take care of|look after|feed|get|make|cook) (myself|ourselves) (\w+ )?(dinner|food|lunch|breakfast|meals|supper)\b|\b(have to|had to|must|always) (take care of|look after|feed) (myself|ourselves)\b/.test(text);
  if (fending && (CHRONIC_PATTERN.test(text) || /\b(do not|dont|does not|doesnt|never) (really )?care\b/.test(text) || /\b(every|all the time|always)\b/.test(text)) && !/\b(camp|trip|sleepaway|for fun|practice|learning)\b/.test(text)) return true;
  // A carer withdrawn for days: "my mom stays in her room for days and doesnt talk or cook".
  if (/\b(stays|stay|stayed|lies|lays|lie|is|was) in (her|his|their) (room|bed|bedroom)\b/.test(text) && (daysLong || /\b(all day|every day|weeks|days)\b/.test(text)) && /\b(not|never) (\w+ (or|and) )?(talk|cook|eat|come out|get up|feed|make)\b/.test(text) && reading.clauses.some((c) => c.subject !== null && c.subject.kind === 'family' && c.subject.owner !== 'other')) return true;
  // An illness that goes on, with care refused by the one who should give it: "a toothache for two months and my dad says were not
  // going to any dentist".
  const careRefused = /\b(not|never|wont|will not|no one is|nobody is) (going|go|taking|take|bringing|bring|calling|call) (me |us )?(to )?(any |a |the )?(doctor|dentist|hospital|clinic|doctors|dentists)\b|\b(says|said) no (doctor|dentist|doctors|dentists|hospital)\b/.test(text);
  if (careRefused && AILMENT.test(text) && (daysLong || /\b(month|months|weeks|forever|a long time|all year)\b/.test(text)) && reading.clauses.some((c) => c.subject !== null && c.subject.kind === 'family' && c.subject.owner !== 'other')) return true;
  // An illness that goes on, waved away by the one who should care: "an ear infection for 2 weeks and my mom says just deal with it".
  if (/\b(infection|infected|pus|sore|fever|sick|pain|hurts|hurting|rash|toothache|earache|cough|coughing|swollen|bleeding|throwing up|broken|broke)\b/.test(text) && (daysLong || /\b(month|months|weeks|forever|a long time)\b/.test(text)) && CARE_WAVED_AWAY.test(text) && !/\b(doctor|nurse|dentist|medicine)\b/.test(text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'family' || c.subject.kind === 'adult' || c.subject.kind === 'pronoun'))) return true;
  // Pain that goes on and no doctor: "my tooth has been hurting for a month and my mom says we cant go to a doctor".
  if (/\b(can not|cant|not allowed to|will not|wont|never) (go|take me|take us|see|get) (to )?(a |the )?(doctor|dentist|hospital|clinic)\b/.test(text) && (daysLong || /\b(month|months|weeks|hurts|hurting|bleeding|sick)\b/.test(text))) return true;
  // Where the food is kept, empty, and nothing to fill it: "our fridge is empty and my mom said theres no money till next month".
  // "nothing in the cupboards" is the same; scraps eaten as the meal ("the ketchup packets from school for dinner") tell what it leaves.
  const emptyLarder = /\b(fridge|refrigerator|cupboard|cupboards|pantry|cabinets|kitchen)\b (\w+ )?(is|are|was|were|has been|have been) (\w+ )?(empty|bare)\b|\b(nothing|no food) (left )?in (the|our|my) (fridge|refrigerator|cupboard|cupboards|pantry|cabinets|kitchen|freezer)\b/.test(text);
  const scrapsForAMeal = /\b(ketchup|mustard|mayo|sugar|salt|jelly|jam|sauce|condiment|condiments) (packets|packet|packs|pack)\b|\b(crumbs|scraps|leftovers from the trash)\b/.test(text) && /\b(dinner|lunch|breakfast|supper|eat|ate|eating)\b/.test(text);
  if (emptyLarder && (scrapsForAMeal || /\b(no money|not have money|not any money|can not afford|cant afford|nothing to eat|hungry|starving|for days|since|until|till|again|always)\b/.test(text)) && !/\b(shopping|store|groceries are coming|going to buy|ordered)\b/.test(text)) return true;
  // A small child left with no one watching: "my 3 year old brother gets out of the house and nobody watches him".
  if (/\b(nobody|no one|noone) (ever )?(watches|watched|is watching|was watching|looks after|looked after|keeps an eye on|is looking after) (him|her|them|us|me|my (\w+ ){0,3}\w+)\b/.test(text) && /\b(baby|toddler|[1-5] (year|yr) old|(one|two|three|four|five) (year|yr) old)\b/.test(text) && !/\b(play|plays|game|match|show|recital|practice|performance|dance)\b/.test(text)) return true;
  // Food not bought by the carer, and the child begging it elsewhere: "my mom forgets to buy food and i have to ask my neighbor for bread".
  if (/\b(forget|forgets|forgot|never|does not|doesnt|do not|dont) (to )?(buy|buys|get|gets|make|makes) (us |me )?(food|groceries|dinner|lunch|breakfast|anything to eat)\b/.test(text) && (/\b(ask|asks|asked|beg|begs|begged) (my |our |the )?(\w+ )?(neighbor|neighbors|neighbour|friends?|teacher|someone|people) for (food|bread|money|something to eat|dinner|lunch)\b/.test(text) || CHRONIC_PATTERN.test(text) || /\b(hungry|starving)\b/.test(text))) return true;
  // What the child needs, broken long ago and not replaced: "my glasses broke months ago and my parents wont get new ones".
  if (/\b(glasses|inhaler|hearing aid|wheelchair|crutches|shoes|boots|coat|jacket|bed|retainer)\b/.test(text) && /\b(broke|broken|lost|ripped|too small|cracked)\b/.test(text) && /\b(will not|wont|would not|does not|doesnt|never|do not|dont|can not|cant) (get|buy|fix|replace|pay for) (me |us )?(new|them|it|another|a new|any)\b/.test(text) && (MONTHS_LONG.test(text) || /\b(weeks|can not see|cant see|hurts|cold|freezing)\b/.test(text)) && !/\b(until|till) (my birthday|next week|christmas|chanukah|hanukkah)\b/.test(text)) return true;
  // The doctor refused for its cost, or waved away as not worth it: "my tooth hurts for weeks and my dad says doctors cost too much
  // so no", "my ear has been bleeding for days and my parents said doctors are a waste".
  if (/\b(doctor|doctors|dentist|dentists|hospital|clinic|medicine|glasses)\b/.test(text) && (/\b(cost|costs|costing) (too much|a lot|so much|too many)|\btoo expensive\b|\b(can not|cant|cannot|do not|dont) afford\b|\bno money for\b/.test(text) || CARE_DISMISSED.test(text)) && AILMENT.test(text) && (daysLong || /\b(month|months|weeks|week|so bad|really bad|all the time|every day|crooked|healed wrong|can not move|cant move|still hurts)\b/.test(text))) return true;
  // A small brother or sister got up, dressed or fed by the child every day because the carer does not get up: "my little sister is 4
  // and i have to get her up and dressed and to daycare every day cuz my mom doesnt get up".
  if (/\bi (have to|always|must|need to|got to|gotta) (get|dress|feed|bathe|wake|take|walk|bring|change) (her|him|them|my (little |baby )?(brother|sister|brothers|sisters|siblings))\b/.test(text) && /\b(every day|every morning|every night|always|each day|each morning)\b/.test(text) && /\b(mom|dad|mother|father|parents?|she|he|they) (does not|doesnt|do not|dont|never|wont|will not|can not|cant) (get|wake) up\b|\b(mom|dad|mother|father|parents?|she|he|they) (is|are) (always )?(asleep|sleeping|passed out|in bed|drunk)\b/.test(text)) return true;
  // Vermin in the food or the kitchen, and the child told to eat it anyway or nobody cleaning: "theres mouse poop on our counters and
  // bugs in the cereal and my dad says eat around them" (not a bug found once and the box thrown out).
  if (/\b(mouse|mice|rat|rats|roach|roaches|cockroach|cockroaches|bugs|maggots|worms|mold|moldy|mouldy)\b/.test(text) && /\b(poop|droppings|in (the|our|my) (cereal|food|bread|milk|fridge|rice|flour|lunch)|on (the|our) (counters?|food|plates?|table))\b/.test(text) && /\b(eat around|eat (it|them) anyway|just eat (it|them)|pick (them|it) out|nobody cleans|no one cleans|never cleans?|does not clean|doesnt clean)\b/.test(text) && !/\b(threw|throw|throws) (it|them|the \w+) (out|away)\b|\b(exterminator|camping|science|pet|hamster)\b/.test(text)) return true;
  // Stealing to eat, a home in a car, power off for days, shoes with holes and none bought.
  if (/\b(steal|stole|stealing|take|took|taking|hide|hid) (food|snacks|snack|bread|lunch|lunches)\b.*\b(so|for) (i|we|my \w+|me|us)\b.*\beat\b/.test(text)) return true;
  if (/\b(live|lives|living|stay|staying|sleep|sleeping) in (a|our|the|my \w+) (car|van|truck|shelter|tent)\b/.test(text) && !onAJourneyOnly(text)) return true;
  if (/\b(electricity|power|heat|heating|water|gas|lights) (is|are|has been|have been|was|were|been|got) (off|out|cut|shut off|turned off)\b/.test(text) && (daysLong || MONTHS_LONG.test(text) || /\bweeks?\b/.test(text)) && !/\bstorm\b/.test(text)) return true;
  if (/\b(shoes|boots|coat|jacket|clothes) (have|has|with|are full of) holes\b|\b(will not|wont|would not|does not|doesnt|never|nobody|no one) (buy|buys|get|gets|will buy) (me |us )?(new |any )?(ones|shoes|boots|a coat|a jacket|clothes|food)\b|\b(says|said) no (new )?(ones|shoes|boots|coat|jacket|clothes)\b/.test(text) && /\b(cold|wet|hungry|freezing|snow|snowing|snowy|rain|raining|rainy|winter|hurt|hurts|too small|broken)\b/.test(text)) return true;
  if (/\b(she|he|they|mom|dad|mother|father|parents) (does not|doesnt|do not|never) (\w+ (or|and) )?(cook|make food|make dinner|feed us|feed me|buy food)\b/.test(text) && (CHRONIC.some((c) => reading.has(c)) || CHRONIC_PATTERN.test(text) || daysLong || /\b(chips|candy|nothing)\b/.test(text))) return true;
  if (NO_BEDS.test(text) && /\b(we|i|our|my)\b/.test(text) && !/\b(camping|tent|sleepover|hotel)\b/.test(text) && !AWAY_FROM_HOME.test(text)) return true;
  // The one who cares for the child cannot: "he is sick and cant take care of me and theres no food".
  if (/\b(can not|cannot|could not|is not able to|does not|never|nobody|no one) (take care of|look after|feed) (me|us)\b/.test(text) && /\b(sick|ill|drunk|drinks|drugs|sleeps|asleep|anymore|no food|nothing to eat|hungry|alone)\b/.test(text)) return true;
  // Outgrown and not replaced: "my toes come out of my shoes", "all my clothes are too small".
  if ((/\b(toes|feet) (come|comes|stick|sticks|poke|pokes|go|goes) (out|through)\b/.test(text) || /\ball (of )?my (clothes|shoes|pants)\b.*\btoo small\b|\bmy (clothes|shoes|pants) are all too small\b/.test(text)) && !/\b(buying|buy me|bought me|got me|getting me|new ones|shopping)\b/.test(text)) return true;
  // One poor food for every meal for days: "i had to eat crackers for dinner for a whole week".
  if (/\b(had to|have to|only|just) (eat|ate|have|had) (only |just )?(\w+ ){1,2}for (dinner|lunch|breakfast|supper|every meal)\b/.test(text) && (CHRONIC_PATTERN.test(text) || daysLong)) return true;
  // A little child out alone: "i walk to school alone and its really far and im 6".
  if (/\bi am (3|4|5|6|7|three|four|five|six|seven)( years old)?\b/.test(text) && /\b(alone|by myself|on my own)\b/.test(text) && /\b(walk|walks|walking|go|goes|going|stay|stays|home|night|dark|far|all day|bus|street)\b/.test(text) && !/\b(minute|minutes|for a bit|next door)\b/.test(text)) return true;
  // Hunger that eats what is not food: "i get so hungry i eat paper sometimes".
  if (/\b(hungry|starving)\b/.test(text) && /\b(eat|eats|ate|eating|chew|chews) (paper|dirt|grass|napkins|tissues|ice|trash|garbage|crayons|glue|sand|leaves)\b/.test(text)) return true;
  // Care undone for long: "nobody has washed my hair in a month".
  if (/\b(nobody|no one|noone) (has |have |had )?(washed|cleaned|fed|bathed|brushed|cut|combed) (me|us|my|our)\b/.test(text) && (DAYS_LONG.test(text) || /\b(month|months|weeks|bugs|lice|smell|smells)\b/.test(text))) return true;
  if (/\b(eat|eats|get|gets|have|has) (only )?(one|1) meal (a|per|each) day\b/.test(text)) return true;
  // What keeps a home warm and lit, unpaid: "i sleep in my coat because nobody pays the heat".
  if (/\b(nobody|no one|noone|never) (pays|paid|fixes|fixed|turns on) (the |for the |our )?(heat|heating|electricity|electric|bills|rent|water|gas|lights)\b/.test(text) && /\b(cold|freezing|dark|coat|shiver|shivering|sleep)\b/.test(text)) return true;
  // What keeps a child clean, broken for long and left so: "our shower has been broken for months and nobody fixes it".
  if (/\b(shower|bath|bathtub|toilet|sink|water heater|washing machine)\b/.test(text) && /\b(broken|broke|not working|does not work|doesnt work)\b/.test(text) && (/\b(months|weeks)\b/.test(text) || daysLong) && /\b(nobody|no one|never) (fixes|fixed|will fix|cares)\b|\b(dirty|smell|smelly|stink)\b/.test(text)) return true;
  // The same scraps day after day: "cereal for dinner every night because theres nothing else".
  if (/\b(there is|there was|we have|we had) nothing else\b/.test(text) && /\b(eat|ate|dinner|lunch|breakfast|food|meal|meals|cereal|chips|bread|toast|noodles|rice)\b/.test(text) && CHRONIC_PATTERN.test(text)) return true;
  const chronic = CHRONIC.some((c) => reading.has(c)) || CHRONIC_PATTERN.test(reading.text);
  const home = ['home', 'house', 'fridge', 'apartment', 'we', 'our', 'us', 'family', 'mom', 'dad', 'parents', 'brothers', 'sisters', 'brother', 'sister'].some((w) => reading.words.has(w));
  const hunger = [...HUNGER].some((h) => reading.words.has(h)) && !HUNGER_SUBJECT_NOT_CHILD.test(reading.text);
  // "my mom doesnt make me lunch on fridays": a meal not made, or no food, on one day of the week is that day's rule (pizza day, lunch bought).
  const onADayOfTheWeek = /\bon (mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|weekends|the weekend|trip days|pizza day|hot lunch day)\b/.test(reading.text) && !/\bnot (just|only) on\b/.test(reading.text) && !hunger;
  // No food at home: "we dont have food", "theres nothing to eat at my house", "no breakfast at home".
  const noFood = inSentence(reading, (s) => {
    const lack = s.findIndex((w) => LACK.has(w.text) || (w.lemma === 'have' && s.some((x) => x.text === 'not')));
    if (lack < 0 || s.some((w) => w.text === 'like')) return false;
    // "nothing good to eat", "nothing yummy in the fridge": food there but not to the child's taste.
    if (s[lack]!.text === 'nothing' && s[lack + 1]?.pos === 'ADJ' && !/^(left|else)$/.test(s[lack + 1]!.text)) return false;
    // "we dont have any at home" after food was named.
    const anyAfterFood = s[lack + 1]?.text === 'have' && s.slice(lack).some((w) => w.text === 'any') && s.slice(0, lack).some((w) => FOOD.has(w.text));
    const foodAfter = s.slice(lack).findIndex((w) => FOOD.has(w.text));
    // "we dont eat pork": a diet, not a lack.
    const aDiet = foodAfter >= 0 && s[lack + foodAfter]!.lemma === 'eat' && s[lack + foodAfter + 1]?.pos === 'NOUN';
    // "so my brother does not eat them all": food named before and there to be eaten, not food lacking.
    const eatsWhatIsThere = foodAfter >= 0 && s[lack + foodAfter]!.lemma === 'eat' && /^(them|it|those|these)$/.test(s[lack + foodAfter + 1]?.text ?? '') && /^(all|up|first|before)$/.test(s[lack + foodAfter + 2]?.text ?? '');
    // "i have not eaten since lunch": a while, not a lack (a day or more is heard below).
    const notYet = foodAfter >= 0 && s[lack + foodAfter]!.text === 'eaten' && s.slice(lack + 1, lack + foodAfter).every((w) => /^(have|had|not|yet|eaten)$/.test(w.text));
    // "what cant we eat on pesach", "which animals are jews not allowed to eat": a question about which
    // foods a rule keeps, with the food asked for as "what", not a lack ("what should i do we cant eat" is one).
    const whichFood = foodAfter >= 0 && s[lack + foodAfter]!.lemma === 'eat' && asksWhichIsEaten(s, lack, lack + foodAfter);
    // "no snacks before dinner", "no candy till after lunch": a meal named after "before" or "until" is the time a house rule keeps
    // food to, not food lacking.
    const untilAMeal = foodAfter >= 0 && /^(before|until|till|til|after)$/.test(s[lack + foodAfter - 1]?.text ?? '');
    // "no soda at dinner", "no sweets before bedtime", "no candy on school nights": a "no" over a kind of food, kept to a time of
    // the day or a place at the table, is a house rule.
    const houseRule = foodAfter >= 0 && s[lack]!.text === 'no' && !/^(food|meal|meals|eat|eaten|eating|groceries)$/.test(s[lack + foodAfter]!.text) && s.slice(lack + 1).some((w, i, after) => /^(before|until|till|til|after|at|during|on)$/.test(w.text) && /^(dinner|lunch|breakfast|supper|bed|bedtime|dinnertime|lunchtime|the|school|weeknights|weekdays)$/.test(after[i + 1]?.text ?? '') && (after[i + 1]!.text !== 'the' || /^(table|dinner|table\.)$/.test(after[i + 2]?.text ?? '')) && (after[i + 1]!.text !== 'school' || /^(nights|days)$/.test(after[i + 2]?.text ?? '')));
    return (foodAfter >= 0 && !aDiet && !eatsWhatIsThere && !notYet && !whichFood && !untilAMeal && !houseRule) || anyAfterFood || (s.slice(0, lack).some((w) => FOOD.has(w.text)) && s.slice(lack).some((w) => w.text === 'money'));
  });
  if (/\b(from|in|out of) the (trash|garbage|bin)\b/.test(reading.text) && (reading.words.has('food') || reading.words.has('eat') || hunger)) return true;
  if (reading.has('steal food') || reading.has('stole food') || reading.hasLemmas('eat once a day') || reading.hasLemmas('eat one meal')) return true;
  if (noFood && !onADayOfTheWeek && (home || hunger || chronic)) return true;
  if (hunger && (chronic || noFood)) return true;
  // "i have not eaten since yesterday", "i havent had a real meal in like 3 days".
  // "we dont eat meat in the nine days": a food not eaten is a diet or a custom, not a lack.
  const aFoodKept = /\bnot eat (\w+)/.exec(reading.text)?.[1];
  const custom = aFoodKept !== undefined && !/^(anything|food|for|since|in|all|today|yesterday|dinner|lunch|breakfast|supper|a|the|much|enough|at|until|till|when|because|and|or|every|since)$/.test(aFoodKept);
  if ((reading.has('not eaten') || reading.has('not had') || (reading.has('not eat') && !custom)) && (chronic || daysLong || reading.has('yesterday') || reading.has('today') || reading.has('anything'))) return true;
  // Left alone: "home alone every night", "left me alone for days", "leaves me in the car for hours".
  // "no one was there" when the child came home is alone too.
  const alone =
    ((reading.has('alone') || reading.has('by myself')) && !aloneAmongOthers(reading)) ||
    (/\b(left|leaves|leave|leaving) (me|us|my \w+)\b/.test(reading.text) && !onlyThingsOrAnimals(reading, /^leave$/) && !aGrownUpWithTheChild(reading.text)) ||
    (NOBODY_THERE.test(reading.text) && /\b(nobody|no one|noone) (came|comes|come|showed up) (to get|to pick|for|to take)\b/.test(reading.text));
  if (alone && (chronic || reading.has('all weekend') || reading.has('for a week') || reading.has('at night') || reading.has('in the dark') || reading.words.has('scared') || reading.words.has('gone'))) return true;
  // Nobody there, nobody caring: "no one takes care of me", "nobody feeds me", "nobody has come home for two days".
  const nobodyCares = reading.clauses.some((c) => {
    const words = c.words;
    const nobody = words.findIndex((w, i) => w.text === 'nobody' || w.text === 'noone' || (w.text === 'no' && (words[i + 1]?.text === 'one' || words[i + 1]?.text === 'grownup')) || (w.text === 'never' && (words[i + 1]?.text === 'anybody' || words[i + 1]?.text === 'anyone')));
    // "nobody cares about the weather report": caring about a thing, not about the child.
    // "nobody cares what u think": what another thinks or says.
    const aboutAThing = (i: number) => words[i]!.lemma === 'care' && ((/^(about|for)$/.test(words[i + 1]?.text ?? '') && !/^(me|us|my|our|myself|him|her|them)$/.test(words[i + 2]?.text ?? '')) || (/^(what|how|if|whether)$/.test(words[i + 1]?.text ?? '') && /^(you|u|he|she|they|your|ur)$/.test(words[i + 2]?.text ?? '')));
    return nobody >= 0 && words.slice(nobody + 1).some((w, k) => (CARING.has(w.text) || CARING.has(w.lemma)) && !aboutAThing(nobody + 1 + k)) && !words.some((w) => w.text === 'plants');
  });
  // "nobody feeds us", "no one makes me food", "nobody is taking care of me".
  const caresFor = /\b(nobody|no one|noone) (is |ever |really )?(feeds?|feeding|makes? (me|us) (food|dinner|breakfast|lunch)|cooks?|takes? care|taking care|looks? after|cares? (for|about) (me|us))\b/.test(reading.text);
  if (caresFor) return true;
  if (nobodyCares && (chronic || reading.words.has('scared') || reading.words.has('hungry') || ['take care', 'feed me', 'care', 'live with', 'pick me up', 'come home'].some((p) => reading.hasLemmas(p)) || reading.has('late') || reading.has('where my'))) return true;
  // "my parents never make me dinner".
  // "my friends parents never feed her": the carers of another child of the child's world, not feeding that child.
  const fedOne = (c: Reading['clauses'][number], w: Word) => FOOD.has(w.text) || w.text === 'me' || w.text === 'us' || (/^(him|her|them)$/.test(w.text) && grownUpOfAChild(c.subject));
  // A treat kept from another child ("never buys him chips") is their carers' rule, not hunger.
  const treatKeptFromAnother = (c: Reading['clauses'][number]) => grownUpOfAChild(c.subject) && c.words.some((w) => /^(chips|candy|candies|sweets|snacks?|dessert|soda|junk|treats?|cookies?|cake|chocolate|gum|icecream|popcorn)$/.test(w.text));
  if (!onADayOfTheWeek && reading.clauses.some((c) => c.subject !== null && CARER.has(c.subject.head) && c.words.some((w) => w.text === 'never' || w.text === 'not') && c.words.some((w) => /^(make|cook|give|feed|buy)$/.test(w.lemma)) && c.words.some((w) => fedOne(c, w)) && !treatKeptFromAnother(c))) return true;
  // A parent gone, asleep or drunk, with a child left to it.
  const carer = reading.hasLemmas('take care of') || reading.hasLemmas('babysit') || /\b(cook|cooks|make|makes) for myself\b|\bfeed myself\b|\bmake my own (dinner|food|meals|lunch)\b/.test(reading.text) || /\b(make|makes|made|cook|cooks|cooked) (breakfast|lunch|dinner|food|meals|supper) for (my|our)\b/.test(reading.text) || (reading.hasLemmas('feed my') && !onlyThingsOrAnimals(reading, /^(feed|fed)$/)) || PARENTS_TASK.test(reading.text);
  const carerGone = reading.clauses.some((c) => c.subject !== null && isCarer(c, reading) && c.words.some((w, i) => /^(gone|drunk|drinks|asleep|sleeping|sleeps)$/.test(w.text) || isCarerAway(c.words, i)) || reading.has('never home') || /\b(will not|wont|does not|doesnt|can not|cant) wake up\b/.test(reading.text) || reading.has('not come home') || reading.has('doesnt come home') || reading.has('passed out') || /\b(lays|lies|laying|lying|stays|staying) (on the couch|in bed|in her bed|in his bed|in her room|in his room)( all day)?\b.*\b(does not|doesnt|never|wont|will not) (move|get up|talk|answer)\b/.test(reading.text));
  // The child doing for themselves what a carer does: "i get myself to school and make dinner".
  const selfCare = /\b(get|gets|got) myself (to school|ready|up|dressed|to bed|to sleep)\b|\bi (\w+ )?(make|makes|cook|cooks|made|cooked) (the |our |my )?(dinner|breakfast|lunch|supper|meals|food)\b/.test(reading.text);
  // "left us home alone for twenty minutes to get milk": an absence of minutes, once, with nothing lacking, is an errand.
  const anErrand = /\bfor (a few|a couple of|\d+|five|ten|fifteen|twenty|thirty|forty|half an|an|one) (minutes?|mins?|hour)\b|\bfor a (bit|little while|minute|second|sec)\b/.test(reading.text) && !chronic && !noFood && !hunger && !/\b(dark|night|scared|overnight|hours|days)\b/.test(reading.text);
  // "my dad is tired and sleeps all day on sunday": a carer resting on a day of rest or a day off, with no child left lacking, drunk or unwakeable, is a rest.
  const aDayOfRest = (onADayOfTheWeek || /\bon (shabbat|shabbos|shabbes|his day off|her day off|their day off|days off|holidays?|vacation)\b|\bafter (his|her|their) (night )?shifts?\b/.test(reading.text)) && !/\b(every day|all week|drunk|drinks|passed out|wake up|wont wake|will not wake|scared)\b/.test(reading.text);
  const aRest = aDayOfRest && !alone && !noFood && !hunger && !carer && !selfCare && !reading.has('take care') && !reading.has('forget');
  // "left me alone to do my homework", "leaves us alone so we can play": left in peace for a task, not without care, with nothing
  // lacking, no night and no fear.
  const leftInPeace = /\b(left|leaves|leave|leaving) (me|us) alone (to|so (that )?(i|we) (can|could|would))\b/.test(reading.text) && !chronic && !noFood && !hunger && !carer && !selfCare && !/\b(dark|night|overnight|days|weekend|scared|drunk|asleep|passed out)\b/.test(reading.text);
  // "mom was at the hospital all night and grandma was here": a carer away with another grown-up minding the child is care.
  const mindedMeanwhile = aGrownUpWithTheChild(reading.text) && !noFood && !hunger;
  if (carerGone && !anErrand && !aRest && !leftInPeace && !mindedMeanwhile && (chronic || alone || noFood || hunger || reading.has('take care') || reading.has('forget') || carer || selfCare)) return true;
  // A parent who has not come home: "my mom has not come home since saturday", "mom left two days ago".
  const parentAway = reading.clauses.some((c) => c.subject !== null && CARER.has(c.subject.head) && c.subject.owner !== 'other' && ((c.words.some((w) => w.text === 'not' || w.text === 'never') && c.words.some((w) => w.lemma === 'come') && c.words.some((w) => w.text === 'home' || w.text === 'back')) || c.words.some((w) => w.lemma === 'leave' && c.words.some((x) => x.text === 'ago'))));
  if (parentAway && (chronic || reading.has('ago') || reading.has('not answering') || reading.has('is not answering'))) return true;
  // A wound gone bad, waved away by the one who should care: "a cut on my foot thats green and smells and my mom says stop being dramatic".
  if (/\b(cut|wound|scrape|sore|blister|bite|burn|toe|finger|foot|leg|arm|ear|tooth)\b/.test(reading.text) && /\b(green|yellow|pus|oozing|oozes|smells|stinks|stinky|rotting|black|red streaks|swollen)\b/.test(reading.text) && CARE_WAVED_AWAY.test(reading.text) && !/\b(doctor|nurse|dentist|medicine|cream|bandaid|bandage|cleaned|antibiotics|grass|paint|marker|stain|slime|play ?doh)\b/.test(reading.text)) return true;
  // Food from school kept for the evening because there is none at home: "i save the school breakfast in my backpack for dinner".
  if (/\b(save|saves|saved|saving|keep|keeps|kept|take|takes|took|hide|hides|hid|sneak|sneaks|snuck|stuff|stuffs) (\w+ ){0,3}(breakfast|lunch|food|snack|snacks|leftovers|milk|fruit|sandwich|sandwiches)\b/.test(reading.text) && /\bfor (dinner|supper|later|tonight|the weekend|my (little |baby )?(brother|sister|brothers|sisters|siblings))\b/.test(reading.text) && /\b(none|nothing|no food|not any|not enough) (\w+ )?(at home|in the house|at my house|to eat)\b|\b(hungry|starving)\b/.test(reading.text)) return true;
  // A child of twelve or under left in charge of the others for days while the parent is elsewhere: "my big brother who is 12 is in
  // charge of us all week".
  if (/\b(in charge of|watches|watching|babysits|babysitting|takes care of|looks after|minds|minding) (us|me|my (little |baby )?(brother|sister|brothers|sisters|siblings))\b/.test(reading.text) && /\b(who is|whos|is only|hes|shes|he is|she is) ([5-9]|1[0-2]|five|six|seven|eight|nine|ten|eleven|twelve)\b/.test(reading.text) && /\b(all week|for days|all weekend|every night|for a week|for (\d+|two|three|four|five) days|the whole week)\b/.test(reading.text)) return true;
  // Children locked in at night while the carer goes out: "he goes out at night and locks me and my sister in".
  if (/\b(locks|locked|lock) (me|us|me and my \w+|my (\w+ )?(brother|sister)( and me)?) in\b/.test(reading.text) && /\b(goes out|go out|went out|leaves|left|gone|at night|all night|at work|to work|to the bar|drinking)\b/.test(reading.text) && !/\b(game|escape room|pretend|for fun|by accident)\b/.test(reading.text)) return true;
  // Parents away past the day they named, the children fending: "they said back sunday and its wednesday and were just eating dry
  // cereal". Grandparents overdue from a trip, or a day named with nothing lacking, are not this.
  if (overdueCarers(reading.text)) return true;
  // Locked out, sleeping outside, no home, no heat.
  // A door shut on the key, with the key on its way or lost ("had to wait for my dad with the key", "forgot my key"), is a mishap told.
  const keyMishap = /\b(forgot|forget|lost|lose|left|dropped) (\w+ ){0,2}keys?\b|\b(with|brought|brings|bring|had|has|got) (\w+ ){0,2}(spare )?keys?\b|\blocksmith\b/.test(reading.text) && !chronic && !reading.has('at night') && !reading.has('all night');
  if ((reading.has('locked out') || reading.hasLemmas('lock me out')) && !keyMishap && (reading.has('at night') || reading.has('last night') || reading.has('all night') || reading.has('house') || reading.has('outside') || reading.has('cold') || chronic)) return true;
  const sleepsRough = reading.sentences.some((s) => s.some((w) => w.lemma === 'sleep') && s.some((w) => /^(car|street|outside|park|station|van|truck|porch|doorstep|steps|stairs|yard|garage|hallway|bench)$/.test(w.text)));
  if (sleepsRough && !onAJourneyOnly(reading.text)) return true;
  // Water, heat or power cut off: "our water got shut off".
  // "the electric got turned off because nobody paid": the home's power, water or heat cut off, not in a storm or for a repair.
  // "our heat is off and my baby sister is sick from the cold": off at home, with the cold or the dark it leaves.
  if (/\b(our|the) (water|heat|heating|electricity|electric|power|gas) (is|was|has been|have been) (off|out|gone)\b/.test(reading.text) && /\b(cold|freezing|sick|dark|weeks|months|paid|pay|bill|money)\b/.test(reading.text) && !/\b(storm|storms|hurricane|blackout|fix|fixing|fixed|repair|repairs|repairing|construction|an hour|a few hours|for a bit|at school|in school)\b/.test(reading.text)) return true;
  if (/\b(water|heat|heating|electricity|electric|power|gas|lights) (got |was |were |is |are |has been |have been )?(shut|turned|cut) off\b/.test(reading.text) && !/\b(storm|storms|hurricane|blackout|fix|fixing|fixed|repair|repairs|repairing|construction|an hour|a few hours|for a bit)\b/.test(reading.text)) return true;
  // Without what winter needs: "i dont have a coat and its snowing".
  if (/\b(not|no) (have )?(a |any )?(winter |warm |real |proper )?(coats?|jackets?|shoes|boots|blankets?|beds?|warm clothes)\b/.test(reading.text) && /\b(cold|snow|snowing|freezing|winter|buy|afford)\b/.test(reading.text)) return true;
  if (reading.has('sleep outside') || (reading.has('sleep in the car') && !onAJourneyOnly(reading.text)) || reading.has('not have a house') || reading.has('not have a home') || reading.has('homeless')) return true;
  const noComfort = inSentence(reading, (s) => {
    const lack = s.findIndex((w) => LACK.has(w.text));
    // "my dad wont turn up the heat": how much, not whether (the heat is on).
    const howMuch = lack >= 0 && s.slice(lack).some((w, i, after) => w.lemma === 'turn' && after.slice(i + 1, i + 4).some((x) => /^(up|down)$/.test(x.text)));
    // "no candy before bed": a bed named as a time ("before bed", "until bedtime") is when a rule holds, not a bed lacking.
    return lack >= 0 && !howMuch && s.slice(lack).some((w, i, after) => COMFORTS.has(w.text) && w.text !== 'home' && w.text !== 'house' && !(w.text === 'bed' && /^(before|until|till|til|after|at)$/.test(after[i - 1]?.text ?? ''))) && (s.some((w) => /^(home|apartment|house|room|cold|freezing|frozen|icy|chilly|shivering|dark|weeks|months|shower|wash)$/.test(w.text)) || s.some((w) => w.text === 'turned') || daysLong);
  });
  if (noComfort) return true;
  // What the child's body needs, run out or broken and left so for long, or forgotten by a carer: "my inhaler ran out a month ago
  // and my mom says she forgot", "my glasses have been broken since the summer and nobody will fix them".
  const aidLacking = new RegExp(`\\b${BODY_AID}\\b(?: \\w+){0,4} (ran out|run out|runs out|is finished|was finished|finished|is empty|was empty|broke|broken|is lost|got lost|went missing)\\b`).test(reading.text);
  const leftSo = /\b(weeks?|months?|ago|since|all year|for ages|forever|still)\b/.test(reading.text) && /\b(forgot|forgets|forget|will not|wont|does not|doesnt|do not|dont|never|nobody|no one|says (no|we can not|we cant)|too expensive|no money)\b/.test(reading.text);
  // Glasses or a hearing aid to be replaced at a time to come ("wont buy new ones until my birthday") are waited for; a medicine is not.
  const waitedFor = /\b(until|till|til) (my|the|his|her|our|next|after) \w+/.test(reading.text) && !/\b(asthma|inhaler|puffer|medicine|medicines|meds|insulin|epipen|epi pen)\b/.test(reading.text);
  if (aidLacking && leftSo && !waitedFor) return true;
  // A carer's money spent on drink, smoking or betting while the home lacks food: "the fridge only has mustard and my dad spends the money on beer".
  if (/\b(spends?|spent|spending|uses?|used|wastes?|wasted|blows?|blew) (all |most )?(of )?(the|our|his|her|their|my|all the) (\w+ )?money on (beer|alcohol|drinks|drinking|wine|vodka|liquor|cigarettes|smokes|smoking|vapes|vaping|drugs|weed|gambling|betting|bets|the lottery|lottery tickets|casino)\b/.test(reading.text) && (hunger || /\b(fridge|food|eat|dinner|lunch|breakfast|groceries|only has|nothing|empty)\b/.test(reading.text))) return true;
  // Care that does not come: medicine, a doctor, clean clothes, a clean house.
  if ((reading.has('forget to') || reading.has('forgets to') || reading.has('forgot to')) && (reading.has('feed') || reading.has('medicine') || reading.has('pick me up'))) return true;
  if ((reading.has('not take me to') || reading.has('never take me to')) && (reading.has('doctor') || reading.has('dentist') || reading.has('hospital'))) return true;
  if (reading.has('dirty clothes') && chronic) return true;
  // The same clothes day after day: "i wear the same socks all week" (a uniform or a lucky shirt is chosen).
  if (/\b(wear|wears|wore|wearing|have to wear|in) the same (clothes|socks|shirt|pants|underwear|outfit|dress|things)\b/.test(reading.text) && CHRONIC_PATTERN.test(reading.text) && !/\b(uniform|lucky|favorite|favourite|costume|camp|trip)\b/.test(reading.text)) return true;
  if (reading.has('bugs everywhere') || /\b(nobody|no one|noone) (ever )?(cleans|washes|feeds|cooks for|looks after|takes care of)\b/.test(reading.text)) return true;
  // A young child made the grown-up: "i have to take care of my baby sister by myself", "babysit my brothers every night".
  // "i made dinner for my family tonight all by myself and everyone loved it": a meal made once, with pride, is a feat, not a burden.
  const aFeat = /\b(loved|liked|enjoyed|proud|yummy|delicious|tasty|surprise|surprised|for fun|first time|for their anniversary|for mothers day|for fathers day|for (his|her|their|my \w+s) birthday)\b/.test(reading.text) && !chronic && !hunger && !/\b(have to|had to|has to|must|always|every|gone|not home|never home|nobody|no one|asleep|drunk|left)\b/.test(reading.text);
  // "i have to walk my little brother to school every day cuz my mom works early": the way to school shared, every day, is a chore; the
  // carer gone, the child alone or very young, or meals, baths and bedtimes besides, are not.
  const schoolRunOnly = /\b(walk|walks|walking|take|takes|taking|bring|brings|bringing) (\w+ ){0,3}(brother|brothers|sister|sisters|siblings)( and (my |our )?\w+)? to (school|the bus|the bus stop)\b/.test(reading.text) && !reading.hasLemmas('take care of') && !reading.hasLemmas('babysit') && !/\b(dinner|breakfast|lunch|supper|feed|bed|bath|dressed|daycare|diaper|diapers)\b/.test(reading.text);
  if (carer && !aFeat && (reading.has('by myself') || reading.has('alone') || (chronic && !schoolRunOnly) || reading.has('is gone') || /\bi am (6|7|8|9|10|six|seven|eight|nine)\b/.test(reading.text))) return true;
  if (reading.has('no grownup lives with me') || reading.has('no adult lives with me')) return true;
  return false;
}

/** Lack of care told beside a thing left alone: the child hungry, sick, in pain, dirty, cold, alone, or a carer gone. */
const WANT_BESIDE = /\b(hungry|starving|food|eat|ate|eating|sick|fever|pain|hurt|hurts|hurting|ache\w*|bleed\w*|bled|infect\w*|swollen|rotten|black|pus|smell\w*|dirty|lice|cold|freezing|heat|dark|scared|cry\w*|nobody|no one|noone|myself|by myself|home alone|gone|away|days|doctor|dentist|hospital|medicine|money|never)\b/;
/** A part of the body left to end on its own: "till it falls out", "until it heals", "till it comes off". */
const ENDS_ON_ITS_OWN = /\b(till|until|til|so) (it|they|the \w+) (falls?|comes?|heals?|grows?|dries|dry|goes|go) ?(out|off|away|back|by (it|them)sel(f|ves))?\b|\bby (it|them)sel(f|ves)\b/;

/**
 * Whether the one left alone is not the child: every leaving in the message is of a thing ("i leave my lego castle on the floor for
 * weeks") or of a part of the body left to end on its own ("my scab, i leave it alone so it falls off by itself"), no
 * person is left, and nothing told beside it lacks care (hunger, pain, sickness, cold, dirt, no one there). Neglect has no one to
 * stand on, so the second reader, which reads words and not sentences, is not heard for it over it.
 */
export function leftAloneOnlyAThing(reading: Reading): boolean {
  const text = reading.text.replace(/\b(leave|leaves|left|leaving|let) (it|them) (alone|be)\b/g, '$1 $2');
  if (hearNeglect(reading) || WANT_BESIDE.test(text) || /\b(me|us|alone|ourselves)\b/.test(text)) return false;
  const leavings = readActs(reading.clauses, (w) => /^(leave|ignore|forget)$/.test(w.lemma));
  if (leavings.length === 0 || leavings.some((a) => a.negated || a.patients.length === 0)) return false;
  const left = leavings.flatMap((a) => a.patients);
  const bodyLeft = left.some((p) => p.kind === 'self-body') || (left.some((p) => p.head === 'it' || p.head === 'they') && reading.clauses.some((c) => c.parties.some((p) => p.kind === 'self-body')));
  return left.every((p) => p.kind === 'thing' || p.kind === 'self-body') && (!bodyLeft || ENDS_ON_ITS_OWN.test(text));
}

/** Want told beside a chore: the child hungry, sick, hurt, cold, scared, alone, dirty, or no one there. */
const WANT_BESIDE_A_CHORE = /\b(hungry|starving|starved|sick|fever|pain|hurt|hurts|hurting|ache\w*|bleed\w*|bled|cold|freezing|dark|scared|afraid|cry\w*|alone|nobody|no one|noone|gone|away|dirty|lice|doctor|dentist|hospital|medicine|money|no food|nothing to eat)\b/;

/**
 * Whether the message tells only of chores done on things and animals: the child the only person in it, and every deed falling on a
 * thing or an animal ("i have to take out the garbage and feed the dog every night", "i clean the hamster cage by myself"), with no
 * grown-up named and no want beside it. Neglect has no one to stand on, so the second reader is not heard for it over it.
 */
export function choresOnThingsOnly(reading: Reading): boolean {
  if (hearNeglect(reading) || WANT_BESIDE_A_CHORE.test(reading.text) || CARER_WORDS.test(reading.text)) return false;
  const parties = reading.clauses.flatMap((c) => c.parties);
  if (!parties.every((p) => p.kind === 'self' || isNoPerson(p))) return false;
  const deeds = readActs(reading.clauses, (w) => w.pos === 'VERB' && w.lemma !== 'have' && w.lemma !== 'be');
  return deeds.length > 0 && deeds.every((a) => (a.agent === null || a.agent.kind === 'self') && !a.negated && a.patients.length > 0 && a.patients.every(isNoPerson));
}
