import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ChevronLeftIcon } from '../../../components/icons';
import { isDocumentFirstEntry } from '../../../lib/history-first-entry';

/**
 * "Back" (spec 1 §2 article detail): to the previous page when the visitor came from inside the product,
 * otherwise (a shared link opened fresh) to `fallback`, so it never leaves the site.
 */
export function BackButton({ fallback }: { fallback: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { key } = useLocation();
  return (
    <Button
      variant="subtle"
      leftSection={<ChevronLeftIcon size={16} />}
      onClick={() => (isDocumentFirstEntry(key) ? navigate(fallback) : navigate(-1))}
      px={0}
      data-testid="back-button"
    >
      {t('ARTICLES.BACK')}
    </Button>
  );
}
