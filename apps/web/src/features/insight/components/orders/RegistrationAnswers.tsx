import { Stack, Title } from '@mantine/core';
import type { OrderDetail, RegistrationAnswer } from '@marquee/contract';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Pairs } from './Pairs';

const display = (t: TFunction, answer: RegistrationAnswer) =>
  typeof answer.Input === 'boolean' ? t(answer.Input ? 'INSIGHT.YES' : 'INSIGHT.NO') : (answer.Text ?? '—');

/**
 * The ticket registration answers (issue 19), one block per ticket that has them: "Ticket no. N" with its
 * place, then question → answer as the buyer gave it (titles copied when bought).
 */
export function RegistrationAnswers({ detail }: { detail: OrderDetail }) {
  const { t } = useTranslation();
  const answered = detail.Items.map((item, index) => ({ item, number: index + 1 })).filter(
    ({ item }) => item.Answers && item.Answers.length > 0,
  );
  if (answered.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="order-answers">
      <Title order={3} size="h5">
        {t('INSIGHT.DETAIL.ANSWERS')}
      </Title>
      {answered.map(({ item, number }) => {
        const place = [item.SectorName, item.RowName, item.SeatName].filter(Boolean).join(', ');
        const heading = `${t('INSIGHT.DETAIL.TICKET_NO', { number })} · ${place}`;
        return (
          <Stack key={item.Id} gap={2} data-testid={`order-answers-${number}`}>
            <Title order={4} size="h6">
              {heading}
            </Title>
            <Pairs label={heading} rows={(item.Answers ?? []).map((a) => [a.Title, display(t, a)])} />
          </Stack>
        );
      })}
    </Stack>
  );
}
