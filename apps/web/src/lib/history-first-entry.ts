// Apart from history-entries.ts, which every page loads: only the article page's back button asks.

/**
 * Whether the entry with `locationKey` is the first page this document showed (a link opened fresh, a reload
 * of it), so there is no page of ours to go back to. React Router numbers a document's entries from 0
 * (`idx`); a memory router (tests) keeps its entries out of window.history and keys only its first "default".
 */
export function isDocumentFirstEntry(locationKey: string, history: History = window.history): boolean {
  if (locationKey === 'default') return true;
  const state = history.state as { key?: unknown; idx?: unknown } | null;
  if (state?.key !== locationKey) return false;
  return typeof state.idx !== 'number' || state.idx === 0;
}
