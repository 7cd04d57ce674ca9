import type { ArticleDetail } from '@marquee/contract';
import { useState } from 'react';
import classes from './article.module.css';

type GalleryItem = ArticleDetail['Gallery'][number];

/** One gallery picture; a picture that fails to load is hidden (spec 1 §8 "Image load error"). */
function GalleryFigure({ item }: { item: GalleryItem }) {
  const [failed, setFailed] = useState(false);
  if (failed) return null;
  return (
    <figure className={classes.figure}>
      <a href={item.Url} target="_blank" rel="noopener noreferrer">
        <img
          src={item.Url}
          alt={item.Caption ?? ''}
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
  return (
    <div className={classes.gallery} data-testid="article-gallery">
      {items.map((item) => (
        <GalleryFigure key={item.ImageId} item={item} />
      ))}
    </div>
  );
}
