import type { ParshaVerse } from '@morah/contracts';
import { HebrewText } from '@/components/ui/hebrew-text';

/** One verse: its place, the Hebrew (with cantillation when asked and the source has it), then the English. */
export function VerseView({ verse, cantillation }: { verse: ParshaVerse; cantillation: boolean }) {
  const hebrew = cantillation && verse.hebrewCantillation ? verse.hebrewCantillation : verse.hebrew;
  return (
    <article className="verse-view" aria-label={verse.ref}>
      <p className="verse-view__ref">{verse.ref}</p>
      <p className="verse-view__hebrew">
        <HebrewText data-testid="verse-hebrew">{hebrew}</HebrewText>
      </p>
      <p className="verse-view__english" lang="en" data-testid="verse-english">
        {verse.english}
      </p>
    </article>
  );
}
