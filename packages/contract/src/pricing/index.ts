// Shared pricing rules (coupons and discounts) and the coupon calls' schemas.
export * from './coupon-schemas';
export * from './coupons';
