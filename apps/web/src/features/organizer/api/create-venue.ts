import { CreatedVenueSchema } from '@marquee/contract';
import { apiRequest } from '../../../lib/api/client';

export interface NewVenue {
  Name: string;
  AddressContact: { AddressLine: string; City: string; Zip?: string; Country: string };
  CityId: string;
  LonLat: { Lon: number; Lat: number };
}

/** POST /venue: a new place of the active organizer profile, with an empty layout to draw its seats in. */
export function createVenue(venue: NewVenue) {
  return apiRequest('/venue', { method: 'POST', body: venue, schema: CreatedVenueSchema });
}
