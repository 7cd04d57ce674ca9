import { VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import classes from './listings.module.css';

export type CardHeadingOrder = 2 | 3 | 4;

/**
 * A card's name as a heading holding the card's one link; the link stretches over the whole card
 * (CSS) so the card is clickable while keyboard and screen-reader users get a single, named stop.
 * Lists under an h2 section use h3 (the default); pages that list right under their h1 pass 2.
 */
export function CardTitle({
  to,
  children,
  order = 3,
  external = false,
  externalHint,
}: {
  to: string;
  children: string;
  order?: CardHeadingOrder;
  external?: boolean;
  externalHint?: string;
}) {
  const content = external ? (
    <a href={to} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {children}
      {externalHint && ' '}
      {externalHint && <VisuallyHidden>{externalHint}</VisuallyHidden>}
    </a>
  ) : (
    <Link to={to} className={classes.link}>
      {children}
    </Link>
  );
  const Heading = `h${order}` as const;
  return <Heading className={classes.title}>{content}</Heading>;
}
