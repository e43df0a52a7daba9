import { DEFAULT_THREAD_TITLE } from '@morah/db';
import { describe, expect, it } from 'vitest';
import { decidePost, evolve, type PostCommand, type ThreadState } from './decide-post';

const fresh: ThreadState = { title: DEFAULT_THREAD_TITLE, messageCount: 0, teacherJoined: false };
const student = { id: 7, role: 'student' as const, name: 'Dina Katz' };
const teacher = { id: 3, role: 'teacher' as const, name: 'Rivka Cohen' };
const ask = (content: string, screen: PostCommand['screen'] = { flagged: false, categories: [] }): PostCommand => ({ messageId: 'm1', author: student, content, screen });
const types = (events: { type: string }[]) => events.map((e) => e.type);

describe('deciding what a posted message becomes', () => {
  it('given a new thread, when the student asks, then the message names the thread and asks the tutor', () => {
    const events = decidePost(fresh, ask('Why do we eat matzah on Pesach?'));
    expect(events).toEqual([
      { type: 'MessagePosted', data: { messageId: 'm1', senderType: 'student', senderId: 7, senderName: 'Dina Katz', content: 'Why do we eat matzah on Pesach?', replyTo: null } },
      { type: 'ThreadRenamed', data: { title: 'Why do we eat matzah on Pesach?' } },
      { type: 'TutorReplyRequested', data: { messageId: 'm1' } },
    ]);
  });

  it('given a thread with messages (or one the socket knows), when the student asks again, then it keeps its name', () => {
    const named = evolve(evolve(fresh, decidePost(fresh, ask('Who was Miriam?'))[0]!), { type: 'ThreadRenamed', data: { title: 'Who was Miriam?' } });
    expect(types(decidePost(named, ask('And Aharon?')))).toEqual(['MessagePosted', 'TutorReplyRequested']);
    expect(types(decidePost(null, ask('And Aharon?')))).toEqual(['MessagePosted', 'TutorReplyRequested']);
  });

  it('given the screen heard a disclosure, then the message is flagged with its category and severity before the tutor is asked', () => {
    const events = decidePost(fresh, ask('kids at school push me every day', { flagged: true, categories: ['bullied'] }));
    expect(types(events)).toEqual(['MessagePosted', 'ThreadRenamed', 'MessageFlagged', 'TutorReplyRequested']);
    expect(events[2]).toEqual({ type: 'MessageFlagged', data: { messageId: 'm1', categories: ['bullied'], severity: 'urgent', screen: 'local' } });
  });

  it('given a teacher who has not joined, when they write, then they join first and the tutor is not asked; once joined, they just write', () => {
    const first = decidePost(fresh, { messageId: 't1', author: teacher, content: 'Hi Dina, I am here.', screen: null });
    expect(first).toEqual([
      { type: 'TeacherJoined', data: { teacherId: 3, teacherName: 'Rivka Cohen' } },
      { type: 'MessagePosted', data: { messageId: 't1', senderType: 'teacher', senderId: 3, senderName: 'Rivka Cohen', content: 'Hi Dina, I am here.', replyTo: null } },
    ]);
    const joined = first.reduce(evolve, fresh);
    expect(joined).toEqual({ title: DEFAULT_THREAD_TITLE, messageCount: 1, teacherJoined: true });
    expect(types(decidePost(joined, { messageId: 't2', author: teacher, content: 'How are you?', screen: null }))).toEqual(['MessagePosted']);
  });
});
