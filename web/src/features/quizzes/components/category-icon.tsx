import type { QuizCategory } from '@morah/contracts';
import { Icon } from '@/components/ui/icon';
import { CATEGORY_CARDS } from '../utils/quiz-labels';

/** A quiz topic's picture, beside its name (so it says nothing a screen reader needs). */
export function CategoryIcon({ category, size = 32 }: { category: QuizCategory; size?: number }) {
  const icon = CATEGORY_CARDS[category].icon;
  if (icon === 'א') {
    return (
      <span className="category-icon__letter" lang="he" aria-hidden="true">
        א
      </span>
    );
  }
  return <Icon name={icon} size={size} />;
}
