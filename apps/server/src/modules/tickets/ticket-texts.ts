import type { Language } from '@marquee/contract';

/** Words on the ticket PDF and in the confirmation mail, in the buyer's language. */
export interface TicketTexts {
  ticket: string;
  event: string;
  place: string;
  onlineStream: string;
  /** A checkbox answer printed on the ticket (issue 19). */
  yes: string;
  no: string;
  date: string;
  sector: string;
  row: string;
  seat: string;
  price: string;
  code: string;
  order: string;
  buyer: string;
  payInPlace: string;
  preview: string;
  sampleEvent: string;
  sampleSector: string;
  entryNote: string;
  /** Merchandise bought with the tickets: a pickup voucher, never an entry. */
  merch: {
    title: string;
    item: string;
    pickupNote: string;
    mailLine: string;
  };
  mail: {
    subject: string;
    reservationSubject: string;
    greeting: string;
    body: string;
    reservationBody: string;
    total: string;
    calendar: string;
    fee: string;
  };
}

export const TICKET_TEXTS: Record<Language, TicketTexts> = {
  en: {
    ticket: 'Ticket',
    event: 'Event',
    place: 'Place',
    onlineStream: 'Online stream',
    yes: 'Yes',
    no: 'No',
    date: 'Date',
    sector: 'Sector',
    row: 'Row',
    seat: 'Seat',
    price: 'Price',
    code: 'Ticket code',
    order: 'Order',
    buyer: 'Buyer',
    payInPlace: 'To be paid at the venue',
    preview: 'Preview – not a valid ticket',
    sampleEvent: 'Sample event',
    sampleSector: 'Sample sector',
    entryNote: 'Show the QR code at the entrance. Each code lets one person in once.',
    merch: {
      title: 'Merchandise voucher',
      item: 'Item',
      pickupNote:
        'Pick up your item at the merchandise stand with this code. This voucher is not an entry ticket.',
      mailLine: 'merchandise voucher, pick up at the venue',
    },
    mail: {
      subject: 'Your tickets: {event}',
      reservationSubject: 'Your reservation: {event}',
      greeting: 'Hello {name},',
      body: 'thank you for your purchase. Your tickets for {event} are attached, one PDF per ticket.',
      reservationBody:
        'your tickets for {event} are reserved; pay for them at the venue. They are attached, one PDF per ticket.',
      total: 'Total',
      calendar: 'The attached calendar file adds the event to your calendar.',
      fee: 'The service fee is non-refundable.',
    },
  },
  sk: {
    ticket: 'Vstupenka',
    event: 'Podujatie',
    place: 'Miesto',
    onlineStream: 'Online stream',
    yes: 'Áno',
    no: 'Nie',
    date: 'Dátum',
    sector: 'Sektor',
    row: 'Rad',
    seat: 'Sedadlo',
    price: 'Cena',
    code: 'Kód vstupenky',
    order: 'Objednávka',
    buyer: 'Kupujúci',
    payInPlace: 'Platí sa na mieste',
    preview: 'Ukážka – neplatná vstupenka',
    sampleEvent: 'Ukážkové podujatie',
    sampleSector: 'Ukážkový sektor',
    entryNote: 'QR kód ukážte pri vstupe. Každý kód vpustí jednu osobu raz.',
    merch: {
      title: 'Poukaz na tovar',
      item: 'Položka',
      pickupNote: 'S týmto kódom si tovar vyzdvihnete v stánku s tovarom. Poukaz nie je vstupenka.',
      mailLine: 'poukaz na tovar, vyzdvihnutie na mieste',
    },
    mail: {
      subject: 'Vaše vstupenky: {event}',
      reservationSubject: 'Vaša rezervácia: {event}',
      greeting: 'Dobrý deň, {name},',
      body: 'ďakujeme za nákup. Vstupenky na {event} sú v prílohe, každá ako samostatné PDF.',
      reservationBody:
        'vstupenky na {event} sú rezervované, zaplatíte ich na mieste. Sú v prílohe, každá ako samostatné PDF.',
      total: 'Spolu',
      calendar: 'Priložený súbor kalendára pridá podujatie do vášho kalendára.',
      fee: 'Poplatok za službu je nevratný.',
    },
  },
  cs: {
    ticket: 'Vstupenka',
    event: 'Akce',
    place: 'Místo',
    onlineStream: 'Online stream',
    yes: 'Ano',
    no: 'Ne',
    date: 'Datum',
    sector: 'Sektor',
    row: 'Řada',
    seat: 'Sedadlo',
    price: 'Cena',
    code: 'Kód vstupenky',
    order: 'Objednávka',
    buyer: 'Kupující',
    payInPlace: 'Platí se na místě',
    preview: 'Náhled – neplatná vstupenka',
    sampleEvent: 'Ukázková akce',
    sampleSector: 'Ukázkový sektor',
    entryNote: 'QR kód ukažte u vstupu. Každý kód vpustí jednu osobu jednou.',
    merch: {
      title: 'Poukaz na zboží',
      item: 'Položka',
      pickupNote: 'S tímto kódem si zboží vyzvednete ve stánku se zbožím. Poukaz není vstupenka.',
      mailLine: 'poukaz na zboží, vyzvednutí na místě',
    },
    mail: {
      subject: 'Vaše vstupenky: {event}',
      reservationSubject: 'Vaše rezervace: {event}',
      greeting: 'Dobrý den, {name},',
      body: 'děkujeme za nákup. Vstupenky na {event} jsou v příloze, každá jako samostatné PDF.',
      reservationBody:
        'vstupenky na {event} jsou rezervované, zaplatíte je na místě. Jsou v příloze, každá jako samostatné PDF.',
      total: 'Celkem',
      calendar: 'Přiložený soubor kalendáře přidá akci do vašeho kalendáře.',
      fee: 'Poplatek za službu je nevratný.',
    },
  },
  de: {
    ticket: 'Ticket',
    event: 'Veranstaltung',
    place: 'Ort',
    onlineStream: 'Online-Stream',
    yes: 'Ja',
    no: 'Nein',
    date: 'Datum',
    sector: 'Sektor',
    row: 'Reihe',
    seat: 'Platz',
    price: 'Preis',
    code: 'Ticketcode',
    order: 'Bestellung',
    buyer: 'Käufer',
    payInPlace: 'Zahlung vor Ort',
    preview: 'Vorschau – kein gültiges Ticket',
    sampleEvent: 'Beispielveranstaltung',
    sampleSector: 'Beispielsektor',
    entryNote: 'Zeigen Sie den QR-Code am Eingang. Jeder Code gewährt einer Person einmal Einlass.',
    merch: {
      title: 'Merchandise-Gutschein',
      item: 'Artikel',
      pickupNote:
        'Holen Sie Ihren Artikel mit diesem Code am Merchandise-Stand ab. Dieser Gutschein ist kein Eintrittsticket.',
      mailLine: 'Merchandise-Gutschein, Abholung vor Ort',
    },
    mail: {
      subject: 'Ihre Tickets: {event}',
      reservationSubject: 'Ihre Reservierung: {event}',
      greeting: 'Hallo {name},',
      body: 'vielen Dank für Ihren Einkauf. Ihre Tickets für {event} sind angehängt, ein PDF pro Ticket.',
      reservationBody:
        'Ihre Tickets für {event} sind reserviert; Sie bezahlen sie vor Ort. Sie sind angehängt, ein PDF pro Ticket.',
      total: 'Summe',
      calendar: 'Die angehängte Kalenderdatei trägt die Veranstaltung in Ihren Kalender ein.',
      fee: 'Die Servicegebühr wird nicht erstattet.',
    },
  },
  hu: {
    ticket: 'Jegy',
    event: 'Esemény',
    place: 'Helyszín',
    onlineStream: 'Online közvetítés',
    yes: 'Igen',
    no: 'Nem',
    date: 'Dátum',
    sector: 'Szektor',
    row: 'Sor',
    seat: 'Szék',
    price: 'Ár',
    code: 'Jegykód',
    order: 'Rendelés',
    buyer: 'Vásárló',
    payInPlace: 'A helyszínen fizetendő',
    preview: 'Előnézet – nem érvényes jegy',
    sampleEvent: 'Mintaesemény',
    sampleSector: 'Mintaszektor',
    entryNote: 'A QR-kódot a bejáratnál mutassa fel. Minden kód egy személyt egyszer enged be.',
    merch: {
      title: 'Ajándéktárgy-utalvány',
      item: 'Termék',
      pickupNote: 'Ezzel a kóddal a termékét az ajándékpultnál veheti át. Az utalvány nem belépőjegy.',
      mailLine: 'ajándéktárgy-utalvány, átvétel a helyszínen',
    },
    mail: {
      subject: 'Jegyei: {event}',
      reservationSubject: 'Foglalása: {event}',
      greeting: 'Kedves {name}!',
      body: 'Köszönjük a vásárlást. A(z) {event} jegyeit csatoltuk, jegyenként egy PDF-ben.',
      reservationBody:
        'A(z) {event} jegyeit lefoglaltuk, a helyszínen fizethet értük. Csatoltuk őket, jegyenként egy PDF-ben.',
      total: 'Összesen',
      calendar: 'A csatolt naptárfájllal az eseményt felveheti a naptárába.',
      fee: 'A szolgáltatási díj nem téríthető vissza.',
    },
  },
};
