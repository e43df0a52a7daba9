/**
 * The conversation in OpenAI's chat format: the system prompt, then each turn. The teacher has no role
 * of their own in the API, so their turns are user messages marked "Teacher:"; a student message that
 * itself starts with "Teacher:" is marked as the student's so it cannot pass for the teacher. The system
 * message carries the knowledge base's notes on the child's last question (retrieval, as offline).
 */
import { knowledgeNotes, nameVerse, verseNotes, type KnowledgeNote } from '@morah/content';
import type { ChatSource } from '@morah/contracts';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { systemPromptFor } from '../system-prompt';
import type { TutorRequest, TutorTurn } from '../tutor-model';
import { verseContext } from '../verse-context';

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

/** The last student message, the one the knowledge base is asked about. */
function lastStudentText(request: TutorRequest): string {
  return [...request.turns].reverse().find((t) => t.role === 'student')?.content ?? '';
}

/**
 * The notes the model is given: the same retrieval as the offline tutor; a flagged message gets care,
 * not facts. A verse from the parsha reader is grounded in its parsha and in what the verse names.
 */
export function groundingNotes(request: TutorRequest): KnowledgeNote[] {
  if (request.flagged) return [];
  if (request.verse) return verseNotes(request.verse.ref, request.verse.parts, request.verse.english);
  const found = (request.verses ?? []).map((v) => {
    const ref = `${v.book} ${v.chapter}:${v.verse}`;
    return { title: nameVerse(v), text: `"${v.english}"`, source: 'the Torah, JPS 1917 translation', cites: [{ kind: 'verse' as const, ref, label: ref }] };
  });
  return [...found, ...(request.notes ?? knowledgeNotes(lastStudentText(request), request.now))].slice(0, 3);
}

/** Where the notes come from, each place once, in the notes' order: what a reply grounded in them cites. */
export function citesOf(notes: readonly KnowledgeNote[]): ChatSource[] {
  const all = notes.flatMap((n) => n.cites);
  return all.filter((s, i) => all.findIndex((t) => t.kind === s.kind && t.ref === s.ref) === i);
}

export function toChatMessages(request: TutorRequest, notes: readonly KnowledgeNote[] = groundingNotes(request)): ChatCompletionMessageParam[] {
  const system = systemPromptFor({ studentFirstName: request.studentFirstName, now: request.now, flagged: request.flagged, notes });
  const verse: ChatCompletionMessageParam[] = request.verse ? [{ role: 'system', content: verseContext(request.verse) }] : [];
  return [{ role: 'system', content: system }, ...verse, ...request.turns.map(toMessage)];
}
