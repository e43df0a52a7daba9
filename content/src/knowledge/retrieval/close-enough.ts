/** Two folded words are the same word with at most one letter wrong (for words of five letters or more). */
export function closeEnough(a: string, b: string): boolean {
  return a === b || (Math.min(a.length, b.length) >= 5 && oneEditApart(a, b));
}

/** Two words differ by at most one letter added, dropped or changed. */
export function oneEditApart(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  let j = 0;
  let edits = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++;
      j++;
      continue;
    }
    if (++edits > 1) return false;
    if (a.length > b.length) i++;
    else if (b.length > a.length) j++;
    else {
      i++;
      j++;
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1;
}
