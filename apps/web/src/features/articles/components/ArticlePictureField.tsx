import { Button, FileButton, Group, Image, Stack, Text } from '@mantine/core';
import { IMAGE_RULES, IMAGE_UPLOAD } from '@marquee/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CroppedPicture } from '../../../components/image/ImageCropDialog';

// The cropper (react-easy-crop) arrives only when a picture has been chosen.
const ImageCropDialog = lazy(() => import('../../../components/image/ImageCropDialog'));

const ASPECT = IMAGE_RULES.article.cropAspect ?? 2;

interface ArticlePictureFieldProps {
  /** The stored picture, if any. */
  current: string | null;
  value: CroppedPicture | null;
  onChange: (value: CroppedPicture | null) => void;
  error?: string;
}

/**
 * The article's picture (spec 3 §5): JPG or PNG up to 4 MB into the cropper, cropped 2:1. A file that
 * fails a check, or a crop that fails, leaves the field as it was with a message.
 */
export function ArticlePictureField({ current, value, onChange, error }: ArticlePictureFieldProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
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
    if (!chosen) return;
    if (!/^image\/(png|jpeg)$/.test(chosen.type)) setProblem(t('FORM.IMAGE_TYPE'));
    else if (chosen.size > IMAGE_UPLOAD.cropperMaxBytes)
      setProblem(t('FORM.IMAGE_FILE_SIZE', { size: IMAGE_UPLOAD.cropperMaxBytes / 1024 / 1024 }));
    else setFile(chosen);
  };

  const shown = preview ?? current;
  const message = problem ?? error;
  return (
    <Stack gap={6} role="group" aria-labelledby="article-picture-label" data-testid="article-picture">
      <Text fw={500} size="sm" id="article-picture-label">
        {t('ARTICLE_EDITOR.FIELD_PICTURE')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('ARTICLE_EDITOR.PICTURE_HINT')}
      </Text>
      {shown && <Image src={shown} alt="" maw={360} radius="sm" style={{ aspectRatio: String(ASPECT) }} />}
      <Group gap="xs">
        <FileButton onChange={choose} accept="image/png,image/jpeg">
          {(props) => (
            <Button
              variant="default"
              size="xs"
              {...props}
              aria-describedby={message ? 'article-picture-error' : undefined}
              data-testid="article-picture-choose"
            >
              {shown ? t('ARTICLE_EDITOR.REPLACE_PICTURE') : t('ARTICLE_EDITOR.CHOOSE_PICTURE')}
            </Button>
          )}
        </FileButton>
      </Group>
      {message && (
        <Text size="sm" c="var(--mantine-color-error)" id="article-picture-error" role="alert">
          {message}
        </Text>
      )}
      {file && (
        <Suspense fallback={null}>
          <ImageCropDialog
            file={file}
            aspect={ASPECT}
            onDone={(picture) => {
              setFile(null);
              onChange(picture);
            }}
            onCancel={() => setFile(null)}
            onFailed={() => {
              setFile(null);
              setProblem(t('PICTURE.CROP_FAILED'));
            }}
          />
        </Suspense>
      )}
    </Stack>
  );
}
