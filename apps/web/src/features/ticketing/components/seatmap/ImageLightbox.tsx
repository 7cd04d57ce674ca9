import { Image, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';

/** Spec 2 §2: a picture of the venue (image pin or gallery) over the seat map, with its caption. */
export function ImageLightbox({
  src,
  caption,
  onClose,
}: {
  src: string;
  caption: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      size="xl"
      zIndex={400}
      title={caption ?? t('TICKETING.SEAT_MAP.PICTURE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('TICKETING.CLOSE') }}
    >
      <Image src={src} alt={caption ?? t('TICKETING.SEAT_MAP.PICTURE')} radius="sm" />
      {caption && (
        <Text size="sm" mt="xs">
          {caption}
        </Text>
      )}
    </Modal>
  );
}
