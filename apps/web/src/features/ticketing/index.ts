// The public entry of the ticketing feature, the spec's purchase flow in one domain: basket, seats and holds,
// coupons and vouchers applied to the basket, checkout and payment, results and purchased tickets. What
// other features and the shell (app/) may use; everything else in this folder is the feature's own; its
// route pages are in pages.ts.
// The buy form's prices call and its range's format: the event page's first screen shows the range (issue 25).
export { pricesAndCountsQuery as ticketPricesQuery } from './api/get-prices-and-counts';
export { seatsStatusQuery } from './api/get-seats-status';
// GET /event/{id}/voucherTemplates: one client for the call; the organizer's screens cache and check it their way.
export { getVoucherTemplates } from './api/get-voucher-templates';
export { PurchaseSection } from './components/PurchaseSection';
// One block of questions on the questionnaire engine (the registration modal's); the survey page reuses it.
export { QuestionBlock } from './components/registration/QuestionBlock';
// One item of that block; the questionnaire builder's preview shows its items with it.
export { QuestionItem } from './components/registration/QuestionItem';
export { formatPriceRange } from './model/money';
// The buy form inside an embed (issue 22): payments open in a new window, the host hears of a finished purchase.
export { type CompletedPurchase, type PurchaseHost, PurchaseHostContext } from './model/purchase-host';
