import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageShell } from '@/components/ui/page-shell';
import { contactMailto } from '@/config/contact';
import { MarketingTile } from './marketing-tile';
import '../marketing.css';

/** What one micro-camp needs, as planning estimates (spec learning-content 9). */
const MATERIALS: readonly { item: string; why: string; cost: string }[] = [
  { item: 'Art supplies and printed letter pages', why: 'Coloring the Aleph-Bet away from the screen too', cost: '$150' },
  { item: 'Books for a reading corner', why: 'Stories of the Torah and the holidays to take home', cost: '$150' },
  { item: 'Challah baking and holiday crafts', why: 'Learning with hands, noses and taste buds', cost: '$100' },
  { item: 'Headphones and a small speaker', why: 'Listening to verses read aloud, one child or all together', cost: '$200' },
  { item: 'A refurbished tablet or laptop', why: 'A shared screen for Morah, the reader and the games', cost: '$300 to $500' },
];

const LEVELS: readonly { name: string; range: string; text: string }[] = [
  { name: 'Chai Friend', range: '$54 to $149', text: 'Three times chai: enough for the art supplies or the books of one camp.' },
  { name: 'Builder', range: '$150 to $499', text: 'Covers most of one camp’s materials, or the shared screen.' },
  { name: 'Pillar', range: '$500 and up', text: 'Equips a whole micro-camp, screen included.' },
];

/** `/sponsorship`: what a micro-camp is, what it costs, and how to help. */
export function SponsorshipPage() {
  const mailto = contactMailto('Sponsoring a Morah micro-camp');
  return (
    <PageShell
      eyebrow="Sponsorship"
      title="Sponsor a micro-camp"
      documentTitle="Sponsorship"
      intro="A micro-camp is a small learning group of 2 to 5 children aged 5 to 12, with a grown-up guide and Morah on a shared screen."
      wide
    >
      <section aria-labelledby="sponsor-costs" className="marketing-section">
        <h2 id="sponsor-costs">What a micro-camp needs</h2>
        <p className="muted">Estimated costs, for planning. Morah itself is free software and costs nothing to run for a group.</p>
        <div className="marketing-table-wrap">
          <table className="data-table marketing-table">
            <thead>
              <tr>
                <th scope="col">Materials</th>
                <th scope="col">What it is for</th>
                <th scope="col">Estimated cost</th>
              </tr>
            </thead>
            <tbody>
              {MATERIALS.map((row) => (
                <tr key={row.item}>
                  <th scope="row">{row.item}</th>
                  <td>{row.why}</td>
                  <td className="marketing-table__cost">{row.cost}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="sponsor-levels" className="marketing-section">
        <h2 id="sponsor-levels">Sponsor levels</h2>
        <ul className="marketing-grid">
          {LEVELS.map((level) => (
            <MarketingTile key={level.name} title={level.name}>
              <p className="marketing-tile__price">{level.range}</p>
              <p>{level.text}</p>
            </MarketingTile>
          ))}
        </ul>
      </section>

      <Card title="Talk to us" className="marketing-cta">
        {mailto ? (
          <>
            <p>Write to the people who run this Morah, and they will tell you where a camp is needed.</p>
            <a href={mailto} className={buttonClass('primary', 'md')}>
              E-mail about sponsoring
            </a>
          </>
        ) : (
          <p>Ask the school or organisation that runs this Morah: they know where a micro-camp is needed.</p>
        )}
      </Card>
    </PageShell>
  );
}
