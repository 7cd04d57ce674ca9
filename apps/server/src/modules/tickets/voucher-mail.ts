import type { Language } from '@marquee/contract';
import type { DbOrTx } from '../../db/client';
import { formatMoney } from './ticket-pdf';
import { listOrderVoucherCodes } from './tickets.repository';

/** Words for the gift vouchers an order bought, in the buyer's language. */
const TEXTS: Record<Language, { heading: string; code: string; credit: string; validTill: string }> = {
  en: { heading: 'Your gift vouchers', code: 'code', credit: 'credit', validTill: 'valid till' },
  sk: { heading: 'Vaše darčekové poukážky', code: 'kód', credit: 'kredit', validTill: 'platí do' },
  cs: { heading: 'Vaše dárkové poukázky', code: 'kód', credit: 'kredit', validTill: 'platí do' },
  de: { heading: 'Ihre Geschenkgutscheine', code: 'Code', credit: 'Guthaben', validTill: 'gültig bis' },
  hu: { heading: 'Az ajándékutalványai', code: 'kód', credit: 'egyenleg', validTill: 'érvényes' },
};

const LOCALE: Record<Language, string> = { en: 'en-GB', sk: 'sk-SK', cs: 'cs-CZ', de: 'de-DE', hu: 'hu-HU' };

/**
 * The gift vouchers of a paid order as mail lines ("Gift 30 — code ABCD2345 — credit €30.00, valid till
 * 21 Dec 2026"), with a heading; empty when the order bought none. The code is the voucher: whoever holds it
 * spends the credit, so it is only in the buyer's own mail and result page.
 */
export async function voucherMailLines(db: DbOrTx, orderId: string, language: Language) {
  const rows = await listOrderVoucherCodes(db, orderId);
  if (rows.length === 0) return { heading: null, lines: [] as string[] };
  const t = TEXTS[language];
  const date = new Intl.DateTimeFormat(LOCALE[language], { dateStyle: 'medium', timeZone: 'UTC' });
  return {
    heading: t.heading,
    lines: rows.map(
      (r) =>
        `${r.name} — ${t.code} ${r.code} — ${t.credit} ${formatMoney(r.value_minor, r.currency, language)}, ${t.validTill} ${date.format(new Date(r.valid_till))}`,
    ),
  };
}
