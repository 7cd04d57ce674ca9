/**
 * VAT rates in force on 1 January 2026 (data compiled 2026-01; sources: the European Commission's
 * "VAT rates applied in the Member States" and national announcements for 2025–2026 changes: EE 24 %
 * from 2025-07, RO 21 %/11 % from 2025-08, FI 25.5 % and 13.5 % from 2026-01, SK 23 %/19 %/5 % from 2025-01,
 * CZ 21 %/12 % from 2024-01). Rates are fractions. Reduced rates apply by product category; the organizer
 * picks the rate that fits the ticket. Review this file when a country changes its rates.
 */
export type VatRateName = 'Standard' | 'Reduced' | 'Reduced2' | 'SuperReduced' | 'Parking';

export interface CountryVatRates {
  country: string;
  rates: ReadonlyArray<{ name: VatRateName; rate: number }>;
}

const rates = (standard: number, ...reduced: number[]) => {
  const names: VatRateName[] = ['Reduced', 'Reduced2', 'SuperReduced'];
  return [
    { name: 'Standard' as const, rate: standard },
    ...reduced.map((rate, index) => ({ name: names[index] ?? 'SuperReduced', rate })),
  ];
};

export const VAT_RATES_DATE = '2026-01-01';

export const VAT_RATES: readonly CountryVatRates[] = [
  // EU-27
  { country: 'AT', rates: rates(0.2, 0.13, 0.1) },
  { country: 'BE', rates: rates(0.21, 0.12, 0.06) },
  { country: 'BG', rates: rates(0.2, 0.09) },
  { country: 'CY', rates: rates(0.19, 0.09, 0.05) },
  { country: 'CZ', rates: rates(0.21, 0.12) },
  { country: 'DE', rates: rates(0.19, 0.07) },
  { country: 'DK', rates: rates(0.25) },
  { country: 'EE', rates: rates(0.24, 0.13, 0.09) },
  { country: 'ES', rates: rates(0.21, 0.1, 0.04) },
  { country: 'FI', rates: rates(0.255, 0.135, 0.1) },
  { country: 'FR', rates: rates(0.2, 0.1, 0.055, 0.021) },
  { country: 'GR', rates: rates(0.24, 0.13, 0.06) },
  { country: 'HR', rates: rates(0.25, 0.13, 0.05) },
  { country: 'HU', rates: rates(0.27, 0.18, 0.05) },
  {
    country: 'IE',
    rates: [
      { name: 'Standard', rate: 0.23 },
      { name: 'Reduced', rate: 0.135 },
      { name: 'Reduced2', rate: 0.09 },
      { name: 'SuperReduced', rate: 0.048 },
    ],
  },
  { country: 'IT', rates: rates(0.22, 0.1, 0.05, 0.04) },
  { country: 'LT', rates: rates(0.21, 0.09, 0.05) },
  {
    country: 'LU',
    rates: [
      { name: 'Standard', rate: 0.17 },
      { name: 'Parking', rate: 0.14 },
      { name: 'Reduced', rate: 0.08 },
      { name: 'SuperReduced', rate: 0.03 },
    ],
  },
  { country: 'LV', rates: rates(0.21, 0.12, 0.05) },
  { country: 'MT', rates: rates(0.18, 0.07, 0.05) },
  { country: 'NL', rates: rates(0.21, 0.09) },
  { country: 'PL', rates: rates(0.23, 0.08, 0.05) },
  { country: 'PT', rates: rates(0.23, 0.13, 0.06) },
  { country: 'RO', rates: rates(0.21, 0.11) },
  { country: 'SE', rates: rates(0.25, 0.12, 0.06) },
  { country: 'SI', rates: rates(0.22, 0.095, 0.05) },
  { country: 'SK', rates: rates(0.23, 0.19, 0.05) },
  // Other countries organizers in the region sell from
  { country: 'BA', rates: rates(0.17) },
  { country: 'CH', rates: rates(0.081, 0.038, 0.026) },
  { country: 'GB', rates: rates(0.2, 0.05) },
  { country: 'NO', rates: rates(0.25, 0.15, 0.12) },
  { country: 'RS', rates: rates(0.2, 0.1) },
  { country: 'UA', rates: rates(0.2, 0.14, 0.07) },
];
