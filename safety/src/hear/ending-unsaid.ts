import { DEATH } from '../concepts/topics';
import type { Reading } from '../read/read-message';

/** Giving one's things away because they will not be needed: "i wont need them anymore". */
const GIVING_AWAY = /\b(give|giving|gave|gives) (away|all|my|them|it)\b/;
const NOT_NEEDED = /\b(will not|wont|would not|do not|not going to|never) need (them|it|these|those|anything|my \w+|any of (it|this|them)) ?(anymore|any more|soon|where i am going|after|again)?\b/;
/** After talk of death, a plan to "do it": "what happens when you die" then "i want to do it soon". */
const DO_IT = /\bi (want to|wanna|am going to|am gonna|will|plan to|think i will|might|should|am ready to|need to) (just )?(do it|try it|do that|try that|go through with it)\b/;
/** Stopping eating to vanish: "stop eating until i disappear". */
const STOP_EATING = /\b(stop|stopped|stopping|quit) (eating|drinking)\b.*\b(until|till|forever|so i|die|dead|disappear|never|waste away)\b|\bstarve myself\b|\bstarving myself\b/;
/** Something tied around one's own neck (not a scarf or a necklace). */
const AROUND_THE_NECK = /\b(tie|ties|tied|tying|wrap|wraps|wrapped|wrapping|put|pulled|pull|pulls) (a |the |my |some )?(\w+ )?(rope|belt|cord|string|something|wire|cable|shoelace|shoelaces|sheet|charger|leash|bag|plastic bag)( really| so| super| very)?( tight| tightly| hard)? (around|round|over) my (neck|head)\b/;
/** Deserving pain: "i deserve to hurt", "i deserve to die". */
const DESERVED = /\bi (deserve|deserved|should) (to )?(hurt|suffer|pain|die|bleed|be hurt|be punished|feel pain|get hurt|disappear|not exist|not be here)\b/;
/** No point in being: "theres no point in me being here", "whats the point of living". */
const NO_POINT = /\b(no|the|what is the) point (in|of|to) (me |my )?(being here|being alive|living|existing|life|being born|trying anymore|going on|waking up)\b|\b(no|a|any) reason (to|for) (keep going|keep living|go on|going on|live|living|be here|being here|be alive|wake up|exist|stay)\b/;
/** A last letter: "a letter saying sorry for when im gone", "a note in case im not here tomorrow". */
const LAST_LETTER = /\b(letter|note|goodbye|message)\b.*\b(when|after|once|for when|in case|if) i am (gone|dead|not here|not around)\b|\b(letter|note|message)\b.*\bsorry for what i (am going to|am gonna|will|have to|need to) do\b|\b(letter|letters|note|notes|message|messages)\b.*\b(goodbye|bye) (forever|for good|for ever)\b/;
/** Letters or notes written to everyone, or to each one of the family: a farewell left. */
const LETTERS_TO_ALL = /\b(wrote|write|writing|written|left|leave|leaving) (a )?(letter|letters|note|notes|card|cards) (to|for) (everyone|everybody|all of (them|you)|each (one|person)|my whole family|my family and friends|everyone i love)\b|\b(wrote|write|writing|written|left) (everyone|everybody|my whole family) (a )?(letter|letters|note|notes)\b/;
/** In front of what kills: "jump in front of the train". */
const IN_FRONT_OF = /\b(jump|jumping|run|running|step|stepping|walk|walking|lie|lying|lay|laying|throw myself|throwing myself|go|going) (in front of|under|onto|into) (a|the) (car|cars|train|bus|truck|traffic|tracks|road)\b/;
/** Marks carved into oneself: "i carve words into my arm". */
const CARVED = /\bi (carve|carved|carving|scratch|scratched|etch|etched|cut|cutting|burn|burned|poke|poked|stab|stabbed) (\w+ )?(into|in|on) my (arm|arms|leg|legs|skin|wrist|wrists|stomach|thigh|thighs|hand|hands)\b|\bi (keep |always |sometimes |often )?(press|presses|pressed|pressing|push|pushing|pushed|stick|sticking|stuck|jab|jabbing|jabbed|dig|digging|dug|poke|poking)( \w+){1,3} (into|in) my (arm|arms|leg|legs|skin|wrist|wrists|stomach|thigh|thighs|hand|hands)\b(?!.*\b(by accident|accidentally)\b)/;
/** A deed on one's own body kept up until it shows or answers a feeling: "i burn my legs with my curling iron so the feelings stop", "bang my head till i see black". */
const OWN_BODY_UNTIL = /\bi (\w+ ){0,6}?(burn|burns|burned|hit|hits|bang|bangs|banged|punch|punches|punched|slap|slaps|slapped|scratch|scratches|scratched|bite|bites|bit) my (head|face|arm|arms|leg|legs|wrist|wrists|hand|hands|thigh|thighs|skin|stomach)( \w+){0,5} (till|until|so (that )?(the )?(feelings?|pain|thoughts?|voices?) (stop|stops|go away|goes away)|so i (can )?feel)\b/;
/**
 * A knock against a thing once, told with its pain easing ("i bumped my knee on the bench and sat till it stopped hurting"): the
 * "till" tells the hurt going, not a deed kept up until it shows; against a wall or the floor, on purpose or again, it is still heard.
 */
const MEANT_OR_KEPT_UP = String.raw`(?!.*\b(wall|walls|floor|on purpose|again|every|always|keep|keeps|kept|because|hate|hates|deserve|punish|sad|mad|angry|upset|stressed|feel|feels|when i (am|feel|get)|so i)\b)`;
export const HURT_THEN_EASED = new RegExp(`^${MEANT_OR_KEPT_UP}.*\\b(on|against) (the|a) \\w+\\b.*\\b(till|until|til) (it|the pain) ((stopped|stops|quit|quits) (hurting|aching)|(went|goes|go) away)\\b`);
/** Pulling out one's own hair till it bleeds, hurting oneself to feel. */
const HURTING_ONESELF = /\bi (pull|pulled|pulling) (out )?my (hair|eyelashes|nails|skin)( out)?\b.*\b(bleed|bleeds|bled|until|till|hurts)\b|\bi (hurt|hit|punch|scratch|bite) myself (on purpose|to feel|so i (can )?feel)\b/;
/** A means kept for the end: "a rope in my closet for when i cant take it anymore". */
const MEANS_KEPT = /\b(rope|noose|pills|blade|razor|knife|belt)\b/;
const CANNOT_GO_ON = /\b(can not|cant|could not) (take it|do this|go on|handle it|live like this) (anymore|any more|any longer)\b|\bwhen i have had enough\b/;
/** A means of ending had, kept or hidden by the child: "i have the rope in my closet", "ive got pills hidden under my bed". */
const MEANS_READY = /\bi (\w+ )?(have|got|keep|kept|hid|hide|hidden|bought|saved|stashed) (\w+ ){0,2}(rope|noose|pills|blade|blades|razor|razors)\b/;
/** Hopelessness told: "nothing matters anymore", "i give up", "whats the point". */
const HOPELESS = /\b(nothing matters|nothing will ever get better|it will never get better|i (give|gave|am giving) up( on (life|everything|myself|living))?(?! on)|what is the point|there is no point|no reason to (live|be here|keep going)|i can not do this anymore|i am done with everything)\b/;
/** Courage wished or lacked for a deed: "brave enough to step", "the guts to jump", "strong enough to do it". */
const DARING = /\b(brave enough|strong enough|the guts|the courage|enough courage|enough guts) to (jump|step|do it|go through with it|let go|end it|walk|run|lie down|climb)\b/;
/** Better for all without the child: "everyone would be better without me around". */
const BETTER_WITHOUT_ME = /\b(better|happier|easier) (\w+ )?(off )?without me\b/;

/** High places from which a fall ends a life. */
const HIGH_PLACE = /\b(roof|rooftop|bridge|overpass|balcony|cliff|tower|parking garage|top floor|skyscraper|ledge|railing|window|fire escape|top of the stairs|staircase|stairwell)\b/;
/** The child there, at its edge: "stood on the bridge", "lean over the edge", "sat on the railing". */
const AT_THE_EDGE = /\bi (\w+ )?(stood|stand|standing|sat|sit|sitting|lean|leaned|leaning|climb|climbed|climbing|go up|went up|going up|look over|looked over|looking over|hang|hung|hanging) /;
/** What is thought of there, unnamed or a fall: "thinking about it", "thought about letting go", "what would happen if i jumped". */
const THOUGHT_OF_A_FALL = /\b(thought|thinking|think|thinks|wondered|wondering|wonder|imagined|imagine|imagining|dreamed|wanted|want) (about |of )?(it|that|letting go|let go|falling(?! (asleep|behind|in love|apart))|falling off|jumping|going over|stepping off|leaning too far|leaning over|leaning out|climbing over|not holding on|how it would feel (to|if)|what would happen if i (fell|jumped|let go|slipped|leaned))\b/;
const NOT_A_HEIGHT = /\b(pool|lake|river|water|sea|ocean|snow|trampoline|game|minecraft|fortnite|roblox|view|sunset|stars|fireworks)\b/;
/**
 * Whether a fall from a height would be enough, or a height is high enough to die: "i want to know if falling from it would be
 * enough", "is the ninth floor high enough that i wouldnt wake up".
 */
const FALL_ENOUGH = /\b(fall|falling|fell|jump|jumping|jumped|drop|dropping|dropped) (from|off|out of) (\w+ ){0,3}(it|there|that|this|roof|floor|window|balcony|bridge|building|top|ledge|cliff|tower|story|stories)\b.*\b(would|will|is|be|was) (be )?(enough|high enough|far enough|tall enough)\b(?! (to|for) (a |the )?(flip|trick|dive|splash|win|points?|score|record|video))|\b(high|tall|far) enough (to|that i would|that i wouldnt|that i would not|so i would|so i wouldnt|so i would not|so i) (die|be dead|kill me|not survive|not wake up|never wake up|wake up|survive|end it)\b/;
/** Something heated and put on one's own body: "i heat up a spoon on the stove and put it on my stomach". */
const HEATED_ON_BODY = /\bi (\w+ ){0,3}(heat|heated|heats|heating) (up )?(\w+ ){0,3}(spoon|fork|knife|coin|key|metal|nail|pin|needle|paperclip|lighter|lid|pan|iron)\b.*\b(put|puts|press|presses|pressed|hold|holds|held|touch|touches|touched|stick|sticks|push|pushes) (it|them|that) (on|to|against|onto|into) my (arm|arms|leg|legs|skin|wrist|wrists|stomach|belly|tummy|thigh|thighs|hand|hands|chest|side|hip|hips|foot|feet)\b/;
/** A deed left unnamed, planned by when and how: "i picked the day and how im going to do it". */
const HOW_TO_DO_IT = /\bhow (i am going to|i am gonna|i will|i would|to|i can|i could) do it\b/;
const WHEN_CHOSEN = /\b(picked|chose|chosen|choose|decided|know|planned|plan|set) (on )?(\w+ )?(the (day|date|time|night)|when|which day|what day|what time)\b|\band when\b|\bwhen and how\b/;

/** Things named in a message other than times, which an "it" could stand for ("how im going to do it" for a project). */
function namesAThing(reading: Reading): boolean {
  return reading.clauses.some((c) => c.parties.some((p) => p.kind === 'thing' && !/^(it|day|date|time|night|week|that|this|what|way|plan)$/.test(p.head) && !/^(today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend)$/.test(p.head)));
}

/**
 * A wish to end told without a word for it: giving things away that will not be needed, a plan to
 * "do it" after talk of death, stopping eating to vanish, something around the neck, deserving pain,
 * no point in being here. `othersSaid`: the message carries someone else's words about the child ("they
 * text me that i should die"), so a deserving told there is theirs, not the child's.
 */
export function hearEndingUnsaid(reading: Reading, othersSaid = false): boolean {
  const text = reading.text;
  if (GIVING_AWAY.test(text) && NOT_NEEDED.test(text)) return true;
  if (DO_IT.test(text) && reading.sentences.flat().some((w) => DEATH.has(w.text) || DEATH.has(w.lemma)) && !/\b(dye|hair)\b/.test(text)) return true;
  if (MEANS_KEPT.test(text) && CANNOT_GO_ON.test(text)) return true;
  // A means of ending kept ready, beside hopelessness: "nothing matters anymore. i have the rope in my closet already".
  if (MEANS_READY.test(text) && (HOPELESS.test(text) || CANNOT_GO_ON.test(text) || NO_POINT.test(text)) && !/\b(game|gym|camp|craft|climbing|swing|boat|tug of war|jump rope|doctor|prescription)\b/.test(text)) return true;
  // Daring wished for the deed: "i wish i was brave enough to step in front", "i dont have the guts to jump yet".
  if (DARING.test(text) && (HIGH_PLACE.test(text) || /\b(tracks|train|road|traffic|street|highway|in front|do it|end it|go through with it|let go)\b/.test(text)) && !/\b(dive|diving|pool|high dive|roller ?coaster|zip ?line|bungee|stage|play|solo|recital|ask (her|him))\b/.test(text)) return true;
  // At the edge of a height, thinking of a fall or of "it": "i go up to the roof and lean over the edge thinking about it".
  if (HIGH_PLACE.test(text) && AT_THE_EDGE.test(text) && THOUGHT_OF_A_FALL.test(text) && !NOT_A_HEIGHT.test(text)) return true;
  // Whether a fall from a height would be enough: "whats the highest floor in my building. i want to know if falling from it would be
  // enough" (not a dive into a pool, a trampoline or a game).
  if (FALL_ENOUGH.test(text) && !NOT_A_HEIGHT.test(text)) return true;
  // A thing heated and put on one's own body (not a heating pad or a warm compress for an ache).
  if (HEATED_ON_BODY.test(text) && !/\b(heating pad|hot water bottle|compress|cramps|ache|aches|sore|towel|rice bag|pack|by accident|accidentally)\b/.test(text)) return true;
  // An unnamed deed planned by when and how: "i know how im going to do it and when".
  if (HOW_TO_DO_IT.test(text) && WHEN_CHOSEN.test(text) && !namesAThing(reading)) return true;
  // A blade held to one's own body: "i hold a knife to my wrist sometimes".
  if (/\bi (\w+ )?(hold|held|holding|put|press|pressed|pressing|keep|kept) (a|the|my|this) (\w+ )?(knife|blade|razor|scissors|glass|shard) (to|against|on|near) my (wrist|wrists|arm|arms|neck|throat|skin|leg|legs|stomach|chest)\b/.test(text) && !/\b(by accident|accidentally|cooking|haircut)\b/.test(text)) return true;
  // A deed done so as to die: "i stopped taking my medicine on purpose so i can get really sick and die".
  if (/\bso (that )?i (can|could|will|would|might) (\w+ ){0,4}(die|be dead|not wake up|never wake up)\b/.test(text) && !/\b(game|minecraft|fortnite|roblox|level|character|story)\b/.test(text)) return true;
  // Asking to be let not wake: "i ask hashem to not let me wake up", "i pray god never lets me wake up" (a sleep-in wished is not this).
  // Said to God straight out, or asked of him with "for": "please god dont let me wake up", "i pray for hashem not to let me wake up".
  if (/\b(ask|asks|asked|pray|prays|prayed|praying|beg|begs|begged|begging|tell|tells|told|please|dear) (\w+ ){0,4}(god|hashem|g-d|lord)( to)? (please )?(not|never|dont|do not) (to )?(let|lets) me wake up\b/.test(text) && !/\b(early|tomorrow morning|for school|on saturday|on sunday|till noon|until noon|late)\b/.test(text)) return true;
  if (/\b(ask|asks|asked|pray|prays|prayed|beg|begs|begged|tell|tells|told) (\w+ ){0,2}(to )?(not|never) (let|lets) me wake up\b/.test(text) && !/\b(early|tomorrow morning|for school|on saturday|on sunday|till noon|until noon|late)\b/.test(text)) return true;
  // A friend, a cousin or a sister who keeps saying all would be better without them: "my friend keeps saying everyone would be better off without her".
  if (/\b(everyone|everybody|the world|people|her family|his family|their family|they all|we all) (would|will|is|are|would be|will be) (be )?(better|happier) (off )?without (her|him|them)\b/.test(text) && reading.clauses.some((c) => c.subject !== null && /^(close|peer|named)$/.test(c.subject.kind) && c.words.some((w) => /^(say|tell|text|write|post|whisper|keep)$/.test(w.lemma)))) return true;
  // Indifference to one's own life: "i dont care if i live or die anymore".
  if (/\b(do not|dont|not|never) (really |even )?care (if|whether) i (live or die|die|live|wake up|am alive|get hurt|get killed)\b/.test(text)) return true;
  // Letters written to everyone beside a hopelessness: "i cant do this anymore. i wrote letters to everyone and hid them".
  if (LETTERS_TO_ALL.test(text) && (HOPELESS.test(text) || CANNOT_GO_ON.test(text) || NO_POINT.test(text))) return true;
  if ((IN_FRONT_OF.test(text) && /\b(want|wanna|going to|gonna|will|think about|thought about|thinking about|keep thinking|wish)\b/.test(text)) || LAST_LETTER.test(text)) return true;
  return STOP_EATING.test(text) || AROUND_THE_NECK.test(text) || (DESERVED.test(text) && !othersSaid) || NO_POINT.test(text) || CARVED.test(text) || (OWN_BODY_UNTIL.test(text) && !/\b(by accident|accidentally|on the (door|table|shelf|car|cabinet))\b/.test(text) && !HURT_THEN_EASED.test(text)) || HURTING_ONESELF.test(text) || BETTER_WITHOUT_ME.test(text);
}
