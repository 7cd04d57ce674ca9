/**
 * Event times are shown in the event's own time zone (ARCHITECTURE §4): a concert in Košice starts
 * at 20:00 for a visitor in London too. An unknown zone falls back to the browser's.
 */
export function formatEventDate(iso: string, language: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone }).format(date);
  } catch {
    return new Intl.DateTimeFormat(language, options).format(date);
  }
}
