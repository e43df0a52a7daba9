import { useEffect } from 'react';
import { CreationLab } from './creation-lab';
import { FeatureGrid } from './feature-grid';
import { Hero } from './hero';
import { JoinCta } from './join-cta';
import { PremiumSection } from './premium-section';
import '../landing.css';

/** Variant B of the landing page (spec core 2.2). */
export function LandingPage() {
  useEffect(() => {
    document.title = 'Morah · The AI Torah Tutor';
  }, []);
  return (
    <div className="landing">
      <Hero />
      <FeatureGrid />
      <CreationLab />
      <PremiumSection />
      <JoinCta />
    </div>
  );
}
