/** Whether a reply contains everything a correct answer must (case-insensitive; "a|b" accepts either). */
export function missingFrom(reply: string, must: readonly string[]): string[] {
  const text = reply.toLowerCase().replace(/[’‘]/g, "'");
  return must.filter((item) => !item.toLowerCase().split('|').some((alt) => text.includes(alt.replace(/[’‘]/g, "'"))));
}
