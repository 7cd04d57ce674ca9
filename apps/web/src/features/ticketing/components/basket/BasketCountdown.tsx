import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../../components/icons';
import { announcementMoment, countdownPhase, formatRemaining, remainingParts } from '../../model/countdown';

/** How long an announcement stays in the live region: left there, it would soon disagree with the timer. */
const ANNOUNCEMENT_KEPT_MS = 5000;

interface BasketCountdownProps {
  /** Browser-clock instant the hold ends. */
  expiresAt: number;
  /** Whether the one extension is still available. */
  canExtend: boolean;
  extending: boolean;
  onExtend: () => void;
  onExpire: () => void;
}

function useRemaining(expiresAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return expiresAt - now;
}

/**
 * The hold countdown (spec 2 §2 stage3). The m:ss text is readable but not live; a separate polite live
 * region speaks when the whole minute changes (then at 60, 30 and 10 s), never every second, and always
 * says the time the timer shows at that moment. It empties a few seconds later, so a screen reader reading
 * the page never finds an old value. Before the end a warning offers one extension (WCAG 2.2.1 "Timing
 * adjustable").
 */
export function BasketCountdown({
  expiresAt,
  canExtend,
  extending,
  onExtend,
  onExpire,
}: BasketCountdownProps) {
  const { t } = useTranslation();
  const remaining = useRemaining(expiresAt);
  const phase = countdownPhase(remaining);
  const moment = announcementMoment(remaining);
  const [announcement, setAnnouncement] = useState('');
  const lastMoment = useRef<string | null>(null);
  const expired = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new moment announces the time left then, not each tick
  useEffect(() => {
    if (moment === null || lastMoment.current === moment) return;
    lastMoment.current = moment;
    const { minutes, seconds } = remainingParts(remaining);
    setAnnouncement(
      seconds === 0
        ? t('TICKETING.COUNTDOWN.MINUTES_LEFT', { count: minutes })
        : minutes === 0
          ? t('TICKETING.COUNTDOWN.SECONDS_LEFT', { count: seconds })
          : t('TICKETING.COUNTDOWN.TIME_LEFT', { minutes, seconds }),
    );
  }, [moment, t]);

  useEffect(() => {
    if (!announcement) return;
    const timer = window.setTimeout(() => setAnnouncement(''), ANNOUNCEMENT_KEPT_MS);
    return () => window.clearTimeout(timer);
  }, [announcement]);

  useEffect(() => {
    if (phase === 'expired' && !expired.current) {
      expired.current = true;
      onExpire();
    }
    if (phase !== 'expired') expired.current = false;
  }, [phase, onExpire]);

  return (
    <>
      <Group gap="xs" wrap="nowrap" data-testid="basket-countdown">
        <ClockIcon />
        <Text>{t('TICKETING.COUNTDOWN.HELD_FOR')}</Text>
        <Text fw={700} ff="monospace" data-testid="basket-countdown-time">
          {formatRemaining(remaining)}
        </Text>
      </Group>
      <VisuallyHidden aria-live="polite" aria-atomic="true">
        {announcement}
      </VisuallyHidden>
      {phase === 'warning' && (
        <Alert color="orange" variant="light" role="alert" title={t('TICKETING.COUNTDOWN.WARNING_TITLE')}>
          <Group justify="space-between" gap="sm">
            <Text size="sm">
              {canExtend ? t('TICKETING.COUNTDOWN.WARNING_EXTEND') : t('TICKETING.COUNTDOWN.WARNING_FINAL')}
            </Text>
            {canExtend && (
              <Button size="xs" onClick={onExtend} loading={extending}>
                {t('TICKETING.COUNTDOWN.EXTEND')}
              </Button>
            )}
          </Group>
        </Alert>
      )}
    </>
  );
}
