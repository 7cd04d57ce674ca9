const formatters = new Map<string, Intl.NumberFormat>();

/** A price in the event's currency, 2 decimals (spec 2 §9 rounding), in the page language's style. */
export function formatMoney(amount: number, currency: string, language: string): string {
  const key = `${language}:${currency}`;
  let format = formatters.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(language, {
        style: 'currency',
        currency,
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      });
    } catch {
      format = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    formatters.set(key, format);
  }
  return format.format(amount);
}

/** Spec 2 §9 price range: "min – max", or one value when they are equal. */
export function formatPriceRange(
  range: { Min: number; Max: number },
  currency: string,
  language: string,
): string {
  const min = formatMoney(range.Min, currency, language);
  return range.Min === range.Max ? min : `${min} – ${formatMoney(range.Max, currency, language)}`;
}
