import { Button, Container, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ClockIcon } from '../../../components/icons';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage, useRouteName } from '../../../lib/routing/hooks';
import { hrefTo, routeTitleKey } from '../../../lib/routing/routes';

/**
 * Placeholder for every route a later issue builds: it names the feature, so links and deep links
 * already land somewhere meaningful in every language.
 */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = useRouteName();
  const feature = name ? t(routeTitleKey(name)) : '';
  useDocumentTitle(feature);

  return (
    <Container size="sm" py={64}>
      <Stack align="center" ta="center" gap="md" data-testid="coming-soon" data-route={name ?? undefined}>
        <ThemeIcon size={64} radius="xl" variant="light" aria-hidden>
          <ClockIcon size={32} />
        </ThemeIcon>
        <Text fw={700} tt="uppercase" size="sm" c="dimmed">
          {t('COMING_SOON.BADGE')}
        </Text>
        <Title order={1}>{feature}</Title>
        <Text size="lg" c="dimmed">
          {t('COMING_SOON.TEXT', { feature })}
        </Text>
        <Button component={Link} to={hrefTo('home', language)} mt="md">
          {t('COMMON.GO_HOME')}
        </Button>
      </Stack>
    </Container>
  );
}
