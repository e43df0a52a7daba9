/**
 * The conversation in OpenAI's chat format: the system prompt, then each turn. The teacher has no role
 * of their own in the API, so their turns are user messages marked "Teacher:"; a student message that
 * itself starts with "Teacher:" is marked as the student's so it cannot pass for the teacher.
 */
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { systemPromptFor } from '../system-prompt';
import type { TutorRequest, TutorTurn } from '../tutor-model';

function toMessage(turn: TutorTurn): ChatCompletionMessageParam {
  switch (turn.role) {
    case 'tutor':
      return { role: 'assistant', content: turn.content };
    case 'teacher':
      return { role: 'user', content: `Teacher: ${turn.content}` };
    case 'student':
      return { role: 'user', content: /^\s*teacher\s*:/i.test(turn.content) ? `Student: ${turn.content}` : turn.content };
  }
}

export function toChatMessages(request: TutorRequest): ChatCompletionMessageParam[] {
  const system = systemPromptFor({ studentFirstName: request.studentFirstName, now: request.now, flagged: request.flagged });
  return [{ role: 'system', content: system }, ...request.turns.map(toMessage)];
}
