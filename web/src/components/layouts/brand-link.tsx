import { Link } from 'react-router-dom';

export function BrandLink({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Morah home">
      <svg className="brand__mark" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true">
        <rect width="40" height="40" rx="12" fill="var(--color-primary)" />
        <path d="M20 7l11 19H9z M20 33L9 14h22z" fill="none" stroke="var(--color-sun)" strokeWidth="2.6" strokeLinejoin="round" />
      </svg>
      <span className="brand__name">Morah</span>
    </Link>
  );
}
