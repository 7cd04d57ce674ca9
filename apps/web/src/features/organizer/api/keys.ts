/** Query keys of the organizer workspace; one root so a save can refresh everything it touched. */
export const organizerKeys = {
  all: ['organizer'] as const,
  myEvents: (profileId: string, filters: object) => ['organizer', 'myevents', profileId, filters] as const,
  event: (id: string) => ['organizer', 'event', id] as const,
  categories: (id: string, vc: string) => ['organizer', 'event', id, 'categories', vc] as const,
  seatBlocks: (id: string) => ['organizer', 'event', id, 'seat-blocks'] as const,
  templates: (type: string, profileId: string) => ['organizer', 'responsibles', type, profileId] as const,
};

/** The `{vc}` segment of the pricing calls: the venue layout, or the event itself while it has none. */
export function configurationOf(event: { Id: string; VenueConfigurationId: string | null }): string {
  return event.VenueConfigurationId ?? event.Id;
}

/** Spec 3 §7: ticket categories live under the event's venue configuration. */
export const categoriesPath = (eventId: string, vc: string) =>
  `/event/${encodeURIComponent(eventId)}/venueconfigurations/${encodeURIComponent(vc)}/ticketcategories`;
