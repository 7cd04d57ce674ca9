import {
  addFieldError,
  type FieldErrors,
  type SectorInputSchema,
  type SectorUpdateSchema,
} from '@marquee/contract';
import type { z } from 'zod';
import type { SectorRow } from '../../db/schema/venues';
import { AppError } from '../../plugins/errors';
import { uniqueViolation } from '../profiles/db-errors';

export type SectorInput = z.output<typeof SectorInputSchema>;
export type SectorUpdate = z.output<typeof SectorUpdateSchema>;

const LAYOUT_FIELDS = [
  'Type',
  'Name',
  'Description',
  'Color',
  'SvgId',
  'Capacity',
  'TicketCategoryId',
  'IsMerchandise',
  'ShowRowName',
  'ShowSeatName',
  'MinimumTicketsPerPurchase',
  'MaximumTicketsPerPurchase',
] as const;

/** Whether an update touches the layout itself (not only this event's switches). */
export const changesLayout = (input: SectorUpdate) =>
  LAYOUT_FIELDS.some((field) => input[field] !== undefined);

export function sectorColumns(type: SectorRow['type'], input: SectorUpdate, current: SectorRow | null) {
  const errors: FieldErrors = {};
  const capacity =
    type === 'SeatingSector'
      ? null
      : input.Capacity === undefined
        ? (current?.capacity ?? null)
        : input.Capacity;
  if (type === 'StandingSector' && !capacity) addFieldError(errors, 'Capacity', 'FIELD_REQUIRED');
  const min = input.MinimumTicketsPerPurchase ?? current?.minTicketsPerPurchase ?? 1;
  const maxPer = input.MaximumTicketsPerPurchase ?? current?.maxTicketsPerPurchase ?? 10;
  if (maxPer < min) addFieldError(errors, 'MaximumTicketsPerPurchase', 'MIN_VALUE');
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid sector.', errors);
  return {
    type,
    name: input.Name,
    description: input.Description === undefined ? undefined : input.Description || null,
    color: input.Color,
    svgId: input.SvgId,
    capacity,
    ticketCategoryKey: type === 'SeatingSector' ? null : input.TicketCategoryId,
    isMerchandise: input.IsMerchandise,
    showRowName: input.ShowRowName,
    showSeatName: input.ShowSeatName,
    minTicketsPerPurchase: min,
    maxTicketsPerPurchase: maxPer,
  };
}

export function rethrowSectorError(error: unknown): never {
  if (uniqueViolation(error)?.includes('svg_id'))
    throw new AppError('CONFLICT', 'Another sector of the layout has this SvgId.', {
      SvgId: ['INVALID_VALUE'],
    });
  throw error;
}
