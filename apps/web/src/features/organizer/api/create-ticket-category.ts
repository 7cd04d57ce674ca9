import { type ManagedTicketCategory, ManagedTicketCategorySchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';
import { categoriesPath } from './keys';

export interface PriceWindowInput {
  Price: number;
  ValidFrom?: string;
  ValidTill?: string;
}

export interface TicketCategoryInput {
  Name: string;
  /** The key seats refer to; derived from the name when left out (a layout's existing key is kept as is). */
  Key?: string;
  /** Hex without '#'. */
  Color?: string;
  IsDonate?: boolean;
  DonateMax?: number | null;
  BasePrices?: PriceWindowInput[];
}

/** POST …/ticketcategories: a category with its first price windows (the wave timeline). */
export function createTicketCategory(
  eventId: string,
  vc: string,
  input: TicketCategoryInput,
): Promise<ManagedTicketCategory> {
  return apiRequest(categoriesPath(eventId, vc), {
    method: 'POST',
    body: input,
    schema: ManagedTicketCategorySchema,
  });
}
