import { Button } from '@mantine/core';
import { type ReactNode, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import classes from './event-detail.module.css';

/**
 * Long blocks (lineup 320 px, movie info 400 px; spec 1 §2) are cut at a height with a "more" button.
 * The button appears only when the content really is taller. The height is read in a ResizeObserver
 * callback — after the browser's own layout, and once when observing starts — rather than in a layout
 * effect, where reading it forced a layout of the whole page inside React's commit (~90 ms on a throttled
 * phone). flushSync applies the cut before that frame is painted, so nothing jumps.
 */
export function HeightClamp({ maxHeight, children }: { maxHeight: number; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const [overflowing, setOverflowing] = useState(false);
  const [expanded, setExpanded] = useState(false);

  // Observing (not measuring) in a layout effect: the first report comes in this very frame.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const taller = element.scrollHeight > maxHeight + 1;
      flushSync(() => setOverflowing(taller));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [maxHeight]);

  const clamped = overflowing && !expanded;

  // A keyboard user tabbing to a link hidden below the cut would lose sight of the focus: open it up.
  useEffect(() => {
    const element = box.current;
    if (!clamped || !element) return;
    const reveal = (event: FocusEvent) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target && target.getBoundingClientRect().bottom > element.getBoundingClientRect().bottom)
        setExpanded(true);
    };
    element.addEventListener('focusin', reveal);
    return () => element.removeEventListener('focusin', reveal);
  }, [clamped]);

  return (
    <>
      <div
        id={id}
        ref={box}
        className={clamped ? classes.clamped : undefined}
        style={clamped ? { maxHeight } : undefined}
      >
        {children}
      </div>
      {overflowing && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt={4}
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('EVENT_DETAIL.LESS') : t('EVENT_DETAIL.MORE')}
        </Button>
      )}
    </>
  );
}
