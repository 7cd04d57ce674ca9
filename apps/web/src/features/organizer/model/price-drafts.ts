import type { TFunction } from 'i18next';
import type { PriceWindowInput } from '../api/create-ticket-category';
import type { PriceWindowDraft, PriceWindowErrors } from '../components/wizard/PriceWindowFields';
import { fromLocalInput } from './event-dates';
import { formMessage } from './messages';
import { overlapIndex, overlapsExisting, type PriceWindow } from './price-windows';

/** Spec 3 §9 "price rounding 2 decimals". */
const hasTwoDecimals = (price: number) => Math.abs(price * 100 - Math.round(price * 100)) < 1e-6;

export function draftInput(draft: PriceWindowDraft, timeZone: string): PriceWindowInput {
  return {
    Price: draft.price ?? 0,
    ValidFrom: fromLocalInput(draft.from, timeZone) ?? undefined,
    ValidTill: fromLocalInput(draft.till, timeZone) ?? undefined,
  };
}

/** A window's own problems: a price ≥ 0 with 2 decimals, and a start before its end. */
export function draftErrors(t: TFunction, draft: PriceWindowDraft, timeZone: string): PriceWindowErrors {
  const errors: PriceWindowErrors = {};
  if (draft.price === null) errors.price = formMessage(t, 'FIELD_REQUIRED');
  else if (draft.price < 0) errors.price = formMessage(t, 'MIN_VALUE', 0);
  else if (!hasTwoDecimals(draft.price)) errors.price = formMessage(t, 'INVALID_VALUE');
  const input = draftInput(draft, timeZone);
  if (input.ValidFrom && input.ValidTill && Date.parse(input.ValidTill) <= Date.parse(input.ValidFrom))
    errors.till = formMessage(t, 'MIN_DATETIME');
  return errors;
}

const asWindow = (input: PriceWindowInput, now: number): Partial<PriceWindow> => ({
  ValidFrom: input.ValidFrom ?? new Date(now).toISOString(),
  ValidTill: input.ValidTill,
});

/** Errors of the windows of a new category: each window's own, then the first overlap among them. */
export function draftsErrors(
  t: TFunction,
  drafts: PriceWindowDraft[],
  timeZone: string,
  now: number,
): PriceWindowErrors[] {
  const errors = drafts.map((draft) => draftErrors(t, draft, timeZone));
  const clash = overlapIndex(
    drafts.map((draft) => asWindow(draftInput(draft, timeZone), now)),
    now,
  );
  const target = errors[clash];
  if (target && !target.from) target.from = t('ORGANIZER.ERRORS.BASE_PRICE_OVERLAP');
  return errors;
}

/** A window added to an existing category: its own problems, then an overlap with the stored windows. */
export function newWindowErrors(
  t: TFunction,
  draft: PriceWindowDraft,
  existing: PriceWindow[],
  timeZone: string,
  now: number,
): PriceWindowErrors {
  const errors = draftErrors(t, draft, timeZone);
  const input = draftInput(draft, timeZone);
  if (
    !errors.from &&
    overlapsExisting({ ValidFrom: input.ValidFrom, ValidTill: input.ValidTill }, existing, now)
  )
    errors.from = t('ORGANIZER.ERRORS.BASE_PRICE_OVERLAP');
  return errors;
}

export const hasErrors = (errors: PriceWindowErrors) => Object.values(errors).some(Boolean);
