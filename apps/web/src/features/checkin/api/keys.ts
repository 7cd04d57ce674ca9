/** Query keys of the organizer's check-in page. */
export const checkinKeys = {
  all: ['checkin'] as const,
  system: (eventId: string) => ['checkin', 'system', eventId] as const,
  counts: (eventId: string) => ['checkin', 'counts', eventId] as const,
};

export const turnstilePath = (eventId: string) => `/turnstile/${encodeURIComponent(eventId)}`;
