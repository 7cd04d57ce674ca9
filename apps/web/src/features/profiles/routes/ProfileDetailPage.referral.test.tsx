import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildEventItem, buildProfile, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

const NOW = Date.now();
const DAY_MS = 86_400_000;

/** The referral a `?ref=` link left for a profile (features/tracking's store, spec 1 §7). */
function storeReferral(profileKey: string, id: string) {
  localStorage.setItem(
    'marquee.referrals',
    JSON.stringify({ [`profile:${profileKey}`]: { Id: id, Expires: new Date(NOW + DAY_MS).toISOString() } }),
  );
}

function routes(nickname: string) {
  return {
    [`GET /search/profile/${nickname}`]: { body: buildProfile({ ProfileName: 'The Lanterns' }) },
    'GET /event': { body: [buildEventItem()] },
  };
}

/**
 * The page as the browser hydrates a server-rendered one: the profile is in the query cache before the page
 * mounts (its route module loads asynchronously, after this runs).
 */
function renderServerRendered(nickname: string) {
  const { queryClient } = renderApp(`/en/${nickname}`);
  queryClient.setQueryData(['profile', nickname], buildProfile({ ProfileName: 'The Lanterns' }));
}

afterEach(() => localStorage.removeItem('marquee.referrals'));

describe('the profile read carries the visit referral (spec 1 §7, issue 25)', () => {
  it('reads a server-rendered profile once more with the ReferalId the visit has', async () => {
    const api = mockApi(routes('lanterns-ssr'));
    storeReferral('lanterns-ssr', 'partner 1');
    renderServerRendered('lanterns-ssr');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lanterns' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET', '/search/profile/lanterns-ssr')).toHaveLength(1));
    const [read] = api.callsTo('GET', '/search/profile/lanterns-ssr');
    expect(read?.headers.get('ReferalId')).toBe(encodeURIComponent('partner 1'));
  });

  it('does not read a server-rendered profile again without a referral', async () => {
    const api = mockApi(routes('lanterns-plain'));
    renderServerRendered('lanterns-plain');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lanterns' })).toBeInTheDocument();
    await screen.findAllByTestId('profile-event');
    expect(api.callsTo('GET', '/search/profile/lanterns-plain')).toHaveLength(0);
  });

  it('reads a profile the browser renders itself once, carrying the referral', async () => {
    const api = mockApi(routes('lanterns-client'));
    storeReferral('lanterns-client', 'partner 2');
    renderApp('/en/lanterns-client');
    expect(await screen.findByRole('heading', { level: 1, name: 'The Lanterns' })).toBeInTheDocument();
    await screen.findAllByTestId('profile-event');
    const reads = api.callsTo('GET', '/search/profile/lanterns-client');
    expect(reads).toHaveLength(1);
    expect(reads[0]?.headers.get('ReferalId')).toBe(encodeURIComponent('partner 2'));
  });
});
