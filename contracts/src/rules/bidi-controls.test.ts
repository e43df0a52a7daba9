import { describe, expect, it } from 'vitest';
import { CreateClassBody } from '../classes';
import { CreateThreadBody, PostMessageBody, SendMessagePayload } from '../chat';
import { PersonName } from '../auth';
import { BIDI_IN_NAME_MESSAGE, hasBidiControls, stripBidiControls } from './bidi-controls';

const CONTROLS = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('direction controls', () => {
  it('finds and removes every embedding, override and isolate, and nothing else', () => {
    for (const c of CONTROLS) {
      expect(hasBidiControls(`ab${c}cd`), c.codePointAt(0)!.toString(16)).toBe(true);
      expect(stripBidiControls(`ab${c}cd`)).toBe('abcd');
    }
    // Hebrew with its vowel points, and the marks that only nudge neutral characters, stay.
    const hebrew = 'שַׁבָּת שָׁלוֹם\u200E!';
    expect(hasBidiControls(hebrew)).toBe(false);
    expect(stripBidiControls(hebrew)).toBe(hebrew);
  });

  it('refuses a name that holds one, in words a child understands', () => {
    const parsed = PersonName.safeParse('Dovi\u202Eztak');
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(BIDI_IN_NAME_MESSAGE);
    expect(CreateClassBody.safeParse({ name: 'Aleph \u2067class' }).error?.issues[0]?.message).toBe(BIDI_IN_NAME_MESSAGE);
    expect(PersonName.parse('נֹעַם')).toBe('נֹעַם');
  });

  it("strips them from a message and a thread's title, keeping the text as typed", () => {
    expect(PostMessageBody.parse({ content: 'Look at my \u202Etxt.exe' }).content).toBe('Look at my txt.exe');
    expect(PostMessageBody.parse({ content: '\u202E mah nishtanah \u202C' }).content).toBe('mah nishtanah');
    expect(SendMessagePayload.parse({ threadId: 1, content: 'a\u2066b\u2069c' }).content).toBe('abc');
    expect(CreateThreadBody.parse({ title: 'My \u202Dtitle' }).title).toBe('My title');
    // Controls alone are no message.
    expect(PostMessageBody.safeParse({ content: '\u202E\u202C' }).error?.issues[0]?.message).toBe('Write a message first.');
  });
});
