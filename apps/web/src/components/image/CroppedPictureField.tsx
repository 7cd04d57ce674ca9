import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_UPLOAD } from '@marquee/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../lib/use-object-url';
import type { CroppedPicture } from './ImageCropDialog';

// The cropper (react-easy-crop) arrives only when a picture has been chosen.
const ImageCropDialog = lazy(() => import('./ImageCropDialog'));

interface CroppedPictureFieldProps {
  label: string;
  description: string;
  /** The stored picture's URL, if any: shown until another one is chosen. */
  current: string | null;
  value: CroppedPicture | null;
  onChange: (value: CroppedPicture | null) => void;
  /** The crop frame's width / height: the ratio the server accepts for this picture (IMAGE_RULES). */
  aspect: number;
  /** The preview's maximum width in px. */
  previewMaxWidth: number;
  /** The button's text without a picture, and with one. */
  chooseLabel: string;
  replaceLabel: string;
  /** With it, a chosen picture can be dropped again to keep the stored one. */
  undoLabel?: string;
  /** A crop that fails also drops the picture chosen before (true), or keeps it (false). */
  clearOnCropFailure: boolean;
  /** Error from the form, already translated. */
  error?: string;
  /** The group's test id; `-label`, `-error` and `-choose` derive from it. */
  testId: string;
}

/**
 * A picture chosen from a file and cropped to a fixed frame (spec 3 §5: JPG or PNG, at most 4 MB into
 * the cropper), previewed above its button: an event's picture and share image, an article's picture.
 * A file that fails a check, or a crop that fails, shows a message.
 */
export function CroppedPictureField({
  label,
  description,
  current,
  value,
  onChange,
  aspect,
  previewMaxWidth,
  chooseLabel,
  replaceLabel,
  undoLabel,
  clearOnCropFailure,
  error,
  testId,
}: CroppedPictureFieldProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(value?.blob);
  const labelId = `${testId}-label`;
  const errorId = `${testId}-error`;

  const choose = (chosen: File | null) => {
    setProblem(null);
    if (!chosen) return;
    if (!/^image\/(png|jpeg)$/.test(chosen.type)) setProblem(t('FORM.IMAGE_TYPE'));
    else if (chosen.size > IMAGE_UPLOAD.cropperMaxBytes)
      setProblem(t('FORM.IMAGE_FILE_SIZE', { size: IMAGE_UPLOAD.cropperMaxBytes / 1024 / 1024 }));
    else setFile(chosen);
  };

  const shown = preview ?? current;
  const message = problem ?? error;
  return (
    <Stack gap={6} role="group" aria-labelledby={labelId} data-testid={testId}>
      <Text fw={500} size="sm" id={labelId}>
        {label}
      </Text>
      <Text size="xs" c="dimmed">
        {description}
      </Text>
      {shown && (
        <Image src={shown} alt="" maw={previewMaxWidth} radius="sm" style={{ aspectRatio: String(aspect) }} />
      )}
      <Group gap="xs">
        <FileButton onChange={choose} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              variant="default"
              size="xs"
              {...props}
              aria-describedby={message ? errorId : undefined}
              data-testid={`${testId}-choose`}
            >
              {shown ? replaceLabel : chooseLabel}
            </Button>
          )}
        </FileButton>
        {undoLabel && value && (
          <Button variant="subtle" size="xs" onClick={() => onChange(null)}>
            {undoLabel}
          </Button>
        )}
      </Group>
      {message && (
        <Text size="sm" c="var(--mantine-color-error)" id={errorId} role="alert">
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
              if (clearOnCropFailure) onChange(null);
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
