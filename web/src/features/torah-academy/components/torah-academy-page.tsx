import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, buttonClass } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { HebrewText } from '@/components/ui/hebrew-text';
import { ACADEMY_TILES, type AcademyTile, nextTarget, tileFrequency } from '../utils/academy-tiles';
import { buzz, playNotes } from '../utils/feedback';
import '../torah-academy.css';

type Feedback = { kind: 'right' | 'wrong' | 'heard'; tile: AcademyTile } | null;

const CHIME = [523.25, 659.25, 783.99];
const HOORAY = [659.25, 783.99, 1046.5];
const OOPS = [311.13, 261.63];

/**
 * `/sophisticated`, Torah Academy: 25 tiles of pictures and Hebrew words. A tile sounds its own note
 * and says its word; PLAY starts a finding game ("Find: apple"). Sound is Web Audio and a short buzz
 * where the device can vibrate; with sound off, or on a device without either, it is silent and still.
 */
export function TorahAcademyPage() {
  const [soundOn, setSoundOn] = useState(true);
  const [target, setTarget] = useState<AcademyTile | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [found, setFound] = useState(0);

  useEffect(() => {
    document.title = 'Torah Academy · Morah';
  }, []);

  const sound = (notes: readonly number[], pattern: number | number[] = 30) => {
    if (!soundOn) return;
    playNotes(notes);
    buzz(pattern);
  };

  const play = () => {
    const next = nextTarget(ACADEMY_TILES, target?.id ?? null);
    setTarget(next);
    setFeedback(null);
    sound(CHIME, [20, 40, 20]);
  };

  const press = (tile: AcademyTile, index: number) => {
    if (!target) {
      setFeedback({ kind: 'heard', tile });
      sound([tileFrequency(index)]);
      return;
    }
    if (tile.id === target.id) {
      setFeedback({ kind: 'right', tile });
      setFound((n) => n + 1);
      setTarget(null);
      sound(HOORAY, [30, 40, 60]);
    } else {
      setFeedback({ kind: 'wrong', tile });
      sound(OOPS, 80);
    }
  };

  return (
    <div className="academy">
      <header className="academy__header">
        <h1 className="academy__title">Torah Academy</h1>
        <p className="academy__lead">Tap a picture to hear its note and read its Hebrew word. Press PLAY to find a word.</p>
        <div className="academy__controls">
          <Button size="lg" onClick={play} className="academy__play">
            PLAY
          </Button>
          <Link to="/" className={buttonClass('secondary', 'lg')}>
            HOME
          </Link>
          <Button variant="ghost" aria-pressed={soundOn} onClick={() => setSoundOn((on) => !on)}>
            {soundOn ? 'Sound on' : 'Sound off'}
          </Button>
        </div>
      </header>

      <div className="academy__status" role="status" aria-live="polite">
        {target ? (
          <p className="academy__prompt">
            Find: <strong>{target.english}</strong>
          </p>
        ) : null}
        {feedback ? <FeedbackLine feedback={feedback} /> : null}
        {found > 0 ? <p className="academy__score">Words found: {found}</p> : null}
      </div>

      <ul className="academy__grid" aria-label="Picture words">
        {ACADEMY_TILES.map((tile, index) => (
          <li key={tile.id}>
            <button
              type="button"
              className={['academy-tile', feedback?.tile.id === tile.id ? `academy-tile--${feedback.kind}` : null].filter(Boolean).join(' ')}
              onClick={() => press(tile, index)}
              aria-label={`${tile.english}, ${tile.hebrew}`}
            >
              <Icon name={tile.picture} size={48} className="academy-tile__picture" />
              <HebrewText className="academy-tile__word">{tile.hebrew}</HebrewText>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

function FeedbackLine({ feedback }: { feedback: NonNullable<Feedback> }) {
  const { tile } = feedback;
  if (feedback.kind === 'wrong') {
    return (
      <p className="academy__feedback">
        That is <HebrewText>{tile.hebrew}</HebrewText>, {tile.english}. Try again!
      </p>
    );
  }
  return (
    <p className="academy__feedback">
      {feedback.kind === 'right' ? 'Yes! ' : null}
      <HebrewText className="academy__feedback-word">{tile.hebrew}</HebrewText> means {tile.english}.
      {feedback.kind === 'right' ? ' Press PLAY for another.' : null}
    </p>
  );
}
