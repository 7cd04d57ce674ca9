/**
 * Coupon validity is an instant (UTC on the wire, spec 3 §4); the organizer types it in their own zone
 * with the browser's `datetime-local` picker, which works by keyboard and on a phone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DDTHH:mm` of the browser's zone → ISO UTC; '' → null; an unreadable value → 'invalid'. */
export function localInputToIso(value: string): string | null | 'invalid' {
  if (value.trim() === '') return null;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return 'invalid';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'invalid' : date.toISOString();
}

/** ISO instant → `YYYY-MM-DDTHH:mm` in the browser's zone; null → ''. */
export function isoToLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The browser's IANA zone, named next to the validity inputs. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
