import type { CreateVenueBodySchema } from '@marquee/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { venueConfigurations, venues } from '../../db/schema/venues';
import { AppError } from '../../plugins/errors';
import { findCityZone } from '../event-management/event-management.repository';
import { isForeignKeyViolation } from '../profiles/db-errors';
import { timeZoneAt } from '../utility/timezones';

const SIZE = 1000;

/**
 * POST /venue: a place the organizer's events can be set at, owned by the organizer's profile (so its
 * layouts are theirs to draw), with one empty layout. The zone follows the map position. Throws
 * VALIDATION_FAILED for an unknown city or an incomplete address.
 */
export async function createVenue(db: Db, profileId: string, input: z.output<typeof CreateVenueBodySchema>) {
  const address = {
    AddressLine: input.AddressContact.AddressLine.trim(),
    City: input.AddressContact.City.trim(),
    ...(input.AddressContact.Zip?.trim() ? { Zip: input.AddressContact.Zip.trim() } : {}),
    Country: input.AddressContact.Country.trim().toUpperCase(),
  };
  const errors: Record<string, string[]> = {};
  if (!address.AddressLine) errors['AddressContact.AddressLine'] = ['FIELD_REQUIRED'];
  if (!address.City) errors['AddressContact.City'] = ['CHOOSE_OPTION_REQUIRED'];
  if (!/^[A-Z]{2}$/.test(address.Country)) errors['AddressContact.Country'] = ['CHOOSE_OPTION_REQUIRED'];
  if (!(await findCityZone(db, input.CityId))) errors.CityId = ['CHOOSE_OPTION_REQUIRED'];
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid venue.', errors);
  const timeZone = timeZoneAt(input.LonLat.Lon, input.LonLat.Lat);
  try {
    return await db.transaction(async (tx) => {
      const [venue] = await tx
        .insert(venues)
        .values({
          profileId,
          name: input.Name,
          address,
          cityId: input.CityId,
          lon: input.LonLat.Lon,
          lat: input.LonLat.Lat,
          timeZone,
        })
        .returning();
      if (!venue) throw new Error('venue insert returned nothing');
      const [layout] = await tx
        .insert(venueConfigurations)
        .values({
          venueId: venue.id,
          name: input.Name,
          svg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}"></svg>`,
          width: SIZE,
          height: SIZE,
        })
        .returning({ id: venueConfigurations.id });
      if (!layout) throw new Error('layout insert returned nothing');
      return { _id: venue.id, Name: venue.name, TimeZone: venue.timeZone, ConfigurationId: layout.id };
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('VALIDATION_FAILED', 'Unknown city.', { CityId: ['CHOOSE_OPTION_REQUIRED'] });
    throw error;
  }
}
