import { ARTICLE_LIMITS, type ArticleDetail } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GalleryFieldset } from '../../../components/image/GalleryFieldset';
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
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
      return true;
    } catch (error) {
      const code = isApiRequestError(error) ? error.Code : null;
      setProblem(
        code === 'IMAGE_INVALID' || (error instanceof Error && error.message === 'not an image')
          ? t('ARTICLE_EDITOR.IMAGE_INVALID')
          : code === 'IMAGE_FILE_SIZE'
            ? t('FORM.IMAGE_FILE_SIZE', { size: 2 })
            : t('ARTICLE_EDITOR.SAVE_FAILED'),
      );
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <GalleryFieldset
      testId="article-gallery"
      items={gallery.map((item) => ({ id: item.ImageId, url: item.Url, caption: item.Caption }))}
      max={ARTICLE_LIMITS.galleryMax}
      captionMax={ARTICLE_LIMITS.captionMax}
      texts={{
        legend: t('ARTICLE_EDITOR.GALLERY'),
        none: t('ARTICLE_EDITOR.GALLERY_NONE'),
        full: t('ARTICLE_EDITOR.GALLERY_FULL', { max: ARTICLE_LIMITS.galleryMax }),
        choose: t('ARTICLE_EDITOR.GALLERY_CHOOSE'),
        caption: t('ARTICLE_EDITOR.GALLERY_CAPTION'),
        add: t('ARTICLE_EDITOR.GALLERY_ADD'),
        hint: t('ARTICLE_EDITOR.GALLERY_HINT'),
        remove: t('ARTICLE_EDITOR.REMOVE'),
        imageName: (n) => t('ARTICLE_EDITOR.GALLERY_IMAGE', { n }),
        removeLabel: (name) => t('ARTICLE_EDITOR.GALLERY_DELETE', { name }),
      }}
      file={file}
      onChoose={setFile}
      onAdd={(caption) =>
        run(async () => {
          if (!file) return;
          const image = await compressGalleryImage(file);
          setGallery(await putGalleryImage(articleId, image, caption));
          setFile(null);
        })
      }
      onRemove={(imageId) =>
        void run(async () => {
          await deleteGalleryImage(articleId, imageId);
          setGallery((current) => current.filter((item) => item.ImageId !== imageId));
        })
      }
      busy={busy}
      problem={problem}
    />
  );
}
