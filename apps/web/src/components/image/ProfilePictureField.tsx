import '../form-styles';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import { IMAGE_UPLOAD } from '@marquee/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '../../lib/use-object-url';
import { avatarColour, generateAvatar, initialsOf } from './generated-avatar';
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
  /** The picture the profile has now (an edit form): shown until another one is chosen. */
  currentUrl?: string | null;
  /**
   * A name to offer a picture made of its initials for, in one tap (sign-up, where a picture is required).
   * Once chosen, it follows the name as it is edited, until a photo is uploaded instead.
   */
  initialsFrom?: string;
}

/**
 * Profile picture (spec 1 §5): jpg, jpeg or png, at most 4 MB into the cropper, square crop; a file that
 * fails any check or a crop that fails resets the value to empty. With `initialsFrom`, a picture made of
 * the name's initials is one tap away, and uploading stays the alternative.
 */
export function ProfilePictureField({
  label,
  value,
  onChange,
  error,
  required,
  currentUrl = null,
  initialsFrom,
}: ProfilePictureFieldProps) {
  const { t, i18n } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [cropping, setCropping] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const preview = useObjectUrl(value?.blob);
  const [initialsChosen, setInitialsChosen] = useState(false);
  const generation = useRef(0);

  const pickInitials = (name: string) => {
    const run = ++generation.current;
    setProblem(null);
    setFile(null);
    setInitialsChosen(true);
    generateAvatar(name, i18n.language).then(
      (blob) => {
        if (run === generation.current) onChange({ blob, source: 'upload' });
      },
      () => {
        if (run !== generation.current) return;
        setInitialsChosen(false);
        setProblem(t('PICTURE.INITIALS_FAILED'));
      },
    );
  };

  // The initials follow the name while they are the chosen picture.
  // biome-ignore lint/correctness/useExhaustiveDependencies: regenerate on a new name only
  useEffect(() => {
    if (initialsChosen && initialsFrom !== undefined) pickInitials(initialsFrom);
  }, [initialsFrom]);

  const choose = (chosen: File | null) => {
    generation.current += 1;
    setInitialsChosen(false);
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

  const offerInitials = initialsFrom !== undefined && !initialsChosen;
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="nowrap">
        <Avatar
          src={preview ?? currentUrl}
          size={56}
          radius="xl"
          alt=""
          // Without a picture yet, the avatar previews the initials on offer.
          color={offerInitials ? avatarColour(initialsFrom) : undefined}
          variant={offerInitials ? 'filled' : undefined}
          data-testid="picture-preview"
        >
          {offerInitials ? initialsOf(initialsFrom, i18n.language) : null}
        </Avatar>
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
      {offerInitials && (
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            onClick={() => pickInitials(initialsFrom)}
            data-testid="picture-initials"
          >
            {t('PICTURE.USE_INITIALS')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('PICTURE.OR_UPLOAD')}
          </Text>
        </Group>
      )}
      {initialsFrom !== undefined && initialsChosen && (
        <Text size="sm" c="dimmed" data-testid="picture-initials-chosen">
          {t('PICTURE.INITIALS_CHOSEN')}
        </Text>
      )}
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
