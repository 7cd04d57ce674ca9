/** Placeholder wired into the router; the discovery issue replaces it with the real page. */
export function AllEventsPage() {
  return null;
}
