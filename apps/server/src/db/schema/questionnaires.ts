import type { QuestionnaireItem, RegistrationAnswer } from '@marquee/contract';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

/**
 * A signed-in user's answers to a shared questionnaire (spec 1 §7 POST /questionnaire/user, the survey):
 * one row per user and questionnaire, replaced when they answer again; visible answers only, titles copied.
 */
export const questionnaireUserAnswers = pgTable(
  'questionnaire_user_answers',
  {
    id: id(),
    questionnaireId: uuid('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<RegistrationAnswer[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('questionnaire_user_answers_unique').on(t.questionnaireId, t.userId)],
);

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
