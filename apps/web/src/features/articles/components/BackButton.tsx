import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons';

/**
 * "Back" (spec 1 §2 article detail): to the previous page when the visitor came from inside the product,
 * otherwise (a shared link opened fresh) to `fallback`, so it never leaves the site.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // React Router gives the first entry of a session the key "default".
  const cameFromApp = location.key !== 'default';
  return (
    <Button
      variant="subtle"
      leftSection={<ChevronLeftIcon size={16} />}
      onClick={() => (cameFromApp ? navigate(-1) : navigate(fallback))}
      px={0}
      data-testid="back-button"
    >
      {t('ARTICLES.BACK')}
    </Button>
  );
}
