import type { RouteName } from '../../lib/routing/routes';

/** What vite-plugins/markdown-pages.ts makes of a page's Markdown file. */
export interface ContentPage {
  title: string;
  /** yyyy-MM-dd: the version of the text (legal pages show it as "valid from"). */
  version: string;
  description: string;
  html: string;
}

/**
 * The product's own pages written as Markdown, one file per page and language in src/content/pages
 * (`<page>.<lang>.md`); content.test.ts fails when a page is missing in any language.
 */
export const CONTENT_PAGES = [
  'terms-and-conditions',
  'privacy-policy',
  'cookies-policy',
  'info',
  'info-ticketing',
  'ticketing',
  'pro-info',
] as const;
export type ContentPageId = (typeof CONTENT_PAGES)[number];

/** Route name → the Markdown page it shows (the content pages). */
export const CONTENT_OF_ROUTE: Partial<Record<RouteName, ContentPageId>> = {
  'terms-and-conditions': 'terms-and-conditions',
  'privacy-policy': 'privacy-policy',
  'cookies-policy': 'cookies-policy',
  info: 'info',
  'info.ticketing': 'info-ticketing',
  ticketing: 'ticketing',
  'pro-info': 'pro-info',
};

/** The pages the terms-updated dialog and the checkout ask people to agree to (versioned together). */
export const LEGAL_PAGES: readonly ContentPageId[] = [
  'terms-and-conditions',
  'privacy-policy',
  'cookies-policy',
];
