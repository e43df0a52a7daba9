import { Icon } from '@/components/ui/icon';

/** Marketing copy only (spec core 1): these bonus zones have no behaviour yet. */
export function CreationLab() {
  return (
    <section className="landing-section creation-lab" aria-labelledby="creation-lab-title">
      <h2 id="creation-lab-title" className="landing-section__title">
        The Creation Lab
      </h2>
      <p className="landing-section__lead">Bonus zones where learners build, tinker and make Jewish learning their own.</p>
      <div className="creation-lab__grid">
        <article className="creation-lab__card">
          <span className="creation-lab__icon">
            <Icon name="menorah" size={40} />
          </span>
          <h3>Code Your Own Menorah</h3>
          <p>Light the candles night by night with simple code blocks, and learn the story of Chanukah as you go.</p>
          <p className="creation-lab__soon">Opening in a future season</p>
        </article>
        <article className="creation-lab__card">
          <span className="creation-lab__icon">
            <Icon name="sheep" size={40} />
          </span>
          <h3>Parsha Pets</h3>
          <p>Adopt a pet that grows as you read each week's Parsha. Feed it with verses, not snacks!</p>
          <p className="creation-lab__soon">Opening in a future season</p>
        </article>
      </div>
    </section>
  );
}
