import type { EventVisitor } from '@marquee/contract';
import type { EventVisitorRow } from '../../db/schema/social-graph';

export function presentGoing(eventId: string, visitorId: string, row: EventVisitorRow | null): EventVisitor {
  return {
    EventId: eventId,
    VisitorId: visitorId,
    GoingStatus: row?.status ?? null,
    UpdatedAt: row?.updatedAt.toISOString() ?? null,
  };
}
