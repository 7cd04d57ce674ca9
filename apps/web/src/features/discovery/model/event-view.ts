/** How the all-events page shows its results; `view=map` in the URL, anything else is the list. */
export type EventView = 'list' | 'map';

export function readView(params: URLSearchParams): EventView {
  return params.get('view')?.trim().toLowerCase() === 'map' ? 'map' : 'list';
}

/** The filters' query string plus the view; the list is the default and stays out of the URL. */
export function withView(params: URLSearchParams, view: EventView): URLSearchParams {
  const next = new URLSearchParams(params);
  if (view === 'map') next.set('view', 'map');
  else next.delete('view');
  return next;
}
