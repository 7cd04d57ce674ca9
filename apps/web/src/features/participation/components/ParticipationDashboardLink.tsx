import '@mantine/core/styles/Badge.css';
import { Badge, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useParticipationSummary } from '../api/get-participation';

/** The dashboard's way to the inbox, with the number of listings waiting for an answer (issue 26). */
export function ParticipationDashboardLink({ profileId }: { profileId: string | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const summary = useParticipationSummary(profileId);
  const pending = summary.data?.Pending ?? 0;
  return (
    <Button
      variant="light"
      component={Link}
      to={hrefTo('dashboard.participation', language)}
      data-testid="dashboard-participation"
      rightSection={
        pending > 0 ? (
          <Badge size="sm" color="red.9" variant="filled" aria-hidden="true">
            {pending}
          </Badge>
        ) : undefined
      }
      aria-label={
        pending > 0
          ? `${t('ROUTES.DASHBOARD_PARTICIPATION')} (${t('ORGANIZER.DASHBOARD.PARTICIPATION_PENDING', { count: pending })})`
          : undefined
      }
    >
      {t('ROUTES.DASHBOARD_PARTICIPATION')}
    </Button>
  );
}
