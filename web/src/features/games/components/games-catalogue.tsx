import {
  type CatalogueGame,
  GAME_CATALOGUE,
  GAME_CATEGORIES,
  GAME_DIFFICULTIES,
  type GameProgressEntry,
  SAMPLE_GAME_STATES,
  SAMPLE_GAMES_HEADER,
  type User,
} from '@morah/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Icon } from '@/components/ui/icon';
import { LoadError } from '@/components/ui/load-error';
import { PageLoader } from '@/components/ui/page-loader';
import { PageShell } from '@/components/ui/page-shell';
import { isAvailableRoute } from '@/config/available-routes';
import { useGamesProgress } from '../api/get-games-progress';

interface Header {
  gamesCompleted: number;
  totalXp: number;
  hebrewMastery: number;
  torahKnowledge: number;
}

/**
 * `/games` (spec 2, 3, 4): 'Jewish Learning Games', filters that combine, and the 14 cards. A student
 * sees their own figures and results; a visitor sees the spec's sample figures, marked 'Sample'.
 */
export function GamesCatalogue({ user }: { user: User | null }) {
  const student = user?.role === 'student';
  const progress = useGamesProgress({ enabled: student });

  let header: Header | null = null;
  let states: readonly GameProgressEntry[] = [];
  let body = null;
  if (!user) {
    header = SAMPLE_GAMES_HEADER;
    states = SAMPLE_GAME_STATES;
  } else if (student) {
    if (progress.isPending) body = <PageLoader label="Loading your games..." />;
    else if (progress.isError) body = <LoadError error={progress.error} onRetry={() => void progress.refetch()} />;
    else {
      header = progress.data;
      states = progress.data.games;
    }
  }

  return (
    <PageShell eyebrow="Games" title="Jewish Learning Games" intro="Play, learn and earn XP! Pick a game to start." wide>
      {header ? <GamesHeader header={header} sample={!user} /> : null}
      {user && !student ? <p className="games-note">Students see their own scores here as they play.</p> : null}
      {student && isAvailableRoute('/quiz-generator') ? (
        <Link to="/quiz-generator" className="games-quiz-link">
          <Icon name="brain" /> Quiz time! Let Morah write a quiz just for you
        </Link>
      ) : null}
      {body ?? <GameList states={states} sample={!user} />}
    </PageShell>
  );
}

function GamesHeader({ header, sample }: { header: Header; sample: boolean }) {
  return (
    <section className="games-header" aria-label={sample ? 'Sample progress' : 'Your progress'}>
      {sample ? <span className="game-tag game-tag--sun games-header__sample">Sample</span> : null}
      <dl className="games-header__figures">
        <div>
          <dt>Games Completed</dt>
          <dd data-testid="games-completed">{header.gamesCompleted}</dd>
        </div>
        <div>
          <dt>XP</dt>
          <dd data-testid="games-xp">{header.totalXp.toLocaleString('en-US')}</dd>
        </div>
        <div>
          <dt>Hebrew Mastery</dt>
          <dd>{header.hebrewMastery}%</dd>
        </div>
        <div>
          <dt>Torah Knowledge</dt>
          <dd>{header.torahKnowledge}%</dd>
        </div>
      </dl>
    </section>
  );
}

function GameList({ states, sample }: { states: readonly GameProgressEntry[]; sample: boolean }) {
  const [category, setCategory] = useState('All');
  const [difficulty, setDifficulty] = useState('All');
  const shown = GAME_CATALOGUE.filter((g) => (category === 'All' || g.category === category) && (difficulty === 'All' || g.difficulty === difficulty));
  return (
    <>
      <div className="games-filters">
        <label>
          Category
          <select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="All">All</option>
            {GAME_CATEGORIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </label>
        <label>
          Difficulty
          <select value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
            <option value="All">All</option>
            {GAME_DIFFICULTIES.map((d) => (
              <option key={d}>{d}</option>
            ))}
          </select>
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="empty-state">No games match those filters. Try All!</p>
      ) : (
        <ul className="games-grid" aria-label="Games">
          {shown.map((game) => (
            <li key={game.id}>
              <GameCard game={game} state={states.find((s) => s.gameId === game.id)} sample={sample} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function GameCard({ game, state, sample }: { game: CatalogueGame; state: GameProgressEntry | undefined; sample: boolean }) {
  const navigate = useNavigate();
  const [soon, setSoon] = useState(false);
  const completed = Boolean(state?.completed);
  function start() {
    // A game still to come has no page: its card says so ('Coming soon!') instead of navigating.
    if (game.route) navigate(game.route);
    else setSoon(true);
  }
  return (
    <article className={['game-card', completed ? 'game-card--done' : '', game.unlocked ? '' : 'game-card--locked'].join(' ')} aria-labelledby={`game-${game.id}`}>
      <div className="game-card__tags">
        <span className={`game-tag game-card__difficulty game-card__difficulty--${game.difficulty.toLowerCase()}`}>{game.difficulty}</span>
        <span className="game-tag">{game.category}</span>
        {completed ? (
          <span className="game-tag game-tag--mint">
            <Icon name="check" size={16} /> Completed{sample ? ' (Sample)' : ''}
          </span>
        ) : null}
        {!game.unlocked ? (
          <span className="game-tag">
            <Icon name="lock" size={16} /> Locked
          </span>
        ) : null}
      </div>
      <h2 id={`game-${game.id}`} className="game-card__title">
        {game.title}
      </h2>
      <p className="game-card__description">{game.description}</p>
      <p className="game-card__facts">
        <span className="game-card__fact">
          <Icon name="clock" size={18} label="Time" /> {game.estimatedTime} min
        </span>
        <span className="game-card__fact">
          <Icon name="star" size={18} /> {game.xpReward} XP
        </span>
        {game.badgeReward ? (
          <span className="game-card__fact">
            <Icon name="medal" size={18} label="Badge" /> {game.badgeReward}
          </span>
        ) : null}
      </p>
      {state?.bestScore !== null && state?.bestScore !== undefined ? (
        <p className="game-card__best" data-testid={`best-${game.id}`}>
          Best score: {state.bestScore}
        </p>
      ) : null}
      {soon ? <p className="game-card__soon" role="status">Coming soon!</p> : null}
      <Button onClick={start} disabled={!game.unlocked} aria-label={`${completed ? 'Play Again' : 'Start Game'}: ${game.title}`}>
        {completed ? 'Play Again' : 'Start Game'}
      </Button>
    </article>
  );
}
