import { PRODUCT_TIME_ZONE, plainSpaces } from '../../../lib/dates';

// One formatter per language: building an Intl.DateTimeFormat costs far more than using it (see lib/dates.ts).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A publication day in the reader's language, in the product's zone (the same on the server and in any
 * browser, issue 25), as components/listings/format.ts formats an article card's. A copy: importing that
 * module would make the article page reach a listing module alone, which splits the listing chunks that
 * every listing page loads (ARCHITECTURE §6).
 */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: PRODUCT_TIME_ZONE });
    dayFormats.set(language, format);
  }
  return plainSpaces(format.format(date));
}
