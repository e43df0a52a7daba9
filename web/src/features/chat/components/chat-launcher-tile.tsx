import { ActivityTile } from '@/components/ui/activity-tile';
import { useOpenLatestChat } from '../api/use-open-latest-chat';

/** The 'Chat with Morah AI' learning activity: opens the latest conversation, or starts the first. */
export function ChatLauncherTile({ onOpen }: { onOpen: (threadId: number) => void }) {
  const { open, busy } = useOpenLatestChat(onOpen);
  return <ActivityTile icon="chat" title="Chat with Morah AI" text="Ask your questions and learn together" onClick={() => void open()} busy={busy} />;
}
