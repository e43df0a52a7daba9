/**
 * Words children write for another word that sounds the same: "who split the see", "how many peaces of matza",
 * "how long after meet". Each is a real English word, so no spelling reading
 * changes it; read as the word it sounds like, the question may be one the knowledge base answers. Only words
 * whose partner is a word of what Morah teaches are listed, and the partner is tried only when the question as
 * written is answered by nothing sure.
 */
const SAME_SOUND: Readonly<Record<string, string>> = {
  see: 'sea',
  peace: 'piece',
  peaces: 'pieces',
  meet: 'meat',
  weight: 'wait',
  wear: 'where',
  here: 'hear',
  brake: 'break',
  threw: 'through',
  profit: 'prophet',
  profits: 'prophets',
  alter: 'altar',
  sole: 'soul',
  bare: 'bear',
  hare: 'hair',
  dessert: 'desert',
  knight: 'night',
  knights: 'nights',
  bred: 'bread',
};

const WORD = /\p{L}+/gu;

/** The message with each word that sounds like another read as that word; undefined when it has none. */
export function soundingLike(message: string): string | undefined {
  let changed = false;
  const read = message.replace(WORD, (word) => {
    const other = SAME_SOUND[word.toLowerCase()];
    if (!other) return word;
    changed = true;
    return other;
  });
  return changed ? read : undefined;
}
