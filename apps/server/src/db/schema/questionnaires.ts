import type { QuestionnaireItem } from '@marquee/contract';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, updatedAt } from './columns';
import { profiles } from './profiles';

/**
 * Ticket registration questionnaires (issue 19; spec 2 §3 Questionnaire). Owned by an organizer profile;
 * the items (questions, options, rules) are one JSON document because they are always read and written
 * whole, validated by the contract's engine before they are stored. Events point at one through
 * event_ticketing_settings.ticket_registration_id.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    ownerProfileId: uuid('owner_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    items: jsonb('items').$type<QuestionnaireItem[]>().notNull(),
    introductionText: text('introduction_text'),
    finalText: text('final_text'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('questionnaires_owner_idx').on(t.ownerProfileId),
    index('questionnaires_public_idx').on(t.isPublic),
  ],
);

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
