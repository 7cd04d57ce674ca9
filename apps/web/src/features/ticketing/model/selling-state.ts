import { type EventDetail, isExternallySold, isInSellingTime } from '@marquee/contract';

/** Spec 2 §8 sale states; the buy flow shows only when the state is null. */
export type SaleState =
  | 'SALE_NOT_STARTED'
  | 'SALE_STARTS_AT'
  | 'SALE_ENDED'
  | 'SOLD_OUT'
  | 'SOLD_OUT_PROMO'
  | 'TICKETS_AVAILABLE_EXTERNAL'
  | 'IS_FREE';

export const FREE_SELLING_CHANNEL = 'IsFree';

type SaleEvent = Pick<EventDetail, 'BeginSelling' | 'EndSelling' | 'End'> & {
  SellingChannelInfo: Pick<EventDetail['SellingChannelInfo'], 'SellingChannel'>;
};

/**
 * Which notice replaces the flow, if any. The window itself is the contract's `isInSellingTime`; here we
 * only tell "not yet" from "no more", and sold out (no sector with a ticket left) from on sale.
 */
export function saleState(
  event: SaleEvent,
  options: { soldOut: boolean; promoActive: boolean },
  now: Date = new Date(),
): SaleState | null {
  const channel = event.SellingChannelInfo.SellingChannel;
  if (isExternallySold(channel)) return 'TICKETS_AVAILABLE_EXTERNAL';
  if (channel === FREE_SELLING_CHANNEL) return 'IS_FREE';
  const window = {
    SellingChannel: channel,
    BeginSelling: event.BeginSelling,
    EndSelling: event.EndSelling,
    End: event.End,
  };
  if (!isInSellingTime(window, now)) {
    if (event.BeginSelling !== null && now.getTime() < Date.parse(event.BeginSelling))
      return 'SALE_STARTS_AT';
    if (now.getTime() > Date.parse(event.EndSelling ?? event.End)) return 'SALE_ENDED';
    // A channel this product does not sell through yet (e.g. set up but not opened): no date to promise.
    return 'SALE_NOT_STARTED';
  }
  if (options.soldOut) return options.promoActive ? 'SOLD_OUT_PROMO' : 'SOLD_OUT';
  return null;
}

/** The organizer's own wording for a state in the page language, else in English (the default language). */
export function customSaleText(
  texts: EventDetail['CustomFrontendTexts'],
  state: SaleState,
  language: string,
): string | null {
  const byLanguage =
    state === 'SALE_NOT_STARTED' || state === 'SALE_STARTS_AT'
      ? texts.BeforeBeginSelling
      : state === 'SALE_ENDED'
        ? texts.AfterEndSelling
        : state === 'SOLD_OUT' || state === 'SOLD_OUT_PROMO'
          ? texts.SoldOut
          : undefined;
  if (!byLanguage) return null;
  const text = (byLanguage[language] ?? byLanguage.en)?.trim();
  return text ? text : null;
}
