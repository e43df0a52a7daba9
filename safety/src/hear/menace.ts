import { SERIOUS } from '../concepts/acts';
import { CONTEST, FOOD_OR_DRINK, GAME_NAME, PLAY_FIGHT, RETELLING, TOXIC } from '../concepts/topics';
import { readActs } from '../read/acts';
import type { Reading } from '../read/read-message';
import { isPerson } from './frames';

/** A promise that others will suffer for it: "they wont laugh anymore", "they dont know what is coming", "ill make them pay". */
const MENACE = [
  /\b(they|he|she|you|everyone|everybody|all of them|them all|people|you all)(?: (?:are|is|will|would|all|going|to|gonna|really|so|definitely|ever)){1,4} (be sorry|pay|regret|never laugh|not laugh|stop laughing|learn their lesson|get what)\b/,
  /\b(will not|wont|never|not going to|are not going to|is not going to) (laugh|be laughing|bother me|mess with me|be mean|pick on me|make fun of me|bully me|hurt me) (at me )?(anymore|any more|again|ever again|after (this|tomorrow|monday|today)|for long)\b/,
  /\b(nobody|no one|noone|none of them)\b.*\b(will|is going to|gonna|would|can)\b.*\b(laugh|bother me|mess with me|be mean|pick on me|make fun of me|bully me)\b.*\b(anymore|any more|ever again)\b/,
  /\b(do not|dont|does not|doesnt|have no idea) (know )?what is (coming|going to happen)\b|\bwhat is coming (to|for) (them|him|her|you)\b/,
  /\b(get|take|have|got|getting|taking|plan|planning) (my )?(revenge|payback)\b/,
  /\bmake (them|him|her|everyone|you|those \w+|the \w+) (all )?(pay|suffer|sorry|regret it)\b/,
  /\b(last day|last time) (they|he|she|anyone) (will )?(ever )?(laughs?|bully|bullies|picks?)\b/,
];
/** Where a gun is kept, or its key: "i know where the key to my dads gun safe is". */
const GUN_ACCESS = /\b(know where|found|find|can get|have the key|got the key|key to|code to|combination to|took|take|taking|stole|steal)\b.*\b(gun|guns|rifle|pistol|gun safe|ammo|bullets|shotgun|revolver|handgun)\b/;
/** What is put in a drink to harm: "im putting bleach in my sisters drink". */
const PUT_IN = /\b(put|puts|putting|pour|pours|pouring|poured|mix|mixing|mixed|slip|slipping|add|adding|added|spray|spraying)\b/;

/** A game, a play fight, a contest or a retelling: a menace there is the game's or the story's. */
const PLAYED_OR_TOLD = [...PLAY_FIGHT, ...GAME_NAME, ...RETELLING, ...CONTEST].filter((w) => !/^(it|test|record|team|score|level|board|video|arm|math|homework|spelling|quiz|bee|round)$/.test(w));

function playedOrTold(reading: Reading): boolean {
  return PLAYED_OR_TOLD.some((w) => (w.includes(' ') ? reading.has(w) : reading.words.has(w)));
}

/**
 * Harm to others told without a plain deed: a menace ("tomorrow they wont laugh anymore"), revenge,
 * a gun within reach, poison put in someone's drink, or another child's threat to shoot or stab.
 */
export function hearMenace(reading: Reading): boolean {
  const text = reading.text;
  const lowered = playedOrTold(reading);
  if (!lowered && MENACE.some((m) => m.test(text))) return true;
  if (!lowered && GUN_ACCESS.test(text) && /\b(tomorrow|tonight|monday|tuesday|wednesday|thursday|friday|school|them|they|him|her|everyone|class)\b/.test(text) && !/\b(police|hunting|range|shooting range|safe place)\b/.test(text)) return true;
  // Poison in a drink: a substance, a drink, putting, and the child doing it.
  const toxic = reading.sentences.flat().some((w) => TOXIC.has(w.text) && w.text !== 'medicine' && w.text !== 'pills') || reading.has('rat poison');
  const food = reading.sentences.flat().some((w) => FOOD_OR_DRINK.has(w.text));
  // "so shell get sick": whatever is put, put to sicken.
  const toSicken = /\b(so|to make) (he|she|they|him|her|them|he will|she will|they will|shell|hell)\b.*\b(get sick|throw up|puke|die|be sick)\b/.test(text);
  // Something sharp in food: "im gonna put glass in her sandwich" (not "a glass in the sink").
  const sharp = /\b(broken glass|(?<!\b(a|the|my|your|his|her|of|this|that) )glass (in|into)|nails|pins|needles|tacks|thumbtacks|razor blades?)\b/.test(text);
  if ((toxic || toSicken || sharp) && food && PUT_IN.test(text) && reading.clauses.some((c) => c.subject?.kind === 'self') && !/\b(not|never|accidentally|by accident)\b/.test(text)) return true;
  // Another child's threat: "a kid in my class said he is going to shoot up the school".
  for (const act of readActs(reading.clauses, (w) => SERIOUS.has(w.lemma) || w.lemma === 'bomb' || w.lemma === 'blow')) {
    if (act.negated || !act.intent || lowered || !isPerson(act.agent) || act.agent.kind === 'you' || act.agent.kind === 'story') continue;
    if (act.lemma === 'blow' && act.particle !== 'up') continue;
    // "get killed by my mom": the one after "by" does it; the child it is done to is harm to the child, heard elsewhere.
    if (act.passive) continue;
    const people = act.patients.some((p) => isPerson(p)) || act.preps.some((p) => p.prep !== 'by' && isPerson(p.party));
    const place = act.particle === 'up' || act.patients.some((p) => /^(school|class|classroom|shul|synagogue|bus|camp|building)$/.test(p.head));
    if (people || place) return true;
  }
  return false;
}
