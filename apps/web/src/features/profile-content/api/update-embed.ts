import { EmbeddedCodeSchema, type EmbeddedCodeView } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** PUT /{type}/{id}/embeddedCodes/{codeId}: one code (hide or show it). */
export function updateEmbed(profile: ProfileRef, code: EmbeddedCodeView): Promise<EmbeddedCodeView> {
  return apiRequest(`${profilePath(profile)}/embeddedCodes/${encodeURIComponent(code.Id)}`, {
    method: 'PUT',
    body: { HtmlCode: code.HtmlCode, IsHidden: code.IsHidden, OrderNumber: code.OrderNumber },
    schema: EmbeddedCodeSchema,
  });
}
