import { calendarDayIn, isStoredImageUrl, MAXIMUM_DATE } from '@marquee/contract';
import type { Db } from '../../db/client';
import type { EventRow } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import * as extrasRepo from './event-extras.repository';
import { presentGalleryImage } from './event-management.presenter';
import * as repo from './event-management.repository';
import * as lineupRepo from './lineup.repository';
import * as responsibleRepo from './responsible.repository';
import * as categoriesRepo from './ticket-categories.repository';

const MAX_DATE_MS = Date.parse(MAXIMUM_DATE);
const DAY_MS = 86_400_000;
export const MAX_GALLERY_IMAGES = 30;

const shiftBy = (value: Date | null, deltaMs: number) =>
  value && value.getTime() !== MAX_DATE_MS ? new Date(value.getTime() + deltaMs) : value;

function shiftDay(day: string | null, deltaMs: number): string | null {
  if (!day) return null;
  const days = Math.round(deltaMs / DAY_MS);
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whether the event's own dates, moved by `deltaMs` (and `also`), pass MAXIMUM_DATE. */
function movedPastMaximum(source: EventRow, deltaMs: number, also: Date[]): boolean {
  const moved = [source.beginAt, source.openGateAt, source.beginSellingAt, source.endSellingAt].map((date) =>
    shiftBy(date, deltaMs),
  );
  return [...moved, ...also].some((date) => date !== null && date.getTime() > MAX_DATE_MS);
}

/** "Add another date", the gallery and season tickets of an event (spec 3 §7). */
export function createEventExtrasService(db: Db) {
  return {
    /**
     * POST /event/{id}/copy: a draft of the same show at another date, in the same EventGroupId (the source
     * joins the group if it had none). Everything the organizer set up is copied and moved by the time
     * difference — lineup times, selling window and price waves — except the nickname, season memberships
     * and the responsible lock. Returns the new event's id.
     */
    async copy(source: EventRow, begin: Date, end: Date | undefined, label: string | null | undefined) {
      const delta = begin.getTime() - source.beginAt.getTime();
      const endAt =
        end ??
        (source.endAt.getTime() === MAX_DATE_MS
          ? source.endAt
          : new Date(begin.getTime() + source.endAt.getTime() - source.beginAt.getTime()));
      if (endAt.getTime() <= begin.getTime())
        throw new AppError('VALIDATION_FAILED', 'End must be after Begin.', { End: ['MIN_DATETIME'] });
      // Moving the show may not push its end or any of its dates past the latest date the product stores
      // (MAXIMUM_DATE): such a date is no real one, and past year 9999 it is no longer an ISO instant.
      if (movedPastMaximum(source, delta, [endAt]))
        throw new AppError('VALIDATION_FAILED', 'The copy would end after the latest date allowed.', {
          Begin: ['MAX_DATETIME'],
        });
      return db.transaction(async (tx) => {
        const current = await repo.lockEvent(tx, source.id);
        if (!current) throw new AppError('NOT_FOUND', 'Event not found.');
        const groupId = current.eventGroupId ?? current.id;
        if (!current.eventGroupId) await repo.updateEvent(tx, current.id, { eventGroupId: groupId });
        const { id: _id, nickname: _nickname, createdAt: _c, updatedAt: _u, ...columns } = current;
        const copy = await repo.insertEvent(tx, {
          ...columns,
          status: 'DRAFT',
          eventGroupId: groupId,
          beginAt: begin,
          endAt,
          openGateAt: shiftBy(current.openGateAt, delta),
          beginSellingAt: shiftBy(current.beginSellingAt, delta),
          endSellingAt:
            current.endSellingAt &&
            new Date(Math.min(current.endSellingAt.getTime() + delta, endAt.getTime())),
          performanceLabel: label === undefined ? current.performanceLabel : label,
        });
        await extrasRepo.copyEventGenres(tx, current.id, copy.id);
        const lineup = await lineupRepo.listLineupOf(tx, current.id);
        await lineupRepo.insertLineupEntries(
          tx,
          lineup.map(({ id: _lineupId, eventId: _eventId, ...item }) => {
            const beginAt = shiftBy(item.beginAt, delta);
            return {
              ...item,
              eventId: copy.id,
              beginAt,
              day: beginAt ? calendarDayIn(beginAt, current.timeZone) : shiftDay(item.day, delta),
              // The copy is a new date: performers confirm it again.
              confirmed: false,
            };
          }),
        );
        const categories = await categoriesRepo.listCategoriesForCopy(tx, current.id);
        for (const { id: categoryId, eventId: _eventId, ...category } of categories) {
          const created = await categoriesRepo.insertCategory(tx, { ...category, eventId: copy.id });
          const prices = await categoriesRepo.listBasePricesOfCategory(tx, categoryId);
          if (created)
            await categoriesRepo.insertBasePrices(
              tx,
              prices.map((price) => ({
                ticketCategoryId: created.id,
                priceMinor: price.priceMinor,
                validFrom: shiftBy(price.validFrom, delta) ?? price.validFrom,
                validTill: shiftBy(price.validTill, delta) ?? price.validTill,
              })),
            );
        }
        const settings = await repo.findSettings(tx, current.id);
        if (settings)
          await extrasRepo.insertEventSettings(tx, {
            ...settings,
            eventId: copy.id,
            buildingConfirmed: false,
          });
        const responsible = await repo.findEventResponsible(tx, current.id);
        if (responsible)
          await responsibleRepo.insertEventResponsible(tx, {
            ...responsible,
            eventId: copy.id,
            lockedAt: null,
          });
        const gallery = await repo.listGallery(tx, current.id);
        await extrasRepo.insertGalleryImages(
          tx,
          gallery.map(({ id: _imageId, createdAt: _created, ...image }) => ({ ...image, eventId: copy.id })),
        );
        await repo.refreshSearchText(tx, copy.id);
        return copy.id;
      });
    },

    /** POST /event/{id}/images/gallery: an uploaded image with an optional caption, appended. */
    async addGalleryImage(event: EventRow, image: string, caption: string | null | undefined) {
      if (!isStoredImageUrl(image))
        throw new AppError('VALIDATION_FAILED', 'Upload the image first.', { Image: ['INVALID_VALUE'] });
      return db.transaction(async (tx) => {
        await repo.lockEvent(tx, event.id);
        const existing = await repo.listGallery(tx, event.id);
        if (existing.length >= MAX_GALLERY_IMAGES)
          throw new AppError('VALIDATION_FAILED', 'The gallery is full.', { Image: ['MAX_VALUE'] });
        const last = await extrasRepo.lastGalleryOrder(tx, event.id);
        const row = await extrasRepo.insertGalleryImage(tx, {
          eventId: event.id,
          imageUrl: image,
          caption: caption?.trim() || null,
          sortOrder: (last ?? -1) + 1,
        });
        if (!row) throw new Error('gallery insert returned nothing');
        return presentGalleryImage(row);
      });
    },

    async removeGalleryImage(event: EventRow, imageId: string) {
      if (!(await extrasRepo.deleteGalleryImage(db, event.id, imageId)))
        throw new AppError('NOT_FOUND', 'No such gallery image.');
    },

    /**
     * POST /event/{id}/seasonEvent/{seasonId}: the event becomes part of a season-ticket event of the same
     * organizer. Needs the profile setting SeasonTicketEventEnabled (spec 3 §6). Idempotent.
     */
    async addToSeason(event: EventRow, seasonId: string) {
      const season = await repo.findEvent(db, seasonId);
      if (!season || season.authorProfileId !== event.authorProfileId)
        throw new AppError('NOT_FOUND', 'No such season event of this organizer.');
      if (season.id === event.id)
        throw new AppError('VALIDATION_FAILED', 'An event cannot contain itself.', {
          seasonId: ['SAME_VALUE_INVALID'],
        });
      const author = await repo.profileOf(db, event.authorProfileId);
      if (!author?.extraSettings.CustomFrontendSettings?.SeasonTicketEventEnabled)
        throw new AppError('FORBIDDEN', 'Season tickets are not enabled for this organizer.');
      await extrasRepo.addSeasonMember(db, season.id, event.id);
    },

    async removeFromSeason(event: EventRow, seasonId: string) {
      await extrasRepo.removeSeasonMember(db, seasonId, event.id);
    },

    /** Public gallery: published events for everyone, drafts for the organizer only (else 404). */
    async publicGallery(eventId: string, isManager: (authorProfileId: string) => Promise<boolean>) {
      const row = await extrasRepo.findEventVisibility(db, eventId);
      if (!row || (row.status !== 'PUBLISHED' && !(await isManager(row.author))))
        throw new AppError('NOT_FOUND', 'Event not found.');
      return (await repo.listGallery(db, eventId)).map(presentGalleryImage);
    },
  };
}
