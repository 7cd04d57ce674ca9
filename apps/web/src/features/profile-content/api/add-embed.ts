import { EmbeddedCodeSchema, type EmbeddedCodeView } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { type ProfileRef, profilePath } from './keys';

/** POST /{type}/{id}/embeddedCodes: appended last; the server strips script tags before saving. */
export function addEmbed(profile: ProfileRef, html: string): Promise<EmbeddedCodeView> {
  return apiRequest(`${profilePath(profile)}/embeddedCodes`, {
    method: 'POST',
    body: { HtmlCode: html, IsHidden: false },
    schema: EmbeddedCodeSchema,
  });
}
