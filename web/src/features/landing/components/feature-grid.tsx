import { Icon, type IconName } from '@/components/ui/icon';

const FEATURES: readonly { icon: IconName; title: string; text: string }[] = [
  { icon: 'chat', title: 'AI Chat Tutor', text: 'Ask anything about Torah, holidays or Hebrew and get a kind, clear answer.' },
  { icon: 'scroll', title: 'Torah Reading with Audio', text: 'Read the weekly Parsha verse by verse in Hebrew and English, and listen along.' },
  { icon: 'palette', title: 'Hebrew Letter Coloring Book', text: 'Color the Aleph-Bet with bright paints and save your art to your gallery.' },
  { icon: 'puzzle', title: 'Learning Games', text: 'Memory, logic and puzzle games that make Hebrew and Shabbat fun.' },
  { icon: 'medal', title: 'Achievement Badges', text: 'Earn a menorah, a Torah scroll and many more badges as you learn.' },
  { icon: 'chart', title: 'Progress Tracking', text: 'Watch your XP and level grow. Teachers and parents can cheer you on.' },
  { icon: 'sparkle', title: 'Ad-Free Premium', text: 'No ads, ever, with premium: just learning.' },
];

export function FeatureGrid() {
  return (
    <section className="landing-section" aria-labelledby="features-title">
      <h2 id="features-title" className="landing-section__title">
        Everything you need to love learning
      </h2>
      <ul className="feature-grid">
        {FEATURES.map((feature) => (
          <li key={feature.title} className="feature-card">
            <span className="feature-card__icon">
              <Icon name={feature.icon} />
            </span>
            <h3 className="feature-card__title">{feature.title}</h3>
            <p className="feature-card__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
