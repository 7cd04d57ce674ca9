import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@marquee/contract';
import { useMatches, useParams } from 'react-router';
import type { RouteHandle, RouteName } from './routes';

/** The language of the current URL (the /:lang loader has already rejected invalid ones). */
export function useLanguage(): Language {
  const { lang } = useParams();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

/** The spec route name of the page being shown, from the deepest match that carries one. */
export function useRouteName(): RouteName | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle?.name) return handle.name;
  }
  return null;
}
