import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  applySignOut,
  getSession,
  initSessionFromStorage,
  useSession,
} from '../../../lib/session/session-store';
import { setStoredSession } from '../../../lib/storage/session';
import { deferred } from './deferred';

// The real part records who pressed it: the visitor as the session knows them at that moment.
const presses: string[] = [];
function Part() {
  const { status } = useSession();
  return (
    <button type="button" onClick={() => presses.push(status)}>
      Follow (real)
    </button>
  );
}
const Deferred = deferred(async () => Part);

afterEach(() => {
  presses.length = 0;
  applySignOut();
});

describe('deferred parts of a server-rendered first screen', () => {
  it('hold a press made while the stored session is checked and pass it on as the visitor', async () => {
    setStoredSession({ token: 't', expires: new Date(Date.now() + 3_600_000).toISOString(), accountId: 'a' });
    expect(initSessionFromStorage().status).toBe('restoring');
    render(
      <Deferred
        placeholder={(press) => (
          <button type="button" onClick={press}>
            Follow
          </button>
        )}
      />,
    );
    // The part's code is there, but the session is not: the placeholder stays and takes the press.
    await act(async () => {});
    expect(screen.queryByText('Follow (real)')).toBeNull();
    fireEvent.click(screen.getByText('Follow'));
    expect(presses).toEqual([]);
    // The check ends (here: the token is no longer valid, the visitor is anonymous): the part takes over and
    // gets the press, acting as the visitor the session now says.
    act(() => applySignOut());
    expect(getSession().status).toBe('anonymous');
    await screen.findByText('Follow (real)');
    expect(presses).toEqual(['anonymous']);
  });

  it('render the part at once when there is no session to check', async () => {
    render(<Deferred placeholder={() => <span>placeholder</span>} />);
    expect(await screen.findByText('Follow (real)')).toBeTruthy();
  });
});
