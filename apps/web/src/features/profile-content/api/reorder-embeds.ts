import { EmbeddedCodesResponseSchema, type EmbeddedCodeView } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** PUT /{type}/{id}/embeddedCodes: the whole list in its new order (ids kept). */
export function reorderEmbeds(
  profile: ProfileRef,
  codes: readonly EmbeddedCodeView[],
): Promise<EmbeddedCodeView[]> {
  return apiRequest(`${profilePath(profile)}/embeddedCodes`, {
    method: 'PUT',
    body: codes.map(({ Id, HtmlCode, IsHidden, OrderNumber }) => ({ Id, HtmlCode, IsHidden, OrderNumber })),
    schema: EmbeddedCodesResponseSchema,
  });
}
