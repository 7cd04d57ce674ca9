import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  buildEventItem,
  buildProfile,
  buildUser,
  HOUR_MS,
  IDS,
  mockApi,
  storeSignIn,
} from '../../../test/api';
import { renderApp } from '../../../test/render';

const fan = buildProfile({
  Id: IDS.visitor,
  ProfileName: 'Fan Name',
  Type: 'VisitorProfile',
  Subtype: null,
  Nickname: 'fan-name',
  IsOrganizer: false,
});

describe("a fan's profile (issue 15 row 9)", { timeout: 20_000 }, () => {
  it('lists the events the fan is going to, and drops one as soon as they are no longer going', async () => {
    const user = buildUser();
    storeSignIn(user, 48 * HOUR_MS);
    let going = true;
    const path = `/event/${IDS.event}/eventvisitors/${IDS.visitor}`;
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'GET /search/profile/fan-name': { body: fan },
      // The API lists a visitor's Going events by VisitorId; by profileId a fan has none of their own.
      'GET /event': (call: ApiCall) => ({
        body:
          call.query.get('VisitorId') === IDS.visitor && call.query.get('eventBegin') === 'future' && going
            ? [buildEventItem()]
            : [],
      }),
      [`GET ${path}`]: () => ({
        body: {
          EventId: IDS.event,
          VisitorId: IDS.visitor,
          GoingStatus: going ? 'Going' : 'NotGoing',
          UpdatedAt: null,
        },
      }),
      [`POST ${path}`]: (call) => {
        going = (call.body as { GoingStatus: string }).GoingStatus === 'Going';
        return {
          body: {
            EventId: IDS.event,
            VisitorId: IDS.visitor,
            GoingStatus: going ? 'Going' : 'NotGoing',
            UpdatedAt: new Date().toISOString(),
          },
        };
      },
    });
    renderApp('/en/fan-name');
    const section = await screen.findByTestId('profile-event', {}, { timeout: 5000 });
    expect(within(section).getByText('Lanterns Live')).toBeInTheDocument();
    expect(screen.queryByText('No events found.')).toBeNull();
    expect(api.callsTo('GET', '/event').every((call) => call.query.get('profileId') === null)).toBe(true);

    await screen.findByRole('button', { name: 'Profile menu of Fan Name' }, { timeout: 5000 });
    await userEvent.click(await within(section).findByRole('button', { name: 'Going' }));
    await waitFor(() => expect(screen.queryByTestId('profile-event')).toBeNull());
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
  });
});
