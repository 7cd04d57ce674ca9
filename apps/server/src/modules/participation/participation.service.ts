import {
  EXTERNAL_LINK_PROVIDERS,
  type ExternalProvider,
  type LikesSuggestions,
  likeNameKey,
  MAX_LIKE_SUGGESTIONS,
  type ParticipationBlock,
  type ParticipationItem,
  type ParticipationRole,
  type ParticipationState,
  type ParticipationSummary,
} from '@marquee/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { listIdentities } from '../accounts/accounts.repository';
import type { Mailer } from '../mail/mailer';
import type { OidcProvider } from '../social/oidc';
import type { SocialService } from '../social/social.service';
import { readLikes } from './likes';
import {
  presentBlock,
  presentExternalProvider,
  presentLikedEvent,
  presentLikedProfile,
  presentListing,
} from './participation.presenter';
import * as repo from './participation.repository';
import { buildListingMail } from './participation-mail';

export interface ParticipationDeps {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  mailer: Mailer;
  social: SocialService;
  oidc: OidcProvider | null;
  now?: () => Date;
}

/** What the lineup and venue writes of event management call (kept small so they need nothing else). */
export interface ParticipationHooks {
  /** Inside the write's transaction: throws PARTICIPATION.DECLINED when the profile blocks the organizer. */
  assertListable(tx: DbOrTx, organizerProfileId: string, profileId: string): Promise<void>;
  /** After the commit: mails the listed profile's owners once per event and role; never throws. */
  listed(eventId: string, profileId: string, role: ParticipationRole): Promise<void>;
  /** Lineup profiles of the event whose last answer was a cancellation (the wizard shows them). */
  cancelledIn(tx: DbOrTx, eventId: string): Promise<ReadonlySet<string>>;
  /** The listed profile confirmed (or cancelled) its part. */
  answered(eventId: string, profileId: string, role: ParticipationRole, confirmed: boolean): Promise<void>;
}

const LINK_PROVIDERS = new Map(EXTERNAL_LINK_PROVIDERS.map((type) => [type.toLowerCase(), type]));

/** Participation inbox, block list, notices (issue 26), external providers and likes suggestions. */
export function createParticipationService(deps: ParticipationDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());

  const hooks: ParticipationHooks = {
    async assertListable(tx, organizerProfileId, profileId) {
      if (organizerProfileId === profileId) return;
      if (await repo.isBlocked(tx, profileId, organizerProfileId))
        throw new AppError('PARTICIPATION.DECLINED', 'This profile declines listings by this organizer.');
    },

    async listed(eventId, profileId, role) {
      try {
        const recipients = await repo.noticeRecipients(db, eventId, profileId);
        if (recipients.length === 0) return;
        if (!(await repo.claimNotice(db, { eventId, profileId, role }, now()))) return;
        for (const row of recipients)
          await deps.mailer.sendMessage(buildListingMail(row, role, profileId, deps.config.publicUrl));
      } catch (error) {
        // A listing is saved whether or not its mail leaves (as every mail here: docs/decisions.md).
        log.warn({ err: error, eventId, profileId }, 'participation: listing mail failed');
      }
    },

    async cancelledIn(tx, eventId) {
      return new Set(await repo.cancelledLineupProfiles(tx, eventId));
    },

    async answered(eventId, profileId, role, confirmed) {
      await repo.recordAnswer(db, { eventId, profileId, role }, !confirmed, now());
    },
  };

  return {
    hooks,

    /** GET /participation/{profileId}: the profile's listings in other organizers' events, newest first. */
    async list(
      profileId: string,
      state: ParticipationState | undefined,
      page: number,
      perPage: number,
    ): Promise<ParticipationItem[]> {
      const rows = await repo.listListings(db, profileId, state, perPage, page * perPage);
      return rows.map(presentListing);
    },

    async summary(profileId: string): Promise<ParticipationSummary> {
      const counts = { Pending: 0, Confirmed: 0, Cancelled: 0 };
      for (const row of await repo.countListings(db, profileId)) counts[row.state] = row.n;
      return counts;
    },

    async blocks(profileId: string): Promise<ParticipationBlock[]> {
      return (await repo.listBlocks(db, profileId)).map(presentBlock);
    },

    /** Declines the organizer's future listings. Throws NOT_FOUND for an unknown organizer, VALIDATION for itself. */
    async block(profileId: string, organizerId: string): Promise<void> {
      if (profileId === organizerId)
        throw new AppError('VALIDATION_FAILED', 'A profile cannot block itself.', {
          organizerId: ['INVALID_VALUE'],
        });
      if (!(await repo.findProfile(db, organizerId))) throw new AppError('NOT_FOUND', 'No such organizer.');
      await repo.insertBlock(db, profileId, organizerId);
    },

    async unblock(profileId: string, organizerId: string): Promise<void> {
      await repo.deleteBlock(db, profileId, organizerId);
    },

    async externalProviders(profileId: string): Promise<ExternalProvider[]> {
      const rows = await repo.listExternalProviders(db, profileId);
      return rows.map((row) => presentExternalProvider(row, deps.oidc));
    },

    /**
     * POST /{type}/{id}/externalproviders?Rewrite: link providers need an http(s) Url; the OIDC provider's key
     * needs the caller's account to have that identity. Throws VALIDATION_FAILED.
     */
    async setExternalProviders(
      userId: string,
      profileId: string,
      input: { Provider: string; Url?: string | null }[],
      rewrite: boolean,
    ): Promise<ExternalProvider[]> {
      const rows: { provider: string; url: string | null }[] = [];
      const errors: Record<string, string[]> = {};
      const identities = await listIdentities(db, userId);
      for (const [index, item] of input.entries()) {
        const key = item.Provider.trim().toLowerCase();
        const link = LINK_PROVIDERS.get(key);
        if (link) {
          const raw = (item.Url ?? '').trim();
          const withScheme = /^https?:\/\//i.test(raw) ? raw : raw && `http://${raw}`;
          const url = withScheme && URL.canParse(withScheme) ? new URL(withScheme) : null;
          if (!url || !/^https?:$/.test(url.protocol) || !url.hostname.includes('.'))
            errors[`${index}.Url`] = [raw ? 'INVALID_VALUE' : 'FIELD_REQUIRED'];
          else rows.push({ provider: link, url: url.toString() });
        } else if (deps.oidc && key === deps.oidc.key) {
          if (!identities.some((identity) => identity.provider === key))
            errors[`${index}.Provider`] = ['INVALID_VALUE'];
          else rows.push({ provider: key, url: null });
        } else errors[`${index}.Provider`] = ['INVALID_VALUE'];
      }
      if (new Set(rows.map((row) => row.provider)).size !== rows.length)
        errors.Provider = ['SAME_VALUE_INVALID'];
      if (Object.keys(errors).length > 0)
        throw new AppError('VALIDATION_FAILED', 'Check the providers.', errors);
      await db.transaction((tx) => repo.replaceExternalProviders(tx, profileId, rows, rewrite));
      return this.externalProviders(profileId);
    },

    /**
     * POST /visitor/{id}/facebookLikes: reads the fan's likes with the code's provider token and answers the
     * matching profiles and events (names compared without case and diacritics); follows nothing. Throws
     * SOCIAL_LOGIN.NOT_CONFIGURED (off), SOCIAL_LOGIN.FAIL (bad code or token), SERVICE_UNAVAILABLE.
     */
    async likes(visitorId: string, code: string, fetchImpl?: typeof fetch): Promise<LikesSuggestions> {
      const likesUrl = deps.config.OIDC_LIKES_URL;
      if (!deps.oidc || !likesUrl)
        throw new AppError('SOCIAL_LOGIN.NOT_CONFIGURED', 'No likes provider is configured.');
      const token = await deps.social.redeemLikesCode(code);
      const { likes, truncated } = await readLikes(likesUrl, token, fetchImpl);
      const keys = [...new Set(likes.map((like) => likeNameKey(like.name)).filter(Boolean))];
      if (keys.length === 0)
        return { Profiles: [], Events: [], LikesRead: likes.length, Truncated: truncated };
      const [profiles, events] = await Promise.all([
        repo.profilesNamed(db, keys, visitorId, MAX_LIKE_SUGGESTIONS),
        repo.eventsNamed(db, keys, visitorId, now(), MAX_LIKE_SUGGESTIONS),
      ]);
      return {
        Profiles: profiles.map(presentLikedProfile),
        Events: events.map(presentLikedEvent),
        LikesRead: likes.length,
        Truncated: truncated,
      };
    },

    async profileType(profileId: string) {
      return (await repo.findProfile(db, profileId))?.type ?? null;
    },
  };
}

export type ParticipationService = ReturnType<typeof createParticipationService>;
