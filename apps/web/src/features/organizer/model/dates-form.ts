import { eventScheduleProblems, MAXIMUM_DATE, NEW_EVENT_DEFAULTS } from '@marquee/contract';
import type { FieldErrors, MessageKey } from '../../../lib/forms/validation';
import { atTime, fromLocalInput, isLongTerm, toLocalInput } from './event-dates';

export interface DatesValues extends Record<string, unknown> {
  begin: string;
  end: string;
  openGate: string;
  longTerm: boolean;
}
export type DatesField = Extract<keyof DatesValues, string>;

/** The form's values of an event's dates, as wall-clock times of its zone. */
export function datesValuesOf(event: {
  Begin: string;
  End: string;
  OpenGate: string | null;
  TimeZone: string;
}): DatesValues {
  const longTerm = isLongTerm(event.End);
  return {
    begin: toLocalInput(event.Begin, event.TimeZone),
    end: longTerm ? '' : toLocalInput(event.End, event.TimeZone),
    openGate: toLocalInput(event.OpenGate, event.TimeZone),
    longTerm,
  };
}

/**
 * When long-term is switched off the event needs an end again: the spec's default end time (22:00) on the
 * day it begins, or four hours after a start that late.
 */
export function defaultEnd(beginLocal: string): string {
  const day = beginLocal.slice(0, 10);
  const candidate = atTime(day, NEW_EVENT_DEFAULTS.endTime);
  if (!day) return '';
  if (candidate > beginLocal.slice(0, 16)) return candidate;
  const later = new Date(`${beginLocal.slice(0, 16)}:00Z`);
  later.setUTCHours(later.getUTCHours() + 4);
  return later.toISOString().slice(0, 16);
}

/** The instants to save: a long-term event ends at the maximum date (spec 3 §4). */
export function datesInput(values: DatesValues, timeZone: string) {
  return {
    Begin: fromLocalInput(values.begin, timeZone),
    End: values.longTerm ? MAXIMUM_DATE : fromLocalInput(values.end, timeZone),
    OpenGate: values.openGate ? fromLocalInput(values.openGate, timeZone) : null,
  };
}

/** Required fields, then the contract's schedule rules (the server applies the same). */
export function validateDates(values: DatesValues, timeZone: string): FieldErrors<DatesField> {
  const errors: FieldErrors<DatesField> = {};
  const input = datesInput(values, timeZone);
  if (!input.Begin) errors.begin = { key: values.begin ? 'DATE_INVALID' : 'FIELD_REQUIRED' };
  if (!input.End) errors.end = { key: values.end ? 'DATE_INVALID' : 'FIELD_REQUIRED' };
  if (!input.Begin || !input.End) return errors;
  const problems = eventScheduleProblems({
    Begin: new Date(input.Begin),
    End: new Date(input.End),
    OpenGate: input.OpenGate ? new Date(input.OpenGate) : null,
    BeginSelling: null,
    EndSelling: null,
  });
  const fields: Record<string, DatesField> = { Begin: 'begin', End: 'end', OpenGate: 'openGate' };
  for (const [path, keys] of Object.entries(problems)) {
    const field = fields[path];
    if (field && keys[0] && !errors[field]) errors[field] = { key: keys[0] as MessageKey };
  }
  return errors;
}
