import { Stack, Text, UnstyledButton } from '@mantine/core';
import { groupTicketCode } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import type { DoorAnswer } from '../../lib/door-index';
import { answerText } from './answer-text';
import classes from './door.module.css';

interface ScanAnswerProps {
  answer: DoorAnswer;
  sendSectorName: boolean;
  timeZone: string | null;
  onDismiss: () => void;
}

/** The full-screen answer: green to pass, red to stop, with the reason; a tap closes it early. */
export function ScanAnswer({ answer, sendSectorName, timeZone, onDismiss }: ScanAnswerProps) {
  const { t, i18n } = useTranslation();
  const text = answerText(t, answer, { sendSectorName, timeZone, language: i18n.language });
  return (
    <UnstyledButton
      className={classes.answer}
      data-passed={text.passed || undefined}
      data-testid="scan-answer"
      data-result={answer.result}
      onClick={onDismiss}
      aria-label={`${text.title}. ${t('DOOR.TAP_TO_CONTINUE')}`}
    >
      <Stack gap="sm" align="center" role="status" aria-live="assertive">
        <Text className={classes.answerTitle}>{text.title}</Text>
        <Text className={classes.answerText}>{text.text}</Text>
        {text.details.map((line) => (
          <Text key={line} className={classes.answerDetail}>
            {line}
          </Text>
        ))}
        {answer.ticketCode && (
          <Text ff="monospace" className={classes.answerCode}>
            {groupTicketCode(answer.ticketCode)}
          </Text>
        )}
        {answer.offline && <Text className={classes.answerNote}>{t('DOOR.DECIDED_OFFLINE')}</Text>}
        <Text className={classes.answerNote}>{t('DOOR.TAP_TO_CONTINUE')}</Text>
      </Stack>
    </UnstyledButton>
  );
}
