import type { VerseFocus } from './tutor-model';

/** What a model is told about the verse a child asked about, so its answer rests on the text. */
export function verseContext(verse: VerseFocus): string {
  const lines = [
    `The child is reading ${verse.ref} in Parashat ${verse.parsha} (${verse.parshaHebrew}) and pressed "Ask Morah AI about this verse".`,
  ];
  if (verse.aliyah) lines.push(`It is in the ${ordinal(verse.aliyah.n)} aliyah (${verse.aliyah.range}).`);
  if (verse.hebrew) lines.push(`Hebrew: ${verse.hebrew}`);
  if (verse.english) lines.push(`English (JPS 1917): ${verse.english}`);
  if (verse.summary) lines.push(`What happens in this parsha: ${verse.summary}`);
  lines.push('In four to six short sentences: say simply what the verse tells, explain one word or idea in it, and end with one question that helps the child think. Do not invent facts about the verse.');
  return lines.join('\n');
}

export function ordinal(n: number): string {
  return ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh'][n - 1] ?? `number ${n}`;
}
