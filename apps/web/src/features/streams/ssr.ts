import type { SsrData } from '../../lib/ssr/page-data';
import { streamQuery } from './api/get-stream';

/**
 * The stream page's first screen (stream-detail `/:lang/stream/:id`): the stream, its public part as an
 * anonymous visitor sees it (an unknown id or a draft is a 404). The unlock, the player and the author's
 * follow state start in the browser; the sections below load their own data there.
 */
export const ssrStreamData: SsrData = async ({ queryClient, params }) => {
  await queryClient.fetchQuery(streamQuery(params.id ?? ''));
};
