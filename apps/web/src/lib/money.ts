const formatters = new Map<string, Intl.NumberFormat>();

/**
 * An amount in its currency, 2 decimals (spec 2 §9 rounding), in the page language's style. Shared by the
 * purchase flow and the organizer's statistics and orders (one formatter per language and currency: building
 * an Intl.NumberFormat costs far more than using it).
 */
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
