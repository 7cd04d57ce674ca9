import { Alert, Button, Group, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClockIcon } from '../../../../components/icons';
import { announcementStep, countdownPhase, formatRemaining } from '../../model/countdown';

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
 * region speaks when the whole minute changes (then at 60 s and 30 s), never every second. Before the end a warning offers one extension
 * (WCAG 2.2.1 "Timing adjustable").
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
  const step = announcementStep(remaining);
  const stepKey = step === null ? 'none' : 'minutes' in step ? `m${step.minutes}` : `s${step.seconds}`;
  const [announcement, setAnnouncement] = useState('');
  const lastStep = useRef<string | null>(null);
  const expired = useRef(false);

  useEffect(() => {
    if (step === null || lastStep.current === stepKey) return;
    lastStep.current = stepKey;
    setAnnouncement(
      'minutes' in step
        ? t('TICKETING.COUNTDOWN.MINUTES_LEFT', { count: step.minutes })
        : t('TICKETING.COUNTDOWN.SECONDS_LEFT', { count: step.seconds }),
    );
  }, [step, stepKey, t]);

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
