/** Words of a text for the index: lower case, without vowel points, apostrophes or gershayim. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[\u0591-\u05C7]/g, '')
    .replace(/['’‘`´"״׳]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}
