import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while the first route (and its language catalog) loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" role="status" aria-label={t('COMMON.LOADING')}>
      <Loader />
    </Center>
  );
}
