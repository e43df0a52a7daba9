import { adviceBatch } from './advice-batch';
import { bullied } from './bullied';
import type { DevBatch, DevSetPart } from './dev-case';
import { fifthBatch } from './fifth-batch';
import { seventhBatch } from './seventh-batch';
import { eighthBatch } from './eighth-batch';
import { ninthBatch } from './ninth-batch';
import { tenthBatch } from './tenth-batch';
import { eleventhBatch } from './eleventh-batch';
import { twelfthBatch } from './twelfth-batch';
import { thirteenthBatch } from './thirteenth-batch';
import { fourteenthBatch } from './fourteenth-batch';
import { fifteenthBatch } from './fifteenth-batch';
import { sixteenthBatch } from './sixteenth-batch';
import { seventeenthBatch } from './seventeenth-batch';
import { eighteenthBatch } from './eighteenth-batch';
import { nineteenthBatch } from './nineteenth-batch';
import { twentiethBatch } from './twentieth-batch';
import { twentyFirstBatch } from './twenty-first-batch';
import { twentySecondBatch } from './twenty-second-batch';
import { twentyThirdBatch } from './twenty-third-batch';
import { twentyFourthBatch } from './twenty-fourth-batch';
import { twentyFifthBatch } from './twenty-fifth-batch';
import { twentySixthBatch } from './twenty-sixth-batch';
import { twentySeventhBatch } from './twenty-seventh-batch';
import { twentyEighthBatch } from './twenty-eighth-batch';
import { twentyNinthBatch } from './twenty-ninth-batch';
import { thirtiethBatch } from './thirtieth-batch';
import { thirtyFirstBatch } from './thirty-first-batch';
import { thirtySecondBatch } from './thirty-second-batch';
import { thirtyThirdBatch } from './thirty-third-batch';
import { thirtyFourthBatch } from './thirty-fourth-batch';
import { thirtyFifthBatch } from './thirty-fifth-batch';
import { thirtySixthBatch } from './thirty-sixth-batch';
import { thirtySeventhBatch } from './thirty-seventh-batch';
import { thirtyEighthBatch } from './thirty-eighth-batch';
import { thirtyNinthBatch } from './thirty-ninth-batch';
import { fortiethBatch } from './fortieth-batch';
import { fortyFirstBatch } from './forty-first-batch';
import { fortySecondBatch } from './forty-second-batch';
import { fortyThirdBatch } from './forty-third-batch';
import { fortyFourthBatch } from './forty-fourth-batch';
import { fortyFifthBatch } from './forty-fifth-batch';
import { fortySixthBatch } from './forty-sixth-batch';
import { fortySeventhBatch } from './forty-seventh-batch';
import { fortyEighthBatch } from './forty-eighth-batch';
import { fortyNinthBatch } from './forty-ninth-batch';
import { fiftiethBatch } from './fiftieth-batch';
import { fiftyFirstBatch } from './fifty-first-batch';
import { fiftySecondBatch } from './fifty-second-batch';
import { fiftyThirdBatch } from './fifty-third-batch';
import { fiftyFourthBatch } from './fifty-fourth-batch';
import { fiftyFifthBatch } from './fifty-fifth-batch';
import { fiftySixthBatch } from './fifty-sixth-batch';
import { fiftySeventhBatch } from './fifty-seventh-batch';
import { fiftyEighthBatch } from './fifty-eighth-batch';
import { fiftyNinthBatch } from './fifty-ninth-batch';
import { sixtiethBatch } from './sixtieth-batch';
import { sixtyFirstBatch } from './sixty-first-batch';
import { sixthBatch } from './sixth-batch';
import { fourthBatch } from './fourth-batch';
import { harmOthers } from './harm-others';
import { hurt } from './hurt';
import { neglect } from './neglect';
import { personalDetails } from './personal-details';
import { secondBatch } from './second-batch';
import { selfHarm } from './self-harm';
import { stranger } from './stranger';
import { thirdBatch } from './third-batch';
import { unkind } from './unkind';
import { unsafeTouch } from './unsafe-touch';

export type { DevBatch, DevConversation, DevItem, DevSetPart } from './dev-case';
export { conversations } from './conversations';

const firstBatch: readonly DevSetPart[] = [hurt, bullied, unsafeTouch, neglect, stranger, selfHarm, harmOthers, unkind, personalDetails];

/** Every batch by name, each written at one time; a later batch was first run blind. */
export const batches: Readonly<Record<string, DevBatch>> = {
  first: Object.fromEntries(firstBatch.map((p) => [p.category, { disclosures: p.disclosures, ordinary: p.ordinary }])) as unknown as DevBatch,
  second: secondBatch,
  third: thirdBatch,
  fourth: fourthBatch,
  fifth: fifthBatch,
  sixth: sixthBatch,
  seventh: seventhBatch,
  eighth: eighthBatch,
  ninth: ninthBatch,
  tenth: tenthBatch,
  eleventh: eleventhBatch,
  twelfth: twelfthBatch,
  thirteenth: thirteenthBatch,
  fourteenth: fourteenthBatch,
  fifteenth: fifteenthBatch,
  sixteenth: sixteenthBatch,
  seventeenth: seventeenthBatch,
  eighteenth: eighteenthBatch,
  nineteenth: nineteenthBatch,
  twentieth: twentiethBatch,
  'twenty-first': twentyFirstBatch,
  'twenty-second': twentySecondBatch,
  'twenty-third': twentyThirdBatch,
  'twenty-fourth': twentyFourthBatch,
  'twenty-fifth': twentyFifthBatch,
  'twenty-sixth': twentySixthBatch,
  'twenty-seventh': twentySeventhBatch,
  'twenty-eighth': twentyEighthBatch,
  'twenty-ninth': twentyNinthBatch,
  thirtieth: thirtiethBatch,
  'thirty-first': thirtyFirstBatch,
  'thirty-second': thirtySecondBatch,
  'thirty-third': thirtyThirdBatch,
  'thirty-fourth': thirtyFourthBatch,
  'thirty-fifth': thirtyFifthBatch,
  'thirty-sixth': thirtySixthBatch,
  'thirty-seventh': thirtySeventhBatch,
  'thirty-eighth': thirtyEighthBatch,
  'thirty-ninth': thirtyNinthBatch,
  fortieth: fortiethBatch,
  'forty-first': fortyFirstBatch,
  'forty-second': fortySecondBatch,
  'forty-third': fortyThirdBatch,
  'forty-fourth': fortyFourthBatch,
  'forty-fifth': fortyFifthBatch,
  'forty-sixth': fortySixthBatch,
  'forty-seventh': fortySeventhBatch,
  'forty-eighth': fortyEighthBatch,
  'forty-ninth': fortyNinthBatch,
  fiftieth: fiftiethBatch,
  'fifty-first': fiftyFirstBatch,
  'fifty-second': fiftySecondBatch,
  'fifty-third': fiftyThirdBatch,
  'fifty-fourth': fiftyFourthBatch,
  'fifty-fifth': fiftyFifthBatch,
  'fifty-sixth': fiftySixthBatch,
  'fifty-seventh': fiftySeventhBatch,
  'fifty-eighth': fiftyEighthBatch,
  'fifty-ninth': fiftyNinthBatch,
  sixtieth: sixtiethBatch,
  'sixty-first': sixtyFirstBatch,
  advice: adviceBatch,
};

/** The batches the development set is made of (a batch joins once it has been measured blind). */
export const JOINED: readonly string[] = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth', 'twentieth', 'twenty-first', 'twenty-second', 'twenty-third', 'twenty-fourth', 'twenty-fifth', 'twenty-sixth', 'twenty-seventh', 'twenty-eighth', 'twenty-ninth', 'thirtieth', 'thirty-first', 'thirty-second', 'thirty-third', 'thirty-fourth', 'thirty-fifth', 'thirty-sixth', 'thirty-seventh', 'thirty-eighth', 'thirty-ninth', 'fortieth', 'forty-first', 'forty-second', 'forty-third', 'forty-fourth', 'forty-fifth', 'forty-sixth', 'forty-seventh', 'forty-eighth', 'forty-ninth', 'fiftieth', 'fifty-first', 'fifty-second', 'fifty-third', 'fifty-fourth', 'fifty-fifth', 'fifty-sixth', 'fifty-seventh', 'fifty-eighth', 'fifty-ninth', 'sixtieth', 'sixty-first'];

/** One batch as the parts the scorer reads, in the first batch's order of categories. */
export function partsOf(batch: DevBatch): DevSetPart[] {
  return firstBatch.map((p) => ({ category: p.category, disclosures: batch[p.category].disclosures, ordinary: batch[p.category].ordinary }));
}

export const devSet: readonly DevSetPart[] = firstBatch.map((part) => ({
  category: part.category,
  disclosures: JOINED.flatMap((name) => batches[name]![part.category].disclosures),
  ordinary: JOINED.flatMap((name) => batches[name]![part.category].ordinary),
}));
