import type { ArticleDetail } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './article.module.css';

type GalleryItem = ArticleDetail['Gallery'][number];

/** One gallery picture; a picture that fails to load is hidden (spec 1 §8 "Image load error"). */
function GalleryFigure({ item, fallbackAlt }: { item: GalleryItem; fallbackAlt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure className={classes.figure}>
      <a href={item.Url} target="_blank" rel="noopener noreferrer">
        <img
          src={item.Url}
          // The picture is the link's only content, so it must name it even without a caption.
          alt={item.Caption || fallbackAlt}
          loading="lazy"
          decoding="async"
          width={640}
          height={427}
          onError={() => setFailed(true)}
        />
      </a>
      {item.Caption && <figcaption>{item.Caption}</figcaption>}
    </figure>
  );
}

/** The article's gallery: captioned pictures in a responsive grid, each opening full size. */
export function ArticleGallery({ items }: { items: readonly GalleryItem[] }) {
  const { t } = useTranslation();
  return (
    <div className={classes.gallery} data-testid="article-gallery">
      {items.map((item, index) => (
        <GalleryFigure
          key={item.ImageId}
          item={item}
          fallbackAlt={t('ARTICLES.GALLERY_IMAGE', { number: index + 1, total: items.length })}
        />
      ))}
    </div>
  );
}
