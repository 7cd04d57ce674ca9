import { Button, Checkbox, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Consent } from '../model/consent';

/** The notice's detailed choice (issue 22): necessary always on, analytics and marketing each by itself. */
export default function ConsentChoices({
  initial,
  onSave,
}: {
  initial: Consent;
  onSave: (consent: Consent) => void;
}) {
  const { t } = useTranslation();
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);
  return (
    <Stack gap="xs" data-testid="consent-choices" w="100%">
      <Checkbox checked disabled label={t('COOKIES.NECESSARY')} />
      <Checkbox
        checked={analytics}
        onChange={(event) => setAnalytics(event.currentTarget.checked)}
        label={t('COOKIES.ANALYTICS')}
        data-testid="consent-analytics"
      />
      <Checkbox
        checked={marketing}
        onChange={(event) => setMarketing(event.currentTarget.checked)}
        label={t('COOKIES.MARKETING')}
        data-testid="consent-marketing"
      />
      <Button
        variant="light"
        onClick={() => onSave({ analytics, marketing })}
        data-testid="consent-save"
        style={{ alignSelf: 'flex-start' }}
      >
        {t('COOKIES.SAVE')}
      </Button>
    </Stack>
  );
}
