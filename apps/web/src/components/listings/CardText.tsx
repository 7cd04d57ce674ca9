import type { CSSProperties, ReactNode } from 'react';
import classes from './listings.module.css';

/**
 * A line of card text. Cards use plain elements rather than Mantine's Text/Paper: a home page renders
 * some forty cards at once, and on a phone the style-props machinery per element was measurable
 * main-thread time before the page became interactive.
 */
export function CardText({
  children,
  dimmed,
  clamp,
  meta,
  className,
}: {
  children: ReactNode;
  dimmed?: boolean;
  /** Cut after this many lines. */
  clamp?: number;
  /** An icon and a fact side by side (date, place). */
  meta?: boolean;
  className?: string;
}) {
  const style = clamp ? ({ '--clamp': clamp } as CSSProperties) : undefined;
  return (
    <p
      className={[classes.text, meta && classes.meta, className].filter(Boolean).join(' ')}
      data-dimmed={dimmed || undefined}
      data-clamp={clamp ? true : undefined}
      style={style}
    >
      {children}
    </p>
  );
}
