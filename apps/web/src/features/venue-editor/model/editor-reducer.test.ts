import { describe, expect, it } from 'vitest';
import type { Draft } from './draft';
import { editorReducer, takenAmong } from './editor-reducer';
import { rectangleFromCorners } from './geometry';
import { draftProblems, isDirty, rowsBody, savePlan } from './save-plan';

const empty = (): Draft => ({
  width: 1000,
  height: 800,
  base: '',
  sectors: [],
  shapes: [],
  deletedSectorIds: [],
  svgDirty: false,
  shapesDirty: false,
  orderDirty: false,
});

const block = {
  seatsPerRow: 20,
  origin: { X: 100, Y: 100 },
  seatSpacing: 30,
  rowSpacing: 34,
  ticketCategoryKey: 'STANDARD',
};

function seatedDraft(): Draft {
  let draft = editorReducer(empty(), {
    type: 'addSector',
    key: 'parter',
    sectorType: 'SeatingSector',
    name: 'Parter',
    outline: { kind: 'polygon', points: rectangleFromCorners({ X: 50, Y: 50 }, { X: 700, Y: 500 }) },
  });
  draft = editorReducer(draft, {
    type: 'generateSeats',
    key: 'parter',
    replace: false,
    options: { ...block, rows: 10 },
  });
  return draft;
}

describe('editing a draft', () => {
  it('draws a seating sector and generates 10 × 20 seats; Save would create it and send 200 seats', () => {
    const draft = seatedDraft();
    const [sector] = draft.sectors;
    expect(sector?.fields).toMatchObject({ Type: 'SeatingSector', Color: '3598db', SvgId: 'sector-1' });
    expect(sector?.rows).toHaveLength(10);
    expect(sector?.rows.flatMap((r) => r.Seats)).toHaveLength(200);
    expect(isDirty(draft)).toBe(true);
    const plan = savePlan(draft);
    expect(plan.createSectors.map((s) => s.key)).toEqual(['parter']);
    expect(plan.rowSectors).toHaveLength(1);
    expect(plan.svg?.Svg).toContain('id="sector-1"');
    if (!sector) throw new Error('no sector');
    expect(rowsBody(sector).Rows[0]?.Seats[0]).toMatchObject({
      Name: '1',
      TicketCategoryId: 'STANDARD',
    });
  });

  it('moves a sector with its seats, but leaves sold or held seats (and then all seats) where they are', () => {
    let draft = seatedDraft();
    draft = editorReducer(draft, { type: 'moveSector', key: 'parter', dx: 10, dy: -5 });
    const first = draft.sectors[0]?.rows[0]?.Seats[0];
    expect(first).toMatchObject({ X: 110, Y: 95 });
    expect(draft.sectors[0]?.outline).toMatchObject({
      points: [{ X: 60, Y: 45 }, expect.anything(), expect.anything(), expect.anything()],
    });

    const sold = structuredClone(draft);
    const soldSeat = sold.sectors[0]?.rows[0]?.Seats[0];
    if (soldSeat) soldSeat.IsTaken = true;
    const moved = editorReducer(sold, { type: 'moveSector', key: 'parter', dx: 10, dy: 0 });
    expect(moved.sectors[0]?.rows[0]?.Seats[0]).toMatchObject({ X: 110 });
    expect(moved.sectors[0]?.rows[0]?.Seats[1]?.X).toBe(sold.sectors[0]?.rows[0]?.Seats[1]?.X);
  });

  it('deletes selected seats except sold ones, and names the refused ones', () => {
    const draft = structuredClone(seatedDraft());
    const row = draft.sectors[0]?.rows[0];
    if (!row?.Seats[0] || !row.Seats[1]) throw new Error('seats');
    row.Seats[0].IsTaken = true;
    const keys = new Set([row.Seats[0].key, row.Seats[1].key]);
    expect(takenAmong(draft, keys)).toEqual(['1/1']);
    const next = editorReducer(draft, { type: 'deleteSeats', seatKeys: keys });
    expect(next.sectors[0]?.rows[0]?.Seats.map((s) => s.Name).slice(0, 2)).toEqual(['1', '3']);
  });

  it('refuses empty and duplicate seat names before saving; category keys are checked too', () => {
    let draft = seatedDraft();
    const seats = draft.sectors[0]?.rows[0]?.Seats ?? [];
    draft = editorReducer(draft, { type: 'renameSeat', seatKey: seats[1]?.key ?? '', name: '1' });
    expect(draftProblems(draft)).toEqual([{ sectorKey: 'parter', problem: 'SEAT_NAMES' }]);
    draft = editorReducer(draft, { type: 'renameSeat', seatKey: seats[1]?.key ?? '', name: ' ' });
    expect(draftProblems(draft)).toEqual([{ sectorKey: 'parter', problem: 'SEAT_NAMES' }]);
    draft = editorReducer(draft, { type: 'renameSeat', seatKey: seats[1]?.key ?? '', name: '2a' });
    expect(draftProblems(draft)).toEqual([]);
    draft = editorReducer(draft, {
      type: 'setSeatCategory',
      seatKeys: new Set([seats[2]?.key ?? '']),
      category: 'bad key',
    });
    expect(draftProblems(draft)).toEqual([{ sectorKey: 'parter', problem: 'CATEGORY' }]);
  });

  it('a standing sector needs its capacity; a second block continues below the first', () => {
    let draft = editorReducer(seatedDraft(), {
      type: 'addSector',
      key: 'floor',
      sectorType: 'StandingSector',
      name: 'Floor',
      outline: null,
    });
    draft = editorReducer(draft, { type: 'updateSector', key: 'floor', patch: { Capacity: null } });
    expect(draftProblems(draft)).toEqual([{ sectorKey: 'floor', problem: 'CAPACITY' }]);
    draft = editorReducer(draft, { type: 'updateSector', key: 'floor', patch: { Capacity: 300 } });
    expect(draftProblems(draft)).toEqual([]);
    expect(draft.sectors[1]?.fields.SvgId).toBe('sector-2');
  });

  it('orders sectors and deletes saved ones on Save', () => {
    const loaded = seatedDraft();
    const saved: Draft = {
      ...loaded,
      sectors: loaded.sectors.map((s) => ({ ...s, _id: 'id-parter', fieldsDirty: false, rowsDirty: false })),
      svgDirty: false,
    };
    let draft = editorReducer(saved, {
      type: 'addSector',
      key: 'floor',
      sectorType: 'StandingSector',
      name: 'Floor',
      outline: null,
    });
    draft = editorReducer(draft, { type: 'moveSectorInOrder', key: 'floor', by: -1 });
    expect(savePlan(draft).order).toEqual(['floor', 'parter']);
    // Hiding a sector is this event's switch: saved alone, without touching the layout.
    const hidden = editorReducer(saved, { type: 'updateSector', key: 'parter', patch: { IsHidden: true } });
    expect(savePlan(hidden).switchSectors.map((s) => s.key)).toEqual(['parter']);
    expect(savePlan(hidden).updateSectors).toEqual([]);
    const renamed = editorReducer(hidden, { type: 'updateSector', key: 'parter', patch: { Name: 'Stalls' } });
    expect(savePlan(renamed).updateSectors.map((s) => s.key)).toEqual(['parter']);
    expect(savePlan(renamed).switchSectors).toEqual([]);
    draft = editorReducer(draft, { type: 'deleteSector', key: 'parter' });
    expect(savePlan(draft).deleteSectorIds).toEqual(['id-parter']);
  });
});
