import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder wired into the router; the feature's page replaces it. */
export function VenueEditorPage() {
  const { t } = useTranslation();
  return (
    <Container py="xl">
      <Title order={1}>{t('VENUE_EDITOR.TITLE')}</Title>
    </Container>
  );
}
