import { isLanguage } from '@marquee/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { preferredLanguage } from '../i18n/language';
import { ensureLanguage } from '../i18n/setup';
import { signInHref } from '../lib/session/auth-redirect';
import { hasLiveToken } from '../lib/storage/session';

/** `/` → `/{cookie || browser || en}/`, keeping `?ref` and other query parameters. */
export function rootLoader({ request }: LoaderFunctionArgs): Response {
  const url = new URL(request.url);
  return redirect(`/${preferredLanguage()}/${url.search}${url.hash}`);
}

/**
 * Guards `/:lang`. An invalid two-letter segment (`/xx/events`) is replaced by the preferred language;
 * any other first segment (`/events`) is taken as a language-less path and prefixed.
 * A valid language is loaded before anything renders.
 */
export async function languageLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  if (isLanguage(params.lang)) {
    await ensureLanguage(params.lang);
    return null;
  }
  const url = new URL(request.url);
  const [, first = '', ...rest] = url.pathname.split('/');
  const segments = /^[a-z]{2}$/i.test(first) ? rest : [first, ...rest];
  throw redirect(`/${preferredLanguage()}/${segments.join('/')}${url.search}${url.hash}`);
}

/** Unknown URLs go to the current language's home (spec 1 §2). */
export function unknownRouteLoader({ params }: LoaderFunctionArgs): Response | null {
  // With an invalid language the /:lang loader redirects first; do not race it.
  if (!isLanguage(params.lang)) return null;
  return redirect(`/${params.lang}/`);
}

/** `/events/all-events?city&par&sub&since&date` → `/events?city&par&sub&from&date` (the old name of "from" was "since"). */
export function deprecatedAllEventsLoader({ params, request }: LoaderFunctionArgs): Response | null {
  if (!isLanguage(params.lang)) return null;
  const old = new URL(request.url).searchParams;
  const next = new URLSearchParams();
  for (const [from, to] of [
    ['city', 'city'],
    ['par', 'par'],
    ['sub', 'sub'],
    ['since', 'from'],
    ['date', 'date'],
  ] as const) {
    const value = old.get(from);
    if (value) next.set(to, value);
  }
  const qs = next.toString();
  return redirect(`/${params.lang}/events${qs ? `?${qs}` : ''}`);
}

/** The old profile links ended with a slash (`/sk/band-name/`); the canonical form has none. */
export function profileDetailLoader({ request }: LoaderFunctionArgs): Response | null {
  const url = new URL(request.url);
  if (url.pathname.length > 1 && url.pathname.endsWith('/')) {
    return redirect(`${url.pathname.replace(/\/+$/, '')}${url.search}${url.hash}`);
  }
  return null;
}

/**
 * Signed-in-only routes (dashboard, purchased tickets, settings, event and profile creation…): an
 * anonymous visitor goes to auth with authorizedActionPrevented and comes back after signing in.
 */
export function requireSignInLoader({ params, request }: LoaderFunctionArgs): Response | null {
  if (!isLanguage(params.lang) || hasLiveToken()) return null;
  const url = new URL(request.url);
  return redirect(signInHref(params.lang, `${url.pathname}${url.search}`));
}

/**
 * event-statistics (issue 18): a share link (`?code=…`) opens the statistics without an account, so the
 * route is public; without a code it is a private page like the others (anonymous → sign in, then back).
 */
export function requireSignInUnlessShareCode(args: LoaderFunctionArgs): Response | null {
  if (new URL(args.request.url).searchParams.get('code')) return null;
  return requireSignInLoader(args);
}
