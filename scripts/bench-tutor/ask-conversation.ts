import type { ChatMessage, MessagesResponse } from '@morah/contracts';
import type { TestClient } from '../../tests/support/http-client';

export interface TutorReply {
  content: string;
  /** The reply's `sources`, when the chat API gives one (absent until the tutor cites). */
  sources: unknown[] | undefined;
}

const REPLY_WITHIN_MS = 30_000;

/**
 * Asks the tutor through the chat path as a student does: a new conversation, then each turn posted over
 * REST once the tutor's reply to the one before is stored. Returns the reply to the last turn.
 */
export async function askConversation(student: TestClient, turns: readonly string[]): Promise<TutorReply> {
  const thread = await student.post('/api/chat/threads', {});
  if (thread.status !== 201) throw new Error(`new thread: ${thread.status} ${JSON.stringify(thread.body)}`);
  const threadId = thread.body.thread.id as number;
  let reply: TutorReply | undefined;
  for (const turn of turns) reply = await askInThread(student, threadId, turn);
  if (!reply) throw new Error('a conversation needs at least one turn');
  return reply;
}

async function askInThread(student: TestClient, threadId: number, question: string): Promise<TutorReply> {
  const posted = await student.post(`/api/chat/threads/${threadId}/messages`, { content: question });
  if (posted.status !== 201) throw new Error(`post ${JSON.stringify(question)}: ${posted.status} ${JSON.stringify(posted.body)}`);
  const until = Date.now() + REPLY_WITHIN_MS;
  for (;;) {
    const { messages, failures } = (await student.get(`/api/chat/threads/${threadId}/messages`)).body as MessagesResponse;
    const reply = messages.find((m) => m.senderType === 'ai' && m.replyTo === posted.body.message.id) as (ChatMessage & { sources?: unknown }) | undefined;
    if (reply) return { content: reply.content, sources: Array.isArray(reply.sources) ? reply.sources : undefined };
    if (failures.some((f) => f.replyTo === posted.body.message.id)) throw new Error(`the tutor failed on ${JSON.stringify(question)}`);
    if (Date.now() > until) throw new Error(`no reply to ${JSON.stringify(question)} within ${REPLY_WITHIN_MS / 1000} s`);
    await new Promise((r) => setTimeout(r, 15));
  }
}
