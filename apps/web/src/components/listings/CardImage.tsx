import { useState } from 'react';
import classes from './listings.module.css';

export interface CardImageProps {
  src: string | null;
  /** Intrinsic size hint; the box keeps this aspect ratio whether or not the image has loaded. */
  width?: number;
  height?: number;
  /** Round (profile pictures) instead of the rectangular card header. */
  round?: boolean;
  /** Above-the-fold images (the slider's first slide) load eagerly and early; listings load lazily. */
  priority?: boolean;
}

/**
 * A card's picture: a fixed-aspect box so the grid never shifts while images arrive, a neutral
 * placeholder when there is no picture, and (spec 1 §8 "Image load error") the image hidden when it
 * fails to load. Decorative: the card's name is the accessible text, so alt is empty.
 */
export function CardImage({
  src,
  width = 640,
  height = 360,
  round = false,
  priority = false,
}: CardImageProps) {
  const [failed, setFailed] = useState(false);
  return (
    <div
      className={classes.media}
      data-round={round || undefined}
      style={{ aspectRatio: `${width} / ${height}` }}
      data-testid="card-image"
    >
      {src && !failed && (
        <img
          src={src}
          alt=""
          width={width}
          height={height}
          loading={priority ? 'eager' : 'lazy'}
          decoding={priority ? 'auto' : 'async'}
          fetchPriority={priority ? 'high' : undefined}
          onError={() => setFailed(true)}
        />
      )}
    </div>
  );
}
