import { describe, expect, it } from 'vitest';
import { ClientMessageId } from '@morah/contracts';
import { namedForSending } from './send-message';

describe('the id a message is sent with', () => {
  it('stays the same when the child sends the same words again after a failure', () => {
    const first = namedForSending(null, 'Who was Miriam?');
    expect(namedForSending(first, 'Who was Miriam?').clientMessageId).toBe(first.clientMessageId);
  });

  it('is new for new words, and one the server accepts', () => {
    const first = namedForSending(null, 'Who was Miriam?');
    const second = namedForSending(first, 'Who was Aharon?');
    expect(second.clientMessageId).not.toBe(first.clientMessageId);
    expect(ClientMessageId.safeParse(second.clientMessageId).success).toBe(true);
  });
});
