import { BADGE_CATALOGUE } from '@morah/contracts';
import type { IconName } from '@/components/ui/icon';
import { PageShell } from '@/components/ui/page-shell';
import { MarketingLink } from './marketing-link';
import { MarketingTile } from './marketing-tile';
import '../marketing.css';

interface Program {
  icon: IconName;
  title: string;
  ages: string;
  text: string;
  to: string;
  action: string;
}

const PROGRAMS: readonly Program[] = [
  {
    icon: 'chat',
    title: 'Morah AI, the tutor',
    ages: 'Ages 6 to 14',
    text: 'Ask about the parsha, the holidays, blessings or a Hebrew letter. Morah answers kindly, asks a question back, and says where its answer comes from.',
    to: '/',
    action: 'Start learning',
  },
  {
    icon: 'scroll',
    title: 'Torah Reader',
    ages: 'Ages 7 and up',
    text: 'This week’s parsha verse by verse, in Hebrew with vowel points and in English, read aloud at the speed you like.',
    to: '/parsha',
    action: 'Open the reader',
  },
  {
    icon: 'palette',
    title: 'Hebrew Coloring',
    ages: 'Ages 6 to 9',
    text: 'Color the letters of the Aleph-Bet, learn each letter’s name and sound, and keep your art in your gallery.',
    to: '/coloring',
    action: 'Start coloring',
  },
  {
    icon: 'puzzle',
    title: 'Learning Games',
    ages: 'Ages 6 to 14',
    text: 'Memory, sequences, Talmud-style logic and a Shabbat table puzzle, each a few minutes long.',
    to: '/games',
    action: 'See the games',
  },
  {
    icon: 'sparkle',
    title: 'Quizzes',
    ages: 'Ages 8 and up',
    text: 'Pick a topic and a level, and Morah makes a short quiz with an explanation for every answer.',
    to: '/quiz-generator',
    action: 'Make a quiz',
  },
  {
    icon: 'book',
    title: 'Story Library',
    ages: 'Ages 6 to 14',
    text: 'Short books about the Torah, the holidays and Jewish history, some in Hebrew and English side by side.',
    to: '/books',
    action: 'Open the library',
  },
  {
    icon: 'medal',
    title: 'Badges and streaks',
    ages: 'Everyone',
    text: `${BADGE_CATALOGUE.length} badges to earn by learning, daily challenges, and a streak that rests on Shabbat and Yom Tov.`,
    to: '/badges',
    action: 'See the badges',
  },
];

/** `/programs`: what a learner can do on Morah, each with a way in once that page exists. */
export function ProgramsPage() {
  return (
    <PageShell
      eyebrow="Programs"
      title="Ways to learn on Morah"
      documentTitle="Programs"
      intro="Every program works on a phone, a tablet or a computer, and every one counts toward XP, badges and streaks."
      wide
    >
      <ul className="marketing-grid marketing-grid--programs">
        {PROGRAMS.map((program) => (
          <MarketingTile key={program.title} icon={program.icon} title={program.title} headingLevel={2}>
            <p className="marketing-tile__meta">{program.ages}</p>
            <p>{program.text}</p>
            <MarketingLink to={program.to} fallback={<p className="marketing-tile__soon">Coming soon</p>}>
              {program.action}
            </MarketingLink>
          </MarketingTile>
        ))}
      </ul>

      <section aria-labelledby="programs-grownups" className="marketing-section">
        <h2 id="programs-grownups">For teachers and parents</h2>
        <ul className="marketing-grid">
          <MarketingTile icon="apple" title="In the classroom">
            <p>Make a class, give students its join code, and watch their conversations with the tutor live. Flagged messages come first.</p>
          </MarketingTile>
          <MarketingTile icon="house" title="At home">
            <p>Link your child with their code to see their week: minutes learned, badges, favourite topics and recent questions.</p>
          </MarketingTile>
          <MarketingTile icon="sparkle" title="Premium">
            <p>A one-time $9.99 upgrade adds premium avatar options, premium books and special badges. A parent can buy it for a child.</p>
          </MarketingTile>
        </ul>
      </section>
    </PageShell>
  );
}
