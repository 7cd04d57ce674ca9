import { Anchor, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MapPinIcon } from '../icons';
import classes from './map.module.css';

/** "Open in maps": the accessible way to the place, shown under every map whether tiles load or not. */
export function MapFooterLink({ href }: { href: string | null }) {
  const { t } = useTranslation();
  if (!href) return null;
  return (
    <div className={classes.footer}>
      <Anchor
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        size="sm"
        data-testid="open-in-maps"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <MapPinIcon size={16} />
        {t('MAP.OPEN_IN_MAPS')}
        <VisuallyHidden>{t('LISTINGS.OPENS_NEW_TAB')}</VisuallyHidden>
      </Anchor>
    </div>
  );
}
