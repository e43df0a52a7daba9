import type { BadgeCategory } from '@morah/contracts';
import { CATEGORY_LABELS } from '../utils/badge-labels';

export type CategoryChoice = BadgeCategory | 'all';

const CHOICES: readonly CategoryChoice[] = ['all', 'learning', 'achievement', 'milestone', 'special'];

export interface CategoryFilterProps {
  value: CategoryChoice;
  onChange: (choice: CategoryChoice) => void;
  /** How many badges each category holds; a category with none is left out. */
  counts: Record<CategoryChoice, number>;
}

/** Big toggle buttons to show one category of badges at a time. */
export function CategoryFilter({ value, onChange, counts }: CategoryFilterProps) {
  return (
    <div className="category-filter" role="group" aria-label="Show badges by category">
      {CHOICES.filter((choice) => choice === 'all' || counts[choice] > 0).map((choice) => (
        <button
          key={choice}
          type="button"
          className="pill-button category-filter__option"
          aria-pressed={value === choice}
          onClick={() => onChange(choice)}
        >
          {choice === 'all' ? 'All' : CATEGORY_LABELS[choice]}
          <span className="category-filter__count" aria-hidden="true">
            {counts[choice]}
          </span>
        </button>
      ))}
    </div>
  );
}
