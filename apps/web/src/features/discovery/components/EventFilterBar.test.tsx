import { MantineProvider } from '@mantine/core';
import type { Genre } from '@marquee/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ensureCatalogPart } from '../../../i18n/setup';
import { parseFilters } from '../model/event-filters';
import { EventFilterBar } from './EventFilterBar';

// The page before its first paint: the pickers are not asked for yet (see EventFilterBar).
vi.mock('../../../components/use-staged-reveal', () => ({ useStagedReveal: () => 1 }));

const genre = (name: string, subgenres: Genre[] = []) =>
  ({
    Id: name,
    Name: name,
    NameI18n: {},
    Slug: name.toLowerCase(),
    Subgenres: subgenres,
  }) as unknown as Genre;
const METAL = genre('Metal');
const MUSIC = genre('Music', [METAL]);

beforeAll(() => ensureCatalogPart('discovery'));

function renderBar(parent: Genre | null, sub: Genre | null) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider>
        <MemoryRouter>
          <EventFilterBar
            filters={parseFilters(new URLSearchParams())}
            tree={[MUSIC]}
            parent={parent}
            sub={sub}
            onChange={() => {}}
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('event filter bar before the pickers load', () => {
  it('holds each picker’s place with its label and chosen value, read-only', () => {
    renderBar(MUSIC, METAL);
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAttribute('placeholder', 'Any city');
    const type = screen.getByRole('textbox', { name: 'Event type' });
    expect(type).toHaveValue('Music');
    expect(type).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'Sub genre' })).toHaveValue('Metal');
  });

  it('shows the sub genre disabled until an event type with sub genres is chosen, as the picker does', () => {
    renderBar(null, null);
    expect(screen.getByRole('textbox', { name: 'Sub genre' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Sub genre' })).toHaveAttribute(
      'placeholder',
      'Choose an event type first',
    );
  });
});
