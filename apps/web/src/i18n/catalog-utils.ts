import { LANGUAGES, type Language } from '@marquee/contract';
import accountsCs from './accounts/cs.json';
import accountsDe from './accounts/de.json';
import accountsEn from './accounts/en.json';
import accountsHu from './accounts/hu.json';
import accountsSk from './accounts/sk.json';
import articlesCs from './articles/cs.json';
import articlesDe from './articles/de.json';
import articlesEn from './articles/en.json';
import articlesHu from './articles/hu.json';
import articlesSk from './articles/sk.json';
import checkinCs from './checkin/cs.json';
import checkinDe from './checkin/de.json';
import checkinEn from './checkin/en.json';
import checkinHu from './checkin/hu.json';
import checkinSk from './checkin/sk.json';
import checkoutCs from './checkout/cs.json';
import checkoutDe from './checkout/de.json';
import checkoutEn from './checkout/en.json';
import checkoutHu from './checkout/hu.json';
import checkoutSk from './checkout/sk.json';
import contentCs from './content/cs.json';
import contentDe from './content/de.json';
import contentEn from './content/en.json';
import contentHu from './content/hu.json';
import contentSk from './content/sk.json';
import couponsCs from './coupons/cs.json';
import couponsDe from './coupons/de.json';
import couponsEn from './coupons/en.json';
import couponsHu from './coupons/hu.json';
import couponsSk from './coupons/sk.json';
import cs from './cs.json';
import de from './de.json';
import discoveryCs from './discovery/cs.json';
import discoveryDe from './discovery/de.json';
import discoveryEn from './discovery/en.json';
import discoveryHu from './discovery/hu.json';
import discoverySk from './discovery/sk.json';
import embedCs from './embed/cs.json';
import embedDe from './embed/de.json';
import embedEn from './embed/en.json';
import embedHu from './embed/hu.json';
import embedSk from './embed/sk.json';
import en from './en.json';
import errorsCs from './errors/cs.json';
import errorsDe from './errors/de.json';
import errorsEn from './errors/en.json';
import errorsHu from './errors/hu.json';
import errorsSk from './errors/sk.json';
import eventsCs from './events/cs.json';
import eventsDe from './events/de.json';
import eventsEn from './events/en.json';
import eventsHu from './events/hu.json';
import eventsSk from './events/sk.json';
import extrasCs from './extras/cs.json';
import extrasDe from './extras/de.json';
import extrasEn from './extras/en.json';
import extrasHu from './extras/hu.json';
import extrasSk from './extras/sk.json';
import homeCs from './home/cs.json';
import homeDe from './home/de.json';
import homeEn from './home/en.json';
import homeHu from './home/hu.json';
import homeSk from './home/sk.json';
import homeBelowFoldCs from './home-below-fold/cs.json';
import homeBelowFoldDe from './home-below-fold/de.json';
import homeBelowFoldEn from './home-below-fold/en.json';
import homeBelowFoldHu from './home-below-fold/hu.json';
import homeBelowFoldSk from './home-below-fold/sk.json';
import hu from './hu.json';
import insightCs from './insight/cs.json';
import insightDe from './insight/de.json';
import insightEn from './insight/en.json';
import insightHu from './insight/hu.json';
import insightSk from './insight/sk.json';
import organizerCs from './organizer/cs.json';
import organizerDe from './organizer/de.json';
import organizerEn from './organizer/en.json';
import organizerHu from './organizer/hu.json';
import organizerSk from './organizer/sk.json';
import pagesCs from './pages/cs.json';
import pagesDe from './pages/de.json';
import pagesEn from './pages/en.json';
import pagesHu from './pages/hu.json';
import pagesSk from './pages/sk.json';
import participationCs from './participation/cs.json';
import participationDe from './participation/de.json';
import participationEn from './participation/en.json';
import participationHu from './participation/hu.json';
import participationSk from './participation/sk.json';
import paymentSettingsCs from './payment-settings/cs.json';
import paymentSettingsDe from './payment-settings/de.json';
import paymentSettingsEn from './payment-settings/en.json';
import paymentSettingsHu from './payment-settings/hu.json';
import paymentSettingsSk from './payment-settings/sk.json';
import profileContentCs from './profile-content/cs.json';
import profileContentDe from './profile-content/de.json';
import profileContentEn from './profile-content/en.json';
import profileContentHu from './profile-content/hu.json';
import profileContentSk from './profile-content/sk.json';
import questionnairesCs from './questionnaires/cs.json';
import questionnairesDe from './questionnaires/de.json';
import questionnairesEn from './questionnaires/en.json';
import questionnairesHu from './questionnaires/hu.json';
import questionnairesSk from './questionnaires/sk.json';
import sk from './sk.json';
import streamPageCs from './stream-page/cs.json';
import streamPageDe from './stream-page/de.json';
import streamPageEn from './stream-page/en.json';
import streamPageHu from './stream-page/hu.json';
import streamPageSk from './stream-page/sk.json';
import streamsCs from './streams/cs.json';
import streamsDe from './streams/de.json';
import streamsEn from './streams/en.json';
import streamsHu from './streams/hu.json';
import streamsSk from './streams/sk.json';
import ticketingCs from './ticketing/cs.json';
import ticketingDe from './ticketing/de.json';
import ticketingEn from './ticketing/en.json';
import ticketingHu from './ticketing/hu.json';
import ticketingSk from './ticketing/sk.json';
import venueEditorCs from './venue-editor/cs.json';
import venueEditorDe from './venue-editor/de.json';
import venueEditorEn from './venue-editor/en.json';
import venueEditorHu from './venue-editor/hu.json';
import venueEditorSk from './venue-editor/sk.json';

/** The catalog parts loaded with their features (setup.ts `ensureCatalogPart`), by language. */
export const PARTS: Record<string, Record<Language, object>> = {
  coupons: { en: couponsEn, sk: couponsSk, cs: couponsCs, de: couponsDe, hu: couponsHu },
  profileContent: {
    en: profileContentEn,
    sk: profileContentSk,
    cs: profileContentCs,
    de: profileContentDe,
    hu: profileContentHu,
  },
  venueEditor: {
    en: venueEditorEn,
    sk: venueEditorSk,
    cs: venueEditorCs,
    de: venueEditorDe,
    hu: venueEditorHu,
  },
  home: { en: homeEn, sk: homeSk, cs: homeCs, de: homeDe, hu: homeHu },
  homeBelowFold: {
    en: homeBelowFoldEn,
    sk: homeBelowFoldSk,
    cs: homeBelowFoldCs,
    de: homeBelowFoldDe,
    hu: homeBelowFoldHu,
  },
  accounts: { en: accountsEn, sk: accountsSk, cs: accountsCs, de: accountsDe, hu: accountsHu },
  errors: { en: errorsEn, sk: errorsSk, cs: errorsCs, de: errorsDe, hu: errorsHu },
  extras: { en: extrasEn, sk: extrasSk, cs: extrasCs, de: extrasDe, hu: extrasHu },
  discovery: { en: discoveryEn, sk: discoverySk, cs: discoveryCs, de: discoveryDe, hu: discoveryHu },
  events: { en: eventsEn, sk: eventsSk, cs: eventsCs, de: eventsDe, hu: eventsHu },
  content: { en: contentEn, sk: contentSk, cs: contentCs, de: contentDe, hu: contentHu },
  ticketing: { en: ticketingEn, sk: ticketingSk, cs: ticketingCs, de: ticketingDe, hu: ticketingHu },
  organizer: { en: organizerEn, sk: organizerSk, cs: organizerCs, de: organizerDe, hu: organizerHu },
  checkout: { en: checkoutEn, sk: checkoutSk, cs: checkoutCs, de: checkoutDe, hu: checkoutHu },
  embed: { en: embedEn, sk: embedSk, cs: embedCs, de: embedDe, hu: embedHu },
  checkin: { en: checkinEn, sk: checkinSk, cs: checkinCs, de: checkinDe, hu: checkinHu },
  insight: { en: insightEn, sk: insightSk, cs: insightCs, de: insightDe, hu: insightHu },
  pages: { en: pagesEn, sk: pagesSk, cs: pagesCs, de: pagesDe, hu: pagesHu },
  articles: { en: articlesEn, sk: articlesSk, cs: articlesCs, de: articlesDe, hu: articlesHu },
  streams: { en: streamsEn, sk: streamsSk, cs: streamsCs, de: streamsDe, hu: streamsHu },
  streamPage: {
    en: streamPageEn,
    sk: streamPageSk,
    cs: streamPageCs,
    de: streamPageDe,
    hu: streamPageHu,
  },
  participation: {
    en: participationEn,
    sk: participationSk,
    cs: participationCs,
    de: participationDe,
    hu: participationHu,
  },
  'payment-settings': {
    en: paymentSettingsEn,
    sk: paymentSettingsSk,
    cs: paymentSettingsCs,
    de: paymentSettingsDe,
    hu: paymentSettingsHu,
  },
  questionnaires: {
    en: questionnairesEn,
    sk: questionnairesSk,
    cs: questionnairesCs,
    de: questionnairesDe,
    hu: questionnairesHu,
  },
};

/** Base catalog and parts of a language; the parts' top-level sections must not exist in the base. */
function merged(base: object, language: Language): object {
  return Object.assign({}, base, ...Object.values(PARTS).map((part) => part[language]));
}

/** Test helpers over the five catalogs (kept out of the app bundle: only tests import this file). */
export const CATALOGS: Record<Language, unknown> = {
  en: merged(en, 'en'),
  sk: merged(sk, 'sk'),
  cs: merged(cs, 'cs'),
  de: merged(de, 'de'),
  hu: merged(hu, 'hu'),
};

/** The bundled (base) catalogs alone. */
export const BASE_CATALOGS: Record<Language, object> = { en, sk, cs, de, hu };

export const PLURAL_SUFFIXES = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;
const PLURAL_RE = new RegExp(`_(${PLURAL_SUFFIXES.join('|')})$`);

/** Nested objects become dotted keys (A → B becomes A.B); non-string leaves are kept so tests can reject them. */
export function flatten(
  value: unknown,
  prefix = '',
  into: Record<string, unknown> = {},
): Record<string, unknown> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into[prefix] = value;
  }
  return into;
}

/** Splits `HOME.EVENTS_COUNT_few` into base `HOME.EVENTS_COUNT` and category `few`. */
export function pluralPart(key: string): { base: string; category: string | null } {
  const match = key.match(PLURAL_RE);
  return match
    ? { base: key.slice(0, -match[0].length), category: match[1] ?? null }
    : { base: key, category: null };
}

/** The plural categories i18next will ask for in a language (it uses Intl.PluralRules). */
export function pluralCategories(language: Language): string[] {
  return new Intl.PluralRules(language).resolvedOptions().pluralCategories.slice().sort();
}

export const flatCatalogs = () =>
  Object.fromEntries(LANGUAGES.map((language) => [language, flatten(CATALOGS[language])])) as Record<
    Language,
    Record<string, unknown>
  >;

/** Whether `key` (as written in t()) resolves in the flattened catalog, directly or as a plural. */
export function hasKey(flat: Record<string, unknown>, key: string): boolean {
  if (key in flat) return true;
  return Object.keys(flat).some(
    (candidate) => pluralPart(candidate).base === key && pluralPart(candidate).category,
  );
}
