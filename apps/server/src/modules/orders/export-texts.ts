import type { Language, OrderState, PaymentGate } from '@marquee/contract';

/**
 * Words of the exports (issue 18) in the organizer's language: column headers and the enumerated cells
 * (order state, ticket issued/refunded, yes/no, payment gates). Money and times stay machine-readable in
 * every language (2-decimal numbers, `YYYY-MM-DD HH:mm`); `{zone}` names the event's zone in the header.
 * The gate names are the organizer workspace's (web i18n insight GATES).
 */
export interface ExportTexts {
  columns: {
    number: string;
    state: string;
    created: string;
    paid: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    company: string;
    ico: string;
    dic: string;
    gate: string;
    tickets: string;
    price: string;
    fee: string;
    total: string;
    refunded: string;
    currency: string;
    coupons: string;
    referral: string;
    code: string;
    sector: string;
    row: string;
    seat: string;
    category: string;
    checkedIn: string;
  };
  states: Record<OrderState, string>;
  ticketIssued: string;
  ticketRefunded: string;
  yes: string;
  no: string;
  gates: Record<PaymentGate, string>;
}

const cardGates = (card: string) => ({
  CSOB: `${card} (ČSOB)`,
  STRIPE: `${card} (Stripe)`,
  GOPAYCARD: `${card} (GoPay)`,
  TATRABANKA: `${card} (Tatra banka)`,
  CORVUSPAY: `${card} (CorvusPay)`,
  MONRI: `${card} (Monri)`,
  MULTIPAY: `${card} (MultiPay)`,
  BRAINTREE: `${card} (Braintree)`,
  MYPOS: `${card} (myPOS)`,
  GPWEBPAY: `${card} (GP webpay)`,
  PAYPAL: 'PayPal',
});

export const EXPORT_TEXTS: Record<Language, ExportTexts> = {
  en: {
    columns: {
      number: 'Order number',
      state: 'State',
      created: 'Created ({zone})',
      paid: 'Paid ({zone})',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      company: 'Company',
      ico: 'ICO',
      dic: 'DIC',
      gate: 'Payment gate',
      tickets: 'Tickets',
      price: 'Price',
      fee: 'Fee',
      total: 'Total',
      refunded: 'Refunded',
      currency: 'Currency',
      coupons: 'Coupon codes',
      referral: 'Referral',
      code: 'Ticket code',
      sector: 'Sector',
      row: 'Row',
      seat: 'Seat',
      category: 'Category',
      checkedIn: 'Checked in',
    },
    states: {
      PENDING: 'Awaiting payment',
      PAID: 'Paid',
      RESERVED: 'Reserved',
      FAILED: 'Failed',
      CANCELLED: 'Cancelled',
      EXPIRED: 'Expired',
      REFUNDED: 'Refunded',
    },
    ticketIssued: 'Valid',
    ticketRefunded: 'Refunded',
    yes: 'Yes',
    no: 'No',
    gates: {
      ...cardGates('Card'),
      GOPAY: 'Bank transfer (GoPay)',
      RESERVATION: 'Pay at the venue',
      CDPAY: 'Cryptocurrency (CDPay)',
      STATNA_POKLADNICA: 'State Treasury (Štátna pokladnica)',
    },
  },
  sk: {
    columns: {
      number: 'Číslo objednávky',
      state: 'Stav',
      created: 'Vytvorená ({zone})',
      paid: 'Zaplatená ({zone})',
      firstName: 'Meno',
      lastName: 'Priezvisko',
      email: 'E-mail',
      phone: 'Telefón',
      company: 'Firma',
      ico: 'IČO',
      dic: 'DIČ',
      gate: 'Spôsob platby',
      tickets: 'Vstupenky',
      price: 'Cena',
      fee: 'Poplatok',
      total: 'Spolu',
      refunded: 'Vrátené',
      currency: 'Mena',
      coupons: 'Kódy kupónov',
      referral: 'Zdroj odporúčania',
      code: 'Kód vstupenky',
      sector: 'Sektor',
      row: 'Rad',
      seat: 'Sedadlo',
      category: 'Kategória',
      checkedIn: 'Odbavená',
    },
    states: {
      PENDING: 'Čaká na platbu',
      PAID: 'Zaplatená',
      RESERVED: 'Rezervovaná',
      FAILED: 'Neúspešná',
      CANCELLED: 'Zrušená',
      EXPIRED: 'Vypršala',
      REFUNDED: 'Vrátená',
    },
    ticketIssued: 'Platná',
    ticketRefunded: 'Vrátená',
    yes: 'Áno',
    no: 'Nie',
    gates: {
      ...cardGates('Platba kartou'),
      GOPAY: 'Bankový prevod (GoPay)',
      RESERVATION: 'Platba na mieste',
      CDPAY: 'Kryptomena (CDPay)',
      STATNA_POKLADNICA: 'Štátna pokladnica',
    },
  },
  cs: {
    columns: {
      number: 'Číslo objednávky',
      state: 'Stav',
      created: 'Vytvořena ({zone})',
      paid: 'Zaplacena ({zone})',
      firstName: 'Jméno',
      lastName: 'Příjmení',
      email: 'E-mail',
      phone: 'Telefon',
      company: 'Firma',
      ico: 'IČO',
      dic: 'DIČ',
      gate: 'Způsob platby',
      tickets: 'Vstupenky',
      price: 'Cena',
      fee: 'Poplatek',
      total: 'Celkem',
      refunded: 'Vráceno',
      currency: 'Měna',
      coupons: 'Kódy kupónů',
      referral: 'Zdroj doporučení',
      code: 'Kód vstupenky',
      sector: 'Sektor',
      row: 'Řada',
      seat: 'Sedadlo',
      category: 'Kategorie',
      checkedIn: 'Odbavená',
    },
    states: {
      PENDING: 'Čeká na platbu',
      PAID: 'Zaplacená',
      RESERVED: 'Rezervovaná',
      FAILED: 'Neúspěšná',
      CANCELLED: 'Zrušená',
      EXPIRED: 'Vypršela',
      REFUNDED: 'Vrácená',
    },
    ticketIssued: 'Platná',
    ticketRefunded: 'Vrácená',
    yes: 'Ano',
    no: 'Ne',
    gates: {
      ...cardGates('Platba kartou'),
      GOPAY: 'Bankovní převod (GoPay)',
      RESERVATION: 'Platba na místě',
      CDPAY: 'Kryptoměna (CDPay)',
      STATNA_POKLADNICA: 'Státní pokladnice (Štátna pokladnica)',
    },
  },
  de: {
    columns: {
      number: 'Bestellnummer',
      state: 'Status',
      created: 'Erstellt ({zone})',
      paid: 'Bezahlt ({zone})',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      phone: 'Telefon',
      company: 'Firma',
      ico: 'Firmennummer (IČO)',
      dic: 'Steuernummer (DIČ)',
      gate: 'Zahlungsart',
      tickets: 'Tickets',
      price: 'Preis',
      fee: 'Gebühr',
      total: 'Gesamt',
      refunded: 'Erstattet',
      currency: 'Währung',
      coupons: 'Gutscheincodes',
      referral: 'Herkunft',
      code: 'Ticketcode',
      sector: 'Sektor',
      row: 'Reihe',
      seat: 'Platz',
      category: 'Kategorie',
      checkedIn: 'Eingelassen',
    },
    states: {
      PENDING: 'Zahlung ausstehend',
      PAID: 'Bezahlt',
      RESERVED: 'Reserviert',
      FAILED: 'Fehlgeschlagen',
      CANCELLED: 'Storniert',
      EXPIRED: 'Abgelaufen',
      REFUNDED: 'Erstattet',
    },
    ticketIssued: 'Gültig',
    ticketRefunded: 'Erstattet',
    yes: 'Ja',
    no: 'Nein',
    gates: {
      ...cardGates('Kartenzahlung'),
      GOPAY: 'Banküberweisung (GoPay)',
      RESERVATION: 'Bezahlung vor Ort',
      CDPAY: 'Kryptowährung (CDPay)',
      STATNA_POKLADNICA: 'Staatskasse (Štátna pokladnica)',
    },
  },
  hu: {
    columns: {
      number: 'Rendelésszám',
      state: 'Állapot',
      created: 'Létrehozva ({zone})',
      paid: 'Fizetve ({zone})',
      firstName: 'Keresztnév',
      lastName: 'Vezetéknév',
      email: 'E-mail',
      phone: 'Telefon',
      company: 'Cég',
      ico: 'Cégazonosító (IČO)',
      dic: 'Adószám (DIČ)',
      gate: 'Fizetési mód',
      tickets: 'Jegyek',
      price: 'Ár',
      fee: 'Díj',
      total: 'Összesen',
      refunded: 'Visszatérítve',
      currency: 'Pénznem',
      coupons: 'Kuponkódok',
      referral: 'Hivatkozási forrás',
      code: 'Jegykód',
      sector: 'Szektor',
      row: 'Sor',
      seat: 'Szék',
      category: 'Kategória',
      checkedIn: 'Beléptetve',
    },
    states: {
      PENDING: 'Fizetésre vár',
      PAID: 'Fizetve',
      RESERVED: 'Foglalva',
      FAILED: 'Sikertelen',
      CANCELLED: 'Törölve',
      EXPIRED: 'Lejárt',
      REFUNDED: 'Visszatérítve',
    },
    ticketIssued: 'Érvényes',
    ticketRefunded: 'Visszatérítve',
    yes: 'Igen',
    no: 'Nem',
    gates: {
      ...cardGates('Bankkártya'),
      GOPAY: 'Banki átutalás (GoPay)',
      RESERVATION: 'Fizetés a helyszínen',
      CDPAY: 'Kriptovaluta (CDPay)',
      STATNA_POKLADNICA: 'Állami kincstár (Štátna pokladnica)',
    },
  },
};

/** A header with the event's zone filled in. */
export const withZone = (header: string, zone: string) => header.replace('{zone}', zone);
