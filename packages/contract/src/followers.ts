import { z } from 'zod';
import { ProfileRefSchema } from './social';

/**
 * GET /{type}/{id}/followers?page,perPage — who follows profile {id}, newest first (our call: the spec names
 * only `/follows`, the other direction). Public fields only; fans (visitor profiles) are left out because
 * whom a fan follows is private (docs/decisions.md "Followers list").
 */
export const FOLLOWERS_PAGE_SIZE = 20;

export const FollowersQuerySchema = z.object({
  page: z.coerce
    .number<string>()
    .int()
    .min(0)
    .max(10_000)
    .default(0)
    .describe('0-based page: the first page is 0 (spec 3 §7 "default page 0")'),
  perPage: z.coerce.number<string>().int().min(1).max(100).default(FOLLOWERS_PAGE_SIZE),
});
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
