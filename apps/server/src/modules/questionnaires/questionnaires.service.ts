import {
  compileQuestionnaire,
  DISPLAY_ONLY_TYPES,
  definitionErrors,
  type Questionnaire,
  type QuestionnaireInput,
  type TicketRegistration2,
} from '@marquee/contract';
import type { Db } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import type { QuestionnaireRow } from '../../db/schema/questionnaires';
import { AppError } from '../../plugins/errors';
import { presentListItem, presentQuestionnaire, presentRegistration } from './questionnaires.presenter';
import * as repo from './questionnaires.repository';
import { createUserAnswers } from './user-answers';

/**
 * Questionnaires (issue 19): the organizer's builder saves them whole, after the contract's engine found no
 * definition error (a rule on a missing question, a cycle, an option that does not exist); events point at
 * one through TicketRegistration2. Authorization happens in the routes.
 */
export function createQuestionnairesService(db: Db) {
  function assertDefinition(input: QuestionnaireInput) {
    const errors = definitionErrors(input, compileQuestionnaire(input));
    if (Object.keys(errors).length > 0)
      throw new AppError('VALIDATION_FAILED', 'The questionnaire has rules that cannot work.', errors);
  }

  const columns = (input: QuestionnaireInput) => ({
    name: input.Name,
    isPublic: input.IsPublic,
    items: input.QuestionaireItems,
    introductionText: input.IntroductionTextNotLogged ?? null,
    finalText: input.FinalText ?? null,
  });

  async function present(row: QuestionnaireRow): Promise<Questionnaire> {
    return presentQuestionnaire(row, (await repo.usage(db, [row.id])).get(row.id) ?? 0);
  }

  /** Throws NOT_FOUND. */
  async function require(id: string): Promise<QuestionnaireRow> {
    const row = await repo.findQuestionnaire(db, id);
    if (!row) throw new AppError('NOT_FOUND', 'No such questionnaire.');
    return row;
  }

  return {
    require,
    present,
    /** Users' answers to shared questionnaires (the survey). */
    userAnswers: createUserAnswers(db),

    async create(ownerProfileId: string, userId: string, input: QuestionnaireInput) {
      assertDefinition(input);
      return present(
        await repo.insertQuestionnaire(db, { ownerProfileId, createdBy: userId, ...columns(input) }),
      );
    },

    async update(id: string, input: QuestionnaireInput) {
      assertDefinition(input);
      const row = await repo.updateQuestionnaire(db, id, columns(input));
      if (!row) throw new AppError('NOT_FOUND', 'No such questionnaire.');
      return present(row);
    },

    /** Throws QUESTIONNAIRE.IN_USE while an event asks it (the FK would refuse it anyway). */
    async remove(id: string) {
      if ((await repo.usage(db, [id])).get(id))
        throw new AppError('QUESTIONNAIRE.IN_USE', 'An event asks it.');
      await repo.deleteQuestionnaire(db, id);
    },

    async listOfOwner(ownerProfileId: string) {
      const rows = await repo.listOfOwner(db, ownerProfileId);
      const used = await repo.usage(
        db,
        rows.map((row) => row.id),
      );
      return rows.map((row) => presentListItem(row, used.get(row.id) ?? 0));
    },

    async listPublic() {
      const rows = await repo.listPublic(db);
      const used = await repo.usage(
        db,
        rows.map((row) => row.id),
      );
      return Promise.all(rows.map((row) => presentQuestionnaire(row, used.get(row.id) ?? 0)));
    },

    async registrationOf(eventId: string): Promise<TicketRegistration2> {
      return presentRegistration(await repo.findRegistration(db, eventId));
    },

    /**
     * Sets (or, with QuestionnaireId null, removes) the event's ticket registration. The questionnaire must
     * be the event organizer's own; global questions must be answerable questions of it; sectors the event's.
     */
    async saveRegistration(event: EventRow, input: TicketRegistration2): Promise<TicketRegistration2> {
      const { QuestionnaireId, ...rest } = input;
      const errors: Record<string, string[]> = {};
      if (QuestionnaireId) {
        const questionnaire = await repo.findQuestionnaire(db, QuestionnaireId);
        if (!questionnaire || questionnaire.ownerProfileId !== event.authorProfileId)
          errors.QuestionnaireId = ['NOT_FOUND'];
        const answerable = new Set(
          (questionnaire?.items ?? []).filter((i) => !DISPLAY_ONLY_TYPES.has(i.Type)).map((i) => i._id),
        );
        rest.GlobalQuestions.forEach((id, k) => {
          if (!answerable.has(id)) errors[`GlobalQuestions.${k}`] = ['NOT_FOUND'];
        });
        const known = await repo.sectorKeysOfEvent(db, event, rest.ForSectors);
        rest.ForSectors.forEach((id, k) => {
          if (!known.has(id)) errors[`ForSectors.${k}`] = ['NOT_FOUND'];
        });
      }
      if (Object.keys(errors).length > 0)
        throw new AppError('VALIDATION_FAILED', 'The ticket registration names what is not there.', errors);
      await repo.saveRegistration(db, event.id, QuestionnaireId, QuestionnaireId ? rest : null);
      return presentRegistration(await repo.findRegistration(db, event.id));
    },
  };
}
export type QuestionnairesService = ReturnType<typeof createQuestionnairesService>;
