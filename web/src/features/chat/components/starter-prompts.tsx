/** Five ways to begin, in a child's words (spec core 2.5: five starter prompts). */
export const STARTER_PROMPTS = [
  "What is this week's parsha?",
  'What sound does the letter bet make?',
  'When is Chanukah this year?',
  'Tell me about Shabbat',
  'What blessing do I say on an apple?',
] as const;

/** Once a conversation is going, the prompts sit in one scrolling row so the messages keep their room. */
export function StarterPrompts({ disabled, compact, onPick }: { disabled: boolean; compact: boolean; onPick: (prompt: string) => void }) {
  return (
    <div className={compact ? 'starter-prompts starter-prompts--compact' : 'starter-prompts'}>
      <p className="starter-prompts__title" id="starter-prompts-title">
        Not sure what to ask? Try one:
      </p>
      <ul className="starter-prompts__list" aria-labelledby="starter-prompts-title">
        {STARTER_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button type="button" className="starter-prompts__chip" disabled={disabled} onClick={() => onPick(prompt)}>
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
