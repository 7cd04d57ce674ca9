import { Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './Centered.module.css';

/** Shown while the first route (and its language catalog) loads. */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div className={classes.centered} role="status" aria-label={t('COMMON.LOADING')}>
      <Loader />
    </div>
  );
}
