import { relations } from 'drizzle-orm';
import { articleGenres, articleProfiles, articles } from './articles';
import { genres } from './categories';
import { spots } from './discovery';
import { eventGenres, eventLineup, events } from './events';
import { eventBasePrices, eventSectorSettings, eventTicketCategories } from './pricing';
import { profileGenres, profiles } from './profiles';
import { streams, vods } from './streams';
import { cities } from './utility';
import { seatRows, seats, sectors, venueConfigurations, venues } from './venues';

// Relations for db.query.*.findMany({ with }) reads; kept apart from the tables so the domain files never
// import each other in a cycle.

export const citiesRelations = relations(cities, ({ many }) => ({
  profiles: many(profiles),
  venues: many(venues),
  events: many(events),
}));

export const genresRelations = relations(genres, ({ one, many }) => ({
  parent: one(genres, { fields: [genres.parentId], references: [genres.id], relationName: 'subgenres' }),
  subgenres: many(genres, { relationName: 'subgenres' }),
}));

export const profilesRelations = relations(profiles, ({ one, many }) => ({
  city: one(cities, { fields: [profiles.cityId], references: [cities.id] }),
  genres: many(profileGenres),
  venues: many(venues),
  authoredEvents: many(events),
  lineupEntries: many(eventLineup),
  articles: many(articles),
}));

export const profileGenresRelations = relations(profileGenres, ({ one }) => ({
  profile: one(profiles, { fields: [profileGenres.profileId], references: [profiles.id] }),
  genre: one(genres, { fields: [profileGenres.genreId], references: [genres.id] }),
}));

export const venuesRelations = relations(venues, ({ one, many }) => ({
  profile: one(profiles, { fields: [venues.profileId], references: [profiles.id] }),
  city: one(cities, { fields: [venues.cityId], references: [cities.id] }),
  configurations: many(venueConfigurations),
  events: many(events),
}));

export const venueConfigurationsRelations = relations(venueConfigurations, ({ one, many }) => ({
  venue: one(venues, { fields: [venueConfigurations.venueId], references: [venues.id] }),
  sectors: many(sectors),
}));

export const sectorsRelations = relations(sectors, ({ one, many }) => ({
  configuration: one(venueConfigurations, {
    fields: [sectors.configurationId],
    references: [venueConfigurations.id],
  }),
  rows: many(seatRows),
  seats: many(seats),
}));

export const seatRowsRelations = relations(seatRows, ({ one, many }) => ({
  sector: one(sectors, { fields: [seatRows.sectorId], references: [sectors.id] }),
  seats: many(seats),
}));

export const seatsRelations = relations(seats, ({ one }) => ({
  row: one(seatRows, { fields: [seats.rowId], references: [seatRows.id] }),
  sector: one(sectors, { fields: [seats.sectorId], references: [sectors.id] }),
}));

export const eventsRelations = relations(events, ({ one, many }) => ({
  author: one(profiles, { fields: [events.authorProfileId], references: [profiles.id] }),
  venue: one(venues, { fields: [events.venueId], references: [venues.id] }),
  configuration: one(venueConfigurations, {
    fields: [events.venueConfigurationId],
    references: [venueConfigurations.id],
  }),
  city: one(cities, { fields: [events.cityId], references: [cities.id] }),
  genres: many(eventGenres),
  lineup: many(eventLineup),
  ticketCategories: many(eventTicketCategories),
  sectorSettings: many(eventSectorSettings),
  stream: one(streams),
}));

export const eventGenresRelations = relations(eventGenres, ({ one }) => ({
  event: one(events, { fields: [eventGenres.eventId], references: [events.id] }),
  genre: one(genres, { fields: [eventGenres.genreId], references: [genres.id] }),
}));

export const eventLineupRelations = relations(eventLineup, ({ one }) => ({
  event: one(events, { fields: [eventLineup.eventId], references: [events.id] }),
  profile: one(profiles, { fields: [eventLineup.profileId], references: [profiles.id] }),
}));

export const eventTicketCategoriesRelations = relations(eventTicketCategories, ({ one, many }) => ({
  event: one(events, { fields: [eventTicketCategories.eventId], references: [events.id] }),
  basePrices: many(eventBasePrices),
}));

export const eventBasePricesRelations = relations(eventBasePrices, ({ one }) => ({
  ticketCategory: one(eventTicketCategories, {
    fields: [eventBasePrices.ticketCategoryId],
    references: [eventTicketCategories.id],
  }),
}));

export const eventSectorSettingsRelations = relations(eventSectorSettings, ({ one }) => ({
  event: one(events, { fields: [eventSectorSettings.eventId], references: [events.id] }),
  sector: one(sectors, { fields: [eventSectorSettings.sectorId], references: [sectors.id] }),
  ticketCategory: one(eventTicketCategories, {
    fields: [eventSectorSettings.ticketCategoryId],
    references: [eventTicketCategories.id],
  }),
}));

export const articlesRelations = relations(articles, ({ one, many }) => ({
  author: one(profiles, { fields: [articles.authorProfileId], references: [profiles.id] }),
  genres: many(articleGenres),
  profiles: many(articleProfiles),
}));

export const articleGenresRelations = relations(articleGenres, ({ one }) => ({
  article: one(articles, { fields: [articleGenres.articleId], references: [articles.id] }),
  genre: one(genres, { fields: [articleGenres.genreId], references: [genres.id] }),
}));

export const articleProfilesRelations = relations(articleProfiles, ({ one }) => ({
  article: one(articles, { fields: [articleProfiles.articleId], references: [articles.id] }),
  profile: one(profiles, { fields: [articleProfiles.profileId], references: [profiles.id] }),
}));

export const streamsRelations = relations(streams, ({ one, many }) => ({
  event: one(events, { fields: [streams.eventId], references: [events.id] }),
  author: one(profiles, { fields: [streams.authorProfileId], references: [profiles.id] }),
  vods: many(vods),
}));

export const vodsRelations = relations(vods, ({ one }) => ({
  stream: one(streams, { fields: [vods.streamId], references: [streams.id] }),
}));

export const spotsRelations = relations(spots, ({ one, many }) => ({
  event: one(events, { fields: [spots.eventId], references: [events.id] }),
  profile: one(profiles, { fields: [spots.profileId], references: [profiles.id] }),
  parent: one(spots, { fields: [spots.parentSpotId], references: [spots.id], relationName: 'spotChildren' }),
  children: many(spots, { relationName: 'spotChildren' }),
}));
