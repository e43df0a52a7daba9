import { Link } from 'react-router-dom';
import { HebrewText } from '@/components/ui/hebrew-text';
import { buttonClass } from '@/components/ui/button';
import { isAvailableRoute } from '@/config/available-routes';
import { LOGIN_URL } from '@/config/navigation';

export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__text">
        <p className="hero__kicker">
          <HebrewText>בְּרוּכִים הַבָּאִים</HebrewText> · Welcome to Morah
        </p>
        <h1 id="hero-title" className="hero__title">
          The AI Torah Tutor
        </h1>
        <p className="hero__lead">
          A friendly tutor that answers questions, reads the weekly Parsha with you, and cheers you on as you learn Hebrew,
          Torah and Jewish traditions. Made for curious kids from 6 to 14.
        </p>
        <div className="hero__actions">
          <a href={LOGIN_URL} className={buttonClass('primary', 'lg')}>
            Get Started
          </a>
          {/* The demo is the showcase page (spec core 2.2): offered once that page exists. */}
          {isAvailableRoute('/showcase') ? (
            <Link to="/showcase" className={buttonClass('secondary', 'lg')}>
              Watch Demo
            </Link>
          ) : null}
        </div>
      </div>
      <HeroScroll />
    </section>
  );
}

/** An open Torah scroll under a few twinkling stars. */
function HeroScroll() {
  return (
    <svg className="hero__art" viewBox="0 0 320 240" aria-hidden="true">
      <g className="hero__stars" fill="var(--color-sun)">
        <path d="M40 30l4 9 10 1-8 6 3 10-9-5-9 5 3-10-8-6 10-1z" />
        <path d="M270 20l3 7 8 1-6 5 2 8-7-4-7 4 2-8-6-5 8-1z" />
        <path d="M290 110l2.5 5 5.5.7-4 3.8 1 5.5-5-2.7-5 2.7 1-5.5-4-3.8 5.5-.7z" />
      </g>
      <rect x="70" y="60" width="180" height="140" rx="6" fill="#fffdf7" stroke="#d9b77c" strokeWidth="3" />
      <g stroke="#c9a76a" strokeWidth="3" strokeLinecap="round">
        <path d="M95 90h55M170 90h55M95 110h50M170 110h55M95 130h55M170 130h45M95 150h40M170 150h55M95 170h55M170 170h35" />
      </g>
      <path d="M160 70v120" stroke="#eadbb9" strokeWidth="2" />
      <g fill="#8a5a2b">
        <rect x="48" y="46" width="26" height="168" rx="13" />
        <rect x="246" y="46" width="26" height="168" rx="13" />
      </g>
      <g fill="#5e3b1a">
        <rect x="55" y="30" width="12" height="22" rx="4" />
        <rect x="55" y="208" width="12" height="22" rx="4" />
        <rect x="253" y="30" width="12" height="22" rx="4" />
        <rect x="253" y="208" width="12" height="22" rx="4" />
      </g>
    </svg>
  );
}
