import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListingGrid } from './ListingGrid';
import { renderInRoute } from './test-utils';

interface Item {
  id: string;
  name: string;
}
const items: Item[] = [
  { id: 'a', name: 'Alpha' },
  { id: 'b', name: 'Beta' },
];
const base = {
  getKey: (item: Item) => item.id,
  renderItem: (item: Item) => <span>{item.name}</span>,
  emptyText: 'Nothing here.',
  'aria-label': 'Things',
};

describe('ListingGrid', () => {
  it('lists the items in a named list', async () => {
    renderInRoute(<ListingGrid {...base} items={items} />);
    const list = await screen.findByRole('list', { name: 'Things' });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows skeleton cards while loading, marked busy and hidden from assistive tech', async () => {
    renderInRoute(<ListingGrid {...base} items={undefined} loading skeletons={4} />);
    expect(await screen.findAllByTestId('listing-skeleton')).toHaveLength(4);
    expect(screen.getAllByTestId('listing-skeleton')[0]).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByTestId('listing-skeleton')[0]?.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the empty text for an empty list', async () => {
    renderInRoute(<ListingGrid {...base} items={[]} />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('Nothing here.');
  });

  it('shows an error with a retry button when the list failed', async () => {
    const onRetry = vi.fn();
    renderInRoute(<ListingGrid {...base} items={undefined} error onRetry={onRetry} />);
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('This list could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps what it has when loading more failed', async () => {
    renderInRoute(<ListingGrid {...base} items={items} error />);
    expect(await screen.findByRole('list')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('This list could not be loaded.');
  });

  it('offers "load more" while there is more', async () => {
    const onLoadMore = vi.fn();
    const { unmount } = renderInRoute(
      <ListingGrid {...base} items={items} hasMore onLoadMore={onLoadMore} />,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    unmount();
    renderInRoute(<ListingGrid {...base} items={items} hasMore={false} onLoadMore={onLoadMore} />);
    await screen.findByRole('list');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('takes a custom label for the button', async () => {
    renderInRoute(
      <ListingGrid {...base} items={items} hasMore onLoadMore={() => {}} loadMoreLabel="Show more" />,
    );
    expect(await screen.findByRole('button', { name: 'Show more' })).toBeInTheDocument();
  });
});
