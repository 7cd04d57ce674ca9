import { useState } from 'react';
import classes from './article.module.css';

/**
 * The author's round picture, or their initial when there is none or it fails to load (as Mantine's Avatar,
 * which was ~1.8 kB gzip of the article's first load: ARCHITECTURE §6). Decorative: the name is next to it.
 */
export function AuthorAvatar({ src, name }: { src: string | null | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className={classes.avatar} aria-hidden="true">
      {src && !failed ? (
        <img src={src} alt="" width={38} height={38} onError={() => setFailed(true)} />
      ) : (
        name.slice(0, 1).toUpperCase()
      )}
    </span>
  );
}
