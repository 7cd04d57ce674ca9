import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * PUBLISHED or DRAFT, as white text on a dark teal or grey: Mantine's green and light variants stay under
 * the 4.5:1 contrast axe asks for in one theme or the other.
 */
export function StatusBadge({
  status,
  ...props
}: { status: 'PUBLISHED' | 'DRAFT' } & Omit<BadgeProps, 'color' | 'variant'>) {
  const { t } = useTranslation();
  return (
    <Badge {...props} color={status === 'PUBLISHED' ? 'teal.9' : 'gray.7'} variant="filled">
      {t(`ORGANIZER.STATUS.${status}`)}
    </Badge>
  );
}
