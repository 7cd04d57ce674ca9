import '../../../components/workspace-styles';
import { Alert, Anchor, Button, Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { signInHref } from '../../../lib/session/auth-redirect';
import { useSession } from '../../../lib/session/session-store';
import { OrganizerGate, useActiveClaim } from '../../organizer';
import { EventStatistics } from '../components/statistics/EventStatistics';

/**
 * event-statistics (/:lang/event/statistics/:id[?code=…]), issue 18. Decision (docs/decisions.md
 * "Statistics and orders screens"): one public route serves both the organizer and a share link. With
 * `?code=` the page calls the API with codeToShareStatistics and needs no account; it shows the figures
 * only (no commissions, no orders link, no share dialog). Without a code the route's loader sends anonymous
 * visitors to sign in as for any private page, and the page asks for an organizer profile (OrganizerGate).
 */
export function EventStatisticsPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const code = search.get('code')?.trim() || null;
  if (code) return <EventStatistics key={`${id}:${code}`} eventId={id} code={code} mode="shared" />;
  return <OwnStatistics key={id} eventId={id} />;
}

function OwnStatistics({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const location = useLocation();
  const { status } = useSession();
  const claim = useActiveClaim();
  // The loader redirects on arrival; this covers a sign-out while the page is open.
  if (status === 'anonymous') {
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Alert color="yellow">{t('INSIGHT.SIGN_IN_NEEDED')}</Alert>
          <Button component={Link} to={signInHref(language, `${location.pathname}${location.search}`)}>
            {t('INSIGHT.SIGN_IN')}
          </Button>
          <Anchor component={Link} to={`/${language}/`}>
            {t('INSIGHT.HOME')}
          </Anchor>
        </Stack>
      </Container>
    );
  }
  return (
    <OrganizerGate>
      <EventStatistics
        eventId={eventId}
        code={null}
        mode={claim?.Role === 'StatisticsViewer' ? 'viewer' : 'organizer'}
      />
    </OrganizerGate>
  );
}
