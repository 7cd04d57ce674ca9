import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildProfile, buildUser, IDS, mockApi, storeSignIn } from '../../../test/api';
import { renderApp } from '../../../test/render';

/** The step the form shows (the URL changes a moment before React renders the new step). */
const shownStep = () => screen.getByTestId('create-profile').getAttribute('data-step');

describe('create-profile.promoter (spec 1 §2, §5)', () => {
  it('walks the three steps with the spec validation keys and creates the profile', async () => {
    const user = buildUser();
    storeSignIn(user);
    const created = buildProfile({
      Id: IDS.promoter,
      ProfileName: 'Night Owl Promotions',
      Type: 'PromoterProfile',
      Subtype: null,
      Nickname: 'night-owl',
      ClaimId: IDS.promoterClaim,
    });
    const api = mockApi({
      'GET /account/userinfo': { body: user },
      'GET /category': { body: [] },
      'POST /promoterprofile': { status: 201, body: created },
      'GET /search/profile/night-owl': { body: created },
      'GET /event': { body: [] },
    });
    const { router } = renderApp('/en/create-profile/promoter/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organizer profile' })).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByTestId('profile-name'), 'Night Owl Promotions');
    await userEvent.type(screen.getByTestId('profile-nickname'), 'signin');
    expect(await screen.findByText('This address is reserved. Choose another one.')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('profile-nickname'));
    await userEvent.type(screen.getByTestId('profile-nickname'), 'night-owl');
    await userEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(shownStep()).toBe('2'));
    expect(router.state.location.pathname).toBe('/en/create-profile/promoter/2');
    const heading = screen.getByRole('heading', { level: 1, name: 'Organizer profile' });
    await waitFor(() => expect(heading).toHaveFocus());

    await userEvent.type(screen.getByRole('textbox', { name: 'About' }), 'Late-night concerts.');
    await userEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(shownStep()).toBe('3'));
    await userEvent.type(screen.getByTestId('profile-contactEmail'), 'not-an-email');
    await userEvent.type(screen.getByTestId('profile-contactHomepage'), 'nightowl.example.com');
    await userEvent.click(screen.getByTestId('profile-submit'));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await userEvent.clear(screen.getByTestId('profile-contactEmail'));
    await userEvent.type(screen.getByTestId('profile-contactEmail'), 'hello@nightowl.example.com');
    await userEvent.click(screen.getByTestId('profile-submit'));

    await waitFor(() => expect(router.state.location.pathname).toBe('/en/night-owl'));
    expect(api.callsTo('POST', '/promoterprofile')[0]?.body).toEqual({
      ProfileName: 'Night Owl Promotions',
      ProfilePicture: null,
      CityId: null,
      Categories: [],
      Nickname: 'night-owl',
      About: 'Late-night concerts.',
      Contacts: [
        { Kind: 'email', EmailAddress: 'hello@nightowl.example.com', Private: false },
        { Kind: 'web', Url: 'http://nightowl.example.com', WebContactType: 'Homepage', Private: false },
      ],
    });
  }, 20_000);

  it('shows the server nickname conflict on the nickname field', async () => {
    const user = buildUser();
    storeSignIn(user);
    mockApi({
      'GET /account/userinfo': { body: user },
      'GET /category': { body: [] },
      'POST /promoterprofile': { status: 409, body: { Code: 'PROFILE.NICKNAME_TAKEN', Message: 'x' } },
    });
    const { router } = renderApp('/en/create-profile/promoter/1');
    await userEvent.type(await screen.findByTestId('profile-name'), 'Copycat');
    await userEvent.type(screen.getByTestId('profile-nickname'), 'taken-name');
    for (const step of [2, 3]) {
      await userEvent.click(screen.getByTestId('profile-submit'));
      await waitFor(() => expect(shownStep()).toBe(String(step)));
    }
    await userEvent.click(screen.getByTestId('profile-submit'));
    await waitFor(() => expect(shownStep()).toBe('1'));
    expect(router.state.location.pathname).toBe('/en/create-profile/promoter/1');
    expect(await screen.findByText('This address is already taken. Choose another one.')).toBeInTheDocument();
  });

  it('editing a fan profile shows its current picture (issue 15 row 16)', async () => {
    const user = buildUser();
    storeSignIn(user);
    const visitor = buildProfile({
      Id: IDS.visitor,
      ProfileName: 'Jana',
      Type: 'VisitorProfile',
      Subtype: null,
      Nickname: null,
      ClaimId: IDS.visitorClaim,
      ProfilePicture: '/uploads/images/ab/jana.jpg',
    });
    mockApi({
      'GET /account/userinfo': { body: user },
      'GET /category': { body: [] },
      [`GET /search/profile/${IDS.visitor}`]: { body: visitor },
    });
    renderApp(`/en/create-profile/visitor/2?edit=${IDS.visitor}`);
    const preview = await screen.findByTestId('picture-preview');
    await waitFor(() =>
      expect(preview.querySelector('img')).toHaveAttribute('src', '/uploads/images/ab/jana.jpg'),
    );
  });
});
