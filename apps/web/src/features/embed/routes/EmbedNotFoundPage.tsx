import { EmbedUnavailable } from '../components/EmbedUnavailable';

/** Any other address under `/{lang}/embed/`, or a page that failed: the clear "not available" page. */
export function EmbedNotFoundPage() {
  return <EmbedUnavailable kind="event" />;
}
