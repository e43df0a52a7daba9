// The one place `pnpm bench:safety` meets a safety screen: point it at the screen to be measured.
// `earlier` is the child's messages before `latest`, oldest first: the screen reads the conversation.
import { screenConversation } from '@morah/safety';

export function screen(earlier: string[], latest: string): { flagged: boolean; categories: string[] } {
  return screenConversation(earlier, latest);
}
