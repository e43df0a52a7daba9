import { describe, expect, it } from 'vitest';
import { decideHandleFlag, FLAG_NOT_FOUND, type HandleFlagState } from './decide-handle-flag';

const open: HandleFlagState = { flag: { messageId: 'm1', handledAt: null, handledByName: null }, teachesChild: true };
const command = { messageId: 'm1', teacherId: 3, teacherName: 'Rivka Cohen', note: '  Spoke with Dina and called her mother.  ' };

describe('deciding to mark a flag handled', () => {
  it('given an open flag of a child the teacher teaches, when they write a note, then the flag is handled with the note trimmed', () => {
    expect(decideHandleFlag(open, command)).toEqual({
      ok: true,
      events: [{ type: 'FlagHandled', data: { messageId: 'm1', teacherId: 3, teacherName: 'Rivka Cohen', note: 'Spoke with Dina and called her mother.' } }],
    });
  });

  it('given a flag already handled, when another teacher marks it, then it is refused with who handled it (409)', () => {
    const handled: HandleFlagState = { flag: { messageId: 'm1', handledAt: new Date(), handledByName: 'Miriam Levi' }, teachesChild: true };
    expect(decideHandleFlag(handled, command)).toEqual({ ok: false, refusal: { status: 409, code: 'conflict', message: 'This was already marked handled by Miriam Levi.' } });
  });

  it('given no such flag, or a child the teacher does not teach, then it does not exist for them (404, the same words)', () => {
    const unknown = decideHandleFlag({ flag: undefined, teachesChild: false }, command);
    const notTheirs = decideHandleFlag({ ...open, teachesChild: false }, command);
    expect(unknown).toEqual({ ok: false, refusal: { status: 404, code: 'not_found', message: FLAG_NOT_FOUND } });
    expect(notTheirs).toEqual(unknown);
    // Not even whether it was handled: another class's teacher hears the same.
    expect(decideHandleFlag({ flag: { messageId: 'm1', handledAt: new Date(), handledByName: 'Miriam Levi' }, teachesChild: false }, command)).toEqual(unknown);
  });

  it('given an open flag, when the note is empty, blank or longer than 500 characters, then it asks for a short note (400)', () => {
    const refusal = { ok: false, refusal: { status: 400, code: 'validation_failed', message: 'Write a short note about what you did (up to 500 characters).' } };
    for (const note of ['', '   \n ', 'x'.repeat(501)]) expect(decideHandleFlag(open, { ...command, note })).toEqual(refusal);
    // 500 once trimmed is fine.
    expect(decideHandleFlag(open, { ...command, note: ` ${'x'.repeat(500)} ` }).ok).toBe(true);
  });
});
