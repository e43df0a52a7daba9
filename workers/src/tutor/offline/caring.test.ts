import { describe, expect, it } from 'vitest';
import { CARING_WORDINGS, caringReply, RIGHT_NOW } from './caring';

const words = (r: { answer: string; question: string }) => `${r.answer} ${r.question}`;

describe('caringReply', () => {
  it('given a disclosure, then it thanks the child, sends them to a trusted grown-up now, and says the teacher knows', () => {
    const reply = words(caringReply(['my dad hits me with a belt'], 'Dina', 'm-1'));
    expect(reply).toMatch(/thank you|glad you told me/i);
    expect(reply).toMatch(/right (thing )?to (do|tell)|did the right thing/i);
    expect(reply).toMatch(/grown-up/);
    expect(reply).toMatch(/now/);
    expect(reply).toMatch(/teacher/);
    expect(reply).not.toMatch(/belt|hits|not sure|letter/i);
    expect(reply.trim().endsWith('?')).toBe(true);
  });

  it('given a wish to die, then it adds, gently, to tell a grown-up right now', () => {
    const reply = caringReply(['i want to die'], 'Dina', 'm-2');
    expect(reply.answer).toContain(RIGHT_NOW);
    expect(words(reply)).not.toMatch(/\bdie\b/);
    expect(caringReply(['my dad hits me'], 'Dina', 'm-2').answer).not.toContain(RIGHT_NOW);
  });

  it('given a disclosure told across two messages, then the second is heard with the first', () => {
    expect(caringReply(['i feel like nobody likes me', 'maybe it would be better if i was gone'], 'Dina', 'm-3').answer).toContain(RIGHT_NOW);
  });

  it('varies its wording by the message id', () => {
    const answers = new Set(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => caringReply(['my dad hits me'], 'Dina', id).answer));
    expect(answers.size).toBeGreaterThanOrEqual(2);
  });

  it('never repeats a wording the chat already had', () => {
    const first = caringReply(['my dad hits me'], 'Dina', 'same');
    const second = caringReply(['my dad hits me', 'he did it again'], 'Dina', 'same', [`${first.answer}\n\n${first.question}`]);
    expect(second.answer).not.toBe(first.answer);
    expect(CARING_WORDINGS.map((w) => w('Dina').answer)).toContain(second.answer);
  });

  it('given only a shared phone number, then it reminds about privacy instead, without repeating it', () => {
    const reply = words(caringReply(['my phone number is 054-123-4567'], 'Dina', 'm-4'));
    expect(reply).toMatch(/private/);
    expect(reply).not.toContain('4567');
  });
});
