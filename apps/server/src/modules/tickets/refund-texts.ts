import type { Language } from '@marquee/contract';

/**
 * Words of the mail that tells the buyer the organizer cancelled (part of) the order (issue 18), in the
 * buyer's language. Placeholders: {number} the order, {event}, {amount}, {reason}. The greeting is the
 * confirmation mail's (TICKET_TEXTS.mail.greeting).
 */
export interface RefundTexts {
  subject: string;
  partialSubject: string;
  reservationSubject: string;
  body: string;
  partialBody: string;
  reservationBody: string;
  cancelled: string;
  /** Money back through a card gateway. */
  refundCard: string;
  /** Money back through another online gateway (bank transfer, PayPal). */
  refundAccount: string;
  /** Paid without a gateway transaction: the organizer returns the money. */
  refundByHand: string;
  feeKept: string;
  credit: string;
  vouchers: string;
  noPayment: string;
  reason: string;
  stillValid: string;
}

export const REFUND_TEXTS: Record<Language, RefundTexts> = {
  en: {
    subject: 'Your order {number} was cancelled',
    partialSubject: 'Your order {number} was partly cancelled',
    reservationSubject: 'Your reservation {number} was cancelled',
    body: 'the organizer of {event} has cancelled your order {number}.',
    partialBody: 'the organizer of {event} has cancelled some tickets of your order {number}.',
    reservationBody: 'the organizer of {event} has cancelled your reservation {number}.',
    cancelled: 'Cancelled tickets',
    refundCard: 'Refunded {amount} to the card you paid with; it may take a few days to show.',
    refundAccount: 'Refunded {amount} to the account you paid from; it may take a few days to arrive.',
    refundByHand: 'The organizer will return {amount} to you directly.',
    feeKept: 'The payment fee of {amount} is non-refundable.',
    credit: '{amount} paid with gift-voucher credit has gone back to your voucher.',
    vouchers: 'The gift vouchers bought in this order were cancelled.',
    noPayment: 'No payment was taken for the reservation, so no money is returned.',
    reason: 'Reason given by the organizer: {reason}',
    stillValid: 'These tickets of your order stay valid:',
  },
  sk: {
    subject: 'Vaša objednávka {number} bola zrušená',
    partialSubject: 'Vaša objednávka {number} bola čiastočne zrušená',
    reservationSubject: 'Vaša rezervácia {number} bola zrušená',
    body: 'organizátor podujatia {event} zrušil vašu objednávku {number}.',
    partialBody: 'organizátor podujatia {event} zrušil niektoré vstupenky z vašej objednávky {number}.',
    reservationBody: 'organizátor podujatia {event} zrušil vašu rezerváciu {number}.',
    cancelled: 'Zrušené vstupenky',
    refundCard: 'Na kartu, ktorou ste platili, sme vrátili {amount}; pripísanie môže trvať niekoľko dní.',
    refundAccount:
      'Na účet, z ktorého ste platili, sme vrátili {amount}; pripísanie môže trvať niekoľko dní.',
    refundByHand: 'Sumu {amount} vám organizátor vráti priamo.',
    feeKept: 'Poplatok za platbu {amount} je nevratný.',
    credit: 'Kredit {amount} z darčekovej poukážky sa vrátil na vašu poukážku.',
    vouchers: 'Darčekové poukážky kúpené v tejto objednávke boli zrušené.',
    noPayment: 'Za rezerváciu sa nič neplatilo, preto sa žiadne peniaze nevracajú.',
    reason: 'Dôvod uvedený organizátorom: {reason}',
    stillValid: 'Tieto vstupenky z objednávky zostávajú platné:',
  },
  cs: {
    subject: 'Vaše objednávka {number} byla zrušena',
    partialSubject: 'Vaše objednávka {number} byla částečně zrušena',
    reservationSubject: 'Vaše rezervace {number} byla zrušena',
    body: 'pořadatel akce {event} zrušil vaši objednávku {number}.',
    partialBody: 'pořadatel akce {event} zrušil některé vstupenky z vaší objednávky {number}.',
    reservationBody: 'pořadatel akce {event} zrušil vaši rezervaci {number}.',
    cancelled: 'Zrušené vstupenky',
    refundCard: 'Na kartu, kterou jste platili, jsme vrátili {amount}; připsání může trvat několik dní.',
    refundAccount:
      'Na účet, ze kterého jste platili, jsme vrátili {amount}; připsání může trvat několik dní.',
    refundByHand: 'Částku {amount} vám pořadatel vrátí přímo.',
    feeKept: 'Poplatek za platbu {amount} je nevratný.',
    credit: 'Kredit {amount} z dárkové poukázky se vrátil na vaši poukázku.',
    vouchers: 'Dárkové poukázky koupené v této objednávce byly zrušeny.',
    noPayment: 'Za rezervaci se nic neplatilo, proto se žádné peníze nevracejí.',
    reason: 'Důvod uvedený pořadatelem: {reason}',
    stillValid: 'Tyto vstupenky z objednávky zůstávají platné:',
  },
  de: {
    subject: 'Ihre Bestellung {number} wurde storniert',
    partialSubject: 'Ihre Bestellung {number} wurde teilweise storniert',
    reservationSubject: 'Ihre Reservierung {number} wurde storniert',
    body: 'der Veranstalter von {event} hat Ihre Bestellung {number} storniert.',
    partialBody: 'der Veranstalter von {event} hat einige Tickets Ihrer Bestellung {number} storniert.',
    reservationBody: 'der Veranstalter von {event} hat Ihre Reservierung {number} storniert.',
    cancelled: 'Stornierte Tickets',
    refundCard:
      'Wir haben {amount} auf die Karte erstattet, mit der Sie bezahlt haben; die Gutschrift kann einige Tage dauern.',
    refundAccount:
      'Wir haben {amount} auf das Konto erstattet, von dem Sie bezahlt haben; die Gutschrift kann einige Tage dauern.',
    refundByHand: 'Der Veranstalter erstattet Ihnen {amount} direkt.',
    feeKept: 'Die Zahlungsgebühr von {amount} wird nicht erstattet.',
    credit:
      'Das mit Geschenkgutschein-Guthaben bezahlte {amount} wurde Ihrem Gutschein wieder gutgeschrieben.',
    vouchers: 'Die in dieser Bestellung gekauften Geschenkgutscheine wurden storniert.',
    noPayment: 'Für die Reservierung wurde nichts bezahlt, daher wird kein Geld erstattet.',
    reason: 'Begründung des Veranstalters: {reason}',
    stillValid: 'Diese Tickets Ihrer Bestellung bleiben gültig:',
  },
  hu: {
    subject: 'A(z) {number} számú rendelését törölték',
    partialSubject: 'A(z) {number} számú rendelését részben törölték',
    reservationSubject: 'A(z) {number} számú foglalását törölték',
    body: 'A(z) {event} szervezője törölte a(z) {number} számú rendelését.',
    partialBody: 'A(z) {event} szervezője törölte a(z) {number} számú rendelésének néhány jegyét.',
    reservationBody: 'A(z) {event} szervezője törölte a(z) {number} számú foglalását.',
    cancelled: 'Törölt jegyek',
    refundCard:
      '{amount} összeget visszatérítettünk arra a kártyára, amellyel fizetett; a jóváírás néhány napig tarthat.',
    refundAccount:
      '{amount} összeget visszatérítettünk arra a számlára, amelyről fizetett; a jóváírás néhány napig tarthat.',
    refundByHand: 'A(z) {amount} összeget a szervező közvetlenül téríti vissza Önnek.',
    feeKept: 'A(z) {amount} fizetési díj nem téríthető vissza.',
    credit: 'Az ajándékutalvány-egyenleggel fizetett {amount} visszakerült az utalványára.',
    vouchers: 'Az ebben a rendelésben vásárolt ajándékutalványokat érvénytelenítettük.',
    noPayment: 'A foglalásért nem történt fizetés, így pénzt sem térítünk vissza.',
    reason: 'A szervező indoklása: {reason}',
    stillValid: 'A rendelés alábbi jegyei továbbra is érvényesek:',
  },
};
