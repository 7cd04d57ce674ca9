/** `YYYY-MM-DD` of an instant in the writer's own zone (the date input's value). */
export function localDateOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today in the writer's zone, the latest published date the editor offers (spec 3 §5). */
export const todayLocal = () => localDateOf(new Date().toISOString());

/**
 * The instant sent for a picked day: the stored instant when the day did not change (its time of day
 * kept), else noon of that day in the writer's zone — clamped to now for today, so it is never "later
 * than the end of today" anywhere the server looks.
 */
export function instantOfLocalDate(day: string, stored: string | null): string | null {
  if (!day) return null;
  if (stored && localDateOf(stored) === day) return stored;
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return null;
  const noon = new Date(y, m - 1, d, 12, 0, 0);
  const now = new Date();
  return (noon.getTime() > now.getTime() ? now : noon).toISOString();
}
