import { Paper, Stack, Text, Title } from '@mantine/core';
import { type AnswerInput, compileQuestionnaire } from '@marquee/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionItem } from '../../ticketing';
import type { Draft } from '../model/draft';

/**
 * One ticket's block as the buyer will see it (spec 2 §2), answerable: the buyer's own item component, and
 * visibility from the contract engine on every change, exactly as in the buyer's modal. Answers live here
 * only; they are never saved, nor checked (no error messages).
 */
export function Preview({ draft }: { draft: Draft }) {
  const { t } = useTranslation();
  const [answers, setAnswers] = useState<ReadonlyMap<string, AnswerInput>>(new Map());
  // Compiled once per edit of the questionnaire; each answer only re-runs visibility (one pass).
  const compiled = useMemo(() => compileQuestionnaire(draft), [draft]);
  const { questions, options } = compiled.visibility(answers);
  const answer = (id: string) => (value: AnswerInput) =>
    setAnswers((current) => new Map(current).set(id, value));

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="section"
      aria-labelledby="questionnaire-preview"
      data-testid="preview"
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="questionnaire-preview">
          {t('QUESTIONNAIRES.PREVIEW')}
        </Title>
        {draft.IntroductionTextNotLogged && <Text size="sm">{draft.IntroductionTextNotLogged}</Text>}
        <Title order={3} size="h5">
          {t('QUESTIONNAIRES.PREVIEW_TICKET')}
        </Title>
        {questions.size === 0 && (
          <Text size="sm" c="dimmed">
            {t('QUESTIONNAIRES.PREVIEW_EMPTY')}
          </Text>
        )}
        {draft.QuestionaireItems.filter((item) => questions.has(item._id)).map((item) => (
          <QuestionItem
            key={item._id}
            // A question without a title yet still needs a label to be answered.
            item={{ ...item, Title: item.Title || t('QUESTIONNAIRES.UNTITLED') }}
            value={answers.get(item._id)}
            options={options.get(item._id)}
            onChange={answer(item._id)}
          />
        ))}
        {draft.FinalText && <Text size="sm">{draft.FinalText}</Text>}
      </Stack>
    </Paper>
  );
}
