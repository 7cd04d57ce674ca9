import type { Language } from '@marquee/contract';

/** The account mails (issue 3). Each has a plain-text and a simple HTML body in the user's language. */
export type MailKind = 'confirmation' | 'passwordReset' | 'emailChanged';

export interface MailVars {
  /** The action link (confirm, new password); built by the caller from PUBLIC_URL. */
  link: string;
  /** The account's e-mail (shown in "e-mail changed"). */
  email: string;
}

interface Texts {
  subject: string;
  greeting: string;
  /** Paragraphs before the button; `{email}` is replaced. */
  body: string[];
  button: string;
  /** After the button: validity and "ignore if it was not you". */
  footer: string[];
}

const BRAND = 'Marquee';

const TEXTS: Record<MailKind, Record<Language, Texts>> = {
  confirmation: {
    en: {
      subject: 'Confirm your e-mail address',
      greeting: 'Welcome to Marquee!',
      body: ['Please confirm that {email} is your e-mail address to finish signing up.'],
      button: 'Confirm e-mail',
      footer: ['The link is valid for 24 hours.', 'If you did not sign up for Marquee, ignore this e-mail.'],
    },
    sk: {
      subject: 'Potvrďte svoju e-mailovú adresu',
      greeting: 'Vitajte v Marquee!',
      body: ['Potvrďte, prosím, že {email} je vaša e-mailová adresa, a dokončite registráciu.'],
      button: 'Potvrdiť e-mail',
      footer: ['Odkaz platí 24 hodín.', 'Ak ste sa v Marquee neregistrovali, tento e-mail ignorujte.'],
    },
    cs: {
      subject: 'Potvrďte svou e-mailovou adresu',
      greeting: 'Vítejte v Marquee!',
      body: ['Potvrďte prosím, že {email} je vaše e-mailová adresa, a dokončete registraci.'],
      button: 'Potvrdit e-mail',
      footer: ['Odkaz platí 24 hodin.', 'Pokud jste se v Marquee neregistrovali, tento e-mail ignorujte.'],
    },
    de: {
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
      greeting: 'Willkommen bei Marquee!',
      body: [
        'Bitte bestätigen Sie, dass {email} Ihre E-Mail-Adresse ist, um die Registrierung abzuschließen.',
      ],
      button: 'E-Mail bestätigen',
      footer: [
        'Der Link ist 24 Stunden gültig.',
        'Wenn Sie sich nicht bei Marquee registriert haben, ignorieren Sie diese E-Mail.',
      ],
    },
    hu: {
      subject: 'Erősítse meg e-mail-címét',
      greeting: 'Üdvözöljük a Marquee-ben!',
      body: ['Kérjük, erősítse meg, hogy a(z) {email} az Ön e-mail-címe, és fejezze be a regisztrációt.'],
      button: 'E-mail-cím megerősítése',
      footer: [
        'A link 24 óráig érvényes.',
        'Ha nem regisztrált a Marquee-ben, hagyja figyelmen kívül ezt az e-mailt.',
      ],
    },
  },
  passwordReset: {
    en: {
      subject: 'Reset your password',
      greeting: 'Hello,',
      body: ['We received a request to reset the password of the Marquee account {email}.'],
      button: 'Set a new password',
      footer: [
        'The link is valid for 1 hour and works once.',
        'If you did not ask for a new password, ignore this e-mail; your password stays the same.',
      ],
    },
    sk: {
      subject: 'Obnovenie hesla',
      greeting: 'Dobrý deň,',
      body: ['dostali sme žiadosť o obnovenie hesla k účtu Marquee {email}.'],
      button: 'Nastaviť nové heslo',
      footer: [
        'Odkaz platí 1 hodinu a dá sa použiť iba raz.',
        'Ak ste o nové heslo nežiadali, tento e-mail ignorujte; vaše heslo zostáva nezmenené.',
      ],
    },
    cs: {
      subject: 'Obnovení hesla',
      greeting: 'Dobrý den,',
      body: ['obdrželi jsme žádost o obnovení hesla k účtu Marquee {email}.'],
      button: 'Nastavit nové heslo',
      footer: [
        'Odkaz platí 1 hodinu a lze jej použít jen jednou.',
        'Pokud jste o nové heslo nežádali, tento e-mail ignorujte; vaše heslo zůstává beze změny.',
      ],
    },
    de: {
      subject: 'Passwort zurücksetzen',
      greeting: 'Hallo,',
      body: ['wir haben eine Anfrage erhalten, das Passwort des Marquee-Kontos {email} zurückzusetzen.'],
      button: 'Neues Passwort festlegen',
      footer: [
        'Der Link ist 1 Stunde gültig und funktioniert nur einmal.',
        'Wenn Sie kein neues Passwort angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
      ],
    },
    hu: {
      subject: 'Jelszó visszaállítása',
      greeting: 'Üdvözöljük!',
      body: ['Kérést kaptunk a(z) {email} Marquee-fiók jelszavának visszaállítására.'],
      button: 'Új jelszó beállítása',
      footer: [
        'A link 1 óráig érvényes, és csak egyszer használható.',
        'Ha nem kért új jelszót, hagyja figyelmen kívül ezt az e-mailt; jelszava változatlan marad.',
      ],
    },
  },
  emailChanged: {
    en: {
      subject: 'Your e-mail address was changed',
      greeting: 'Hello,',
      body: [
        'The e-mail address of your Marquee account is now {email}.',
        'Please confirm it so that we can send you tickets and account messages.',
      ],
      button: 'Confirm e-mail',
      footer: [
        'The link is valid for 24 hours.',
        'If you did not make this change, contact our support right away.',
      ],
    },
    sk: {
      subject: 'Vaša e-mailová adresa bola zmenená',
      greeting: 'Dobrý deň,',
      body: [
        'e-mailová adresa vášho účtu Marquee je teraz {email}.',
        'Potvrďte ju, prosím, aby sme vám mohli posielať vstupenky a správy o účte.',
      ],
      button: 'Potvrdiť e-mail',
      footer: ['Odkaz platí 24 hodín.', 'Ak ste túto zmenu neurobili vy, ihneď kontaktujte našu podporu.'],
    },
    cs: {
      subject: 'Vaše e-mailová adresa byla změněna',
      greeting: 'Dobrý den,',
      body: [
        'e-mailová adresa vašeho účtu Marquee je nyní {email}.',
        'Potvrďte ji prosím, abychom vám mohli posílat vstupenky a zprávy o účtu.',
      ],
      button: 'Potvrdit e-mail',
      footer: [
        'Odkaz platí 24 hodin.',
        'Pokud jste tuto změnu neprovedli vy, ihned kontaktujte naši podporu.',
      ],
    },
    de: {
      subject: 'Ihre E-Mail-Adresse wurde geändert',
      greeting: 'Hallo,',
      body: [
        'Die E-Mail-Adresse Ihres Marquee-Kontos lautet jetzt {email}.',
        'Bitte bestätigen Sie sie, damit wir Ihnen Tickets und Kontonachrichten senden können.',
      ],
      button: 'E-Mail bestätigen',
      footer: [
        'Der Link ist 24 Stunden gültig.',
        'Wenn Sie diese Änderung nicht vorgenommen haben, wenden Sie sich sofort an unseren Support.',
      ],
    },
    hu: {
      subject: 'Megváltozott az e-mail-címe',
      greeting: 'Üdvözöljük!',
      body: [
        'Marquee-fiókjának e-mail-címe mostantól: {email}.',
        'Kérjük, erősítse meg, hogy jegyeket és fiókértesítéseket küldhessünk Önnek.',
      ],
      button: 'E-mail-cím megerősítése',
      footer: [
        'A link 24 óráig érvényes.',
        'Ha nem Ön végezte ezt a módosítást, azonnal forduljon ügyfélszolgálatunkhoz.',
      ],
    },
  },
};

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** Renders one mail; the e-mail address is HTML-escaped, the link is ours (PUBLIC_URL + encoded params). */
export function renderMail(kind: MailKind, language: Language, vars: MailVars): RenderedMail {
  const t = TEXTS[kind][language];
  const body = t.body.map((line) => line.replaceAll('{email}', vars.email));
  const text = [
    t.greeting,
    '',
    ...body,
    '',
    `${t.button}: ${vars.link}`,
    '',
    ...t.footer,
    '',
    `— ${BRAND}`,
  ].join('\n');
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(t.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1b1e;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">
<p style="font-size:20px;font-weight:bold;margin:0 0 16px">${BRAND}</p>
<p>${escapeHtml(t.greeting)}</p>
${body.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${escapeHtml(vars.link)}" style="background:#e8590c;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none;display:inline-block">${escapeHtml(t.button)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(vars.link)}</p>
${t.footer.map((line) => `<p style="font-size:13px;color:#555">${escapeHtml(line)}</p>`).join('\n')}
</body></html>
`;
  return { subject: `${t.subject} · ${BRAND}`, text, html };
}
