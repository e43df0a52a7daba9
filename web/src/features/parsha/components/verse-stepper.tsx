import type { ParshaAliyah, ParshaVerse } from '@morah/contracts';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';
import { aliyahOf, aliyahStart, percentComplete } from '../utils/reader-position';
import { ReadAloudControls } from './read-aloud-controls';
import { VerseInsight } from './verse-insight';
import { VerseView } from './verse-view';

export interface VerseStepperProps {
  parsha: string;
  verses: readonly ParshaVerse[];
  aliyot: readonly ParshaAliyah[];
  /** Where to open (the verse the child reached last time); a new parsha remounts the stepper. */
  startIndex: number;
  signedIn: boolean;
  /** Moving forward (spec learning 4): the new verse number (1-based) and whether it is the last. */
  onForward: (verseProgress: number, last: boolean) => void;
}

/**
 * Every verse of the parsha, one at a time (spec learning 2 and 4): a counter and percent complete,
 * Previous (disabled on the first verse) and Next (disabled on the last), jumps to each aliyah, the
 * cantillation toggle, read-aloud and Morah AI's insight. Only moving forward is recorded.
 */
export function VerseStepper({ parsha, verses, aliyot, startIndex, signedIn, onForward }: VerseStepperProps) {
  const [index, setIndex] = useState(startIndex);
  const [cantillation, setCantillation] = useState(false);

  const verse = verses[Math.min(index, verses.length - 1)];
  if (!verse) return null;
  const last = verses.length - 1;
  const hasCantillation = verses.some((v) => v.hebrewCantillation);
  const currentAliyah = aliyahOf(verses, aliyot, index);
  const forward = () => {
    if (index >= last) return;
    const next = index + 1;
    setIndex(next);
    onForward(next + 1, next === last);
  };
  const back = () => setIndex((i) => Math.max(0, i - 1));

  return (
    <div
      className="verse-stepper"
      onKeyDown={(e) => {
        if ((e.target as HTMLElement).closest('select, input, textarea')) return;
        if (e.key === 'ArrowRight') forward();
        if (e.key === 'ArrowLeft') back();
      }}
    >
      {aliyot.length > 0 ? (
        <nav className="aliyah-jump" aria-label="Jump to an aliyah">
          <span className="aliyah-jump__label">Aliyah</span>
          {aliyot.map((a) => {
            const start = aliyahStart(verses, a);
            return (
              <button
                key={a.n}
                type="button"
                className="pill-button aliyah-jump__button"
                aria-current={currentAliyah === a.n ? 'step' : undefined}
                aria-label={`Aliyah ${a.n}: ${a.range}`}
                title={a.range}
                disabled={start === -1}
                onClick={() => setIndex(start)}
              >
                {a.n}
              </button>
            );
          })}
        </nav>
      ) : null}

      <div className="verse-stepper__status">
        <p className="verse-stepper__counter" aria-live="polite">
          Verse {index + 1} of {verses.length}
          {currentAliyah ? <span className="verse-stepper__aliyah"> · Aliyah {currentAliyah}</span> : null}
        </p>
        <ProgressBar value={percentComplete(index, verses.length)} label={`${percentComplete(index, verses.length)}% complete`} />
      </div>

      <VerseView key={verse.ref} verse={verse} cantillation={cantillation} />

      <div className="verse-stepper__nav">
        <Button variant="secondary" size="lg" onClick={back} disabled={index === 0}>
          ← Previous
        </Button>
        <Button size="lg" onClick={forward} disabled={index >= last}>
          Next →
        </Button>
      </div>

      <div className="verse-stepper__tools">
        {hasCantillation ? (
          <label className="cantillation-toggle">
            <input type="checkbox" checked={cantillation} onChange={(e) => setCantillation(e.target.checked)} />
            Show cantillation marks (te'amim)
          </label>
        ) : null}
        <ReadAloudControls english={verse.english} hebrew={verse.hebrew} />
      </div>

      <VerseInsight parsha={parsha} refText={verse.ref} english={verse.english} signedIn={signedIn} />
    </div>
  );
}
