/** Edits (insert, delete, change, swap two neighbours) from one word to another, stopping early past `max`. */
export function editDistance(a: string, b: string, max = 3): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  // One row of the table after another, in one array: row i starts at i * width.
  const width = b.length + 1;
  const rows = new Uint16Array((a.length + 1) * width);
  for (let j = 0; j <= b.length; j++) rows[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const row = i * width;
    rows[row] = i;
    let best = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(rows[row - width + j]! + 1, rows[row + j - 1]! + 1, rows[row - width + j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, rows[row - 2 * width + j - 2]! + 1);
      rows[row + j] = d;
      best = Math.min(best, d);
    }
    if (best > max) return max + 1;
  }
  return rows[a.length * width + b.length]!;
}
