/** How many buckets the model's hashed features fall into. */
export const BUCKETS = 1 << 18;

/** FNV-1a: a feature's bucket. */
function bucketOf(feature: string): number {
  let h = 2166136261;
  for (let i = 0; i < feature.length; i++) {
    h ^= feature.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0) % BUCKETS;
}

/**
 * The model's features of a text the screen has already normalised (spelling mended, "im" → "i am"):
 * each word, each pair of neighbouring words, and each pair one word apart ("hits | me", "dad | me"),
 * as hashed buckets, each once.
 */
export function featuresOf(normalised: string): number[] {
  const words = normalised.replace(/[^a-z0-9 ]/g, ' ').split(/\s+/).filter(Boolean);
  const features = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    features.add(bucketOf(`w ${words[i]}`));
    if (i + 1 < words.length) features.add(bucketOf(`p ${words[i]} ${words[i + 1]}`));
    if (i + 2 < words.length) features.add(bucketOf(`s ${words[i]} ${words[i + 2]}`));
  }
  return [...features];
}
