import { Box, Fieldset, Stack } from '@mantine/core';
import type { AnswerInput } from '@marquee/contract';
import type { BlockView } from '../../model/registration-answers';
import { QuestionItem } from './QuestionItem';

interface QuestionBlockProps {
  legend: string;
  testId: string;
  view: BlockView;
  answers: Record<string, AnswerInput>;
  errors: Record<string, string> | undefined;
  onAnswer: (questionId: string, value: AnswerInput) => void;
}

/**
 * One block of the modal (a ticket, or the global questions) as a fieldset whose legend names the ticket,
 * so a screen reader announces "Ticket no. 2 · Balcony, row 3, seat 12" before its questions. Each
 * question's wrapper carries `data-invalid`, which the modal uses to focus the first one to fix.
 */
export function QuestionBlock({ legend, testId, view, answers, errors, onAnswer }: QuestionBlockProps) {
  return (
    <Fieldset legend={legend} data-testid={testId} variant="filled" radius="md">
      <Stack gap="md">
        {view.items.map((item) => (
          <Box key={item._id} data-question={item._id} data-invalid={errors?.[item._id] ? 'true' : undefined}>
            <QuestionItem
              item={item}
              value={answers[item._id]}
              options={view.options.get(item._id)}
              error={errors?.[item._id]}
              onChange={(value) => onAnswer(item._id, value)}
            />
          </Box>
        ))}
      </Stack>
    </Fieldset>
  );
}
