// What the buy form shows after stage1, in one chunk (lazy-parts.tsx loads it): the quantity, donation,
// merchandise and basket stages and the form's dialogs. Their Mantine inputs, modals and the coupon and
// voucher lines are most of the form's code, and none of it is needed to show the first stage.
export { BasketTimeoutDialog } from './basket/BasketTimeoutDialog';
export { MinimumCountDialog } from './coupons/MinimumCountDialog';
export { BasketStage } from './stages/BasketStage';
export { DonateAmountStage } from './stages/DonateAmountStage';
export { MerchStage } from './stages/MerchStage';
export { QuantityStage } from './stages/QuantityStage';
