import '@mantine/core/styles/Slider.css';
import { Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { IMAGE_UPLOAD, matchesImageRatio } from '@marquee/contract';
import { useEffect, useState } from 'react';
import Cropper from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../dialogs/modal-a11y';
import { cropToBlob, imageSize, type PixelArea } from './crop-image';

export interface CroppedPicture {
  blob: Blob;
  source: 'upload' | 'cropper';
}

interface ImageCropDialogProps {
  file: File;
  onDone: (picture: CroppedPicture) => void;
  onCancel: () => void;
  onFailed: () => void;
  /** Width:height of the crop (default 1, a round profile picture); e.g. 1200 / 630 for a share image. */
  aspect?: number;
}

/** Cropper box size (spec 1 §9 "cropper box 260 px"). */
const BOX_PX = 260;

/**
 * The image crop dialog (spec 1 §2): a square crop of the chosen picture. A picture that is already
 * square (1:1) and within 2 MB may also be used as it is (the plain upload).
 */
export default function ImageCropDialog({
  file,
  onDone,
  onCancel,
  onFailed,
  aspect = 1,
}: ImageCropDialogProps) {
  const { t } = useTranslation();
  const [src] = useState(() => URL.createObjectURL(file));
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<PixelArea | null>(null);
  const [plainAllowed, setPlainAllowed] = useState(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    if (file.size <= IMAGE_UPLOAD.maxBytes)
      imageSize(src)
        .then(({ width, height }) => live && setPlainAllowed(matchesImageRatio(width, height, [aspect])))
        .catch(() => {});
    return () => {
      live = false;
      URL.revokeObjectURL(src);
    };
  }, [file, src, aspect]);

  const confirm = async () => {
    if (!area) return;
    setBusy(true);
    try {
      onDone({ blob: await cropToBlob(src, area), source: 'cropper' });
    } catch {
      onFailed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onCancel}
      centered
      title={t('PICTURE.CROP_TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
    >
      <Stack>
        <div style={{ position: 'relative', height: BOX_PX, background: 'var(--mantine-color-dark-7)' }}>
          <Cropper
            image={src}
            crop={crop}
            zoom={zoom}
            aspect={aspect}
            cropShape={aspect === 1 ? 'round' : 'rect'}
            onCropChange={setCrop}
            onZoomChange={setZoom}
            onCropComplete={(_, pixels) => setArea(pixels)}
          />
        </div>
        <Text size="sm" id="crop-zoom-label">
          {t('PICTURE.ZOOM')}
        </Text>
        <Slider
          min={1}
          max={3}
          step={0.1}
          value={zoom}
          onChange={setZoom}
          thumbProps={{ 'aria-labelledby': 'crop-zoom-label' } as Record<string, string>}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('COMMON.CANCEL')}
          </Button>
          {plainAllowed && (
            <Button variant="light" onClick={() => onDone({ blob: file, source: 'upload' })}>
              {t('PICTURE.USE_ORIGINAL')}
            </Button>
          )}
          <Button onClick={confirm} loading={busy} disabled={!area} data-testid="crop-confirm">
            {t('PICTURE.USE_CROP')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
