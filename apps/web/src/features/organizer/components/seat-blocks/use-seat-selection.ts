import { useCallback, useMemo, useState } from 'react';
import { type BlockSeat, type BlockSeatState, rangeBetween } from '../../model/seat-blocks';

/**
 * The picked seats of the seat-blocks page: a click toggles a seat, a shift-click adds the range from the
 * last clicked seat, a box or a row adds many. Buyers' seats are never picked.
 */
export function useSeatSelection(
  seats: readonly BlockSeat[],
  stateOf: ((seatId: string) => BlockSeatState) | undefined,
) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const order = useMemo(() => seats.map((seat) => seat.id), [seats]);
  const selectable = useCallback((id: string) => stateOf !== undefined && stateOf(id) !== 'taken', [stateOf]);

  const onSeatClick = useCallback(
    (id: string, shift: boolean) => {
      // A shift-click selects the range from the last clicked seat, even when it ends on a buyer's seat.
      const range = shift && anchor !== null;
      if (!range && !selectable(id)) return;
      setSelected((current) => {
        const next = new Set(current);
        if (range) {
          for (const seat of rangeBetween(order, anchor, id)) if (selectable(seat)) next.add(seat);
        } else if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      if (selectable(id)) setAnchor(id);
    },
    [anchor, order, selectable],
  );
  const selectMany = useCallback(
    (ids: readonly string[]) =>
      setSelected((current) => new Set([...current, ...ids.filter((id) => selectable(id))])),
    [selectable],
  );
  const clear = () => {
    setSelected(new Set());
    setAnchor(null);
  };
  return { selected, setSelected, onSeatClick, selectMany, clear };
}
