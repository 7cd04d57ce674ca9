// One formatter per language: building an Intl.DateTimeFormat costs far more than using it (see lib/dates.ts).
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** A publication day in the reader's language; the day a post went out has no venue time zone. */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  let format = dayFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { dateStyle: 'medium' });
    dayFormats.set(language, format);
  }
  return format.format(date);
}
