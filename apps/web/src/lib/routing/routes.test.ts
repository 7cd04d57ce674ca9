import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { hrefTo, ROUTE_NAMES, ROUTES, routeTitleKey } from './routes';

const DOCS = join(dirname(fileURLToPath(import.meta.url)), '../../../../../docs/routes.md');

describe('route table', () => {
  it('builds absolute, language-prefixed URLs', () => {
    expect(hrefTo('home', 'sk')).toBe('/sk/');
    expect(hrefTo('event-detail', 'de', { id: 42 })).toBe('/de/events/42');
    expect(hrefTo('event-edit', 'en', { id: 'e1' })).toBe('/en/event/edit/e1');
    expect(hrefTo('event-edit', 'en', { id: 'e1', step: 2 })).toBe('/en/event/edit/e1/2');
    expect(hrefTo('all-events', 'cs', {}, { city: 5, date: undefined, from: '2030-01-01' })).toBe(
      '/cs/events?city=5&from=2030-01-01',
    );
  });

  it('derives i18n keys from route names', () => {
    expect(routeTitleKey('info.ticketing')).toBe('ROUTES.INFO_TICKETING');
    expect(routeTitleKey('reservationResult')).toBe('ROUTES.RESERVATION_RESULT');
    expect(routeTitleKey('create-profile.visitor')).toBe('ROUTES.CREATE_PROFILE_VISITOR');
  });

  it('has no two routes on the same path', () => {
    const paths = ROUTE_NAMES.map((name) => ROUTES[name].path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('is documented in docs/routes.md with the same paths and statuses', () => {
    const docs = readFileSync(DOCS, 'utf8');
    for (const name of ROUTE_NAMES) {
      const { path, status } = ROUTES[name];
      expect(docs, name).toContain(`| ${name} | \`/:lang/${path}\` | ${status} |`);
    }
  });
});
