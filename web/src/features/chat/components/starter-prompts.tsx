import { STARTER_PROMPTS } from '@morah/contracts';

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
