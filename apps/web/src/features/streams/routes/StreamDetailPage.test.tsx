import type { StreamDetail } from '@marquee/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { profileRef, streamItem } from '../../../components/listings/test-fixtures';
import { IDS, mockApi } from '../../../test/api';
import { renderApp } from '../../../test/render';

const SLOW = { timeout: 5000 };

function buildStream(overrides: Partial<StreamDetail> = {}): StreamDetail {
  return {
    ...streamItem({ Title: 'Koncert z obývačky', Nickname: 'koncert-z-obyvacky' }),
    // 20:00–21:30 in Bratislava (summer time, UTC+2), whatever zone the test runs in.
    Begin: '2031-06-13T18:00:00.000Z',
    End: '2031-06-13T19:30:00.000Z',
    TimeZone: 'Europe/Bratislava',
    Status: 'PUBLISHED',
    StreamSellingChannel: 'Donate',
    EventId: IDS.event,
    ShowAuthor: true,
    About: 'An acoustic evening, live.',
    Text: '<p>Songs from the <b>new album</b>.</p><img src="x" onerror="window.hacked=1">',
    StreamType: 'Hls',
    Categories: [],
    StreamUrl: null,
    HtmlCode: null,
    ViewToken: null,
    ViewTokenTtl: null,
    IsLive: false,
    Recheck: { MinSeconds: 30, MaxSeconds: 60 },
    IsLocked: false,
    Price: null,
    Vods: [
      {
        VodId: 'v1',
        VodName: 'Part 1',
        StreamId: 's1',
        StreamName: 'Koncert',
        Type: 'mp4',
        CreationDate: '2031-06-13T20:00:00.000Z',
        StartTime: '2031-06-13T18:00:00.000Z',
        Duration: 3120,
        FileSize: 1000,
        FilePath: null,
        PreviewFilePath: null,
        State: 'READY',
        Progress: 100,
        FailureReason: null,
      },
    ],
    Lineup: [
      {
        _id: 'l1',
        Name: 'Zuzana Mikulová',
        Day: null,
        Begin: null,
        HideTime: false,
        Confirmed: true,
        IsFollowing: false,
        ProfileRef: profileRef({ ProfileName: 'Zuzana Mikulová', Nickname: 'zuzana-mikulova' }),
      },
      {
        _id: 'l2',
        Name: 'Guest TBA',
        Day: null,
        Begin: null,
        HideTime: false,
        Confirmed: false,
        IsFollowing: false,
        ProfileRef: null,
      },
    ],
    Contacts: [],
    Author: {
      ...profileRef({ ProfileName: 'Zuzana Mikulová', Nickname: 'zuzana-mikulova' }),
      IsFollowing: false,
    },
    ShareImage: null,
    IsAuthor: false,
    ...overrides,
  };
}

describe('stream detail, public view (spec 1 §2)', () => {
  it('shows title, author, times in the stream zone, status, price kind, description, lineup and recordings', async () => {
    const api = mockApi({ 'GET /stream/koncert-z-obyvacky': { body: buildStream() } });
    renderApp('/en/stream/koncert-z-obyvacky');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Koncert z obývačky' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stream-when')).toHaveTextContent(/Jun 13, 2031, 8:00\s?–\s?9:30\s?PM/);
    expect(screen.getByText(/Times in Europe\/Bratislava/)).toBeInTheDocument();
    expect(screen.getByTestId('stream-phase')).toHaveTextContent('Upcoming');
    expect(screen.getByTestId('stream-price')).toHaveTextContent('Pay what you want');
    expect(
      within(screen.getByTestId('stream-author')).getByRole('link', { name: 'Zuzana Mikulová' }),
    ).toHaveAttribute('href', '/en/zuzana-mikulova');
    expect(screen.getByTestId('stream-event-link')).toHaveAttribute('href', `/en/events/${IDS.event}`);
    // The sections below the first screen and the sanitizer are chunks of their own: they arrive a moment later.
    expect(await screen.findByText('An acoustic evening, live.', {}, SLOW)).toBeInTheDocument();
    const text = screen.getByTestId('stream-text');
    await waitFor(() => expect(text.querySelector('b')).toHaveTextContent('new album'));
    expect(text.querySelector('img')?.getAttribute('onerror')).toBeNull();
    const lineup = screen.getByTestId('stream-lineup');
    expect(within(lineup).getByRole('link', { name: 'Zuzana Mikulová' })).toBeInTheDocument();
    // Unconfirmed entries are never linked.
    expect(within(lineup).getByText('Guest TBA').closest('a')).toBeNull();
    expect(screen.getByTestId('stream-recordings')).toHaveTextContent('Part 1 · 52 minutes');
    expect(screen.queryByTestId('stream-locked')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/stream/koncert-z-obyvacky')[0]?.headers.get('accept')).toContain(
      'version=2.2',
    );
  });

  it('keeps a paid stream locked and says how to watch it', async () => {
    mockApi({
      'GET /stream/tuzmadar-online': {
        body: buildStream({ StreamSellingChannel: 'Paid', IsLocked: true, ShowAuthor: false, Vods: [] }),
      },
    });
    renderApp('/hu/stream/tuzmadar-online');
    expect(await screen.findByTestId('stream-locked', {}, SLOW)).toHaveTextContent('Fizetős közvetítés');
    expect(screen.getByTestId('stream-price')).toHaveTextContent(/.+/);
    expect(screen.queryByTestId('stream-author')).not.toBeInTheDocument();
  });

  it('unlocks a paid stream with its code, and a code in use elsewhere moves here with "play on this device"', async () => {
    const locked = buildStream({ StreamSellingChannel: 'Paid', IsLocked: true, Vods: [] });
    const unlocked = {
      ...locked,
      IsLocked: false,
      ViewToken: 'abc.def',
      StreamUrl: '/api/stream/s/media/abc.def/live/index.m3u8',
    };
    // The page is opened by nickname; the unlock names the stream by id.
    const api = mockApi({
      'GET /stream/tuzmadar-online': { body: locked },
      [`GET /stream/${locked._id}`]: ({ query }) => {
        const code = query.get('code');
        if (!code) return { body: locked };
        if (code !== 'ABCD2345EFGH')
          return { status: 403, body: { Code: 'STREAM.CODE_NOT_VALID', Message: 'x' } };
        if (query.get('forceAccess') !== 'true')
          return { status: 401, body: { Code: 'STREAM.CODE_IS_USED', Message: 'x' } };
        return { body: unlocked };
      },
    });
    renderApp('/en/stream/tuzmadar-online');
    const field = await screen.findByRole('textbox', { name: 'Ticket code' }, SLOW);
    await userEvent.type(field, 'SHORT');
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(await screen.findByText('The ticket code has at least 8 characters.')).toBeInTheDocument();
    expect(api.callsTo('GET', `/stream/${locked._id}`)).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'WRONGCODE1');
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    expect(await screen.findByText('Ticket code not valid.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'ABCD2345EFGH');
    await userEvent.click(screen.getByRole('button', { name: 'Watch' }));
    const dialog = await screen.findByTestId('stream-in-use-dialog');
    expect(dialog).toHaveTextContent('Code you entered is currently used on another device.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Play on this device' }));
    await waitFor(() => expect(screen.queryByTestId('stream-locked')).not.toBeInTheDocument());
    const last = api.callsTo('GET', `/stream/${locked._id}`).at(-1);
    expect(last?.query.get('forceAccess')).toBe('true');
    expect(last?.query.get('device')).toMatch(/^[A-Za-z0-9_-]{8,}$/);
  });

  it('sends an anonymous visitor who follows the author to sign in', async () => {
    mockApi({ 'GET /stream/koncert-z-obyvacky': { body: buildStream() } });
    const { router } = renderApp('/en/stream/koncert-z-obyvacky');
    await userEvent.click(await screen.findByRole('button', { name: 'Follow' }, SLOW));
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/signin'));
    expect(router.state.location.search).toContain('authorizedActionPrevented=true');
  });

  it('says the description once when the long text starts with the short one', async () => {
    mockApi({
      'GET /stream/koncert-z-obyvacky': {
        body: buildStream({ About: 'An acoustic evening, live.', Text: '<p>An acoustic evening, live.</p>' }),
      },
    });
    renderApp('/en/stream/koncert-z-obyvacky');
    expect(await screen.findByTestId('stream-text', {}, SLOW)).toHaveTextContent(
      'An acoustic evening, live.',
    );
    expect(screen.getAllByText('An acoustic evening, live.')).toHaveLength(1);
  });

  it('shows a 404 page with a way home for an unknown stream', async () => {
    mockApi();
    renderApp('/en/stream/nothing-here');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stream not found' }, SLOW),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en/');
  });
});
