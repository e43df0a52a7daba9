import { useId } from 'react';
import { useParshaList } from '../api/get-parsha-list';

export const THIS_WEEK = '';

/** Pick any of the 54 parshiyot, or this week's. */
export function ParshaPicker({ value, onChange }: { value: string; onChange: (name: string) => void }) {
  const list = useParshaList();
  const id = useId();
  return (
    <label htmlFor={id} className="parsha-picker">
      Parsha
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={!list.data}>
        <option value={THIS_WEEK}>This week's parsha</option>
        {list.data?.parshiyot.map((p) => (
          <option key={p.name} value={p.name}>
            {p.name} ({p.range})
          </option>
        ))}
      </select>
    </label>
  );
}
