import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n/setup';
import { mockApi } from '../../../test/api';
import { buildEventDetail } from '../../../test/build-event';
import { renderApp } from '../../../test/render';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const EVENT = '/event/dvorak-novy-svet';

function openEmbed(path: string, event: Parameters<typeof buildEventDetail>[0] | null = {}) {
  const api = mockApi({
    ...(event ? { [`GET ${EVENT}`]: { body: buildEventDetail(event) } } : {}),
    // The buy form's prices: an event whose sale ended keeps this test to the embed's own chrome.
    'GET /event/*': { body: { IsSoldOut: true, Sectors: [], Merchandise: [], Currency: 'EUR' } },
  });
  return { api, ...renderApp(path) };
}

describe('the buy-tickets embed (issue 22)', () => {
  it('speaks hr, takes its theme from the address and leaves the background to the host', async () => {
    openEmbed('/hr/embed/event/dvorak-novy-svet?theme=dark&transparent=true&showTitle=false');
    // The buy form (its texts are the hr ticketing part): this event is sold out.
    expect(await screen.findByText('Rasprodano.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hr');
    // showTitle=false: the name is still the page's (hidden) heading and its document title.
    expect(screen.getByRole('heading', { level: 1, name: 'Dvořák: New World Symphony' })).toBeInTheDocument();
    expect(document.title).toBe('Dvořák: New World Symphony · Marquee');
    expect(document.body.style.getPropertyValue('background')).toBe('transparent');
    // No shell: no header, footer or cookie notice inside someone else's page.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cookie-notice')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Otvori na Marqueeju (nova kartica)' })).toHaveAttribute(
      'href',
      '/en/events/dvorak-novy-svet',
    );
  });

  it('answers a language we do not have in English, with the rest of the address kept', async () => {
    const { router } = openEmbed('/xx/embed/event/dvorak-novy-svet?theme=dark&showTitle=true');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Dvořák: New World Symphony' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/embed/event/dvorak-novy-svet');
    expect(router.state.location.search).toBe('?theme=dark&showTitle=true');
  });

  it.each([
    ['an unknown event', null],
    ['a draft (even for its author, as in the generator’s preview)', { Status: 'DRAFT' as const }],
  ])('says clearly inside the frame that %s sells nothing here', async (_name, event) => {
    openEmbed('/de/embed/event/dvorak-novy-svet', event);
    expect(await screen.findByTestId('embed-unavailable', {}, { timeout: 5000 })).toHaveTextContent(
      'Diese Veranstaltung gibt es nicht oder sie ist nicht veröffentlicht.',
    );
    expect(screen.queryByRole('heading', { name: 'Tickets' })).not.toBeInTheDocument();
  });

  it('tells the host its height', async () => {
    const post = vi.fn();
    vi.stubGlobal('parent', { postMessage: post });
    openEmbed('/en/embed/event/dvorak-novy-svet');
    await screen.findByRole('heading', { level: 1, name: 'Dvořák: New World Symphony' }, { timeout: 5000 });
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        expect.objectContaining({ type: 'marquee:resize', embed: 'event', id: 'dvorak-novy-svet' }),
        '*',
      ),
    );
  });
});
