import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import classes from './RouteProgress.module.css';

/** A thin indeterminate bar on top while the next route (code and data) loads. */
export function RouteProgress() {
  const navigation = useNavigation();
  const { t } = useTranslation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label={t('COMMON.LOADING_PAGE')}
      data-testid="route-progress"
    />
  );
}
