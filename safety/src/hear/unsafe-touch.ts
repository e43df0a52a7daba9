import { SEXUAL_ACT, TOUCHING, VIOLENT } from '../concepts/acts';
import { CLOSE_CHILD, FAMILY_ADULT, HEALER, OTHER_ADULT, PEER } from '../concepts/people';
import { CLOTHES, NAKED, PRIVATE_PART } from '../concepts/topics';
import { type Act, readActs } from '../read/acts';
import type { Party } from '../read/parties';
import type { Reading } from '../read/read-message';
import { isChild, isGeneralQuestion, outOfSight } from './frames';
import { tellsOfSecrecy } from './secrecy';

const OTHERS = new Set(['family', 'close', 'adult', 'peer', 'anyone', 'pronoun', 'named']);
/** How a child says a touch felt wrong. */
const FELT_WRONG = ['not like', 'did not like', 'do not like', 'feel weird', 'feels weird', 'felt weird', 'feel wrong', 'feels wrong', 'felt wrong', 'uncomfortable', 'bad way', 'inappropriately', 'inappropriate', 'too long', 'when we are alone', 'when no one', 'at night', 'in bed', 'special girl', 'special boy', 'under the table', 'no one is looking', 'nobody is looking', 'says it is normal', 'said it is normal', 'scared', 'grossed out', 'weird', 'not want to', 'i do not want', 'i did not want', 'under the blanket', 'under the covers', 'under the sheets', 'under the blankets', 'would not stop', 'did not stop', 'will not stop', 'does not stop', 'will not leave', 'would not leave', 'does not leave', 'did not leave', 'not leave when', 'not stop when', 'told him to stop', 'told her to stop', 'asked him to stop', 'asked her to stop', 'i said stop', 'i said no', 'too far', 'go lower', 'goes lower', 'went lower', 'wander', 'wanders', 'hand up', 'moved up', 'moves up', 'moving up', 'higher and higher', 'went higher', 'goes higher'];
/** A bed and what covers one in it. */
const BEDDING = new Set(['bed', 'covers', 'blanket', 'blankets', 'sheets', 'duvet', 'comforter', 'quilt']);
const CLOSE_TOUCH = new Set(['kiss', 'hug', 'cuddle', 'sleep', 'bath', 'bathe', 'shower', 'massage', 'stroke', 'lick', 'pet', 'tickle']);
const PLAIN_TOUCH = new Set(['touch', 'rub', 'feel', 'grab', 'squeeze', 'caress', 'grope', 'fondle']);
/** Touches that are as often a hug or a tug ("squeezed me so tight when i came home"): they need a place or a sign. */
const HOLDING_TOUCH = new Set(['grab', 'squeeze']);

const isOther = (p: Party | null) => p !== null && OTHERS.has(p.kind) && !/^(nobody|no one)$/.test(p.head);
const isVictim = (p: Party) => isChild(p) || p.kind === 'close' || (p.kind === 'pronoun' && p.lemmas.length > 1);
/** A grown-up's touch on another child is told so a grown-up can help that child: "his coach touches him". */
const isVictimOf = (agent: Party | null, p: Party) => isVictim(p) || ((agent?.kind === 'family' || agent?.kind === 'adult') && (p.kind === 'peer' || p.kind === 'named'));

const PICTURE = /\b(picture|pictures|photo|photos|pic|pics|video|videos|selfie|selfies|film|filmed|filming|record|recorded|recording)\b/;
/** Of the child's body: "of me", "of us", "of my body", "of her" (a friend). */
const OF_THE_CHILD = /\b(of|at) (me|us|her|him|my body|my friend|my sister|my brother|them)\b/;
/** Undressed or being seen so. */
const EXPOSED = /\b(changing|getting dressed|undressed|undressing|naked|nude|in the shower|showering|in the bath|bathing|in the bathtub|without (my|a|any|her|his|our|their|your) (shirt|shirts|clothes|pants|top|underwear|dress)|without clothes|in (my|her|our|their) (underwear|towel|bra|panties|undies)|no (shirt|clothes|pants|underwear)|(shirt|clothes|pants|top|underwear) off|take (my|off my|her|off her) (shirt|clothes|pants|top|underwear))\b/;
/** Dressed lightly: ordinary at the beach with family, not for a stranger's camera. */
const LIGHTLY_DRESSED = /\b(swimsuits?|swim suits?|bathing suits?|bikinis?|pajamas|pyjamas|nightgowns?|swimming suits?)\b/;
/** The touching as a thing someone does: "the touching he does", "about the touching". */
const THE_TOUCHING = /\b(the|his|her|their|that|this) (touching|touches|touch|touchy stuff|stuff he does|things he does|things she does)\b/;

/** Pictures of the child undressed, or of a child lightly dressed for someone outside the family. */
function picturesOfTheBody(reading: Reading): boolean {
  // "told me to send him pictures without my shirt": asked for pictures of the child undressed.
  if (/\b(send|sends|sent|take|takes) (him|her|them|you) (a |some )?(picture|pictures|pic|pics|photo|photos|selfie|selfies|video|videos)\b/.test(reading.text) && EXPOSED.test(reading.text) && /\bmy\b/.test(reading.text)) return true;
  if (!PICTURE.test(reading.text) || !OF_THE_CHILD.test(reading.text) && !/\b(me|us) (while|when)\b/.test(reading.text)) return false;
  const taker = reading.clauses.map((c) => c.subject).find((p) => isOther(p));
  if (!taker) return false;
  return EXPOSED.test(reading.text) || (LIGHTLY_DRESSED.test(reading.text) && taker.kind !== 'family' && taker.kind !== 'close');
}

function privateIn(words: readonly string[]): boolean {
  return words.some((w, i) => PRIVATE_PART.has(w) && !(w === 'there' && words[i - 1] !== 'down') && !(w === 'body' && words[i - 1] !== 'my') && !(w === 'area' && words[i - 1] !== 'private')) || words.join(' ').includes('under my') || /\bbetween (my|her|his|our) (legs|thighs)\b/.test(words.join(' ')) || words.join(' ').includes('in my pants') || words.join(' ').includes('bathing suit') || words.some((w) => /^(swimsuit|bikini|underwear|panties|bra|undies)$/.test(w));
}

/**
 * The child's fear is a sign about the touch unless it is only the time of a comfort: "when i am
 * scared", "if i get scared" tell when a parent keeps the child near; "i was scared", "he scares me",
 * "im scared to tell" tell of the touch itself.
 */
function scaredOfIt(reading: Reading): boolean {
  const occasion = (c: Reading['clauses'][number]) => /^(when|whenever|if)$/.test(c.link ?? '') && c.subject !== null && isChild(c.subject) && !c.words.some((w) => /^(he|she|they|him|her|them|do|does|did|touch|touches|touched)$/.test(w.text));
  return reading.clauses.some((c) => c.words.some((w) => w.text === 'scared') && !occasion(c));
}

/**
 * Closeness bargained for by a grown-up outside the family: the child's touch is the condition ("if i
 * give him kisses", "if i let her hug me") and something for the child the price ("i can get a good
 * grade", "he will buy me a phone"). A grandma's kiss for a cookie is family's play.
 */
function closenessBargained(reading: Reading): boolean {
  const touchFor = reading.clauses.find((c) => c.link === 'if' && c.subject !== null && isChild(c.subject) && c.words.some((w) => TOUCHING.has(w.lemma) || CLOSE_TOUCH.has(w.lemma)) && c.words.some((w) => /^(him|her|them)$/.test(w.text)));
  if (!touchFor) return false;
  const price = reading.clauses.some((c) => c !== touchFor && c.subject !== null && ((isChild(c.subject) && c.words.some((w) => /^(get|have|win|earn|keep|pass)$/.test(w.lemma))) || (c.subject.kind === 'pronoun' && c.words.some((w) => /^(give|buy|pay|let)$/.test(w.lemma)) && c.parties.some(isChild))));
  return price && reading.clauses.some((c) => c.subject !== null && c.subject.kind === 'adult');
}

/**
 * A younger brother, sister or cousin who comes to the child's bed for comfort from a fear or a bad night: "my little sister climbs
 * into my bed when shes scared of thunder". Their fear, not the child's, and nothing touched, hidden or bared.
 */
function comfortSought(reading: Reading): boolean {
  const text = reading.text;
  const younger = reading.clauses.some((c) => c.subject !== null && c.subject.kind === 'close' && c.subject.lemmas.some((l) => /^(little|younger|baby|small|toddler)$/.test(l)));
  const theirFear = /\b(she|he|they) (is|was|are|were|gets|get|got|feels|felt) (\w+ )?(scared|afraid|frightened|cold|sick|lonely|sad)\b|\b(nightmare|nightmares|bad dream|bad dreams|thunder|storm|lightning)\b/.test(text);
  const more = /\b(private|privates|touch|touches|touched|touching|rub|rubs|rubbed|kiss|kisses|kissed|down there|under my|naked|clothes|pajamas off|secret|do not tell|dont tell)\b/.test(text);
  return younger && theirFear && !more;
}

function afterAct(act: Act): string[] {
  return act.clause.words.slice(act.at + 1).map((w) => w.text);
}

/** Someone touches the child (or a friend) where or how they should not, shows or takes pictures, or asks for secrets about it. */
/** The child's own parents and grandmothers, whose lying down beside the child at bedtime is comfort. */
const BEDTIME_COMFORTER = /^(mom|mommy|mum|mummy|mother|dad|daddy|father|parents|grandma|granny|bubbie|bubby|savta|nana)$/;

/**
 * A grown-up other than the child's own parent lies down beside the child, or gets into the child's bed or under its blanket:
 * "at the sleepover her dad came in and lay down next to me under the blanket", "my moms boyfriend gets in my bed at night".
 * The child's own mother or father lying beside them ("my dad lay next to me till i fell asleep") is comfort.
 */
function grownUpInTheChildsBed(reading: Reading): boolean {
  if (!/\b(lay|lays|lie|lies|lying|laid|get|gets|got|getting|climb|climbs|climbed|crawl|crawls|crawled|sleep|sleeps|slept|snuggle|snuggles|snuggled) (down )?(next to me|beside me|with me in|in my bed|into my bed|in bed with me|under my (blanket|covers|sheets)|under the (blanket|covers|sheets) with me)|\b(next to|beside) me under the (blanket|covers|sheets)\b/.test(reading.text)) return false;
  // In a bed, not beside the child on a plane; and the child there, not sleeping elsewhere ("i slept on the couch").
  if (!/\b(bed|beds|blanket|blankets|covers|sheets|sleepover|bunk|sleeping bag)\b/.test(reading.text) || /\bi (slept|sleep|sleeps|was sleeping|had to sleep) (on|in) the (couch|sofa|floor|guest room|living room|other room)\b/.test(reading.text)) return false;
  if (/\b(nightmare|scared of the (dark|storm|thunder)|sick|fever|bad dream|thunder)\b/.test(reading.text) && !/\b(sleepover|her dad|his dad|her uncle|his uncle|boyfriend|girlfriend|stepdad|stepfather|neighbor|neighbour|coach|babysitter)\b/.test(reading.text)) return false;
  return reading.clauses.some((c) => {
    const s = c.subject;
    if (!s || !(s.kind === 'family' || s.kind === 'adult')) return false;
    const own = s.owner === 'self' && BEDTIME_COMFORTER.test(s.head) && s.lemmas.length <= 2;
    return !own;
  });
}

/** Clothes worn over the private parts. */
const LOWER_CLOTHES = '(pants|shorts|underwear|undies|panties|boxers|skirt|trousers|leggings|pajama pants|pajamas|swimsuit|swim suit|bathing suit|bikini|diaper)';
/** A hand or fingers put inside the child's clothes: "put his fingers inside my swimsuit", "slid her hand under my shirt". */
const HAND_INSIDE = new RegExp(`\\b(put|puts|putting|stick|sticks|sticking|stuck|slide|slides|sliding|slid|slip|slips|slipped|slipping|reach|reaches|reached|reaching) (his|her|their|a) (hand|hands|finger|fingers)( \\w+)? (inside|in|into|under|down|up) (my ${LOWER_CLOTHES}|my (shirt|top|dress|nightgown)|(it|them))\\b`);
/** The child made or paid to bare the body: "makes you pull your pants down", "give me ten dollars to lift my shirt". */
const MADE_TO_BARE = new RegExp(`\\b(make|makes|made|making|force|forces|forced|dare|dares|dared|tell|tells|told|want|wants|wanted) (me|you|us) (to )?(pull|take|drop|lift|pull down|take off) (my|your|our) ${LOWER_CLOTHES} (down|off)\\b`);
const PAID_TO_BARE = /\b(give|gives|gave|pay|pays|paid|offer|offers|offered|buy|buys) (me|us|you) ([\w$]+ )?(dollars|bucks|money|robux|vbucks|v bucks|candy|a present|a gift|gifts|presents|\$\w+|\d+) (to|if i|if you|for me to|if we) (lift|take off|pull down|pull up|show|open|remove|unbutton|unzip) (my|your|our|me|him|her)\b/;
/** Someone moving under or against the child sat on their lap: "sits me on his lap and moves around under me". */
const MOVED_UNDER_ON_A_LAP = /\b(move|moves|moved|moving|rub|rubs|rubbed|rubbing|rock|rocks|rocked|rocking|wiggle|wiggles|wiggled|wiggling|grind|grinds|grinding|press|presses|pressed|pressing)( \w+)? (under|beneath|against|into) me\b/;

/** The child's body bared, reached into or pressed on by someone, told by its deed and not by a word of touch. */
function bodyBaredOrReachedInto(reading: Reading): boolean {
  const text = reading.text;
  const someoneElse = reading.clauses.some((c) => isOther(c.subject) && !HEALER.has(c.subject!.head));
  if (!someoneElse) return false;
  // "check my swimsuit fits by putting his fingers inside it": "it" or "them" for the clothes named in the same sentence.
  const inside = HAND_INSIDE.exec(text);
  if (inside && (!/^(it|them)$/.test(inside[6] ?? '') || new RegExp(`\\b${LOWER_CLOTHES}\\b`).test(text.slice(0, inside.index)))) return true;
  if (MADE_TO_BARE.test(text) || PAID_TO_BARE.test(text)) return true;
  if (/\b(on|onto) (his|her|their) lap\b/.test(text) && MOVED_UNDER_ON_A_LAP.test(text)) return true;
  // Asked about or to show what is under the clothes, by someone outside the family: "keeps asking what color my underwear is".
  const outsider = reading.clauses.some((c) => isOther(c.subject) && c.subject!.kind !== 'family' && c.subject!.kind !== 'close' && !HEALER.has(c.subject!.head));
  if (outsider && ASKED_UNDER_THE_CLOTHES.test(text)) return true;
  // Watched while bathing or changing, through a gap or by one who will not leave: "watches me through the crack in the bathroom door".
  return WATCHED_BARE.test(text) && !/\b(baby|little (brother|sister)|toddler|swim lesson|lifeguard on duty)\b/.test(text);
}
/** What is under the clothes asked about or asked to be shown: "what color my underwear is", "show him my belly button and lower". */
const ASKED_UNDER_THE_CLOTHES = /\b(ask|asks|asked|asking|wants to know|wanted to know) (me )?(what|which) (color|colour|kind|size) (of )?(my )?(underwear|panties|undies|bra|boxers)\b|\b(ask|asks|asked|asking|wants|wanted|told|tells) me to show (him|her|them) (my )?(\w+ ){0,3}(and lower|and then lower|then lower|lower down|lower than that|further down|down there|under my|underwear|private|privates)\b/;
/** Watched bare: through a crack or a gap while bathing or changing, or one who stays in the bathroom when asked to leave. */
const WATCHED_BARE = /(\b(watch|watches|watched|watching|peek|peeks|peeked|peeking|look|looks|looked|looking|stare|stares|stared|staring|spy|spies|spied) (at )?me (through|thru) (the |a )?(crack|gap|keyhole|hole|window|door)\b|\b(watch|watches|watched|watching|peek|peeks|peeked|peeking|look|looks|looked|looking|spy|spies|spied) (through|thru) (the |a )?(crack|gap|keyhole|hole)( \w+){0,5} (at )?me\b).*\b(bathroom|shower|bath|toilet|changing|undress|undressing|getting dressed)\b|\b(bathroom|shower|bath|toilet|changing|getting dressed)\b.*\b(will not|wont|would not|wouldnt|does not|doesnt|refuses to) (leave|go out|get out|close the door|turn around)\b/;

export function hearUnsafeTouch(reading: Reading): boolean {
  if (comfortSought(reading)) return false;
  if (grownUpInTheChildsBed(reading)) return true;
  if (bodyBaredOrReachedInto(reading)) return true;
  // A grown-up who keeps the child near or alone is grooming: "sits really close", "wants me to stay after class".
  const keptClose = /\b(too|really|so|very|super) close\b|\b(stay|keeps? me|kept me|keeping me) (after|behind|late) (class|school|practice|lessons?)\b|\balone with (him|her|them)\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'adult' || c.subject.kind === 'family'));
  // Timed for when no grown-up sees: "tries to kiss me when my parents arent looking".
  // The child claimed as a grown-up's own: "says im his little princess", "calls me his girlfriend".
  const claimedAsTheirs = /\b(i am|says i am|calls me|called me|call me) (his|her) (little |special |secret |own )?(princess|girl|girlfriend|boyfriend|baby|babe|wife|husband|sweetheart|darling|angel|special one|beauty|favorite|favourite)\b/.test(reading.text) || /\bwhen (nobody|no one|noone) (else )?(was|is|were) (in the|around|there|here|in his|in her) ?(room|classroom|office|house|car)?\b/.test(reading.text);
  const feltWrong = FELT_WRONG.some((p) => (p === 'scared' ? scaredOfIt(reading) : reading.has(p))) || keptClose || outOfSight(reading, true) || claimedAsTheirs;
  const secrecy = tellsOfSecrecy(reading);
  const nakedWords = [...NAKED].some((w) => reading.words.has(w)) || reading.has('without clothes') || reading.has('no clothes') || reading.has('without my clothes') || reading.has('in my underwear') || reading.has('while i change') || reading.has('in the shower');
  // Where a touch is never ordinary: a lap, a bed, a bath, alone.
  // Alone together, not the child doing something alone ("so i wouldnt cross the street alone").
  const aloneTogether = /\balone with\b|\b(we are|we were|were|are|am|i am|was) alone\b|\bwhen (nobody|no one) (else )?is (home|there|around)\b/.test(reading.text);
  const intimateSetting = aloneTogether || ['lap', 'bed', 'bath', 'shower', 'bedroom', 'night'].some((w) => reading.words.has(w));
  // Walked in on or watched while undressed: "comes in the bathroom when im showering".
  const undressed = ['showering', 'shower', 'bath', 'bathing', 'changing', 'change', 'undressed', 'naked', 'dressing', 'dressed', 'stall', 'toilet'].some((w) => reading.words.has(w));
  if (/\b(shower|showers|bath|baths|bathe) with (him|her|them|me)\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject))) return true;
  if (picturesOfTheBody(reading) || closenessBargained(reading)) return true;
  // A grown-up's own body sent or shown in pictures, to be kept hidden: "sends me pictures of his body and says delete them".
  if (/\b(send|sends|sent|show|shows|showed) (me|us) (\w+ )?(picture|pictures|pic|pics|photo|photos|video|videos|selfies) of (his|her|their) (body|privates|private parts|private|self|chest|bottom)\b/.test(reading.text) && (secrecy || feltWrong || /\b(body|privates|private)\b/.test(reading.text) && reading.words.has('naked'))) return true;
  // Uncovered and looked at: "pulled my blanket off and looked at me", "took my towel and stared".
  if (/\b(pull|pulls|pulled|pulling|take|takes|took|yank|yanks|yanked|rip|ripped) (off |away )?my (blanket|blankets|covers|sheet|sheets|towel|sleeping bag)( off| away)?\b/.test(reading.text) && /\b(look|looks|looked|looking|stare|stares|stared|staring|watch|watches|watched|picture|pictures|photo|touch|touched)\b/.test(reading.text) && !/\b(wake|wakes|woke|waking|get up|school|late)\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject))) return true;
  // The child made to sleep in the room or bed of a grown-up who is not their parent: "i have to sleep in her boyfriends room".
  if (/\b(i (have to|had to|must|got to|gotta)|(makes|made|make|wants|wanted|tells|told) me( to)?) (sleep|stay|lie|lay) (in|with) (\w+ )?(boyfriends?|girlfriends?|friends?|neighbou?rs?|coach(es)?|tutors?|uncles?|babysitters?|stepdads?|stepfathers?)\b( (bed|room|bedroom))?/.test(reading.text)) return true;
  // A grown-up outside the family who kisses or tries to in a hidden place: "the janitor tried to kiss me in the closet".
  const hiddenPlace = /\bin (the|his|her|a) (closet|back room|storage room|supply room|basement|shed|car|van|truck|office|bathroom|locker room|attic|garage)\b/.test(reading.text);
  const medical = /\b(doctor|nurse|rash|itch|itchy|sore|bump|checkup|check up|hurts|bite|sting)\b/.test(reading.text);
  // Undressing together at someone's bidding: "makes me play a game where we take our clothes off".
  // Only shirts off, for a team's game or practice, with nothing hidden or pictured: "the coach had us play shirts against skins".
  const shirtsForSport = /\b(take|took|taking|takes) (off )?(our|all our) (shirts|tops|jerseys)( off)?\b/.test(reading.text) && !/\b(clothes|pants|underwear|shorts|undies|naked)\b/.test(reading.text) && /\b(coach|coaches|team|practice|game|gym|skins|soccer|basketball|football|hockey|track|running|laps|drills|sweaty|hot)\b/.test(reading.text) && !/\b(picture|pictures|photo|photos|video|videos|pics|touch|touched|touches|alone|secret|weird|look at|stare|stared|room|office)\b/.test(reading.text);
  if (/\b(take|took|taking|takes) (off )?(our|all our) (clothes|shirts|pants|underwear|shorts)( off)?\b|\bwe (get|got|are|were|be) naked\b/.test(reading.text) && !shirtsForSport && (secrecy || feltWrong || /\b(makes|made|make|wants|wanted|tells|told|asks|asked) (me|us)\b/.test(reading.text)) && reading.clauses.some((c) => isOther(c.subject)) && !/\b(bath|shower|pool|swim|swimming|beach|doctor|bedtime|pajamas)\b/.test(reading.text)) return true;
  // The child asked to show or send their body, for a prize or in secret: "if i show her my private parts she will give me a toy".
  if (/\b(show|shows|showed|send|sends|sent) (him|her|them|you) (my|me) ?(private|privates|parts|private parts|body|bottom|butt|chest|naked|without clothes|in my underwear)\b/.test(reading.text) && !medical && !/\b(mom|dad|mother|father|mommy|daddy)\b/.test(reading.text)) return true;
  // Someone undressing before the child: "a man in the park pulled down his pants in front of me", "showed me his privates".
  // "at my party" is where, not before whom: "my \w+" after "at" or "to" is a person of the child's. A baby or a toddler undressing is a little one's.
  const undressedBefore = /\b(pulled|pulls|pull|pulling|took|takes|take|taking) (down |off )?(his|her|their) (pants|shorts|underwear|clothes|trousers|shirt|top|bra)( down| off)? (in front of (me|us|my \w+)|(at|to) (me|us|my (\w+ )?(\w+)))\b/.exec(reading.text);
  const beforeAPerson = !!undressedBefore && (!undressedBefore[11] || [undressedBefore[10], undressedBefore[11]].some((w) => !!w && isPersonWord(w.trim())));
  if (beforeAPerson && reading.clauses.some((c) => isOther(c.subject) && !LITTLE_ONE(c.subject))) return true;
  // Touching each other's private parts at someone's bidding or in a "game": "makes me play a game where we touch privates".
  if (/\bwe (touch|touched|touches|rub|rubbed|kiss|kissed|show|showed|see|look at|looked at) (each others |eachothers |our |their )?(privates|private parts|private|bodies|butts|bottoms|down there)\b/.test(reading.text) && (secrecy || feltWrong || /\b(make|makes|made|wants|wanted|told|tells|game|play)\b/.test(reading.text)) && !/\b(doctor|class|health|lesson|biology)\b/.test(reading.text)) return true;
  // Paid for silence: "paid me 20 dollars to not tell", "buys me things so i wont tell".
  if (/\b(paid|pays|pay|gave|gives|give|buys|bought|buy) me\b.*\b(not to tell|to not tell|so i (will not|wont|do not|dont) tell|if i (do not|dont) tell|to keep (it|this) (a )?secret|to keep quiet|to stay quiet)\b/.test(reading.text)) return true;
  // A hand put where it should not be, and moved: "puts his hand on my leg under the table and moves it up".
  if (/\b(put|puts|putting|rest|rests|slide|slides|slid|places|placed) (his|her|their) hands? (on|up|under|in) my (leg|legs|thigh|thighs|knee|lap|chest|bottom|butt|shirt|skirt|shorts|pants)\b/.test(reading.text) && /\b(up|under|moves|rubs|squeezes|secret|nobody|no one|weird|table|alone)\b/.test(reading.text)) return true;
  // Kisses on the mouth asked of the child by a grown-up outside the family: "said i have to give him kisses on the lips for more".
  const kissesAsked = /\b(have to|has to|had to|make me|makes me|made me|wants me to|wanted me to|told me to|tells me to|asks me to|asked me to|if i) (give|gave) (him|her|them) (a |some |more )?(kiss|kisses)\b/.test(reading.text) || /\b(kiss|kisses|kissed|kissing) (him|her|them|me) on the (lips|mouth)\b|\b(kiss|kisses) on the (lips|mouth)\b/.test(reading.text);
  if (kissesAsked && reading.clauses.some((c) => c.subject !== null && c.subject.kind === 'adult' && !HEALER.has(c.subject.head)) && !/\b(mom|mum|mommy|dad|daddy|mother|father|grandma|grandpa|granny|bubbie|zaidy|aunt|uncle)\b/.test(reading.text)) return true;
  // Pictures taken while the child undresses: "i have to take off my pajamas and he takes pictures".
  if (/\b(take|takes|took|taking) (off )?(my|our|all my) (clothes|pajamas|pyjamas|shirt|pants|shorts|underwear|undies|swimsuit|bathing suit|dress|top)( off)?\b/.test(reading.text) && /\b(takes|took|taking|take|snaps|snapped) (pictures|photos|pics|videos|a picture|a photo|a video)\b|\b(films|filmed|filming|records|recorded|recording)\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject))) return true;
  // Walked in on while undressing by one who is not a parent: "my moms boyfriend walks in when im changing".
  const walkedInOn = reading.clauses.some((c, i) => {
    const who = c.subject;
    const notAParent = !!who && ((who.kind === 'adult' && !HEALER.has(who.head)) || /^(boyfriend|girlfriend|stepdad|stepfather|stepbrother|uncle|cousin|neighbor|neighbour)$/.test(who.head));
    const comesIn = c.words.some((w, k) => /^(walk|come|barge|burst|sneak)$/.test(w.lemma) && /^(in|into)$/.test(c.words[k + 1]?.text ?? ''));
    const next = reading.clauses[i + 1];
    const whileUndressed = !!next && /^(when|while|whenever)$/.test(next.link ?? '') && next.subject !== null && isChild(next.subject) && next.words.some((w) => /^(changing|showering|shower|bath|dressing|undressed|naked|bathing)$/.test(w.text));
    return notAParent && comesIn && whileUndressed;
  });
  if (walkedInOn) return true;
  // Lying on top of the child, made to lie down for it or called a game it is not: "he makes me lie down and lies on top of me and
  // says its wrestling but its not". A little one climbing on, or a pile-on at play laughed at, is not this.
  const onTopOfMe = /\b(lie|lies|lay|lays|laid|lying|laying|gets|got|climbs|climbed) on top of me\b/.test(reading.text);
  if (onTopOfMe && (/\b(makes|made|make|tells|told) me (to )?(lie|lay) down\b|\bbut (it is|its|it was) not\b/.test(reading.text) || secrecy || feltWrong) && !/\b(laugh|laughing|laughed|haha|lol|pile|dogpile)\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject) && !LITTLE_ONE(c.subject))) return true;
  // Someone outside the family offering to help the child undress where children change: "the man at the pool locker room asked if he could help me change".
  const helper = reading.clauses.find((c) => c.words.some((w, i) => w.lemma === 'help' && c.words[i + 1]?.text === 'me' && /^(change|undress|shower|wash|dry|bathe|strip)$/.test(c.words[i + 2]?.text ?? '')));
  const strangerOrPlace = /\b(man|guy|lady|woman|stranger|someone|somebody|person|teenager)\b/.test(reading.text) || /\b(locker room|changing room|change room|public bathroom|restroom)\b/.test(reading.text);
  if (helper && strangerOrPlace && !/\b(mom|mum|mommy|dad|daddy|mother|father|grandma|grandpa|nurse|doctor|babysitter|sister|aunt)\b/.test(reading.text)) return true;
  // Private parts checked or looked at by one whose work is not the body, secret or not: "my babysitter checks our private parts"
  // ("playing doctor" is a game, not a doctor).
  if (/\b(check|checks|checked|checking|examine|examines|examined|inspect|inspects|inspected|look at|looks at|looked at|looking at) (my|our|me|us|his|her) ?(private|privates|private parts|private part|private spot|down there)\b/.test(reading.text) && !/\b(doctor|doctors|nurse|checkup|check up|pediatrician|hospital|clinic|rash|itch|itchy|sore|hurts|lice)\b/.test(reading.text.replace(/\b(play|plays|played|playing) (a game of )?doctors?\b/g, '')) && !reading.clauses.some((c) => c.subject !== null && HEALER.has(c.subject.head))) return true;
  // A body "checked" by one whose work is not the body, kept secret: "my coach said he has to check my body and not to tell".
  if (/\b(check|checks|checked|checking|examine|examines|examined|inspect|inspects|inspected|look at|looks at|looked at|looking at) (my|our|me|us) ?(body|bodies|private|privates|private parts|chest|bottom|butt|down there|all over|everywhere)\b/.test(reading.text) && secrecy && !reading.clauses.some((c) => c.subject !== null && HEALER.has(c.subject.head))) return true;
  // A hand inside the child's clothes: "put his hand in my shirt", "down my pants".
  if (/\b(put|puts|putting|stuck|sticks|slid|slides|reached|reaches) (his|her|their) hands? (in|inside|down|into|under|up) my (shirt|pants|shorts|skirt|underwear|dress|pajamas|top)\b/.test(reading.text)) return true;
  // A grown-up telling the child to undress: "the coach said i have to take my clothes off in his office".
  if (/\b(said|says|told me|tells me|wants me to|wanted me to|asked me to|asks me to)\b.*\b(take|takes|took) (off )?(my|all my) (clothes|shirt|pants|shorts|underwear|swimsuit|bathing suit|dress|top|pajamas)\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'adult' || c.subject.kind === 'family' || c.subject.kind === 'pronoun')) && !/\b(doctor|nurse|pool|swim|bath|bed|shower)\b/.test(reading.text)) return true;
  // Wanted in a grown-up's bed by one who is not a parent: "my moms boyfriend wants me to sleep in his bed".
  const inHisBed = /\b(wants me to|want me to|makes me|made me|asks me to|asked me to|tells me to|told me to|has me) (sleep|lie|lay|get|come) (in|into) (his|her) (bed|room|bedroom)\b/.exec(reading.text);
  if (inHisBed && reading.clauses.some((c) => c.subject !== null && isOther(c.subject) && !/^(mom|mum|mother|mommy|dad|father|daddy|parent|grandma|grandpa|granny|bubbie|zaidy|sister|brother)$/.test(c.subject.head) && !c.subject.lemmas.some((l) => /^(little|baby|younger)$/.test(l)))) return true;
  // Rubbing oneself against the child: "hugs me from behind and rubs against me".
  if (/\b(rub|rubs|rubbed|rubbing|press|presses|pressed|pressing|grind|grinds|grinded) (himself |herself |his body |her body )?(against|on|up against) (me|my (body|back|leg|legs|bottom|butt))\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject))) return true;
  // "showed me his thing": a private part named shyly.
  if (/\b(show|shows|showed|shown|showing) (me|us) (his|her) (thing|wiener|weiner|willy|pee pee|peepee|weewee|wee wee|privates|private|down there)\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject))) return true;
  // A massage from a grown-up that felt wrong: "my coach gives me massages after practice and his hands go too far".
  // Or given bare, or asked to come alone for it: "come to his house alone ... a massage with no shirt".
  const bareOrAlone = /\b(with no|without (a |my |any )?)(shirt|top|clothes|pants|shorts)\b|\b(come|go|be) (to (his|her) (house|room|office|car|place) )?alone\b/.test(reading.text);
  if (/\b(gives|gave|give|giving) (me|us) (a |back )?(massage|massages|back rub|back rubs|rub|rubs)\b/.test(reading.text) && (feltWrong || bareOrAlone) && reading.clauses.some((c) => isOther(c.subject))) return true;
  // A touch bargained for: "if i let him hug me in his office i get an a".
  if (/\bif i let (him|her|them) (hug|kiss|touch|hold|cuddle|see|look at|rub) (me|my)\b/.test(reading.text) && /\b(i get|i will get|i would get|he will give|she will give|he gives|she gives|he will buy|she will buy|i can have)\b/.test(reading.text)) return true;
  // Clothes pulled at by someone older again and again: "an older kid at the pool keeps pulling at my swimsuit".
  if (/\b(pull|pulls|pulled|pulling|tug|tugs|tugged|tugging|grab|grabs|grabbed|grabbing|yank|yanks|yanked) (at |on |down )?my (swimsuit|bathing suit|bikini|underwear|undies|pants|skirt|shorts|bra|top)\b/.test(reading.text) && /\b(keep|keeps|kept|always|again|every|older|grownup|man|lady|teenager)\b/.test(reading.text) && !reading.clauses.some((c) => c.subject !== null && c.subject.lemmas.some((l) => /^(little|baby|younger|toddler)$/.test(l)))) return true;
  // Asked to undress by someone: "someone at church asked me to go in the back room and undress".
  if (/\b(asked|asks|ask|told|tells|tell|wants|wanted|makes|made) me to (\w+ ){0,6}(undress|strip|get naked|take off my clothes|take my clothes off)\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject)) && !/\b(doctor|nurse|pool|bath|bed|shower|swim|costume|pajamas|dress up)\b/.test(reading.text)) return true;
  // Paid to sit close: "my neighbor pays me candy to sit on his lap".
  if (/\b(pays|paid|pay|gives|gave|give|buys|bought) me (\w+ ){0,3}to (sit|lie|lay|sleep) (on|in|with) (his|her|their) (lap|bed)\b/.test(reading.text)) return true;
  // A lap made a condition by a grown-up outside the family: "i have to sit on his lap to get on the team".
  if (/\b(have to|has to|must|make me|makes me|made me|wants me to|told me to|tells me to|asks me to|asked me to) (sit|sitting) on (his|her) lap\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && c.subject.kind === 'adult')) return true;
  // A lap with more than sitting: "asks me to sit on his lap and wiggles", "wants me to sit on him and he moves around" (a grown-up's).
  const onAGrownUp = /\b(sit|sitting|sat) on (him|her)\b/.test(reading.text) && reading.clauses.some((c) => c.subject !== null && (c.subject.kind === 'adult' || c.subject.kind === 'family') && !c.subject.lemmas.some((l) => /^(little|baby|younger|toddler)$/.test(l)));
  if (onAGrownUp && (/\b(moves around|moving around|wiggles|wiggling|rubs|rubbing|bounces|bouncing|alone|weird|secret)\b/.test(reading.text) || EXPOSED.test(reading.text) || nakedWords)) return true;
  if (/\b(sit|sitting|sat) on (his|her) lap\b/.test(reading.text) && /\b(wiggle|wiggles|wiggled|moves|moved|rubs|rubbed|bounces|alone|weird|secret|hard)\b/.test(reading.text)) return true;
  if (THE_TOUCHING.test(reading.text) && (feltWrong || secrecy || /\b(he|she|they) (does|did|do)\b/.test(reading.text)) && !reading.has('safe and unsafe touch')) return true;
  const acts = readActs(reading.clauses, (w) => TOUCHING.has(w.lemma) || SEXUAL_ACT.has(w.lemma) || /^(show|take|send|make|put|pull|see|come|watch|film|do|sit|undress|strip|look|walk|open|stare|get|climb|crawl|sneak|lie|lay|nap|snuggle|check)$/.test(w.lemma));
  for (const act of acts) {
    if (act.negated || isGeneralQuestion(reading, act) || !isOther(act.agent)) continue;
    const rest = afterAct(act);
    const toVictim = act.patients.some((p) => isVictimOf(act.agent, p)) || act.preps.some((p) => isVictimOf(act.agent, p.party));
    if (SEXUAL_ACT.has(act.lemma) && (toVictim || act.patients.length === 0)) return true;
    // "my swim coach pats my butt": a pat on a private part, by someone outside the home or felt wrong.
    if (act.lemma === 'pat' && act.patients.some((p) => p.kind === 'self-body') && privateIn(rest.slice(0, 3)) && (act.agent?.kind === 'adult' || act.agent?.kind === 'peer' || feltWrong || secrecy) && !HEALER.has(act.agent?.head ?? '')) return true;
    if (PLAIN_TOUCH.has(act.lemma)) {
      // The place of the touch told in the clause after it: "touches where my bathing suit goes", "touched me where my underwear is".
      const at = reading.clauses.indexOf(act.clause);
      const next = reading.clauses[at + 1];
      // The place goes on over things joined by "and": "where my leotard | and undies are".
      const joined = reading.clauses.slice(at + 2).filter((c, i, all) => all.slice(0, i + 1).every((x) => x.link === 'and' && x.subject?.kind === 'thing'));
      // The garment worn, not a thing left about ("where my bathing suit was hanging"), nor where it does not cover.
      const worn = (words: readonly string[]) => !words.some((w) => /^(not|never|hang|hangs|hanging|hung|dry|drying|dried|left|lying|laying|lay|sits|sitting|kept|folded|drawer|bag|floor|chair|line|hook|pile)$/.test(w));
      const placeWords = [next, ...joined].flatMap((c) => c?.words.map((w) => w.text) ?? []);
      const placeAfter = next?.link === 'where' && privateIn(placeWords) && worn(placeWords);
      if (placeAfter && (act.patients.length === 0 || toVictim) && !HEALER.has(act.agent?.head ?? '')) return true;
      const person = act.patients.some((p) => p.kind === 'self' || p.kind === 'close' || p.kind === 'pronoun' || ((p.kind === 'peer' || p.kind === 'named') && isVictimOf(act.agent, p)));
      if (toVictim && (privateIn(rest) || (person && (!HOLDING_TOUCH.has(act.lemma) || feltWrong || secrecy || intimateSetting)))) return true;
      if (act.patients.some((p) => p.kind === 'self-body' && p.lemmas.includes('private'))) return true;
      // A grown-up touching anyone's private parts: "her uncle touches her private places".
      if ((act.agent?.kind === 'family' || act.agent?.kind === 'adult') && !/^(doctor|nurse|dentist)$/.test(act.agent.head) && privateIn(rest.slice(0, 4)) && rest.slice(0, 4).some((w) => /^(private|privates|privet|bottom|butt|chest|crotch|penis|vagina|genitals|swimsuit|bikini|underwear|panties|bra|undies)$/.test(w))) return true;
      if (act.patients.some((p) => p.kind === 'self-body') && (privateIn(rest) || feltWrong || secrecy || intimateSetting)) return true;
    }
    // "my little sister sleeps with me when she is scared": a younger child's comfort, whoever was scared.
    const comfortOfAYoungerOne = act.agent?.kind === 'close' && act.agent.lemmas.some((l) => /^(little|baby|younger|small|toddler)$/.test(l)) && /^(sleep|cuddle|hug)$/.test(act.lemma) && !secrecy && !privateIn(rest);
    if (CLOSE_TOUCH.has(act.lemma) && !comfortOfAYoungerOne && (toVictim || act.patients.length === 0) && (feltWrong || secrecy || privateIn(rest) || rest.includes('lips') || rest.includes('mouth') || rest.includes('tongue'))) return true;
    if (/^(kiss|hug|cuddle|lick)$/.test(act.lemma) && toVictim && hiddenPlace && act.agent?.kind === 'adult') return true;
    // "makes me take my clothes off", "pulled down my pants", "took off my shirt".
    if (/^(take|pull|undress|strip)$/.test(act.lemma) && !shirtsForSport && (act.patients.some((p) => p.owner === 'self' && CLOTHES.has(p.head)) || (act.lemma !== 'take' && act.patients.some((p) => p.kind === 'self') && (act.lemma !== 'pull' || rest.some((w) => /^(down|off|out|naked|clothes|pants|shirt|underwear|into|onto)$/.test(w)))))) return true;
    const made = act.lemma === 'make' || act.lemma === 'force' || act.lemma === 'have';
    // Made to "do" something named ("do my homework", "do laps") is a task; made to "do stuff", "do things to him" is not told by name.
    const doneUnnamed = (w: string, i: number) => w !== 'do' || /^(stuff|things|thing|it|that|this|something|anything|sexual|bad|weird|gross|nasty|private|to|with|what)$/.test(rest[i + 1] ?? '');
    if (made && rest.slice(0, 4).some((w, i) => /^(take|touch|undress|watch|kiss|do|sit|pull|sleep|lie|bathe|shower|show|lift|get|look|see)$/.test(w) && doneUnnamed(w, i)) && act.patients.some((p) => isChild(p) || isVictim(p)) && (privateIn(rest) || rest.some((w) => CLOTHES.has(w)) || feltWrong || secrecy || nakedWords || EXPOSED.test(reading.text))) return true;
    // "makes me change in front of him": undressing made to happen before someone's eyes.
    if (made && act.patients.some(isChild) && rest.slice(0, 3).some((w) => /^(change|undress|strip|shower|bathe)$/.test(w)) && /\b(in front of (him|her|them)|in (his|her) (car|office|room|house|van|truck|bedroom|apartment)|while (he|she|they) (watch|watches|watched|look|looks|looked|stare|stares|stared))\b/.test(reading.text)) return true;
    // "makes me touch him", "made me kiss her".
    if (made && act.patients.some(isChild) && /^(touch|kiss|lick|rub|hold|feel)$/.test(rest[1] ?? '') && /^(him|her|his|it|them)$/.test(rest[2] ?? '')) return true;
    // Pictures and being seen: "showed me pictures of naked people", "takes photos of me while i change", "wants to see my private area".
    const ofMe = rest.join(' ').includes('of me');
    if (/^(take|film)$/.test(act.lemma) && ofMe && undressed && rest.some((w) => /^(picture|pictures|photo|photos|video|videos|pic|pics)$/.test(w))) return true;
    // A little one taking off their own clothes ("my baby cousin took her pants off at the party") is a small child's, with nothing
    // pictured, hidden or felt wrong.
    const littleOneUndressing = act.lemma === 'take' && LITTLE_ONE(act.agent) && act.patients.length > 0 && act.patients.every((p) => p.owner === 'other' && CLOTHES.has(p.head)) && !secrecy && !feltWrong && !PICTURE.test(reading.text);
    if (/^(show|send|take|film|watch|see|put)$/.test(act.lemma) && !littleOneUndressing && (nakedWords || privateIn(rest)) && !(act.lemma === 'take' && !rest.some((w) => /^(picture|pictures|photo|photos|video|videos|pic|pics)$/.test(w)) && !privateIn(rest))) return true;
    // "comes into my bed at night", "comes in the bathroom when im showering".
    // A little brother or sister climbing in after a bad dream is a small child's comfort, unless it felt wrong.
    const youngerChild = act.agent?.kind === 'close' && act.agent.lemmas.some((l) => /^(little|baby|younger|small|toddler)$/.test(l));
    // The bed is its covers too: "gets under my covers", "crawls under my blanket".
    const intoMyBed = rest.some((w) => BEDDING.has(w)) && rest.includes('my') && (act.lemma === 'come' || rest.includes('in') || rest.includes('into') || rest.includes('under'));
    if (/^(come|get|climb|crawl|sneak|lie)$/.test(act.lemma) && intoMyBed && (!youngerChild || feltWrong || secrecy)) return true;
    // "checks on me in the shower and wont leave": a look in on the child undressed, that goes on when asked to stop.
    if (act.lemma === 'check' && undressed && feltWrong && (act.patients.some(isChild) || act.preps.some((p) => isChild(p.party)))) return true;
    if (/^(come|walk|watch|look|peek|open|film)$/.test(act.lemma) && undressed && (rest.includes('bathroom') || rest.includes('shower') || (rest.includes('my') && (rest.includes('room') || rest.includes('bedroom'))) || rest.includes('locker') || rest.includes('changing') || act.patients.some(isChild) || act.preps.some((p) => isChild(p.party)) || act.lemma === 'watch' || act.lemma === 'peek')) return true;
    if (act.lemma === 'sit' && rest.includes('lap') && (feltWrong || secrecy)) return true;
    // A grown-up outside the family, or a parent's partner, who lies down or sleeps with the child: "comes in my room to lay with me".
    const notFamily = act.agent?.kind === 'adult' ? !HEALER.has(act.agent.head) : act.agent?.kind === 'family' && /^(boyfriend|girlfriend)$/.test(act.agent.head);
    if (/^(lie|lay|sleep|nap|cuddle|snuggle)$/.test(act.lemma) && notFamily && act.preps.some((p) => p.prep === 'with' && p.party.kind === 'self')) return true;
    if (act.lemma === 'do' && (reading.has('sexual things') || ((rest.includes('things') || rest.includes('stuff')) && (feltWrong || secrecy)))) return true;
  }
  // Touches asked to be kept secret: "asked me to keep our hugs a secret from my parents".
  if (/\bkeep (our|the|these|his|her|their|all the) (hugs|kisses|cuddles|touches|touching|massages|games|pictures|photos|videos|sleepovers|time together) (a )?secret\b/.test(reading.text) && reading.clauses.some((c) => isOther(c.subject))) return true;
  // A grown-up's secret about the two of them, with nothing happy to keep: "its our secret", "if i tell about our game he will get in trouble".
  // "special" is the child's or the two of theirs ("our special hugs", "says im special"), not a thing's ("her special kugel recipe").
  const specialThing = /\bspecial (\w+ )?(recipe|recipes|present|presents|gift|gifts|surprise|surprises|cake|cookies|sauce|kugel|challah|trick|move|spot|password|code|plan|card|drawing)\b/.test(reading.text);
  if (secrecy && reading.clauses.some((c) => c.subject && isOther(c.subject) && c.subject.kind !== 'peer') && (reading.has('our secret') || reading.has('our little secret') || reading.has('secrets nobody') || reading.has('get in trouble') || (reading.has('special') && !specialThing))) return true;
  return false;
}

/** A baby, a toddler or a little brother, sister or cousin. */
const LITTLE_ONE = (p: Party | null) => !!p && p.lemmas.some((l) => /^(baby|toddler|infant|newborn|little|younger|small)$/.test(l));

/** A word naming a person of the child's world, one or many: "sister", "friends", "teacher". */
function isPersonWord(word: string): boolean {
  const one = word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
  return [word, one].some((w) => FAMILY_ADULT.has(w) || CLOSE_CHILD.has(w) || OTHER_ADULT.has(w) || PEER.has(w));
}

/**
 * Whether every touch the message tells of is of the child's things, not of anyone's body: "if my
 * sister touches my stuff again". Nothing private, naked or secret is told, and no one is touched. The
 * second reader, which reads words and not sentences, is not heard for unsafe touch over it.
 */
export function touchedOnlyThings(reading: Reading): boolean {
  if (hearUnsafeTouch(reading) || tellsOfSecrecy(reading) || outOfSight(reading) || reading.sentences.flat().some((w) => PRIVATE_PART.has(w.text) || PRIVATE_PART.has(w.lemma) || NAKED.has(w.text) || CLOTHES.has(w.text) || SEXUAL_ACT.has(w.lemma))) return false;
  if (reading.sentences.flat().some((w) => VIOLENT.has(w.lemma) && w.lemma !== 'grab')) return false;
  const touches = readActs(reading.clauses, (w) => w.lemma === 'touch' || w.lemma === 'grab' || w.lemma === 'feel');
  const ofAThing = (a: Act) => !a.negated && !!a.agent && !/^(nobody|no one|noone)$/.test(a.agent.head) && a.patients.length > 0 && a.patients.every((p) => p.kind === 'thing' && p.owner === 'self') && !a.clause.words.some((w) => w.text === 'me' || w.text === 'us');
  const bodyNamed = reading.clauses.some((c) => c.parties.some((p) => p.kind === 'self-body' || p.kind === 'body'));
  return touches.length > 0 && touches.every(ofAThing) && !bodyNamed;
}
