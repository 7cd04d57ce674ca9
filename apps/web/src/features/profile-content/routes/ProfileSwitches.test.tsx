import type { UserInfo } from '@marquee/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, buildProfile, buildUser, IDS, mockApi, storeSignIn } from '../../../test/api';
import { renderApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });

function organizer(): UserInfo {
  const user = buildUser({}, { promoter: true });
  return {
    ...user,
    DefaultProfileClaimId: IDS.promoterClaim,
    Profile: {
      Id: IDS.promoter,
      ClaimId: IDS.promoterClaim,
      ProfileName: 'Night Owl Promotions',
      Type: 'PromoterProfile',
      Nickname: null,
      ProfilePicture: null,
      IsOrganizer: true,
      IsBlogger: false,
    },
  };
}

describe('profile switches (spec 3 §3 Custom frontend settings, §6; issue 15)', () => {
  it('turns batch coupons on for the active organizer profile', async () => {
    const user = organizer();
    storeSignIn(user);
    let switches = { BatchCouponsEnabled: false, SeasonTicketEventEnabled: false };
    const profile = () =>
      buildProfile({
        Id: IDS.promoter,
        ProfileName: 'Night Owl Promotions',
        Type: 'PromoterProfile',
        Subtype: null,
        ExtraSettings: { CustomFrontendSettings: switches },
      });
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      [`GET /search/profile/${IDS.promoter}`]: () => ({ body: profile() }),
      [`PUT /promoterprofile/${IDS.promoter}`]: (call: ApiCall) => {
        const sent = call.body as { ExtraSettings: { CustomFrontendSettings: Partial<typeof switches> } };
        switches = { ...switches, ...sent.ExtraSettings.CustomFrontendSettings };
        return { body: profile() };
      },
    });
    renderApp('/en/dashboard/profile');
    await userEvent.click(await screen.findByRole('tab', { name: 'Settings' }, LOAD));
    const batch = await screen.findByRole('checkbox', { name: /Batch coupons/ }, LOAD);
    expect(batch).not.toBeChecked();
    await waitFor(() => expect(batch).toBeEnabled());
    await userEvent.click(batch);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Batch coupons/ })).toBeChecked());
    expect(api.callsTo('PUT', `/promoterprofile/${IDS.promoter}`)[0]?.body).toEqual({
      ProfileName: 'Night Owl Promotions',
      ExtraSettings: { CustomFrontendSettings: { BatchCouponsEnabled: true } },
    });
    expect(screen.getByRole('checkbox', { name: /Season-ticket events/ })).not.toBeChecked();
  });
});
