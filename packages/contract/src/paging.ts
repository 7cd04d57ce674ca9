import { z } from 'zod';
import { SEARCH } from './limits';

/**
 * 0-based page, as on every paged call (spec 3 §7 "default page 0"; issue 16 made them all agree);
 * perPage bounded so a client cannot ask for the whole table.
 */
export const pageParams = (defaultPerPage: number, maxPerPage = SEARCH.eventSearchLimit) => ({
  page: z.coerce
    .number()
    .int()
    .min(0)
    .max(10_000)
    .default(0)
    .describe('0-based page: the first page is 0 (spec 3 §7 "default page 0")'),
  perPage: z.coerce.number().int().min(1).max(maxPerPage).default(defaultPerPage),
});
