import '@mantine/core/styles/Typography.css';
import { Anchor, Container, Group, Stack, Text, Title, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailed, PageLoading } from '../../../components/content';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage, useRouteName } from '../../../lib/routing/hooks';
import { hrefTo, type RouteName, routeTitleKey } from '../../../lib/routing/routes';
import { useContent } from '../api/content-query';
import { CategoryLinks } from '../components/CategoryLinks';
import { OrganizerCallToAction } from '../components/OrganizerCallToAction';
import { CONTENT_OF_ROUTE, LEGAL_PAGES } from '../content';
import classes from './ContentPage.module.css';

const LEGAL_ROUTES: RouteName[] = ['terms-and-conditions', 'privacy-policy', 'cookies-policy'];

/**
 * A page of the product's own text (terms, privacy, cookies, about, the organizer landing pages): Markdown
 * rendered at build time (vite-plugins/markdown-pages.ts), loaded with the route in the URL's language.
 * Legal pages show their version date and link to each other; organizer pages end with a call to action.
 */
export function ContentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const route = useRouteName();
  const page = (route && CONTENT_OF_ROUTE[route]) || 'info';
  const content = useContent(page, language);
  useDocumentTitle(content.data?.title ?? null);

  if (content.isPending) return <PageLoading />;
  if (content.isError) return <LoadFailed onRetry={() => void content.refetch()} />;
  const { title, version, html } = content.data;
  const legal = LEGAL_PAGES.includes(page);
  const versionDate = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${version}T12:00:00Z`),
  );

  return (
    <Container size="md" py="xl" data-testid="content-page" data-page={page} data-version={version}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{title}</Title>
          {legal && (
            <Text c="dimmed" size="sm" mt={4} data-testid="content-version">
              {t('PAGES.VERSION', { date: versionDate })}
            </Text>
          )}
        </div>
        <Typography
          className={classes.body}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: our own Markdown from the repository, rendered at build time
          dangerouslySetInnerHTML={{ __html: html }}
        />
        {legal && (
          <nav aria-label={t('PAGES.LEGAL_NAV')}>
            <Text fw={600} size="sm">
              {t('PAGES.ON_THIS_PAGE')}
            </Text>
            <Group gap="md" mt={4}>
              {LEGAL_ROUTES.filter((name) => CONTENT_OF_ROUTE[name] !== page).map((name) => (
                <Anchor key={name} component={Link} to={hrefTo(name, language)} size="sm">
                  {t(routeTitleKey(name))}
                </Anchor>
              ))}
            </Group>
          </nav>
        )}
        {page === 'info' && <CategoryLinks />}
        {!legal && <OrganizerCallToAction page={page} />}
      </Stack>
    </Container>
  );
}
