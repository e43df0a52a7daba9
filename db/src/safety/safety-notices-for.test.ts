import { describe, expect, it } from 'vitest';
import type { StoredChatEvent } from '../chat/chat-events';
import { safetyNoticesFor } from './safety-notices-for';

let version = 0;
const at = new Date('2026-11-29T10:42:00Z');
const stored = (type: StoredChatEvent['type'], data: unknown) =>
  ({ position: ++version, transactionId: '1', streamId: 'thread-1', streamVersion: version, type, data, metadata: { actorId: null }, createdAt: at }) as StoredChatEvent;

describe('who hears of a flag at once', () => {
  it('an urgent or high flag raises a notice, whatever names its screen used; a care flag does not', () => {
    const events = [
      stored('MessagePosted', { messageId: 'm1', senderType: 'student', senderId: 7, senderName: 'Dina Levi', content: 'my dad hits me', replyTo: null }),
      stored('MessageFlagged', { messageId: 'm1', categories: ['abuse'], screen: 'local' }),
      stored('MessageFlagged', { messageId: 'm2', categories: ['stranger'], severity: 'high', screen: 'moderation' }),
      stored('MessageFlagged', { messageId: 'm3', categories: ['personal-details'], severity: 'care', screen: 'local' }),
      stored('TutorReplyRequested', { messageId: 'm1' }),
    ];
    expect(safetyNoticesFor(events)).toEqual([
      { change: 'raise', messageId: 'm1', severity: 'urgent', categories: ['hurt'], raisedAt: at },
      { change: 'raise', messageId: 'm2', severity: 'high', categories: ['stranger'], raisedAt: at },
    ]);
  });

  it('a handled flag brings the parents\u2019 notice back with who handled it, when, and the note', () => {
    const events = [stored('FlagHandled', { messageId: 'm1', teacherId: 3, teacherName: 'Rivka Cohen', note: 'We talked.' })];
    expect(safetyNoticesFor(events)).toEqual([{ change: 'reopen-for-parents', messageId: 'm1', handled: { byName: 'Rivka Cohen', at: at.toISOString(), note: 'We talked.' } }]);
  });

  it('nothing else asks for a notice', () => {
    expect(safetyNoticesFor([stored('TeacherJoined', { teacherId: 3, teacherName: 'Rivka Cohen' }), stored('ThreadRenamed', { title: 'Hi' })])).toEqual([]);
  });
});
