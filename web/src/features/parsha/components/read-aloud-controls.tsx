import { useEffect, useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { useSpeech } from '../hooks/use-speech';

/** Spec learning 9: speech speeds 0.5 to 1.5, default 1. */
export const SPEECH_SPEEDS = [0.5, 0.75, 1, 1.25, 1.5] as const;

/**
 * Read the verse aloud (spec learning 2 and 4): play and pause, a speed, English or Hebrew. Hebrew
 * needs a Hebrew voice in the browser; without one, or without speech at all, it says so plainly.
 */
export function ReadAloudControls({ english, hebrew }: { english: string; hebrew: string }) {
  const { supported, speaking, speak, stop, hasHebrewVoice } = useSpeech();
  const [speed, setSpeed] = useState<number>(1);
  const [language, setLanguage] = useState<'en' | 'he'>('en');
  const speedId = useId();

  // A new verse stops the old one.
  useEffect(() => stop, [english, stop]);

  if (!supported) {
    return (
      <p className="read-aloud read-aloud--note" role="note">
        Reading aloud does not work in this browser. Try another browser, or read along with a grown-up!
      </p>
    );
  }
  const noHebrewVoice = language === 'he' && !hasHebrewVoice;
  return (
    <div className="read-aloud" role="group" aria-label="Read aloud">
      <Button variant="secondary" onClick={() => (speaking ? stop() : speak(language === 'he' ? hebrew : english, language, speed))} disabled={noHebrewVoice} aria-pressed={speaking}>
        <Icon name={speaking ? 'pause' : 'play'} size={20} />
        {speaking ? 'Pause' : 'Play'}
      </Button>
      <div className="read-aloud__languages" role="radiogroup" aria-label="Read in">
        {(['en', 'he'] as const).map((l) => (
          <button
            key={l}
            type="button"
            role="radio"
            aria-checked={language === l}
            className={`pill-button${language === l ? ' pill-button--on' : ''}`}
            onClick={() => {
              stop();
              setLanguage(l);
            }}
          >
            {l === 'en' ? 'English' : 'Hebrew'}
          </button>
        ))}
      </div>
      <label htmlFor={speedId} className="read-aloud__speed">
        Speed
        <select id={speedId} value={speed} onChange={(e) => setSpeed(Number(e.target.value))}>
          {SPEECH_SPEEDS.map((s) => (
            <option key={s} value={s}>
              {s}x
            </option>
          ))}
        </select>
      </label>
      {noHebrewVoice ? (
        <p className="read-aloud__note" role="status">
          This browser has no Hebrew voice, so it cannot read the Hebrew aloud. You can listen in English, or add a Hebrew voice in your device's language settings.
        </p>
      ) : null}
    </div>
  );
}
