import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * PUBLISHED or DRAFT as white text on dark teal or grey (the organizer's event badge colours): Mantine's
 * light variants stay under the 4.5:1 contrast axe asks for.
 */
export function ArticleStatusBadge({
  status,
  testId,
}: {
  status: 'PUBLISHED' | 'DRAFT' | undefined;
  testId?: string;
}) {
  const { t } = useTranslation();
  const published = status === 'PUBLISHED';
  return (
    <Badge color={published ? 'teal.9' : 'gray.7'} variant="filled" data-testid={testId}>
      {published ? t('ARTICLE_EDITOR.STATUS_PUBLISHED') : t('ARTICLE_EDITOR.STATUS_DRAFT')}
    </Badge>
  );
}
