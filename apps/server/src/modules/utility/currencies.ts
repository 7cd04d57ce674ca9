import type { CurrencyCode, Language } from '@marquee/contract';

/**
 * Currencies an organizer may sell in. The spec lists symbols for USD, EUR, GBP, PLN, UAH and BAM; CZK and
 * HUF are added for Central Europe. MinorUnits follow ISO 4217 (CZK and HUF have 2 there even though
 * coins stop at whole units), which matches how money is stored: integer minor units.
 */
export const SELLING_CURRENCIES: ReadonlyArray<{ code: CurrencyCode; symbol: string; minorUnits: number }> = [
  { code: 'EUR', symbol: '€', minorUnits: 2 },
  { code: 'CZK', symbol: 'Kč', minorUnits: 2 },
  { code: 'HUF', symbol: 'Ft', minorUnits: 2 },
  { code: 'PLN', symbol: 'zł', minorUnits: 2 },
  { code: 'USD', symbol: '$', minorUnits: 2 },
  { code: 'GBP', symbol: '£', minorUnits: 2 },
  { code: 'UAH', symbol: '₴', minorUnits: 2 },
  { code: 'BAM', symbol: 'KM', minorUnits: 2 },
];

const displayNames = new Map<Language, Intl.DisplayNames>();

/** "euro", "česká koruna", "Forint" … in `language`. */
export function currencyName(code: CurrencyCode, language: Language): string {
  let names = displayNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language, 'en'], { type: 'currency' });
    displayNames.set(language, names);
  }
  return names.of(code) ?? code;
}
