import { COLORING_LETTERS, type ColoringLetterId } from '@morah/contracts';
import { HebrewText } from '@/components/ui/hebrew-text';

/** The 12 letters of the coloring book; the chosen one is pressed. */
export function LetterPicker({ value, onChange }: { value: ColoringLetterId; onChange: (id: ColoringLetterId) => void }) {
  return (
    <div className="letter-picker" role="group" aria-label="Choose a letter">
      {COLORING_LETTERS.map((l) => (
        <button key={l.id} type="button" className="letter-picker__letter toggle-tile" aria-pressed={l.id === value} aria-label={l.name} onClick={() => onChange(l.id)}>
          <HebrewText className="letter-picker__glyph" aria-hidden="true">
            {l.letter}
          </HebrewText>
          <span className="letter-picker__name" aria-hidden="true">
            {l.name}
          </span>
        </button>
      ))}
    </div>
  );
}
