import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import type { ContentPageId } from '../content';
import classes from './OrganizerCallToAction.module.css';

/**
 * The organizer call to action under the about and organizer pages (spec 1 §1): create an event, and the
 * next page to read — the landing from the about pages, the professionals' page from the landing.
 */
export function OrganizerCallToAction({ page }: { page: ContentPageId }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const next =
    page === 'ticketing'
      ? { label: t('PAGES.CTA.PRO_INFO'), to: hrefTo('pro-info', language) }
      : page === 'pro-info'
        ? { label: t('PAGES.CTA.CONTACT'), to: hrefTo('home', language, {}, { contactDialog: 'true' }) }
        : { label: t('PAGES.CTA.TICKETING'), to: hrefTo('ticketing', language) };
  return (
    // A bordered card (Mantine's Card withBorder, padding lg) in CSS: Card, Paper and their helpers were
    // ~2.4 kB gzip of the page's first load (ARCHITECTURE §6).
    <div className={classes.card} data-testid="organizer-cta">
      <Title order={2} size="h3">
        {t('PAGES.CTA.TITLE')}
      </Title>
      <Group mt="md" gap="sm">
        <Button component={Link} to={hrefTo('event-create', language)}>
          {t('PAGES.CTA.CREATE_EVENT')}
        </Button>
        <Button component={Link} to={next.to} variant="default">
          {next.label}
        </Button>
      </Group>
    </div>
  );
}
