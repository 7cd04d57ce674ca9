import { Modal, Stack, Text } from '@mantine/core';
import type { Sector } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import type { QuantityBounds } from '../../model/quantity';
import { QuantityPicker } from '../stages/QuantityPicker';

interface StandingPickerProps {
  sector: Sector;
  price: string | null;
  bounds: QuantityBounds;
  busy: boolean;
  onPick: (count: number) => void;
  onClose: () => void;
}

/** Spec 2 §2: the standing-sector quantity picker that opens inside the seat map. */
export function StandingPicker({ sector, price, bounds, busy, onPick, onClose }: StandingPickerProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      zIndex={400}
      title={sector.Name}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('TICKETING.CLOSE') }}
    >
      <Stack gap="sm">
        {price && <Text>{price}</Text>}
        <Text size="sm">{t('TICKETING.QUANTITY.LABEL')}</Text>
        <QuantityPicker bounds={bounds} busy={busy} onPick={onPick} />
      </Stack>
    </Modal>
  );
}
