import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 2 §2: the covid restriction card, shown when the event's covid mode is not UNDEFINED. */
export function CovidNotice({ mode }: { mode: string }) {
  const { t } = useTranslation();
  if (mode === 'UNDEFINED' || !mode) return null;
  return (
    <Alert variant="light" color="orange" title={t('TICKETING.COVID.TITLE')}>
      {t(`TICKETING.COVID.${mode}`, { defaultValue: t('TICKETING.COVID.OTHER') })}
    </Alert>
  );
}
