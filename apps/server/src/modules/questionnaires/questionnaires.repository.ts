import type { RegistrationAnswer } from '@marquee/contract';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { eventTicketCategories } from '../../db/schema/pricing';
import {
  type QuestionnaireRow,
  questionnaires,
  questionnaireUserAnswers,
} from '../../db/schema/questionnaires';
import { eventTicketingSettings } from '../../db/schema/ticketing';
import { sectors } from '../../db/schema/venues';

/** Questionnaires and the events' registration settings (issue 19). */

export async function findQuestionnaire(db: DbOrTx, id: string): Promise<QuestionnaireRow | null> {
  const [row] = await db.select().from(questionnaires).where(eq(questionnaires.id, id));
  return row ?? null;
}

export async function insertQuestionnaire(db: DbOrTx, values: typeof questionnaires.$inferInsert) {
  const [row] = await db.insert(questionnaires).values(values).returning();
  if (!row) throw new Error('insertQuestionnaire: nothing returned');
  return row;
}

export async function updateQuestionnaire(
  db: DbOrTx,
  id: string,
  values: Partial<typeof questionnaires.$inferInsert>,
) {
  const [row] = await db
    .update(questionnaires)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(questionnaires.id, id))
    .returning();
  return row ?? null;
}

export async function deleteQuestionnaire(db: DbOrTx, id: string) {
  await db.delete(questionnaires).where(eq(questionnaires.id, id));
}

/** How many events ask each of these questionnaires. */
export async function usage(db: DbOrTx, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: eventTicketingSettings.ticketRegistrationId, n: count() })
    .from(eventTicketingSettings)
    .where(inArray(eventTicketingSettings.ticketRegistrationId, [...ids]))
    .groupBy(eventTicketingSettings.ticketRegistrationId);
  return new Map(rows.map((row) => [row.id ?? '', row.n]));
}

export function listOfOwner(db: DbOrTx, ownerProfileId: string) {
  return db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.ownerProfileId, ownerProfileId))
    .orderBy(desc(questionnaires.updatedAt));
}

export function listPublic(db: DbOrTx) {
  return db
    .select()
    .from(questionnaires)
    .where(eq(questionnaires.isPublic, true))
    .orderBy(desc(questionnaires.updatedAt))
    .limit(200);
}

export async function findRegistration(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select({
      questionnaireId: eventTicketingSettings.ticketRegistrationId,
      registration: eventTicketingSettings.registration,
    })
    .from(eventTicketingSettings)
    .where(eq(eventTicketingSettings.eventId, eventId));
  return row ?? null;
}

/** Writes the event's registration settings, creating its ticketing-settings row when it has none. */
export async function saveRegistration(
  db: DbOrTx,
  eventId: string,
  questionnaireId: string | null,
  registration: (typeof eventTicketingSettings.$inferInsert)['registration'],
) {
  await db
    .insert(eventTicketingSettings)
    .values({ eventId, ticketRegistrationId: questionnaireId, registration })
    .onConflictDoUpdate({
      target: eventTicketingSettings.eventId,
      set: { ticketRegistrationId: questionnaireId, registration },
    });
}

/**
 * Which of these ids are sector keys of the event: sectors of its venue configuration, or (an online
 * event's implicit virtual sectors) its ticket categories.
 */
export async function sectorKeysOfEvent(
  db: DbOrTx,
  event: { id: string; venueConfigurationId: string | null },
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const real = event.venueConfigurationId
    ? await db
        .select({ id: sectors.id })
        .from(sectors)
        .where(and(eq(sectors.configurationId, event.venueConfigurationId), inArray(sectors.id, [...ids])))
    : [];
  const virtual = await db
    .select({ id: eventTicketCategories.id })
    .from(eventTicketCategories)
    .where(and(eq(eventTicketCategories.eventId, event.id), inArray(eventTicketCategories.id, [...ids])));
  return new Set([...real, ...virtual].map((row) => row.id));
}

/** A user's answers to a questionnaire: the one row of the pair, replaced when they answer again. */
export async function upsertUserAnswers(
  db: DbOrTx,
  questionnaireId: string,
  userId: string,
  answers: RegistrationAnswer[],
) {
  const [row] = await db
    .insert(questionnaireUserAnswers)
    .values({ questionnaireId, userId, answers })
    .onConflictDoUpdate({
      target: [questionnaireUserAnswers.questionnaireId, questionnaireUserAnswers.userId],
      set: { answers, updatedAt: sql`now()` },
    })
    .returning();
  return row ?? null;
}

/** The users' answers to a questionnaire with their e-mail, newest first, at most 1,000. */
export function listUserAnswers(db: DbOrTx, questionnaireId: string) {
  return db
    .select({ answers: questionnaireUserAnswers, email: users.email })
    .from(questionnaireUserAnswers)
    .innerJoin(users, eq(users.id, questionnaireUserAnswers.userId))
    .where(eq(questionnaireUserAnswers.questionnaireId, questionnaireId))
    .orderBy(desc(questionnaireUserAnswers.updatedAt))
    .limit(1_000);
}
