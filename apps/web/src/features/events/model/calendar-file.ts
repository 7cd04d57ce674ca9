/**
 * Saves the event's iCalendar text as a file (the calendar button's click; a chunk of its own, fetched with
 * the calendar's request, so the event page's first load does not carry it).
 */
export function saveCalendarFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() has returned.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
