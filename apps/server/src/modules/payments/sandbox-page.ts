import { CARD_GATES, type Language, type PaymentGate } from '@marquee/contract';
import { formatMoney } from '../tickets/ticket-pdf';

/** The sandbox bank's hosted page, in the payer's language (all five). No script: plain forms. */
interface PageTexts {
  title: string;
  merchant: string;
  order: string;
  amount: string;
  cardName: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  pay: string;
  approve: string;
  decline: string;
  cancel: string;
  testCards: string;
  bankIntro: string;
  done: string;
  back: string;
  errors: { number: string; expiry: string; cvc: string; name: string };
}

const TEXTS: Record<Language, PageTexts> = {
  en: {
    title: 'Sandbox bank',
    merchant: 'Merchant',
    order: 'Order',
    amount: 'Amount',
    cardName: 'Name on card',
    cardNumber: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'Security code (CVC)',
    pay: 'Pay',
    approve: 'Approve payment',
    decline: 'Decline payment',
    cancel: 'Cancel and return',
    testCards:
      'Test cards: 4242 4242 4242 4242 is approved, 4000 0000 0000 0002 is declined. Any future expiry, any CVC.',
    bankIntro: 'This is a test bank. No money moves. Choose what the bank answers.',
    done: 'This payment has been processed already.',
    back: 'Back to the shop',
    errors: {
      number: 'Enter a valid card number.',
      expiry: 'Enter a future expiry date as MM/YY.',
      cvc: 'Enter the 3 or 4 digits from the back of the card.',
      name: 'Enter the name on the card.',
    },
  },
  sk: {
    title: 'Testovacia banka',
    merchant: 'Obchodník',
    order: 'Objednávka',
    amount: 'Suma',
    cardName: 'Meno na karte',
    cardNumber: 'Číslo karty',
    expiry: 'Platnosť (MM/RR)',
    cvc: 'Bezpečnostný kód (CVC)',
    pay: 'Zaplatiť',
    approve: 'Schváliť platbu',
    decline: 'Zamietnuť platbu',
    cancel: 'Zrušiť a vrátiť sa',
    testCards:
      'Testovacie karty: 4242 4242 4242 4242 sa schváli, 4000 0000 0000 0002 sa zamietne. Ľubovoľná budúca platnosť a CVC.',
    bankIntro: 'Toto je testovacia banka. Žiadne peniaze sa nepresúvajú. Vyberte, čo banka odpovie.',
    done: 'Táto platba už bola spracovaná.',
    back: 'Späť do obchodu',
    errors: {
      number: 'Zadajte platné číslo karty.',
      expiry: 'Zadajte budúci dátum platnosti v tvare MM/RR.',
      cvc: 'Zadajte 3 alebo 4 číslice zo zadnej strany karty.',
      name: 'Zadajte meno na karte.',
    },
  },
  cs: {
    title: 'Testovací banka',
    merchant: 'Obchodník',
    order: 'Objednávka',
    amount: 'Částka',
    cardName: 'Jméno na kartě',
    cardNumber: 'Číslo karty',
    expiry: 'Platnost (MM/RR)',
    cvc: 'Bezpečnostní kód (CVC)',
    pay: 'Zaplatit',
    approve: 'Schválit platbu',
    decline: 'Zamítnout platbu',
    cancel: 'Zrušit a vrátit se',
    testCards:
      'Testovací karty: 4242 4242 4242 4242 bude schválena, 4000 0000 0000 0002 zamítnuta. Libovolná budoucí platnost a CVC.',
    bankIntro: 'Toto je testovací banka. Žádné peníze se nepřevádějí. Vyberte, co banka odpoví.',
    done: 'Tato platba už byla zpracována.',
    back: 'Zpět do obchodu',
    errors: {
      number: 'Zadejte platné číslo karty.',
      expiry: 'Zadejte budoucí datum platnosti ve tvaru MM/RR.',
      cvc: 'Zadejte 3 nebo 4 číslice ze zadní strany karty.',
      name: 'Zadejte jméno na kartě.',
    },
  },
  de: {
    title: 'Testbank',
    merchant: 'Händler',
    order: 'Bestellung',
    amount: 'Betrag',
    cardName: 'Name auf der Karte',
    cardNumber: 'Kartennummer',
    expiry: 'Gültig bis (MM/JJ)',
    cvc: 'Sicherheitscode (CVC)',
    pay: 'Bezahlen',
    approve: 'Zahlung genehmigen',
    decline: 'Zahlung ablehnen',
    cancel: 'Abbrechen und zurück',
    testCards:
      'Testkarten: 4242 4242 4242 4242 wird genehmigt, 4000 0000 0000 0002 abgelehnt. Beliebiges künftiges Ablaufdatum und CVC.',
    bankIntro: 'Dies ist eine Testbank. Es fließt kein Geld. Wählen Sie, was die Bank antwortet.',
    done: 'Diese Zahlung wurde bereits verarbeitet.',
    back: 'Zurück zum Shop',
    errors: {
      number: 'Geben Sie eine gültige Kartennummer ein.',
      expiry: 'Geben Sie ein künftiges Ablaufdatum als MM/JJ ein.',
      cvc: 'Geben Sie die 3 oder 4 Ziffern von der Kartenrückseite ein.',
      name: 'Geben Sie den Namen auf der Karte ein.',
    },
  },
  hu: {
    title: 'Tesztbank',
    merchant: 'Kereskedő',
    order: 'Rendelés',
    amount: 'Összeg',
    cardName: 'Név a kártyán',
    cardNumber: 'Kártyaszám',
    expiry: 'Lejárat (HH/ÉÉ)',
    cvc: 'Biztonsági kód (CVC)',
    pay: 'Fizetés',
    approve: 'Fizetés jóváhagyása',
    decline: 'Fizetés elutasítása',
    cancel: 'Megszakítás és vissza',
    testCards:
      'Tesztkártyák: a 4242 4242 4242 4242 jóváhagyott, a 4000 0000 0000 0002 elutasított. Bármely jövőbeli lejárat és CVC.',
    bankIntro: 'Ez egy tesztbank. Pénz nem mozdul. Válassza ki, mit válaszol a bank.',
    done: 'Ezt a fizetést már feldolgozták.',
    back: 'Vissza az üzletbe',
    errors: {
      number: 'Adjon meg érvényes kártyaszámot.',
      expiry: 'Adjon meg jövőbeli lejáratot HH/ÉÉ formában.',
      cvc: 'Adja meg a kártya hátoldalán lévő 3 vagy 4 számjegyet.',
      name: 'Adja meg a kártyán szereplő nevet.',
    },
  },
};

const esc = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export type CardField = 'name' | 'number' | 'expiry' | 'cvc';
export interface CardInput {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Checks a card like a bank's form does; the declined test card passes here and is declined after. */
export function cardErrors(card: CardInput, now: Date): CardField[] {
  const errors: CardField[] = [];
  if (!card.name.trim()) errors.push('name');
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^[0-9]{12,19}$/.test(digits) || !luhn(digits)) errors.push('number');
  const m = /^(0[1-9]|1[0-2])\s*\/\s*([0-9]{2})$/.exec(card.expiry.trim());
  if (!m || new Date(Date.UTC(2000 + Number(m[2]), Number(m[1]), 1)) <= now) errors.push('expiry');
  if (!/^[0-9]{3,4}$/.test(card.cvc.trim())) errors.push('cvc');
  return errors;
}

export const DECLINED_CARD = '4000000000000002';

export const isCardGate = (gate: PaymentGate) => CARD_GATES.includes(gate);

interface PageInput {
  language: Language;
  orderId: string;
  token: string;
  gate: PaymentGate;
  variableSymbol: string;
  totalMinor: number;
  currency: string;
  /** Settled already: show only a link back. */
  doneUrl: string | null;
  card?: CardInput;
  errors?: CardField[];
}

const STYLE = `
:root{color-scheme:light dark;--bg:#f4f6f8;--fg:#15191e;--card:#fff;--muted:#4a5560;--accent:#1c5fb8;--err:#b3261e;--line:#c5ccd3}
@media (prefers-color-scheme:dark){:root{--bg:#111418;--fg:#e8ebee;--card:#1b2026;--muted:#b3bcc5;--accent:#8ab4f8;--err:#ffb4ab;--line:#3a434c}}
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:var(--bg);color:var(--fg)}
main{max-width:420px;margin:0 auto;padding:24px 16px}
section{background:var(--card);border:1px solid var(--line);border-radius:12px;padding:20px}
h1{font-size:1.4rem;margin:0 0 12px}dl{display:grid;grid-template-columns:auto 1fr;gap:4px 12px;margin:0 0 16px}
dt{color:var(--muted)}dd{margin:0;font-weight:600}label{display:block;margin:12px 0 4px;font-weight:600}
input{box-sizing:border-box;width:100%;padding:10px;font:inherit;border:1px solid var(--line);border-radius:8px;background:transparent;color:inherit}
input[aria-invalid=true]{border-color:var(--err)}.err{color:var(--err);margin:4px 0 0;font-size:.9rem}
button{display:block;width:100%;margin-top:12px;padding:12px;font:inherit;font-weight:600;border-radius:8px;border:1px solid var(--accent);cursor:pointer}
button.primary{background:var(--accent);color:var(--bg)}button.secondary{background:transparent;color:var(--accent)}
button:focus-visible,input:focus-visible,a:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
p.note{color:var(--muted);font-size:.9rem}a{color:var(--accent)}`;

export function renderSandboxPage(input: PageInput): string {
  const t = TEXTS[input.language];
  const amount = formatMoney(input.totalMinor, input.currency, input.language);
  const action = `/api/sandbox-bank/${input.orderId}/complete`;
  const hidden = `<input type="hidden" name="token" value="${esc(input.token)}">`;
  const summary = `<dl><dt>${esc(t.merchant)}</dt><dd>Marquee</dd><dt>${esc(t.order)}</dt><dd>${esc(input.variableSymbol)}</dd><dt>${esc(t.amount)}</dt><dd>${esc(amount)}</dd></dl>`;
  let body: string;
  if (input.doneUrl) {
    body = `<p>${esc(t.done)}</p><p><a href="${esc(input.doneUrl)}" target="_top">${esc(t.back)}</a></p>`;
  } else if (isCardGate(input.gate)) {
    const errors = new Set(input.errors ?? []);
    const field = (name: CardField, label: string, autocomplete: string, inputmode: string) => {
      const invalid = errors.has(name);
      const value = input.card?.[name] ?? '';
      return `<label for="${name}">${esc(label)}</label><input id="${name}" name="${name}" autocomplete="${autocomplete}" inputmode="${inputmode}" required value="${esc(name === 'cvc' ? '' : value)}"${invalid ? ` aria-invalid="true" aria-describedby="${name}-err"` : ''}>${invalid ? `<p class="err" id="${name}-err">${esc(t.errors[name])}</p>` : ''}`;
    };
    body = `<form method="post" action="${action}" target="_top">${hidden}
${field('name', t.cardName, 'cc-name', 'text')}${field('number', t.cardNumber, 'cc-number', 'numeric')}${field('expiry', t.expiry, 'cc-exp', 'numeric')}${field('cvc', t.cvc, 'cc-csc', 'numeric')}
<button class="primary" type="submit" name="action" value="pay">${esc(`${t.pay} ${amount}`)}</button></form>
<form method="post" action="${action}" target="_top">${hidden}<button class="secondary" type="submit" name="action" value="cancel">${esc(t.cancel)}</button></form>
<p class="note">${esc(t.testCards)}</p>`;
  } else {
    body = `<p>${esc(t.bankIntro)}</p><form method="post" action="${action}" target="_top">${hidden}
<button class="primary" type="submit" name="action" value="approve">${esc(t.approve)}</button>
<button class="secondary" type="submit" name="action" value="decline">${esc(t.decline)}</button>
<button class="secondary" type="submit" name="action" value="cancel">${esc(t.cancel)}</button></form>`;
  }
  return `<!doctype html><html lang="${input.language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(`${t.title} – ${input.gate}`)}</title><style>${STYLE}</style></head>
<body><main><section aria-labelledby="title"><h1 id="title">${esc(t.title)} · ${esc(input.gate)}</h1>${summary}${body}</section></main></body></html>`;
}
