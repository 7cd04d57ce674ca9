import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { paymentsModeQuery } from '../../api/get-payments-mode';
import classes from './TestModeRibbon.module.css';

/**
 * "Test mode — no real money" across the top of every page while the server's payments go to the built-in
 * sandbox bank (PAYMENTS_SANDBOX on: development, demos), so nobody mistakes a demo for a real shop.
 */
export function TestModeRibbon() {
  const { t } = useTranslation();
  const mode = useQuery(paymentsModeQuery());
  if (!mode.data?.Sandbox) return null;
  return (
    <div className={classes.ribbon} role="note" data-testid="test-mode-ribbon" title={t('TEST_MODE.DETAILS')}>
      {t('TEST_MODE.RIBBON')}
    </div>
  );
}
