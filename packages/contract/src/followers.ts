import { z } from 'zod';
import { FOLLOWERS_PAGE_SIZE } from './limits';
import { pageParams } from './paging';
import { ProfileRefSchema } from './social';

/**
 * GET /{type}/{id}/followers?page,perPage — who follows profile {id}, newest first (our call: the spec names
 * only `/follows`, the other direction). Public fields only; fans (visitor profiles) are left out because
 * whom a fan follows is private (docs/decisions.md "Followers list").
 */

export const FollowersQuerySchema = z.object(pageParams(FOLLOWERS_PAGE_SIZE));
export type FollowersQuery = z.infer<typeof FollowersQuerySchema>;

export const FollowerSchema = z
  .object({
    /** The follower: id, type, name, picture, nickname, verified — never contacts or e-mails. */
    Profile: ProfileRefSchema,
    FollowedAt: z.iso.datetime(),
  })
  .meta({ id: 'Follower' });
export type Follower = z.infer<typeof FollowerSchema>;
export const FollowersResponseSchema = z.array(FollowerSchema);
