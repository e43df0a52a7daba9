import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';

/** Every game page: a link back to /games, the title, and the game. */
export function GameFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} · Morah`;
  }, [title]);
  return (
    <div className="page-shell page-shell--wide game-page">
      <Link to="/games" className="game-page__back">
        ← Back to Games
      </Link>
      <header className="page-shell__header">
        <h1 className="page-shell__title">{title}</h1>
        {intro ? <p className="page-shell__intro">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
