import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { AvatarOption } from '../utils/avatar-options';

export interface AvatarChoiceGroupProps<V extends string> {
  title: string;
  options: readonly AvatarOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /** Premium options are shown but cannot be picked. */
  premiumLocked: boolean;
  /** A small drawing of what the option looks like. */
  renderSample: (value: V) => ReactNode;
  /** Marks the chosen option for the dialog's first focus. */
  autoFocus?: boolean;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * One set of large radio-style buttons: Tab reaches the chosen one, the arrow keys (and Home, End)
 * move between the pickable ones and choose as they go, as a radio group does.
 */
export function AvatarChoiceGroup<V extends string>({ title, options, value, onChange, premiumLocked, renderSample, autoFocus = false }: AvatarChoiceGroupProps<V>) {
  const titleId = useId();
  const noteId = useId();
  const buttons = useRef(new Map<V, HTMLButtonElement>());
  const isLocked = (option: AvatarOption<V>) => premiumLocked && option.premium;
  const pickable = options.filter((option) => !isLocked(option));
  const tabStop = pickable.some((option) => option.value === value) ? value : pickable[0]?.value;
  const showNote = premiumLocked && options.some((option) => option.premium);

  const choose = (next: V) => {
    onChange(next);
    buttons.current.get(next)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: V) => {
    if (pickable.length === 0) return;
    const index = pickable.findIndex((option) => option.value === current);
    let target: AvatarOption<V> | undefined;
    if (NEXT_KEYS.has(event.key)) target = pickable[(index + 1) % pickable.length];
    else if (PREVIOUS_KEYS.has(event.key)) target = pickable[(index - 1 + pickable.length) % pickable.length];
    else if (event.key === 'Home') target = pickable[0];
    else if (event.key === 'End') target = pickable[pickable.length - 1];
    if (!target) return;
    event.preventDefault();
    choose(target.value);
  };

  return (
    <div className="avatar-choice-group">
      <h3 id={titleId} className="avatar-choice-group__title">
        {title}
      </h3>
      <div role="radiogroup" aria-labelledby={titleId} className="avatar-choice-group__options">
        {options.map((option) => {
          const checked = option.value === value;
          const locked = isLocked(option);
          return (
            <button
              key={option.value}
              ref={(node) => {
                if (node) buttons.current.set(option.value, node);
                else buttons.current.delete(option.value);
              }}
              type="button"
              role="radio"
              aria-checked={checked}
              disabled={locked}
              aria-describedby={locked ? noteId : undefined}
              tabIndex={option.value === tabStop ? 0 : -1}
              data-autofocus={autoFocus && option.value === tabStop ? true : undefined}
              className={['avatar-choice', checked ? 'avatar-choice--checked' : null, locked ? 'avatar-choice--locked' : null].filter(Boolean).join(' ')}
              onClick={() => choose(option.value)}
              onKeyDown={(event) => onKeyDown(event, option.value)}
            >
              <span className="avatar-choice__sample" aria-hidden="true">
                {renderSample(option.value)}
              </span>
              <span className="avatar-choice__label">{option.label}</span>
              {option.premium ? (
                <>
                  {' '}
                  <span className="avatar-choice__tag">Premium</span>
                </>
              ) : null}
            </button>
          );
        })}
      </div>
      {showNote ? (
        <p id={noteId} className="avatar-choice-group__note">
          Options marked Premium are for Premium members.
        </p>
      ) : null}
    </div>
  );
}
