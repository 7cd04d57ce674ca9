/**
 * The zone of times that have none of their own (a publication day; an event without a zone): where most
 * of the product's visitors (sk, cs, hu, de) are. Never the browser's: a page rendered on the server
 * (issue 25) must show the same day and time when the browser hydrates it.
 */
export const PRODUCT_TIME_ZONE = 'Europe/Bratislava';

/**
 * The thin and narrow no-break spaces some ICU versions put into dates ("2:00\u202fPM\u2009–\u2009Sun"), as
 * plain spaces: Node's ICU writes them where Chromium writes plain ones, and public pages are rendered on
 * the server and hydrated in the browser (issue 25): both must produce the same text.
 */
export const plainSpaces = (text: string) => text.replace(/[\u2009\u202f]/g, ' ');

/**
 * Event times are shown in the event's own time zone (ARCHITECTURE §4): a concert in Košice starts
 * at 20:00 for a visitor in London too. A missing or unknown zone falls back to PRODUCT_TIME_ZONE.
 */
export function formatEventDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return plainSpaces(eventDateFormat(language, timeZone).format(date));
}

// Building an Intl.DateTimeFormat (locale and zone data) costs far more than formatting with one: on a
// throttled phone, a new one per card was ~280 ms of the home page's start-up. One per language and zone.
const formats = new Map<string, Intl.DateTimeFormat>();
function eventDateFormat(language: string, zone: string | undefined): Intl.DateTimeFormat {
  const timeZone = zone || PRODUCT_TIME_ZONE;
  const key = `${language}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
    try {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone });
    } catch {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone: PRODUCT_TIME_ZONE });
    }
    formats.set(key, format);
  }
  return format;
}
