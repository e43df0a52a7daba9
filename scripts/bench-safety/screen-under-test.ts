// The one place `pnpm bench:safety` meets a safety screen: point it at the screen to be measured.
// `earlier` is the child's messages before `latest`, oldest first: the screen reads the conversation.
import { screenConversation } from '@morah/safety';

// `secondReader: false` measures the rules alone (RULES_ONLY=1), to tell which reader a figure comes from.
export function screen(earlier: string[], latest: string, options: { secondReader?: boolean } = {}): { flagged: boolean; categories: string[] } {
  return screenConversation(earlier, latest, { secondReader: options.secondReader ?? true });
}
