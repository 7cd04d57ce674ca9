import { withLazyCatalogPart } from '../../i18n/setup';
import { PAYMENT_SETTINGS_TEXTS } from './texts';

// The organizer's payment providers (issue 23), loaded through app/workspace-pages.ts with its texts
// (i18n/payment-settings), off every visitor's first load.
export const loadPaymentSettingsPage = withLazyCatalogPart('payment-settings', PAYMENT_SETTINGS_TEXTS, () =>
  import('./routes/PaymentSettingsPage').then((m) => m.PaymentSettingsPage),
);
