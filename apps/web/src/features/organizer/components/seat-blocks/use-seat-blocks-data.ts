import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { parseVenueSvg } from '../../../../components/seatmap/venue-svg';
import { seatsStatusQuery } from '../../../ticketing';
import { layoutQuery } from '../../../venue-editor';
import { useManagedEvent } from '../../api/get-managed-event';
import { seatBlocksQuery } from '../../api/seat-blocks';
import { blockStates, layoutSeats } from '../../model/seat-blocks';

/**
 * What the seat-blocks page reads: the event, its layout and seats, the seating sectors in order, the seat
 * states (free, blocked, taken) and the drawing. `setBlockedIds` takes the blocked seats a block or unblock
 * answered, which then win over the first read.
 */
export function useSeatBlocksData(eventId: string) {
  const event = useManagedEvent(eventId);
  const vc = event.data?.VenueConfigurationId ?? null;
  // Fresh on every visit: IsTaken (sold or held) changes while the sale runs.
  const layout = useQuery({ ...layoutQuery(eventId, vc ?? ''), enabled: vc !== null, staleTime: 0 });
  const seats = useMemo(() => (layout.data ? layoutSeats(layout.data) : []), [layout.data]);
  const sectors = useMemo(
    () =>
      [...(layout.data?.Sectors ?? [])]
        .filter((sector) => sector.Type === 'SeatingSector')
        .sort((a, b) => a.Order - b.Order),
    [layout.data],
  );
  const sectorIds = useMemo(() => sectors.map((sector) => sector._id), [sectors]);
  const status = useQuery(seatsStatusQuery(eventId, sectorIds, null));
  // The event's blocked seats: as the last block or unblock answered them, else as first read (null: while
  // neither is known, the public seat states stand in where they can).
  const [answeredIds, setBlockedIds] = useState<ReadonlySet<string> | null>(null);
  const listed = useQuery(seatBlocksQuery(eventId));
  const listedIds = useMemo(() => (listed.data ? new Set(listed.data.BlockedSeatIds) : null), [listed.data]);
  const blockedIds = answeredIds ?? listedIds;
  const states = useMemo(
    () => (layout.data ? blockStates(layout.data, status.data, blockedIds) : null),
    [layout.data, status.data, blockedIds],
  );
  const image = useMemo(
    () => (layout.data?.Svg ? parseVenueSvg(layout.data.Svg, []).image : null),
    [layout.data?.Svg],
  );
  return { event, vc, layout, seats, sectors, states, image, setBlockedIds };
}
