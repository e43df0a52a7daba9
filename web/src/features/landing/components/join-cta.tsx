import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';

export function JoinCta() {
  return (
    <section className="landing-section join-cta" aria-labelledby="join-title">
      <h2 id="join-title" className="join-cta__title">
        Join the Atelier
      </h2>
      <p className="join-cta__text">Students, teachers and parents learning together. It only takes a minute to start.</p>
      <Link to="/register" className={buttonClass('primary', 'lg')}>
        Create a Free Account
      </Link>
    </section>
  );
}
