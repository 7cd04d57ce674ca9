// Split point: zod (~25 kB gzip) is only downloaded when an API call actually fails, so pages that
// need no schema keep it out of their first load. See lib/api/errors.ts.
export { ApiErrorSchema, codeOfStatus } from '@marquee/contract';
