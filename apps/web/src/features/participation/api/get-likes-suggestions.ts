import type { LikesSuggestions } from '@marquee/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** POST /visitor/{id}/facebookLikes {fbToken}: suggestions from the fan's likes (follows nothing). */
export function getLikesSuggestions(args: { visitorId: string; code: string }): Promise<LikesSuggestions> {
  return apiRequest(`/visitor/${encodeURIComponent(args.visitorId)}/facebookLikes`, {
    method: 'POST',
    body: { fbToken: args.code },
  });
}

export const useLikesSuggestions = () =>
  useMutation({ mutationFn: getLikesSuggestions, meta: { handlesErrors: true } });
