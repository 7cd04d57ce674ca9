import {
  Alert,
  Button,
  Fieldset,
  FileButton,
  Group,
  Image,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ARTICLE_LIMITS, type ArticleDetail } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { deleteGalleryImage, putGalleryImage } from '../api/article-gallery';
import { compressGalleryImage } from '../model/compress-image';

type Gallery = ArticleDetail['Gallery'];

/**
 * The article's gallery (spec 3 §2 extras): an image is compressed in the browser (JPEG 0.7), sent with its
 * caption and shown at once; each image can be removed. Changes are saved immediately.
 */
export function GalleryEditor({ articleId, initial }: { articleId: string; initial: Gallery }) {
  const { t } = useTranslation();
  const [gallery, setGallery] = useState(initial);
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = gallery.length >= ARTICLE_LIMITS.galleryMax;
  const nameOf = (item: Gallery[number], index: number) =>
    item.Caption ?? t('ARTICLE_EDITOR.GALLERY_IMAGE', { n: index + 1 });

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      const code = isApiRequestError(error) ? error.Code : null;
      setProblem(
        code === 'IMAGE_INVALID' || (error instanceof Error && error.message === 'not an image')
          ? t('ARTICLE_EDITOR.IMAGE_INVALID')
          : code === 'IMAGE_FILE_SIZE'
            ? t('FORM.IMAGE_FILE_SIZE', { size: 2 })
            : t('ARTICLE_EDITOR.SAVE_FAILED'),
      );
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    run(async () => {
      if (!file) return;
      const image = await compressGalleryImage(file);
      setGallery(await putGalleryImage(articleId, image, caption.trim() || null));
      setFile(null);
      setCaption('');
    });

  const remove = (imageId: string) =>
    run(async () => {
      await deleteGalleryImage(articleId, imageId);
      setGallery((current) => current.filter((item) => item.ImageId !== imageId));
    });

  return (
    <Fieldset legend={t('ARTICLE_EDITOR.GALLERY')} data-testid="article-gallery">
      <Stack gap="sm">
        {gallery.length === 0 && <Text c="dimmed">{t('ARTICLE_EDITOR.GALLERY_NONE')}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {gallery.map((item, index) => (
            <Stack key={item.ImageId} gap={4} data-testid="article-gallery-image">
              <Image src={item.Url} alt={nameOf(item, index)} radius="sm" h={120} fit="cover" />
              {item.Caption && <Text size="sm">{item.Caption}</Text>}
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                disabled={busy}
                onClick={() => void remove(item.ImageId)}
                aria-label={t('ARTICLE_EDITOR.GALLERY_DELETE', { name: nameOf(item, index) })}
              >
                {t('ARTICLE_EDITOR.REMOVE')}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
        {full ? (
          <Text size="sm" c="dimmed">
            {t('ARTICLE_EDITOR.GALLERY_FULL', { max: ARTICLE_LIMITS.galleryMax })}
          </Text>
        ) : (
          <Group align="flex-end" wrap="wrap">
            <FileButton onChange={setFile} accept="image/png,image/jpeg">
              {(props) => (
                <Button variant="default" {...props} data-testid="article-gallery-choose">
                  {file ? file.name : t('ARTICLE_EDITOR.GALLERY_CHOOSE')}
                </Button>
              )}
            </FileButton>
            <TextInput
              label={t('ARTICLE_EDITOR.GALLERY_CAPTION')}
              value={caption}
              maxLength={ARTICLE_LIMITS.captionMax}
              onChange={(e) => setCaption(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (file) void add();
              }}
              data-testid="article-gallery-caption"
            />
            <Button
              onClick={() => void add()}
              disabled={!file}
              loading={busy}
              data-testid="article-gallery-add"
            >
              {t('ARTICLE_EDITOR.GALLERY_ADD')}
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('ARTICLE_EDITOR.GALLERY_HINT')}
        </Text>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
      </Stack>
    </Fieldset>
  );
}
