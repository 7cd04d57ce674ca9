import { passes } from '@marquee/contract';
import type { TFunction } from 'i18next';
import type { DoorAnswer } from '../../lib/door-index';

export interface AnswerText {
  passed: boolean;
  title: string;
  text: string;
  /** Sector and seat (when the system shows them, and always for a wrong gate), or when and where it passed. */
  details: string[];
}

const times = new Map<string, Intl.DateTimeFormat>();

/** HH:MM (24-hour, unambiguous at a glance) in the event's time zone (the phone may be set to another). */
export function clockTime(iso: string, language: string, timeZone: string | null): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const key = `${language}|${timeZone ?? ''}`;
  let format = times.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
    try {
      format = new Intl.DateTimeFormat(language, { ...options, timeZone: timeZone ?? undefined });
    } catch {
      format = new Intl.DateTimeFormat(language, options);
    }
    times.set(key, format);
  }
  return format.format(date);
}

/** What the answer screen says, in the staff's language. */
export function answerText(
  t: TFunction,
  answer: DoorAnswer,
  options: { sendSectorName: boolean; timeZone: string | null; language: string },
): AnswerText {
  const { result } = answer;
  const details: string[] = [];
  const showPlace = (options.sendSectorName && passes(result)) || result === 'WRONG_GATE';
  if (showPlace) {
    if (answer.sectorName) details.push(t('DOOR.SECTOR', { sector: answer.sectorName }));
    if (answer.rowName && answer.seatName)
      details.push(t('DOOR.ROW_SEAT', { row: answer.rowName, seat: answer.seatName }));
    else if (answer.seatName) details.push(t('DOOR.SEAT', { seat: answer.seatName }));
    else if (answer.seatLabel) details.push(answer.seatLabel);
  }
  if ((result === 'ALREADY_INSIDE' || result === 'REENTRY_DENIED') && answer.since) {
    const time = clockTime(answer.since, options.language, options.timeZone);
    details.push(
      answer.gateName ? t('DOOR.SINCE_AT_GATE', { time, gate: answer.gateName }) : t('DOOR.SINCE', { time }),
    );
  }
  return {
    passed: passes(result),
    title: t(`DOOR.RESULT.${result}.TITLE`),
    text: t(`DOOR.RESULT.${result}.TEXT`),
    details,
  };
}
