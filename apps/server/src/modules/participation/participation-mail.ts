import type { Language } from '@marquee/contract';
import type { PreparedMail } from '../mail/mailer';
import { escapeHtml, languageOf } from '../tickets/confirmation-mail';
import { formatEventDate } from '../tickets/ticket-pdf';
import type { NoticeRow } from './participation.repository';

/** Placeholders: {organizer}, {profile}, {event}, {when}, {role}. */
interface ListingTexts {
  subject: string;
  body: string;
  lineup: string;
  venue: string;
  action: string;
  decline: string;
}

const TEXTS: Record<Language, ListingTexts> = {
  en: {
    subject: '{organizer} lists {profile} in {event}',
    body: '{organizer} has listed {profile} {role} of “{event}” ({when}). Until you confirm, the event page shows the name without a link.',
    lineup: 'in the lineup',
    venue: 'as the venue',
    action: 'Confirm or cancel your participation',
    decline: 'Not yours? You can decline this organizer’s listings on the same page.',
  },
  sk: {
    subject: '{organizer} uvádza {profile} v podujatí {event}',
    body: '{organizer} uviedol profil {profile} {role} podujatia „{event}“ ({when}). Kým to nepotvrdíte, stránka podujatia zobrazuje meno bez odkazu.',
    lineup: 'v programe',
    venue: 'ako miesto konania',
    action: 'Potvrďte alebo zrušte svoju účasť',
    decline: 'Nie je to vaše? Na tej istej stránke môžete odmietnuť uvádzanie týmto organizátorom.',
  },
  cs: {
    subject: '{organizer} uvádí {profile} v akci {event}',
    body: '{organizer} uvedl profil {profile} {role} akce „{event}“ ({when}). Dokud to nepotvrdíte, stránka akce ukazuje jméno bez odkazu.',
    lineup: 'v programu',
    venue: 'jako místo konání',
    action: 'Potvrďte nebo zrušte svou účast',
    decline: 'Není to vaše? Na téže stránce můžete odmítnout uvádění tímto pořadatelem.',
  },
  de: {
    subject: '{organizer} führt {profile} bei {event}',
    body: '{organizer} hat {profile} {role} von „{event}“ ({when}) eingetragen. Bis Sie bestätigen, zeigt die Veranstaltungsseite den Namen ohne Link.',
    lineup: 'im Programm',
    venue: 'als Veranstaltungsort',
    action: 'Teilnahme bestätigen oder absagen',
    decline: 'Nicht Ihres? Auf derselben Seite können Sie Einträge dieses Veranstalters ablehnen.',
  },
  hu: {
    subject: '{organizer} feltüntette: {profile} – {event}',
    body: '{organizer} feltüntette a(z) {profile} profilt {role} a(z) „{event}” eseményen ({when}). Amíg nem erősíti meg, az esemény oldala link nélkül mutatja a nevet.',
    lineup: 'a fellépők között',
    venue: 'helyszínként',
    action: 'Részvétel megerősítése vagy lemondása',
    decline: 'Nem az Öné? Ugyanazon az oldalon elutasíthatja a szervező bejegyzéseit.',
  },
};

/** The mail telling a profile's owner that another organizer listed the profile (issue 26), in their language. */
export function buildListingMail(
  row: NoticeRow,
  role: 'Lineup' | 'Venue',
  profileId: string,
  publicUrl: string,
): PreparedMail {
  const language = languageOf(row.language);
  const t = TEXTS[language];
  const when = formatEventDate(new Date(row.begin_at), language, row.time_zone);
  const fill = (s: string) =>
    s
      .replaceAll('{organizer}', row.organizer_name)
      .replaceAll('{profile}', row.profile_name)
      .replaceAll('{event}', row.event_name)
      .replaceAll('{when}', when)
      .replaceAll('{role}', role === 'Lineup' ? t.lineup : t.venue);
  const link = `${publicUrl.replace(/\/+$/, '')}/${language}/dashboard/participation?profile=${profileId}`;
  const subject = fill(t.subject);
  const body = fill(t.body);
  return {
    kind: 'participation',
    to: row.email,
    subject,
    link,
    text: `${body}\n\n${t.action}: ${link}\n\n${t.decline}\n`,
    html: `<p>${escapeHtml(body)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(t.action)}</a></p><p>${escapeHtml(t.decline)}</p>`,
  };
}
