import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FollowArgs, followProfile } from './follow-profile';
import { unfollowProfile } from './unfollow-profile';

/** Follow or unfollow; profile reads (IsFollowing, FollowersCount) are refetched afterwards. */
export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ follow, ...args }: FollowArgs & { follow: boolean }) => {
      if (follow) await followProfile(args);
      else await unfollowProfile(args);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
