// The whole schema, one module per domain; drizzle-kit reads this file to generate migrations.
export * from './accounts';
export * from './articles';
export * from './categories';
export * from './checkin';
// Column helpers stay internal; the search fold is shared with services that write search columns.
export { normalizeSearchText } from './columns';
export * from './coupons';
export * from './discovery';
export * from './documents';
export * from './event-management';
export * from './events';
export * from './gift-vouchers';
export * from './insight';
export * from './merch';
export * from './orders';
export * from './pricing';
export * from './profiles';
export * from './rate-limits';
export * from './relations';
export * from './seat-blocks';
export * from './sessions';
export * from './social-graph';
export * from './streams';
export * from './ticketing';
export * from './utility';
export * from './venue-configuration';
export * from './venues';
export * from './weblog';
