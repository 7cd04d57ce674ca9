/** Query keys of the purchase flow, in one place so a hold or release can refresh everything it touched. */
export const ticketingKeys = {
  all: ['ticketing'] as const,
  basket: (guid: string | null) => ['ticketing', 'basket', guid] as const,
  prices: (eventId: string) => ['ticketing', 'event', eventId, 'prices'] as const,
  seatsStatus: (eventId: string, sectorIds: readonly string[], guid: string | null) =>
    ['ticketing', 'event', eventId, 'seats-status', sectorIds.join(','), guid] as const,
  venue: (venueId: string, configurationId: string | null) =>
    ['ticketing', 'venue', venueId, configurationId] as const,
  sector: (venueId: string, sectorId: string) => ['ticketing', 'venue', venueId, 'sector', sectorId] as const,
  svg: (eventId: string, configurationId: string) =>
    ['ticketing', 'event', eventId, 'configuration', configurationId, 'svg'] as const,
};
