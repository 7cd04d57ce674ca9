import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { profiles } from './profiles';

/**
 * Profile content beyond the profile row (issue 5): merchandise items (spec 3 §3 "Merch") and the
 * profile's tags (spec 3 §5 tag chips). Both belong to one profile and go with it.
 */
export const merch = pgTable(
  'merch',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Normalized web link (http:// added when the user left the scheme out). */
    url: text('url'),
    description: text('description'),
    /** An uploaded picture URL (`/uploads/…`) or a demo picture. */
    profilePicture: text('profile_picture'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('merch_profile_idx').on(t.profileId, t.createdAt),
    check('merch_name_check', sql`char_length(${t.name}) >= 1`),
  ],
);

/** A profile's tags in chip order; lowercased by the service, unique per profile. */
export const profileTags = pgTable(
  'profile_tags',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.tag] }),
    check('profile_tags_lowercase_check', sql`${t.tag} = lower(${t.tag})`),
  ],
);

export type MerchRow = typeof merch.$inferSelect;
export type NewMerch = typeof merch.$inferInsert;
