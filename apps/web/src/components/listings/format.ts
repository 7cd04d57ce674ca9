/** A publication day in the reader's language; the day a post went out has no venue time zone. */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}
