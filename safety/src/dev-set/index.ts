import { bullied } from './bullied';
import type { DevSetPart } from './dev-case';
import { harmOthers } from './harm-others';
import { hurt } from './hurt';
import { neglect } from './neglect';
import { personalDetails } from './personal-details';
import { secondBatch } from './second-batch';
import { thirdBatch } from './third-batch';
import { fourthBatch } from './fourth-batch';
import { selfHarm } from './self-harm';
import { stranger } from './stranger';
import { unkind } from './unkind';
import { unsafeTouch } from './unsafe-touch';

export type { DevConversation, DevSetPart } from './dev-case';
export { conversations } from './conversations';

const firstBatch: readonly DevSetPart[] = [hurt, bullied, unsafeTouch, neglect, stranger, selfHarm, harmOthers, unkind, personalDetails];

export const devSet: readonly DevSetPart[] = firstBatch.map((part) => ({
  category: part.category,
  disclosures: [...part.disclosures, ...secondBatch[part.category].disclosures, ...thirdBatch[part.category].disclosures, ...fourthBatch[part.category].disclosures],
  ordinary: [...part.ordinary, ...secondBatch[part.category].ordinary, ...thirdBatch[part.category].ordinary, ...fourthBatch[part.category].ordinary],
}));
