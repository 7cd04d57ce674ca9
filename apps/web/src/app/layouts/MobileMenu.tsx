import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../components/dialogs/modal-a11y';
import { Sidebar } from './Sidebar';

/** The sidebar as a drawer below the md breakpoint; loaded on the first tap of the burger. */
export default function MobileMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('NAV.MENU')}
      size="xs"
      id="mobile-menu"
      closeButtonProps={{ 'aria-label': t('NAV.CLOSE_MENU') }}
      attributes={DIALOG_HEADER_ATTRIBUTES}
    >
      <Sidebar />
    </Drawer>
  );
}
