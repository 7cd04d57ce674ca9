import { formatMoney } from '../../../lib/money';

// The formatter moved to lib/money.ts (the organizer's statistics use it too); re-exported for this feature.
export { formatMoney };

/** Spec 2 §9 price range: "min – max", or one value when they are equal. */
export function formatPriceRange(
  range: { Min: number; Max: number },
  currency: string,
  language: string,
): string {
  const min = formatMoney(range.Min, currency, language);
  return range.Min === range.Max ? min : `${min} – ${formatMoney(range.Max, currency, language)}`;
}
