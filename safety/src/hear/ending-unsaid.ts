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
const AROUND_THE_NECK = /\b(tie|tied|tying|wrap|wrapped|wrapping|put|pulled|pull) (a |the |my |some )?(\w+ )?(rope|belt|cord|string|something|wire|cable|shoelace|shoelaces|sheet|charger|leash|bag|plastic bag) (around|round|over) my (neck|head)\b/;
/** Deserving pain: "i deserve to hurt", "i deserve to die". */
const DESERVED = /\bi (deserve|deserved|should) (to )?(hurt|suffer|pain|die|bleed|be hurt|be punished|feel pain|get hurt|disappear|not exist|not be here)\b/;
/** No point in being: "theres no point in me being here", "whats the point of living". */
const NO_POINT = /\b(no|the|what is the) point (in|of|to) (me |my )?(being here|being alive|living|existing|life|being born|trying anymore|going on|waking up)\b/;

/**
 * A wish to end told without a word for it: giving things away that will not be needed, a plan to
 * "do it" after talk of death, stopping eating to vanish, something around the neck, deserving pain,
 * no point in being here.
 */
export function hearEndingUnsaid(reading: Reading): boolean {
  const text = reading.text;
  if (GIVING_AWAY.test(text) && NOT_NEEDED.test(text)) return true;
  if (DO_IT.test(text) && reading.sentences.flat().some((w) => DEATH.has(w.text) || DEATH.has(w.lemma)) && !/\b(dye|hair)\b/.test(text)) return true;
  return STOP_EATING.test(text) || AROUND_THE_NECK.test(text) || DESERVED.test(text) || NO_POINT.test(text);
}
