import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileRef } from '../../../components/listings/test-fixtures';
import { type ApiCall, buildProfile, IDS, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

/** The first find waits for the lazy page and its catalog parts, slow on a busy machine. */
const SLOW = { timeout: 5000 };
const followersPath = `/bandprofile/${IDS.performer}/followers`;

/** `total` followers "Club 1"…, served in the pages the page asks for. */
const followerPages = (total: number) => (call: ApiCall) => {
  const page = Number(call.query.get('page'));
  const perPage = Number(call.query.get('perPage'));
  const from = page * perPage; // 0-based pages
  const count = Math.max(0, Math.min(perPage, total - from));
  return {
    body: Array.from({ length: count }, (_, i) => ({
      Profile: profileRef({ Id: `club-${from + i + 1}`, ProfileName: `Club ${from + i + 1}` }),
      FollowedAt: '2030-01-01T00:00:00Z',
    })),
  };
};

describe('profile followers', () => {
  it('lists followers 20 at a time with load more and says fans stay private', async () => {
    const api = mockApi({
      'GET /search/profile/the-lanterns': { body: buildProfile() },
      'GET /event': { body: [] },
      [`GET ${followersPath}`]: followerPages(23),
    });
    renderApp('/en/the-lanterns');
    const section = await screen.findByTestId('profile-followers', {}, SLOW);
    expect(within(section).getByRole('heading', { name: 'Followers' })).toBeInTheDocument();
    expect(within(section).getByText(/Fans who follow stay private/)).toBeInTheDocument();
    await waitFor(() => expect(within(section).getAllByTestId('profile-card')).toHaveLength(20));
    expect(within(section).getByRole('link', { name: 'Club 1' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(section).getAllByTestId('profile-card')).toHaveLength(23));
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', followersPath).map((c) => c.query.get('page'))).toEqual(['0', '1']);
    // The header's follower count leads to the list.
    expect(screen.getByTestId('followers-count')).toHaveAttribute('href', '#profile-followers');
    expect(section.querySelector('#profile-followers')).not.toBeNull();
  });

  it('shows the empty state when no public profile follows', async () => {
    mockApi({
      'GET /search/profile/the-lanterns': { body: buildProfile() },
      'GET /event': { body: [] },
      [`GET ${followersPath}`]: { body: [] },
    });
    renderApp('/en/the-lanterns');
    const section = await screen.findByTestId('profile-followers', {}, SLOW);
    expect(
      await within(section).findByText('No artists, venues or organizers follow this profile yet.'),
    ).toBeInTheDocument();
  });
});
