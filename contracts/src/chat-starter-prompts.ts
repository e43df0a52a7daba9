/**
 * The chat pane's five starter prompts (spec core 2.5: five starter prompts, wording not given), in a
 * child's words. One list for the web, which shows them, and for the tests that check that the tutor
 * gives each a real answer.
 */
export const STARTER_PROMPTS = [
  "What is this week's parsha?",
  'What sound does the letter bet make?',
  'When is Chanukah this year?',
  'Tell me about Shabbat',
  'What blessing do I say on an apple?',
] as const;
