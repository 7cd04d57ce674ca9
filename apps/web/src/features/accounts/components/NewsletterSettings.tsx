import '../../../components/form-styles';
import { Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useSession } from '../../../lib/session/session-store';
import { type NewsletterKind, useUpdateNewsletter } from '../api/account-settings';

/** The two newsletter switches (spec 1 §7 PATCH …/newsletter and …/{product}FeaturesNewsletter). */
export function NewsletterSettings() {
  const { t } = useTranslation();
  const { user } = useSession();
  const toasts = useToasts();
  const update = useUpdateNewsletter();
  // Optimistic: the switch moves in the same render as the press (a pending mutation's state arrives a tick
  // later, and a controlled checkbox snaps back meanwhile), and falls back if the call fails.
  const [chosen, setChosen] = useState<{ kind: NewsletterKind; enabled: boolean } | null>(null);
  if (!user) return null;
  const shown = (kind: NewsletterKind, stored: boolean) => (chosen?.kind === kind ? chosen.enabled : stored);
  const change = (kind: NewsletterKind, enabled: boolean) => {
    setChosen({ kind, enabled });
    update.mutate(
      { kind, enabled },
      {
        onSuccess: () => toasts.show(t('SETTINGS.SAVED'), { durationMs: 3000 }),
        // The answer's user (applyUser) holds the saved value from here on.
        onSettled: () => setChosen(null),
      },
    );
  };
  return (
    <Stack>
      <Switch
        label={t('SETTINGS.NEWSLETTER')}
        description={t('SETTINGS.NEWSLETTER_HINT')}
        checked={shown('newsletter', user.Gdpr.NewsletterEnabled.Approved)}
        onChange={(event) => change('newsletter', event.currentTarget.checked)}
        disabled={update.isPending}
        data-testid="newsletter-switch"
      />
      <Switch
        label={t('SETTINGS.FEATURES_NEWSLETTER')}
        description={t('SETTINGS.FEATURES_NEWSLETTER_HINT')}
        checked={shown('features', user.Gdpr.MarqueeFeaturesNewsletter.Approved)}
        onChange={(event) => change('features', event.currentTarget.checked)}
        disabled={update.isPending}
        data-testid="features-newsletter-switch"
      />
    </Stack>
  );
}
