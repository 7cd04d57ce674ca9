import { z } from 'zod';
import {
  AnswerInputSchema,
  QUESTION_TYPES,
  QUESTIONNAIRE_LIMITS,
  QuestionnaireDefinitionSchema,
} from './schemas';

/*
 * The questionnaire calls (issue 19; spec 2 §7 GET /eventQuestionnaire/{id}, /eventQuestionnaire/allPublic;
 * spec 3 §7; the organizer's builder calls are ours): a questionnaire belongs to an organizer profile, an
 * event points at one through its TicketRegistration2 settings.
 */

export const QuestionnaireParamsSchema = z.object({ id: z.uuid() });

/** What the builder saves. Rules are checked by the engine's definitionErrors before anything is stored. */
export const QuestionnaireInputSchema = QuestionnaireDefinitionSchema.extend({
  Name: z.string().trim().min(1).max(200),
  /** Offered to every organizer as a template (GET /eventQuestionnaire/allPublic). */
  IsPublic: z.boolean().default(false),
});
export type QuestionnaireInput = z.infer<typeof QuestionnaireInputSchema>;

export const QuestionnaireSchema = QuestionnaireInputSchema.extend({
  _id: z.string(),
  OwnerProfileId: z.string(),
  UpdatedAt: z.string(),
  /** Events whose ticket registration uses it (a used questionnaire cannot be deleted). */
  UsedByEvents: z.number().int(),
}).meta({ id: 'Questionnaire' });
export type Questionnaire = z.infer<typeof QuestionnaireSchema>;

export const QuestionnaireListItemSchema = z
  .object({
    _id: z.string(),
    Name: z.string(),
    IsPublic: z.boolean(),
    Questions: z.number().int(),
    UsedByEvents: z.number().int(),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'QuestionnaireListItem' });
export const QuestionnaireListSchema = z.array(QuestionnaireListItemSchema);

/** Spec 2 §3 TicketRegistration2: how an event asks its buyers (PUT /event/{id}/ticketRegistration). */
export const TicketRegistration2Schema = z
  .object({
    QuestionnaireId: z.uuid().nullable(),
    OnlyOneTicketRegistrationRequired: z.boolean().default(false),
    /** Sectors whose tickets are registered; empty = every ticket. */
    ForSectors: z.array(z.uuid()).max(500).default([]),
    /** Questions answered once per purchase and copied to every ticket. */
    GlobalQuestions: z.array(z.string().min(1).max(100)).max(300).default([]),
    GdprAgreementLink: z.url().max(500).nullish(),
    TermsAndConditionLink: z.url().max(500).nullish(),
    /** The form must be filled (no skip link, spec 2 §2). */
    TicketsFormRequired: z.boolean().default(false),
    /** Print the answers on the ticket PDF (ours). */
    ShowAnswersOnTicket: z.boolean().default(false),
  })
  .meta({ id: 'TicketRegistration2' });
export type TicketRegistration2 = z.infer<typeof TicketRegistration2Schema>;

/**
 * One stored answer of a ticket's registration (issue 19): the question's title and a display text copied
 * when it was bought (option titles for choices; null for a checkbox, which the reader shows as yes/no).
 */
export const RegistrationAnswerSchema = z
  .object({
    QuestionId: z.string(),
    Title: z.string(),
    Type: z.enum(QUESTION_TYPES),
    Input: AnswerInputSchema,
    Text: z.string().nullable(),
  })
  .meta({ id: 'RegistrationAnswer' });
export type RegistrationAnswer = z.infer<typeof RegistrationAnswerSchema>;

/** POST /questionnaire/user?questionnaireId (spec 1 §7): a signed-in user answers a shared questionnaire. */
export const UserAnswersQuerySchema = z.object({ questionnaireId: z.uuid() });
export const UserAnswersBodySchema = z.object({
  Answers: z
    .array(
      z.object({
        QuestionId: z.string().min(1).max(100),
        Type: z.string().max(40).nullish(),
        Input: z.unknown(),
      }),
    )
    .max(QUESTIONNAIRE_LIMITS.items),
});
export const UserAnswersSchema = z
  .object({
    QuestionnaireId: z.string(),
    Answers: z.array(RegistrationAnswerSchema),
    UpdatedAt: z.string(),
  })
  .meta({ id: 'UserAnswers' });
export type UserAnswers = z.infer<typeof UserAnswersSchema>;

/** GET /questionnaire/{id}/answers: what users answered (the owner's editors and viewers). */
export const UserAnswersListSchema = z.array(UserAnswersSchema.extend({ Email: z.string() }));
