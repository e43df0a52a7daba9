/**
 * Who a child's situation is about: something the child did ("i hit my brother by accident", "I broke
 * something"), something someone else did or is going through ("my sister took my toy", "Someone is left
 * out"), or how the child feels ("im scared of the dark", "I'm so angry"). Read from the sentence's subject
 * and, for the child's own deed, its verb in the past. "I hit my brother" wants what to do after hurting
 * someone, not what to do when a brother grabs a toy, though both speak of hitting and brothers.
 */
import { asWritten } from './as-written';

export type Teller = 'my-deed' | 'their-deed' | 'my-feeling';

/** The child's own deed: "i hit", "i accidentally broke", "i was mean", "i found". */
const MY_DEED = /^(?:i|me)\s+(?:\w+ly\s+|just\s+|kind of\s+|by accident\s+)?(?:(?!need\b)\w+ed|hit|broke|brake|said|sed|told|took|lost|forgot|threw|ate|stole|yelled|lied|bit|spilled|spilt|ran|got|was|did|found|made|kicked|pushed)\b/;
/** Someone else's deed or state: "my friend ...", "someone is ...", "kids are ...". */
const THEIR_DEED = /^(?:my|someone|somebody|some|a|the|this|that|kids|nobody|no one|everyone|everybody|he|she|they|there)\b/;
/** The child's feeling: "im scared", "i am nervous", "i feel sad". */
const MY_FEELING = /^(?:im|i am|i feel|i get|i keep feeling|i was so|i always feel)\b/;


/** Whose the situation is, by the first sentence's subject; undefined when it does not say plainly. */
export function tellerOf(text: string): Teller | undefined {
  const said = asWritten(text);
  if (MY_FEELING.test(said)) return 'my-feeling';
  if (MY_DEED.test(said)) return 'my-deed';
  return THEIR_DEED.test(said) ? 'their-deed' : undefined;
}
