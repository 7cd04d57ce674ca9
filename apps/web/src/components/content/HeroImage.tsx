import { useState } from 'react';
import classes from './content.module.css';

/** The page's main picture (decorative: the title follows it); hidden when it fails to load (spec 1 §8). */
export function HeroImage({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) return null;
  return (
    <div className={classes.hero} data-testid="hero-image">
      <img src={src} alt="" width={1200} height={630} fetchPriority="high" onError={() => setFailed(true)} />
    </div>
  );
}
