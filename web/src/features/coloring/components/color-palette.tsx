import { COLORING_PALETTE } from '@morah/contracts';

/** The 10 colours (spec content 9); the chosen one is pressed. */
export function ColorPalette({ value, onChange }: { value: string; onChange: (hex: string) => void }) {
  return (
    <div className="color-palette" role="group" aria-label="Colours">
      {COLORING_PALETTE.map((c) => (
        <button
          key={c.hex}
          type="button"
          className="color-palette__swatch toggle-tile"
          style={{ backgroundColor: c.hex }}
          aria-pressed={c.hex === value}
          aria-label={c.name}
          title={c.name}
          onClick={() => onChange(c.hex)}
        />
      ))}
    </div>
  );
}
