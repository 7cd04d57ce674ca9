import type { EmbeddedCodeView, UserInfo } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, buildUser, IDS, mockApi, storeSignIn } from '../../../test/api';
import { renderApp } from '../../../test/render';

const LOAD = { timeout: 10_000 };
vi.setConfig({ testTimeout: 30_000 });
const BASE = `/promoterprofile/${IDS.promoter}`;

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

/** A tiny in-memory embeddedCodes resource, so the editor sees its own changes after each call. */
function embedsServer(initial: EmbeddedCodeView[]) {
  let codes = [...initial];
  return {
    [`GET ${BASE}/embeddedCodes`]: () => ({ body: [...codes].sort((a, b) => a.OrderNumber - b.OrderNumber) }),
    [`POST ${BASE}/embeddedCodes`]: (call: ApiCall) => {
      const html = String((call.body as { HtmlCode: string }).HtmlCode).replace(
        /<script[\s\S]*?<\/script>/gi,
        '',
      );
      const code = { Id: `new-${codes.length}`, HtmlCode: html, IsHidden: false, OrderNumber: codes.length };
      codes.push(code);
      return { status: 201, body: code };
    },
    [`PUT ${BASE}/embeddedCodes`]: (call: ApiCall) => {
      codes = call.body as EmbeddedCodeView[];
      return { body: codes };
    },
    [`PUT ${BASE}/embeddedCodes/*`]: (call: ApiCall) => {
      const id = call.path.split('/').at(-1);
      codes = codes.map((code) => (code.Id === id ? { ...code, ...(call.body as object) } : code));
      return { body: codes.find((code) => code.Id === id) };
    },
    [`DELETE ${BASE}/embeddedCodes/*`]: (call: ApiCall) => {
      const id = call.path.split('/').at(-1);
      codes = codes.filter((code) => code.Id !== id);
      return { status: 204 };
    },
  };
}

function signInAsOrganizer(routes: Parameters<typeof mockApi>[0] = {}) {
  const user = organizer();
  storeSignIn(user);
  return mockApi({
    'GET /account/userinfo': { body: user },
    [`GET ${BASE}/contacts/true`]: { body: [] },
    'GET /utility/getcountries': { body: [] },
    ...routes,
  });
}

describe('profile content: embedded codes editor', () => {
  it('adds a code with a note about scripts, hides it, reorders and deletes after yes (back keeps it)', async () => {
    const api = signInAsOrganizer(
      embedsServer([{ Id: 'first', HtmlCode: '<p>First</p>', IsHidden: false, OrderNumber: 0 }]),
    );
    renderApp('/en/dashboard/profile');
    await userEvent.click(await screen.findByRole('tab', { name: 'Embedded codes' }, LOAD));
    expect(await screen.findByText('<p>First</p>')).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('HTML code to embed'), '<p>Player</p><script>evil()</script>');
    expect(screen.getByTestId('embed-script-warning')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add code' }));
    expect(await screen.findByTestId('embed-script-removed')).toBeInTheDocument();
    expect(await screen.findByText('<p>Player</p>')).toBeInTheDocument();
    expect(api.callsTo('POST', `${BASE}/embeddedCodes`)[0]?.body).toMatchObject({ IsHidden: false });

    await userEvent.click(screen.getByRole('button', { name: 'Hide Code 2' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Show Code 2' })).toBeInTheDocument());
    expect(api.callsTo('PUT', `${BASE}/embeddedCodes/new-1`)[0]?.body).toMatchObject({ IsHidden: true });

    // Keyboard: focus "move up" of the second code and press Enter.
    screen.getByRole('button', { name: 'Move Code 2 up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getAllByTestId('embed-code').map((node) => node.textContent)).toEqual([
        '<p>Player</p>',
        '<p>First</p>',
      ]),
    );
    expect(api.callsTo('PUT', `${BASE}/embeddedCodes`)[0]?.body).toEqual([
      { Id: 'new-1', HtmlCode: '<p>Player</p>', IsHidden: true, OrderNumber: 0 },
      { Id: 'first', HtmlCode: '<p>First</p>', IsHidden: false, OrderNumber: 1 },
    ]);
    expect(screen.getByRole('button', { name: 'Move Code 1 up' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Code 1' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete the embedded code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.callsTo('DELETE', `${BASE}/embeddedCodes/new-1`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Code 1' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete the embedded code?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.getAllByTestId('embed-item')).toHaveLength(1));
    expect(api.callsTo('DELETE', `${BASE}/embeddedCodes/new-1`)).toHaveLength(1);
  });
});

describe('profile content: tags input', () => {
  it('lowercases, drops duplicates, refuses short tags and saves the chips', async () => {
    const api = signInAsOrganizer({
      [`GET ${BASE}/categories`]: { body: [] },
      [`GET ${BASE}/tags`]: { body: ['folk'] },
      'GET /category': { body: [] },
      [`PUT ${BASE}/categories`]: { body: [] },
      [`PUT ${BASE}/tags`]: (call: ApiCall) => ({ body: call.body }),
    });
    renderApp('/en/dashboard/profile');
    await userEvent.click(await screen.findByRole('tab', { name: 'Genres and tags' }, LOAD));
    const input = within(await screen.findByTestId('tags-input')).getByRole('textbox');
    await userEvent.type(input, 'Jazz, jazz, FOLK ab{Enter}');
    const chips = () => screen.getAllByTestId('tag-chip').map((chip) => chip.textContent);
    expect(chips()).toEqual(['folk', 'jazz']);
    expect(screen.getByText(/"ab" is too short/)).toBeInTheDocument();

    // Backspace in the empty field removes the last chip; a chip's own button removes it too.
    await userEvent.type(input, 'blues{Enter}');
    expect(chips()).toEqual(['folk', 'jazz', 'blues']);
    await userEvent.type(input, '{Backspace}');
    expect(chips()).toEqual(['folk', 'jazz']);
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag folk' }));
    expect(chips()).toEqual(['jazz']);

    await userEvent.click(screen.getByRole('button', { name: 'Save genres and tags' }));
    await waitFor(() => expect(api.callsTo('PUT', `${BASE}/tags`)).toHaveLength(1));
    expect(api.callsTo('PUT', `${BASE}/tags`)[0]?.body).toEqual(['jazz']);
  });

  it('stops at ten chips', async () => {
    signInAsOrganizer({
      [`GET ${BASE}/categories`]: { body: [] },
      [`GET ${BASE}/tags`]: { body: Array.from({ length: 10 }, (_, i) => `tag${i}`) },
      'GET /category': { body: [] },
    });
    renderApp('/en/dashboard/profile');
    await userEvent.click(await screen.findByRole('tab', { name: 'Genres and tags' }, LOAD));
    const input = within(await screen.findByTestId('tags-input')).getByRole('textbox');
    await userEvent.type(input, 'eleventh{Enter}');
    expect(screen.getAllByTestId('tag-chip')).toHaveLength(10);
    expect(screen.getByText('At most 10 tags.')).toBeInTheDocument();
  });
});

describe('profile content: contacts', () => {
  it('saves only the differences: a new Instagram link, an emptied e-mail deleted, nothing else', async () => {
    let contacts = [
      { Id: 'mail', Kind: 'email', EmailAddress: 'info@owl.example', Private: false },
      { Id: 'books', Kind: 'email', EmailAddress: 'books@owl.example', Private: true },
    ];
    const api = signInAsOrganizer({
      [`GET ${BASE}/contacts/true`]: () => ({ body: contacts }),
      [`POST ${BASE}/contacts`]: (call: ApiCall) => {
        const added = { ...(call.body as object), Id: 'insta' } as (typeof contacts)[number];
        contacts = [...contacts, added];
        return { status: 201, body: added };
      },
      [`DELETE ${BASE}/contacts/books`]: () => {
        contacts = contacts.filter((contact) => contact.Id !== 'books');
        return { status: 204 };
      },
    });
    renderApp('/en/dashboard/profile');
    const instagram = await screen.findByLabelText('Instagram', {}, LOAD);
    await userEvent.type(instagram, 'instagram.example/owls');
    const privateMail = screen.getAllByLabelText('E-mail')[1];
    if (!privateMail) throw new Error('no private e-mail field');
    expect(privateMail).toHaveValue('books@owl.example');
    await userEvent.clear(privateMail);
    await userEvent.type(screen.getAllByLabelText('Phone')[0] ?? instagram, '0905 123');
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeInTheDocument();
    // No contact was written (the visit session's POST /session is the tracking feature's).
    expect(api.calls.filter((call) => call.method !== 'GET' && call.path !== '/session')).toHaveLength(0);

    await userEvent.clear(screen.getAllByLabelText('Phone')[0] ?? instagram);
    await userEvent.click(screen.getByRole('button', { name: 'Save contacts' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${BASE}/contacts/books`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/contacts`).map((call) => call.body)).toEqual([
      { Kind: 'web', Url: 'http://instagram.example/owls', WebContactType: 'Instagram', Private: false },
    ]);
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByLabelText('Instagram')).toHaveValue('http://instagram.example/owls'),
    );
  });
});

describe('profile content: merchandise', () => {
  it('shows the empty state, then adds an item that is listed', async () => {
    let items: object[] = [];
    const api = signInAsOrganizer({
      'GET /merch': () => ({ body: items }),
      'POST /merch': (call: ApiCall) => {
        const body = call.body as Record<string, unknown>;
        const item = { Id: 'tee', Description: null, ProfilePicture: null, ...body };
        items = [item];
        return { status: 201, body: item };
      },
    });
    renderApp('/en/dashboard/profile');
    await userEvent.click(await screen.findByRole('tab', { name: 'Merchandise' }, LOAD));
    expect(await screen.findByText(/No merchandise yet/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save item' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Owl T-shirt');
    await userEvent.type(screen.getByLabelText('Link to the shop'), 'shop.example/owl');
    await userEvent.click(screen.getByRole('button', { name: 'Save item' }));
    const item = await screen.findByTestId('merch-item');
    expect(within(item).getByText('Owl T-shirt')).toBeInTheDocument();
    expect(within(item).getByRole('link')).toHaveAttribute('href', 'http://shop.example/owl');
    expect(api.callsTo('POST', '/merch')[0]?.body).toEqual({
      Name: 'Owl T-shirt',
      Url: 'http://shop.example/owl',
      Description: null,
      ProfilePicture: null,
      ProfileId: IDS.promoter,
    });
  });
});
