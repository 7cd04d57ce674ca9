import { useEffect, useState } from 'react';

/** The object URL of a blob (a chosen picture, a fetched PDF), revoked when the blob changes or the
 * component unmounts; null without a blob. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(blob);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [blob]);
  return url;
}
