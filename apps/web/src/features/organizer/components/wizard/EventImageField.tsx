import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_RULES, IMAGE_UPLOAD, type ImageKind } from '@marquee/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CroppedPicture } from '../../../../components/image/ImageCropDialog';

// The cropper (react-easy-crop) arrives only when a picture has been chosen.
const ImageCropDialog = lazy(() => import('../../../../components/image/ImageCropDialog'));

const ACCEPTED = 'image/png,image/jpeg';

interface EventImageFieldProps {
  label: string;
  description: string;
  /** The stored image URL, if any. */
  current: string | null;
  value: CroppedPicture | null;
  onChange: (value: CroppedPicture | null) => void;
  /** What the image is for: the crop frame is the ratio the server accepts for it (IMAGE_RULES). */
  kind: ImageKind;
  error?: string;
  testId: string;
}

/**
 * An event image chosen from a file and cropped (spec 3 §5: jpg or png, at most 4 MB into the cropper).
 * A file that fails a check or a crop that fails leaves the field empty with a message.
 */
export function EventImageField({
  label,
  description,
  current,
  value,
  onChange,
  kind,
  error,
  testId,
}: EventImageFieldProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const id = `${testId}-label`;
  const aspect = IMAGE_RULES[kind].cropAspect ?? 1;

  useEffect(() => {
    if (!value) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(value.blob);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value]);

  const choose = (chosen: File | null) => {
    setProblem(null);
    if (!chosen) return;
    if (!/^image\/(png|jpeg)$/.test(chosen.type)) {
      setProblem(t('FORM.IMAGE_TYPE'));
      return;
    }
    if (chosen.size > IMAGE_UPLOAD.cropperMaxBytes) {
      setProblem(t('FORM.IMAGE_FILE_SIZE', { size: IMAGE_UPLOAD.cropperMaxBytes / 1024 / 1024 }));
      return;
    }
    setFile(chosen);
  };

  const shown = preview ?? current;
  const message = problem ?? error;
  return (
    <Stack gap={6} role="group" aria-labelledby={id} data-testid={testId}>
      <Text fw={500} size="sm" id={id}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      {shown && (
        <Image
          src={shown}
          alt=""
          maw={aspect === 1 ? 160 : 320}
          radius="sm"
          style={{ aspectRatio: String(aspect) }}
        />
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept={ACCEPTED}>
          {(props) => (
            <Button
              variant="default"
              size="xs"
              {...props}
              aria-describedby={message ? `${testId}-error` : undefined}
            >
              {shown ? t('ORGANIZER.BASICS.REPLACE_IMAGE') : t('ORGANIZER.BASICS.CHOOSE_IMAGE')}
            </Button>
          )}
        </FileButton>
        {value && (
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            {t('ORGANIZER.BASICS.UNDO_IMAGE')}
          </Button>
        )}
      </Group>
      {message && (
        <Text size="sm" c="var(--mantine-color-error)" id={`${testId}-error`} role="alert">
          {message}
        </Text>
      )}
      {file && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={file}
            aspect={aspect}
            onDone={(picture) => {
              setFile(null);
              onChange(picture);
            }}
            onCancel={() => setFile(null)}
            onFailed={() => {
              setFile(null);
              setProblem(t('PICTURE.CROP_FAILED'));
              onChange(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
