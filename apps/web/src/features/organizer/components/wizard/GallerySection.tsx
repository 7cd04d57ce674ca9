import { type EventManagement, IMAGE_UPLOAD } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryFieldset } from '../../../../components/image/GalleryFieldset';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const choose = (chosen: File | null) => {
    setProblem(null);
    setFile(null);
    if (!chosen) return;
    if (!/^image\/(png|jpeg)$/.test(chosen.type)) setProblem(t('FORM.IMAGE_TYPE'));
    else if (chosen.size > IMAGE_UPLOAD.maxBytes) setProblem(t('ORGANIZER.MEDIA.GALLERY_TOO_BIG'));
    else setFile(chosen);
  };

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      setProblem(saveErrorMessage(t, error));
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <GalleryFieldset
      testId="gallery"
      items={event.Gallery.map((image) => ({ id: image.Id, url: image.ImageId, caption: image.Caption }))}
      max={MAX_IMAGES}
      captionMax={CAPTION_MAX}
      texts={{
        legend: t('ORGANIZER.MEDIA.GALLERY'),
        none: t('ORGANIZER.MEDIA.GALLERY_NONE'),
        full: t('ORGANIZER.MEDIA.GALLERY_FULL', { max: MAX_IMAGES }),
        choose: t('ORGANIZER.BASICS.CHOOSE_IMAGE'),
        caption: t('ORGANIZER.MEDIA.CAPTION'),
        add: t('ORGANIZER.MEDIA.GALLERY_ADD'),
        hint: t('ORGANIZER.MEDIA.GALLERY_HINT'),
        remove: t('ORGANIZER.TICKETS.DELETE'),
        imageName: (n) => t('ORGANIZER.MEDIA.GALLERY_IMAGE', { n }),
        removeLabel: (name) => t('ORGANIZER.MEDIA.GALLERY_DELETE', { name }),
      }}
      file={file}
      onChoose={choose}
      onAdd={(caption) =>
        run(async () => {
          if (!file) return;
          const uploaded = await uploadImage(file, 'upload', file.name, 'gallery');
          const image = await addGalleryImage(event.Id, uploaded.Url, caption);
          onSaved({ ...event, Gallery: [...event.Gallery, image] });
          setFile(null);
        })
      }
      onRemove={(imageId) =>
        void run(async () => {
          await deleteGalleryImage(event.Id, imageId);
          onSaved({ ...event, Gallery: event.Gallery.filter((image) => image.Id !== imageId) });
        })
      }
      busy={busy}
      problem={problem}
    />
  );
}
