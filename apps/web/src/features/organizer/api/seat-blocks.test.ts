import { describe, expect, it } from 'vitest';
import { IDS, mockApi } from '../../../test/api';
import { putSeatBlocks } from './seat-blocks';

describe('putSeatBlocks', () => {
  it('sends a selection over the API’s 5,000 seats in parts; the last answer lists the blocks', async () => {
    let call = 0;
    const api = mockApi({
      [`PUT /event/${IDS.event}/seats/block`]: () => {
        call += 1;
        return { body: { BlockedSeatIds: [`after-${call}`], TakenSeatIds: [`taken-${call}`] } };
      },
    });
    const ids = Array.from({ length: 5001 }, (_, i) => `seat-${i}`);
    const answer = await putSeatBlocks(IDS.event, 'block', ids);
    expect(api.calls.map((c) => (c.body as { SeatIds: string[] }).SeatIds.length)).toEqual([5000, 1]);
    expect(answer).toEqual({ BlockedSeatIds: ['after-2'], TakenSeatIds: ['taken-1', 'taken-2'] });
  });
});
