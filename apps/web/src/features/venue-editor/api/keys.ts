/** Query keys of the layout editor. The wizard's own queries start with 'organizer' and are refreshed on save. */
export const editorKeys = {
  layout: (eventId: string, vc: string) => ['venue-editor', 'layout', eventId, vc] as const,
};

export const layoutPath = (eventId: string, vc: string) =>
  `/event/${encodeURIComponent(eventId)}/venueconfigurations/${encodeURIComponent(vc)}`;
