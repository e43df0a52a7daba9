/** How a pointed Hebrew word is written without its points. */
const KUBUTZ = '\u05BB';
const CHOLAM = '\u05B9';
const CHIRIK = '\u05B4';
const MARK = /[\u0591-\u05C7]/;
/**
 * A pointed word as it is written without its points, where a vav stands for a kubutz or a cholam and,
 * with `yod`, a yod for a chirik: חֲנֻכָּה is written חנוכה, and חֲנֻכִּיָּה stays חנוכיה.
 */
export function unpointed(word: string, yod: boolean): string {
  const chars = [...word];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i]!;
    if (MARK.test(ch)) continue;
    out += ch;
    let j = i + 1;
    const marks: string[] = [];
    while (j < chars.length && MARK.test(chars[j]!)) marks.push(chars[j++]!);
    const next = chars[j];
    if (next === undefined) continue;
    if ((marks.includes(KUBUTZ) || (marks.includes(CHOLAM) && ch !== 'ו')) && next !== 'ו') out += 'ו';
    else if (yod && marks.includes(CHIRIK) && next !== 'י') out += 'י';
  }
  return out;
}
