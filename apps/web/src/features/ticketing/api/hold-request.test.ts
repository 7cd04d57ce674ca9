import { IDEMPOTENCY_KEY_HEADER } from '@marquee/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addSeat } from './add-seat';
import { addStanding } from './add-standing';

/** Issue 14: every add carries an Idempotency-Key, one per action, the same on its retry. */
const answer = () =>
  new Response(JSON.stringify({ Basket: { guid: 'g' }, Added: [] }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });
const keyOf = (call: unknown[]) => new Headers((call[1] as RequestInit).headers).get(IDEMPOTENCY_KEY_HEADER);

afterEach(() => vi.unstubAllGlobals());

describe('hold requests', () => {
  it('retry a lost answer once with the same key; a new action gets a new key', async () => {
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(answer());
    vi.stubGlobal('fetch', fetch);
    await addStanding({ eventId: 'e', guid: 'g', sectorId: 's', count: 2 });
    expect(fetch).toHaveBeenCalledTimes(2);
    const first = keyOf(fetch.mock.calls[0] as unknown[]);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(fetch.mock.calls[1] as unknown[])).toBe(first);

    fetch.mockResolvedValue(answer());
    await addSeat({ eventId: 'e', guid: 'g', seatId: 'x' });
    expect(keyOf(fetch.mock.calls[2] as unknown[])).not.toBe(first);
  });

  it('does not retry an answered refusal', async () => {
    const refused = new Response(JSON.stringify({ Code: 'TICKETS_NOT_AVAILABLE', Message: 'gone' }), {
      status: 410,
      headers: { 'content-type': 'application/json' },
    });
    const fetch = vi.fn().mockResolvedValue(refused);
    vi.stubGlobal('fetch', fetch);
    await expect(addSeat({ eventId: 'e', guid: 'g', seatId: 'x' })).rejects.toMatchObject({ status: 410 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
