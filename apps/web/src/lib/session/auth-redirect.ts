import type { Language } from '@marquee/contract';

/**
 * Where the auth screen sends the user back to. Only same-site paths are accepted ("/en/events/5?x"),
 * never "//host" or "https://…", so a crafted sign-in link cannot bounce users to another site.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}

/** `/en/signin?authorizedActionPrevented=true&returnUrl=…`: an authorized action was attempted anonymously. */
export function signInHref(language: Language, returnUrl: string | null, prevented = true): string {
  const query = new URLSearchParams();
  if (prevented) query.set('authorizedActionPrevented', 'true');
  const back = safeReturnUrl(returnUrl);
  if (back && !/^\/[a-z]{2}\/signin(?:[/?#]|$)/.test(back)) query.set('returnUrl', back);
  const qs = query.toString();
  return `/${language}/signin${qs ? `?${qs}` : ''}`;
}
