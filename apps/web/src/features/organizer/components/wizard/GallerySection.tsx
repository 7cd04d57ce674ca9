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
import { type EventManagement, IMAGE_UPLOAD } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadImage } from '../../../../lib/api/upload-image';
import { addGalleryImage, deleteGalleryImage } from '../../api/event-gallery';
import { saveErrorMessage } from '../../model/messages';

/** The gallery holds at most this many images (the server's MAX_GALLERY_IMAGES). */
const MAX_IMAGES = 30;
const CAPTION_MAX = 300;

interface GallerySectionProps {
  event: EventManagement;
  onSaved: (event: EventManagement) => void;
}

/**
 * The event's gallery: an image is uploaded (the plain upload button takes JPG or PNG up to 2 MB, spec 3
 * §5), then added with its caption; each image can be removed. Changes are saved at once.
 */
export function GallerySection({ event, onSaved }: GallerySectionProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const [caption, setCaption] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const full = event.Gallery.length >= MAX_IMAGES;

  const choose = (chosen: File | null) => {
    setProblem(null);
    setFile(null);
    if (!chosen) return;
    if (!/^image\/(png|jpeg)$/.test(chosen.type)) setProblem(t('FORM.IMAGE_TYPE'));
    else if (chosen.size > IMAGE_UPLOAD.maxBytes) setProblem(t('ORGANIZER.MEDIA.GALLERY_TOO_BIG'));
    else setFile(chosen);
  };

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(saveErrorMessage(t, error));
    } finally {
      setBusy(false);
    }
  };

  const add = () =>
    run(async () => {
      if (!file) return;
      const uploaded = await uploadImage(file, 'upload', file.name, 'gallery');
      const image = await addGalleryImage(event.Id, uploaded.Url, caption.trim() || null);
      onSaved({ ...event, Gallery: [...event.Gallery, image] });
      setFile(null);
      setCaption('');
    });

  const remove = (imageId: string) =>
    run(async () => {
      await deleteGalleryImage(event.Id, imageId);
      onSaved({ ...event, Gallery: event.Gallery.filter((image) => image.Id !== imageId) });
    });

  return (
    <Fieldset legend={t('ORGANIZER.MEDIA.GALLERY')} data-testid="gallery">
      <Stack gap="sm">
        {event.Gallery.length === 0 && <Text c="dimmed">{t('ORGANIZER.MEDIA.GALLERY_NONE')}</Text>}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {event.Gallery.map((image, index) => (
            <Stack key={image.Id} gap={4} data-testid="gallery-image">
              <Image
                src={image.ImageId}
                alt={image.Caption ?? t('ORGANIZER.MEDIA.GALLERY_IMAGE', { n: index + 1 })}
                radius="sm"
                h={120}
                fit="cover"
              />
              {image.Caption && <Text size="sm">{image.Caption}</Text>}
              <Button
                variant="subtle"
                color="red"
                size="compact-xs"
                onClick={() => void remove(image.Id)}
                disabled={busy}
                aria-label={t('ORGANIZER.MEDIA.GALLERY_DELETE', {
                  name: image.Caption ?? t('ORGANIZER.MEDIA.GALLERY_IMAGE', { n: index + 1 }),
                })}
              >
                {t('ORGANIZER.TICKETS.DELETE')}
              </Button>
            </Stack>
          ))}
        </SimpleGrid>
        {full ? (
          <Text size="sm" c="dimmed">
            {t('ORGANIZER.MEDIA.GALLERY_FULL', { max: MAX_IMAGES })}
          </Text>
        ) : (
          <Group align="flex-end" wrap="wrap">
            <FileButton onChange={choose} accept="image/png,image/jpeg">
              {(props) => (
                <Button variant="default" {...props} data-testid="gallery-choose">
                  {file ? file.name : t('ORGANIZER.BASICS.CHOOSE_IMAGE')}
                </Button>
              )}
            </FileButton>
            <TextInput
              label={t('ORGANIZER.MEDIA.CAPTION')}
              value={caption}
              maxLength={CAPTION_MAX}
              onChange={(e) => setCaption(e.currentTarget.value)}
              onKeyDown={(e) => {
                // Enter adds the image instead of submitting (and leaving) the step.
                if (e.key !== 'Enter') return;
                e.preventDefault();
                if (file) void add();
              }}
              data-testid="gallery-caption"
            />
            <Button onClick={() => void add()} disabled={!file} loading={busy} data-testid="gallery-add">
              {t('ORGANIZER.MEDIA.GALLERY_ADD')}
            </Button>
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {t('ORGANIZER.MEDIA.GALLERY_HINT')}
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
