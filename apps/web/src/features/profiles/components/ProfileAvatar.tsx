import type { CSSProperties } from 'react';
import { useState } from 'react';
import classes from './ProfileAvatar.module.css';

/**
 * A profile's picture, or its initial when it has none or the picture fails: Mantine's Avatar as these pages
 * use it (light, gray), without its code on their first load. `size` in px; `radius` a CSS length (round by
 * default). A size makes the picture hold its place before any stylesheet (server-rendered pages).
 */
export function ProfileAvatar({
  src,
  name,
  size,
  radius,
}: {
  src: string | null | undefined;
  name: string;
  size?: number;
  radius?: string;
}) {
  // The picture that failed to load (another picture gets its chance).
  const [failed, setFailed] = useState<string | null>(null);
  const style = {
    ...(size ? { '--avatar-size': `calc(${size / 16}rem * var(--mantine-scale))` } : {}),
    ...(radius ? { '--avatar-radius': radius } : {}),
  } as CSSProperties;
  return (
    <div className={classes.root} style={style}>
      {src && src !== failed ? (
        <img
          className={classes.image}
          src={src}
          alt=""
          width={size}
          height={size}
          onError={() => setFailed(src)}
        />
      ) : (
        <span className={classes.placeholder}>{name.slice(0, 1).toUpperCase()}</span>
      )}
    </div>
  );
}
