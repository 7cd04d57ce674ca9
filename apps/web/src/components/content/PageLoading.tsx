import { Container, Group, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The first load of a detail page. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Group gap="sm" role="status" aria-live="polite">
        <Loader size="sm" />
        <Text>{t('COMMON.LOADING')}</Text>
      </Group>
    </Container>
  );
}
