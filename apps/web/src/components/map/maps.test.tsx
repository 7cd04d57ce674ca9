import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../app/providers';
import { ClusterMap } from './ClusterMap';
import { openAreaUrl, openInMapsUrl } from './open-in-maps';
import { PinMap } from './PinMap';

function renderInRouter(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/en/events/:id', element: <p>event page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <AppProviders queryClient={createQueryClient()} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const KOSICE = { lat: 48.7164, lon: 21.2611 };

describe('PinMap (no network: tiles never load)', () => {
  it('renders its region, the pin and an "open in maps" link', async () => {
    renderInRouter(<PinMap {...KOSICE} label="Hlavná ulica, Košice" />);
    expect(screen.getByRole('region', { name: 'Map: Hlavná ulica, Košice' })).toBeInTheDocument();
    const link = screen.getByRole('link', { name: /Open in maps/ });
    expect(link).toHaveAttribute('href', openInMapsUrl(KOSICE.lat, KOSICE.lon));
    expect(link).toHaveAttribute('target', '_blank');
    const pin = await screen.findByTestId('map-pin');
    expect(pin).toHaveAttribute('title', 'Hlavná ulica, Košice');
  });

  it('draws nothing for coordinates off the globe', () => {
    renderInRouter(<PinMap lat={120} lon={21} label="Nowhere" />);
    expect(screen.queryByTestId('pin-map')).toBeNull();
  });
});

describe('ClusterMap', () => {
  const points = [
    { id: 'a', lat: 48.1486, lon: 17.1077, label: 'Concert in Bratislava', href: '/en/events/a' },
    { id: 'b', lat: 48.7164, lon: 21.2611, label: 'Jazz in Košice', href: '/en/events/b' },
    { id: 'c', lat: 47.4979, lon: 19.0402, label: 'Techno in Budapest', href: '/en/events/c' },
  ];

  it('renders pins (as links) or counted clusters, and the area link', async () => {
    renderInRouter(<ClusterMap points={points} />);
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Open in maps/ })).toHaveAttribute('href', openAreaUrl(points));
    // jsdom has no layout, so the map is 0×0 px: at that size everything may cluster. Either way every
    // point is accounted for, by a pin link or inside a bubble's count.
    await waitFor(() =>
      expect(
        screen.queryAllByTestId('map-pin').length + screen.queryAllByTestId('map-cluster').length,
      ).toBeGreaterThan(0),
    );
    const pins = screen.queryAllByTestId('map-pin');
    const clustered = screen
      .queryAllByTestId('map-cluster')
      .reduce((sum, bubble) => sum + Number(bubble.textContent), 0);
    expect(pins.length + clustered).toBe(3);
  });

  it('opens a pin’s page in the app without reloading', async () => {
    const router = renderInRouter(<ClusterMap points={[points[1] as (typeof points)[number]]} />);
    const pin = await screen.findByRole('link', { name: 'Jazz in Košice' });
    await userEvent.click(pin);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/events/b'));
  });

  it('shows an empty map without throwing', () => {
    renderInRouter(<ClusterMap points={[]} />);
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open in maps/ })).toBeNull();
  });
});

describe('open-in-maps links', () => {
  it('points openstreetmap.org at the place', () => {
    expect(openInMapsUrl(48.7164, 21.2611)).toBe(
      'https://www.openstreetmap.org/?mlat=48.716400&mlon=21.261100#map=16/48.716400/21.261100',
    );
  });

  it('centres an area on its points', () => {
    expect(openAreaUrl([])).toBeNull();
    expect(
      openAreaUrl([
        { lat: 48, lon: 17 },
        { lat: 50, lon: 21 },
      ]),
    ).toMatch(/#map=\d+\/49\.00000\/19\.00000$/);
  });
});
