// The one place `pnpm bench:safety` meets a safety screen: point it at the screen to be measured.
// `earlier` is the child's messages before `latest`, oldest first. Today's screen reads only `latest`.
import { screenMessage } from '@morah/contracts';

export function screen(earlier: string[], latest: string): { flagged: boolean; categories: string[] } {
  return screenMessage(latest);
}
