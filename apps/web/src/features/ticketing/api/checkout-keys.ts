/** Query keys of checkout and purchased tickets, in one place so a payment can refresh what it changed. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  mode: ['checkout', 'mode'] as const,
  methods: (guid: string, forReservationsPay: boolean) =>
    ['checkout', 'methods', guid, forReservationsPay] as const,
  fee: (eventId: string, gate: string, price: number, currency: string, forReservationsPay: boolean) =>
    ['checkout', 'fee', eventId, gate, price, currency, forReservationsPay] as const,
  tickets: (eventId: string | null) => ['checkout', 'tickets', eventId] as const,
};
