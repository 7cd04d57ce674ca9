import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '../../../lib/session/session-store';
import { getAccessToken, getActiveProfile } from '../../../lib/storage/session';
import { buildUser, HOUR_MS, IDS, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

// jsdom cannot decode images, so the cropper is replaced by a button that "crops".
vi.mock('../../../components/image/ImageCropDialog', () => ({
  default: ({ onDone }: { onDone: (picture: { blob: Blob; source: 'cropper' }) => void }) => (
    <button type="button" onClick={() => onDone({ blob: new Blob(['jpeg']), source: 'cropper' })}>
      mock crop
    </button>
  ),
}));

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;

const tokenAnswer = (user = buildUser()) => ({
  body: {
    AccessToken: { Access_token: 'new-token', Expires: new Date(Date.now() + 48 * HOUR_MS).toISOString() },
    UserInfo: user,
  },
});

async function enterEmail(email: string) {
  const input = await screen.findByRole('textbox', { name: /E-mail/ });
  await userEvent.clear(input);
  await userEvent.type(input, email);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

const step = () => screen.getByTestId('auth-page').getAttribute('data-step');

describe('auth screen SIGNIN step (spec 1 §2, §5)', () => {
  it('validates the e-mail with the spec keys before asking the server', async () => {
    const api = mockApi();
    renderApp('/en/signin');
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    const input = screen.getByRole('textbox', { name: /E-mail/ });
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(
      screen.getByText('This field is required.').getAttribute('id') ?? 'missing',
    );
    await userEvent.type(input, 'fan@example');
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(api.callsTo('POST', '/account/userexist')).toHaveLength(0);
  });

  it('goes to LOGIN for a known e-mail, focusing the step heading', async () => {
    mockApi({ 'POST /account/userexist': { body: true } });
    renderApp('/en/signin');
    await enterEmail('fan@example.com');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Welcome back' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(step()).toBe('LOGIN');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('readonly');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/en/forgotten-password',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in or sign up' })).toBeInTheDocument();
  });

  it('goes to SIGNUP for an unknown e-mail whose domain can receive mail', async () => {
    mockApi({
      'POST /account/userexist': { status: 404, body: { Code: 'NOT_FOUND', Message: 'x' } },
      'GET /utility/checkEmailDomain': { body: 'OK' },
    });
    renderApp('/en/signin');
    await enterEmail('new@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(step()).toBe('SIGNUP');
  });

  it('rejects an e-mail domain the server reports as NON_EXIST', async () => {
    mockApi({
      'POST /account/userexist': { status: 404, body: { Code: 'NOT_FOUND', Message: 'x' } },
      'GET /utility/checkEmailDomain': { body: 'NON_EXIST' },
    });
    renderApp('/en/signin');
    await enterEmail('new@nowhere.invalid');
    expect(await screen.findByText(/This e-mail domain cannot receive e-mails/)).toBeInTheDocument();
    expect(step()).toBe('SIGNIN');
  });

  it('shows the default error dialog when the e-mail lookup fails', async () => {
    mockApi({ 'POST /account/userexist': { status: 500, body: { Code: 'INTERNAL_ERROR', Message: 'x' } } });
    renderApp('/en/signin');
    await enterEmail('fan@example.com');
    expect(await screen.findByRole('dialog', { name: 'Error!' }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('explains an authorized action that needed sign-in', async () => {
    mockApi();
    renderApp('/en/signin?authorizedActionPrevented=true');
    expect(await screen.findByTestId('authorized-action-prevented')).toHaveTextContent(
      'Sign in or create an account to continue',
    );
  });

  it('offers the configured social providers', async () => {
    mockApi({
      'GET /externalaccount/providers': {
        body: [{ Id: 'local', Name: 'Local ID', StartUrl: '/api/externalaccount/oidc/local/start' }],
      },
    });
    renderApp('/en/signin?returnUrl=%2Fen%2Fevents');
    const link = await screen.findByRole('link', { name: 'Continue with Local ID' });
    expect(link).toHaveAttribute(
      'href',
      '/api/externalaccount/oidc/local/start?lang=en&returnUrl=%2Fen%2Fevents',
    );
  });
});

describe('auth screen LOGIN step', () => {
  it('shows AUTH.WRONG_USERNAME_OR_PWD for a 400', async () => {
    mockApi({
      'POST /account/userexist': { body: true },
      'POST /account/tokenwithuserinfo': {
        status: 400,
        body: { Code: 'AUTH.WRONG_USERNAME_OR_PWD', Message: 'x' },
      },
    });
    renderApp('/en/signin');
    await enterEmail('fan@example.com');
    await userEvent.type(await screen.findByLabelText(/^Password/), 'wrong-one');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(getAccessToken()).toBeNull();
  });

  it('signs in, stores the token and active profile and returns to the original page', async () => {
    const api = mockApi({
      'POST /account/userexist': { body: true },
      'POST /account/tokenwithuserinfo': tokenAnswer(),
    });
    const { router } = renderApp('/en/signin?authorizedActionPrevented=true&returnUrl=%2Fen%2Fall-articles');
    await enterEmail('fan@example.com');
    await userEvent.type(await screen.findByLabelText(/^Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/all-articles'));
    expect(api.callsTo('POST', '/account/tokenwithuserinfo')[0]?.body).toEqual({
      Email: 'fan@example.com',
      Password: 'secret-password',
    });
    expect(getAccessToken()).toBe('new-token');
    expect(getActiveProfile()).toEqual({ Id: IDS.visitor, Type: 'VisitorProfile' });
    expect(getSession().status).toBe('signed-in');
  });

  it('sends a user without a profile to create-profile.visitor step 1', async () => {
    mockApi({
      'POST /account/userexist': { body: true },
      'POST /account/tokenwithuserinfo': tokenAnswer(
        buildUser({ Profile: null, ProfileClaims: [], DefaultProfileClaimId: null }),
      ),
    });
    const { router } = renderApp('/en/signin?returnUrl=%2Fen%2Fevents');
    await enterEmail('fan@example.com');
    await userEvent.type(await screen.findByLabelText(/^Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/create-profile/visitor/1'));
    expect(router.state.location.search).toBe('?returnUrl=%2Fen%2Fevents');
  });

  it('never returns to another site', async () => {
    mockApi({ 'POST /account/userexist': { body: true }, 'POST /account/tokenwithuserinfo': tokenAnswer() });
    const { router } = renderApp('/en/signin?returnUrl=%2F%2Fevil.example%2F');
    await enterEmail('fan@example.com');
    await userEvent.type(await screen.findByLabelText(/^Password/), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/'));
  });
});

describe('auth screen SIGNUP step', () => {
  async function openSignUp() {
    renderApp('/en/signin');
    await enterEmail('new@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
  }
  const signUpRoutes = {
    'POST /account/userexist': { status: 404, body: { Code: 'NOT_FOUND', Message: 'x' } },
    'GET /utility/checkEmailDomain': { body: 'OK' },
  };

  it('blocks pasting into the e-mail confirmation', async () => {
    mockApi(signUpRoutes);
    await openSignUp();
    const confirm = screen.getByTestId('signup-confirm-email');
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    fireEvent(confirm, paste);
    expect(paste.defaultPrevented).toBe(true);
  });

  it('reports every rule with the spec keys', async () => {
    mockApi(signUpRoutes);
    await openSignUp();
    await userEvent.type(screen.getByTestId('signup-confirm-email'), 'other@example.com');
    await userEvent.type(screen.getByTestId('signup-password'), '12345');
    await userEvent.type(screen.getByTestId('signup-profile-name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByText('The values do not match.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 6 characters.')).toBeInTheDocument();
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    // Picture, terms and privacy are required.
    expect(screen.getAllByText('This field is required.')).toHaveLength(3);
    await waitFor(() => expect(screen.getByTestId('signup-confirm-email')).toHaveFocus());
  });

  async function fillSignUp() {
    await userEvent.type(screen.getByTestId('signup-confirm-email'), 'new@example.com');
    await userEvent.type(screen.getByTestId('signup-password'), 'secret-password');
    await userEvent.type(screen.getByTestId('signup-profile-name'), 'New Fan');
    await userEvent.upload(fileInput(), new File(['x'], 'me.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    expect(await screen.findByText('Choose a JPG or PNG image.')).toBeInTheDocument();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'mock crop' }));
    await userEvent.click(screen.getByTestId('signup-terms'));
    await userEvent.click(screen.getByTestId('signup-privacy'));
  }

  it('shows AUTH.EMAIL_ALREADY_IN_USE for a 409 and maps FieldErrors onto fields for a 400', async () => {
    let status = 409;
    mockApi({
      ...signUpRoutes,
      'POST /account/register': () =>
        status === 409
          ? { status, body: { Code: 'AUTH.EMAIL_ALREADY_IN_USE', Message: 'x' } }
          : {
              status,
              body: {
                Code: 'AUTH.INCORRECT_SIGNUP_DATA',
                Message: 'x',
                FieldErrors: { 'LoginData.Password': ['MIN_LENGTH'] },
              },
            },
    });
    await openSignUp();
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByTestId('signup-error')).toHaveTextContent('E-mail address already in use');

    status = 400;
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() =>
      expect(screen.getByTestId('signup-error')).toHaveTextContent('Incorrect signup data'),
    );
    expect(await screen.findByText('Enter at least 6 characters.')).toBeInTheDocument();
    expect(getAccessToken()).toBeNull();
  });

  it('signs up, uploads the cropped picture, shows the confirm notice and returns', async () => {
    const user = buildUser({ Email: 'new@example.com', Confirmed: false });
    const api = mockApi({
      ...signUpRoutes,
      'POST /account/register': tokenAnswer(user),
      'POST /uploads/image': {
        status: 201,
        body: { Url: '/uploads/images/ab/x.jpg', Width: 10, Height: 10, Format: 'jpeg', Bytes: 4 },
      },
      'PUT /visitorprofile/*': { body: {} },
      'GET /account/userinfo': { body: user },
    });
    const { router } = renderApp('/en/signin?returnUrl=%2Fen%2Fall-articles');
    await enterEmail('new@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await fillSignUp();
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    const notice = await screen.findByRole('dialog', { name: 'Confirm your e-mail' }, { timeout: 4000 });
    expect(notice).toHaveTextContent('We sent a confirmation link to new@example.com');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/all-articles'));
    expect(api.callsTo('POST', '/account/register')[0]?.body).toEqual({
      LoginData: {
        Email: 'new@example.com',
        Password: 'secret-password',
        Gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
      },
      VisitorProfile: { ProfileName: 'New Fan' },
      Language: 'en',
    });
    expect(api.callsTo('POST', '/uploads/image')[0]?.query.get('source')).toBe('cropper');
    expect(api.callsTo('PUT', `/visitorprofile/${IDS.visitor}`)[0]?.body).toEqual({
      ProfileName: 'New Fan',
      ProfilePicture: '/uploads/images/ab/x.jpg',
    });
    expect(getAccessToken()).toBe('new-token');
  });

  // 15 s: typing a whole form takes a while on a busy machine when this test runs alone (cold imports).
  it('signs up with a picture of the initials made in one tap, no photo needed (issue 15 row 10)', async () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({
      fillRect: () => {},
      fillText: () => {},
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
      callback(new Blob(['png'], { type })),
    );
    URL.createObjectURL = vi.fn(() => 'blob:initials');
    URL.revokeObjectURL = vi.fn();
    const user = buildUser({ Email: 'new@example.com', Confirmed: false });
    const api = mockApi({
      ...signUpRoutes,
      'POST /account/register': tokenAnswer(user),
      'POST /uploads/image': {
        status: 201,
        body: { Url: '/uploads/images/cd/initials.png', Width: 512, Height: 512, Format: 'png', Bytes: 3 },
      },
      'PUT /visitorprofile/*': { body: {} },
      'GET /account/userinfo': { body: user },
    });
    renderApp('/en/signin');
    await enterEmail('new@example.com');
    await screen.findByRole('heading', { level: 1, name: 'Create your account' });
    await userEvent.type(screen.getByTestId('signup-confirm-email'), 'new@example.com');
    await userEvent.type(screen.getByTestId('signup-password'), 'secret-password');
    await userEvent.type(screen.getByTestId('signup-profile-name'), 'New Fan');
    expect(screen.getByTestId('picture-preview')).toHaveTextContent('NF');
    await userEvent.click(screen.getByRole('button', { name: 'Use my initials' }));
    await userEvent.click(screen.getByTestId('signup-terms'));
    await userEvent.click(screen.getByTestId('signup-privacy'));
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));

    await screen.findByRole('dialog', { name: 'Confirm your e-mail' }, { timeout: 4000 });
    const upload = api.callsTo('POST', '/uploads/image')[0];
    expect(upload?.query.get('source')).toBe('upload');
    const file = (upload?.body as FormData | undefined)?.get('file') as Blob | null | undefined;
    expect(file?.type).toBe('image/png');
    expect(api.callsTo('PUT', `/visitorprofile/${IDS.visitor}`)[0]?.body).toEqual({
      ProfileName: 'New Fan',
      ProfilePicture: '/uploads/images/cd/initials.png',
    });
  }, 15_000);
});

describe('social login return (OpenID Connect callback)', () => {
  it('exchanges the one-time code and returns to where the sign-in started', async () => {
    const api = mockApi({
      'POST /externalaccount/facebooklogin': {
        body: { ...tokenAnswer().body, Action: 'Login' },
      },
    });
    const { router } = renderApp('/en/signin?oidcCode=one-time&returnUrl=%2Fen%2Fall-articles');
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/all-articles'));
    expect(api.callsTo('POST', '/externalaccount/facebooklogin')).toHaveLength(1);
    expect(api.callsTo('POST', '/externalaccount/facebooklogin')[0]?.body).toEqual({
      Code: 'one-time',
      Language: 'en',
    });
    expect(getAccessToken()).toBe('new-token');
  });

  it('explains a failed social login', async () => {
    mockApi();
    renderApp('/en/signin?oidcError=access_denied');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signing in with the external account did not work',
    );
  });
});
