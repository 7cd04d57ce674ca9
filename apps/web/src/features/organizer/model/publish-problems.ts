import type { TFunction } from 'i18next';
import { formMessage } from './messages';

/** Completeness problems (contract publishProblems) with a sentence of their own; others read as form messages. */
const EXPLAINED = new Set([
  'ProfilePicture_FIELD_REQUIRED',
  'VenueRef_FIELD_REQUIRED',
  'End_MIN_DATETIME',
  'TicketCategories_FIELD_REQUIRED',
  'TicketCategories_INVALID_VALUE',
  'Responsible_FIELD_REQUIRED',
  'SellingChannelInfo_Url_FIELD_REQUIRED',
]);

export function publishProblemText(t: TFunction, field: string, key: string): string {
  const id = `${field.replace(/\./g, '_')}_${key}`;
  return EXPLAINED.has(id) ? t(`ORGANIZER.PUBLISH.PROBLEMS.${id}`) : formMessage(t, key);
}
