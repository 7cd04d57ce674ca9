import { isStoredImageUrl, isValidWebUrl, type MerchUpdate, normalizeWebUrl } from '@marquee/contract';

export interface PreparedMerch {
  values: { name: string; url: string | null; description: string | null; profilePicture: string | null };
  /** Field → form message keys (spec 1 §5), empty when the input is fine. */
  fieldErrors: Record<string, string[]>;
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

/**
 * Applies the web-link rule of spec 3 §5 to the item's Url (http:// added when missing, then a general URL
 * check) and accepts only pictures answered by our upload calls. Pure: the service decides what to do.
 */
export function prepareMerch(input: MerchUpdate): PreparedMerch {
  const fieldErrors: Record<string, string[]> = {};
  const rawUrl = blankToNull(input.Url);
  const url = rawUrl ? normalizeWebUrl(rawUrl) : null;
  if (url && !isValidWebUrl(url)) fieldErrors.Url = ['INVALID_VALUE'];
  const profilePicture = blankToNull(input.ProfilePicture);
  if (profilePicture && !isStoredImageUrl(profilePicture)) fieldErrors.ProfilePicture = ['INVALID_VALUE'];
  return {
    values: { name: input.Name.trim(), url, description: blankToNull(input.Description), profilePicture },
    fieldErrors,
  };
}
