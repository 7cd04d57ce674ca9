import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pageLoad } from '../../lib/navigation';
import { getAccessToken, getActiveProfile } from '../../lib/storage/session';
import { buildUser, HOUR_MS, IDS, mockApi, storeSignIn } from '../../test/api';
import { renderApp } from '../../test/render';

const switched = () => {
  const user = buildUser({}, { promoter: true });
  return {
    ...user,
    DefaultProfileClaimId: IDS.promoterClaim,
    Profile: {
      Id: IDS.promoter,
      ClaimId: IDS.promoterClaim,
      ProfileName: 'Night Owl Promotions',
      Type: 'PromoterProfile',
      Nickname: 'night-owl',
      ProfilePicture: null,
      IsOrganizer: true,
      IsBlogger: false,
    },
  };
};

describe('profile menu (spec 1 §2 Shell, §4 "Profile switch")', () => {
  it('offers the spec entries and switches profile: default claim stored, active profile set, dashboard reloaded', async () => {
    const user = buildUser({}, { promoter: true });
    storeSignIn(user, 48 * HOUR_MS);
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      [`GET /account/setdefaultprofileclaim/${IDS.promoterClaim}`]: { body: switched() },
    });
    const assign = vi.spyOn(pageLoad, 'assign').mockImplementation(() => {});
    renderApp('/en/survey');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 }),
    );
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Switch profile',
      'Add profile',
      'View public profile',
      'Edit profile',
      'Notification settings',
      'Account settings',
      'Log out',
    ]);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Switch profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch profile' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Night Owl Promotions/ }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/dashboard'));
    expect(api.callsTo('GET', `/account/setdefaultprofileclaim/${IDS.promoterClaim}`)).toHaveLength(1);
    expect(getActiveProfile()).toEqual({ Id: IDS.promoter, Type: 'PromoterProfile' });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Switch profile' })).not.toBeInTheDocument(),
    );
  });

  it('opens the create-profile type chooser from "Add profile" (no second fan profile)', async () => {
    const user = buildUser();
    storeSignIn(user, 48 * HOUR_MS);
    mockApi({ 'GET /account/userinfo': { body: user } });
    renderApp('/en/survey');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Add profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'What kind of profile do you want to add?' });
    const links = within(dialog)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(links).toEqual([
      '/en/create-profile/promoter/1',
      '/en/create-profile/performer/1',
      '/en/create-profile/building/1',
    ]);
  });

  it('logs out and goes home', async () => {
    const user = buildUser();
    storeSignIn(user, 48 * HOUR_MS);
    mockApi({ 'GET /account/userinfo': { body: user } });
    const { router } = renderApp('/en/survey');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 }),
    );
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
    expect(getAccessToken()).toBeNull();
    expect(getActiveProfile()).toBeNull();
  });
});
