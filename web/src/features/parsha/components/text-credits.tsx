import type { TextSource } from '@morah/contracts';

/** The credit line of every source whose words are on the screen. */
export function TextCredits({ sources }: { sources: readonly TextSource[] }) {
  if (sources.length === 0) return null;
  return (
    <footer className="text-credits" aria-label="Text sources">
      {sources.map((s) => (
        <p key={s.id}>{s.attribution}</p>
      ))}
    </footer>
  );
}
