import '../form-styles';
import '@mantine/core/styles/Avatar.css';
import { Avatar, FileInput, Group, Stack } from '@mantine/core';
import { IMAGE_UPLOAD } from '@marquee/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CroppedPicture } from './ImageCropDialog';

// The cropper (react-easy-crop) arrives only when a picture has been chosen.
const ImageCropDialog = lazy(() => import('./ImageCropDialog'));

export type PictureValue = CroppedPicture;

const ACCEPTED_TYPES = ['image/jpeg', 'image/png'];
const ACCEPTED_NAME = /\.(jpe?g|png)$/i;

interface ProfilePictureFieldProps {
  label: string;
  value: PictureValue | null;
  onChange: (value: PictureValue | null) => void;
  /** Error from the form (required…), already translated. */
  error?: string;
  required?: boolean;
}

/**
 * Profile picture (spec 1 §5): jpg, jpeg or png, at most 4 MB into the cropper, square crop; a file that
 * fails any check or a crop that fails resets the value to empty.
 */
export function ProfilePictureField({ label, value, onChange, error, required }: ProfilePictureFieldProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

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
    setFile(chosen);
    if (!chosen) {
      onChange(null);
      return;
    }
    if (!ACCEPTED_TYPES.includes(chosen.type) && !ACCEPTED_NAME.test(chosen.name)) {
      setProblem(t('FORM.IMAGE_TYPE'));
      reset();
      return;
    }
    if (chosen.size > IMAGE_UPLOAD.cropperMaxBytes) {
      setProblem(t('FORM.IMAGE_FILE_SIZE', { size: IMAGE_UPLOAD.cropperMaxBytes / 1024 / 1024 }));
      reset();
      return;
    }
    setCropping(true);
  };

  const reset = () => {
    setFile(null);
    onChange(null);
  };

  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <Avatar src={preview} size={56} radius="xl" alt="" />
        <FileInput
          style={{ flex: 1 }}
          label={label}
          required={required}
          accept="image/png,image/jpeg"
          value={file}
          onChange={choose}
          clearable
          placeholder={t('PICTURE.CHOOSE')}
          // Mantine's placeholder grey is below 4.5:1; this placeholder is a real label-like text.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
          error={problem ?? error}
          data-testid="picture-input"
        />
      </Group>
      {cropping && file && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={file}
            onDone={(picture) => {
              setCropping(false);
              onChange(picture);
            }}
            onCancel={() => {
              setCropping(false);
              reset();
            }}
            onFailed={() => {
              setCropping(false);
              setProblem(t('PICTURE.CROP_FAILED'));
              reset();
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
