import { answerErrors, compileQuestionnaire, type UserAnswers, visibleAnswers } from '@marquee/contract';
import type { Db } from '../../db/client';
import { AppError } from '../../plugins/errors';
import { answerMap, describe } from './answer-records';
import * as repo from './questionnaires.repository';

/**
 * A signed-in user's answers to a shared questionnaire (spec 1 §7 POST /questionnaire/user; the survey page
 * sends them). Only questionnaires their owner shared (IsPublic) take answers; the engine checks them like a
 * ticket registration's, and answering again replaces the earlier answers.
 */
export function createUserAnswers(db: Db) {
  return {
    /** Throws NOT_FOUND (unknown or not shared), VALIDATION_FAILED with FieldErrors `Answers.<questionId>`. */
    async save(
      questionnaireId: string,
      userId: string,
      answers: readonly { QuestionId: string; Input?: unknown }[],
    ): Promise<UserAnswers> {
      const questionnaire = await repo.findQuestionnaire(db, questionnaireId);
      if (!questionnaire?.isPublic) throw new AppError('NOT_FOUND', 'No such questionnaire.');
      const errors: Record<string, string[]> = {};
      const add = (id: string, code: string) => {
        errors[`Answers.${id}`] = [...(errors[`Answers.${id}`] ?? []), code];
      };
      const map = answerMap(answers, add);
      const compiled = compileQuestionnaire({ QuestionaireItems: questionnaire.items });
      for (const [id, codes] of Object.entries(answerErrors(compiled, map)))
        for (const code of codes) add(id, code);
      if (Object.keys(errors).length > 0)
        throw new AppError('VALIDATION_FAILED', 'Some answers are missing or invalid.', errors);
      const kept = describe(compiled.byId, visibleAnswers(compiled, map));
      const row = await repo.upsertUserAnswers(db, questionnaireId, userId, kept);
      return {
        QuestionnaireId: questionnaireId,
        Answers: kept,
        UpdatedAt: (row?.updatedAt ?? new Date()).toISOString(),
      };
    },

    /** Everyone's answers, newest first (the owner reads them; at most 1,000 — enough for a survey page). */
    async list(questionnaireId: string) {
      const rows = await repo.listUserAnswers(db, questionnaireId);
      return rows.map(({ answers, email }) => ({
        QuestionnaireId: questionnaireId,
        Answers: answers.answers,
        UpdatedAt: answers.updatedAt.toISOString(),
        Email: String(email),
      }));
    },
  };
}
