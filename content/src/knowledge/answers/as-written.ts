/** A child's sentence as its words: lower case, no apostrophes, punctuation as spaces ("I'm scared!" is "im scared"). */
export function asWritten(text: string): string {
  return text.toLowerCase().replace(/['’‘`]/g, '').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}
