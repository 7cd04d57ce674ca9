import type { EventVisitor, GoingStatus } from '@marquee/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';
import { eventVisitorPath, goingStatusQuery } from './get-going-status';

/** POST /event/{id}/eventvisitors/{visitorId} {GoingStatus}: Going or NotGoing for the active profile. */
export function setGoingStatus(args: {
  eventId: string;
  visitorId: string;
  status: GoingStatus;
}): Promise<EventVisitor> {
  return apiRequest<EventVisitor>(eventVisitorPath(args.eventId, args.visitorId), {
    method: 'POST',
    body: { GoingStatus: args.status },
  });
}

export function useSetGoingStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setGoingStatus,
    onSuccess: (visitor, args) => {
      queryClient.setQueryData(goingStatusQuery(args.eventId, args.visitorId).queryKey, visitor);
      // The fan's own profile lists the events they are going to (profiles' ['event', 'profile', id] lists).
      void queryClient.invalidateQueries({ queryKey: ['event', 'profile', args.visitorId] });
    },
  });
}
