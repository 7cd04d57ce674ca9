// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadPaymentResultPage = () =>
  import('./routes/PaymentResultPage').then((m) => ({ Component: m.PaymentResultPage }));
export const loadReservationResultPage = () =>
  import('./routes/PaymentResultPage').then((m) => ({ Component: m.ReservationResultPage }));
export const loadReservationPaymentPage = () =>
  import('./routes/PaymentResultPage').then((m) => ({ Component: m.ReservationPaymentPage }));
export const loadPurchasedTicketsPage = () =>
  import('./routes/PurchasedTicketsPage').then((m) => ({ Component: m.PurchasedTicketsPage }));
// The shell's ribbon while payments run in test mode (its own chunk: few visitors ever see it).
export const loadTestModeRibbon = () =>
  import('./components/checkout/TestModeRibbon').then((m) => ({ default: m.TestModeRibbon }));
