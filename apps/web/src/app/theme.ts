import {
  type CSSVariablesResolver,
  createTheme,
  localStorageColorSchemeManager,
  type MantineColorSchemeManager,
} from '@mantine/core';
import { isEmbedPathname, readEmbedOptions } from '../lib/routing/embed';

/** Must match the inline script in index.html, which applies the scheme before React loads. */
export const COLOR_SCHEME_STORAGE_KEY = 'marquee-color-scheme';

/**
 * An embed's scheme is its `?theme=` (issue 22), fixed for the document and never stored: the generator's
 * live preview is an embed on our own origin, and it must not change the visitor's remembered scheme.
 */
export function fixedColorSchemeManager(scheme: 'light' | 'dark'): MantineColorSchemeManager {
  return { get: () => scheme, set: () => {}, subscribe: () => {}, unsubscribe: () => {}, clear: () => {} };
}

export const colorSchemeManager =
  typeof window !== 'undefined' && isEmbedPathname(window.location.pathname)
    ? fixedColorSchemeManager(readEmbedOptions(new URLSearchParams(window.location.search)).theme)
    : localStorageColorSchemeManager({ key: COLOR_SCHEME_STORAGE_KEY });

export const theme = createTheme({
  // Violet filled buttons keep white labels above 4.5:1 in both schemes (blue-6 does not).
  primaryColor: 'violet',
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '750' },
  cursorType: 'pointer',
});

/**
 * Mantine's default "dimmed" grey is 3.3:1 on white and 4:1 on dark.7, below WCAG AA for body text;
 * secondary text is everywhere here (dates, captions, footer), so it is darkened/lightened.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': t.colors.gray[7] ?? '#495057',
    '--mantine-color-anchor': t.colors.violet[8] ?? '#6741d9',
  },
  dark: {
    '--mantine-color-dimmed': t.colors.dark[1] ?? '#b8b8b8',
    '--mantine-color-anchor': t.colors.violet[3] ?? '#b197fc',
  },
});
