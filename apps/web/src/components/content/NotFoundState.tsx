import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';

/** A page for an id that names nothing public (spec 1 "unknown ids → 404 page with a way home"). */
export function NotFoundState({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Container size="sm" py="xl" data-testid="not-found">
      <Stack align="center" ta="center" gap="md">
        <Text fz={64} fw={800} c="dimmed" aria-hidden="true" lh={1}>
          404
        </Text>
        <Title order={1}>{title}</Title>
        <Text c="dimmed">{message}</Text>
        <Button component={Link} to={hrefTo('home', language)}>
          {t('CONTENT.GO_HOME')}
        </Button>
      </Stack>
    </Container>
  );
}
