/**
 * Unicode's explicit direction controls: the embeddings and overrides (U+202A to U+202E) and the
 * isolates (U+2066 to U+2069). One right-to-left override makes "txt.exe" show as "exe.txt", or a
 * name show as another. Hebrew and English text never needs them (the letters carry their own
 * direction, and the page sets `dir`), so names that hold them are refused and messages lose them.
 * The marks U+200E and U+200F, which only nudge neutral characters, are not among them.
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

/** What a person reads when a name holds a direction control. */
export const BIDI_IN_NAME_MESSAGE = 'That name has hidden characters that change how it looks. Please type it again.';

/** True when the text holds a direction control. */
export function hasBidiControls(text: string): boolean {
  return /[\u202A-\u202E\u2066-\u2069]/.test(text);
}

/** The text without its direction controls: the characters as typed, in the order typed. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
