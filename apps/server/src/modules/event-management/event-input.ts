import {
  addFieldError,
  type CustomFrontendTextsSchema,
  type EventUpdateSchema,
  type FieldErrors,
  isKnownTimeZone,
  isStoredImageUrl,
  isValidWebUrl,
  nicknameProblem,
  normalizeKeywords,
  normalizeWebUrl,
  type TrackingProvider,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Contact, CustomFrontendTexts, EmbeddedCode, MovieInfo } from '../../db/schema/documents';
import type { EventRow, NewEvent } from '../../db/schema/events';
import { AppError } from '../../plugins/errors';
import { sanitizeRichText } from '../profiles/profile-content';
import { prepareAddress, prepareContacts, prepareEmbeds } from '../profiles/profile-input';

/** A parsed POST /event or PUT /event/{id} body (every field optional; POST requires ProfileName). */
export type EventInput = z.output<typeof EventUpdateSchema>;

export interface PreparedEvent {
  /** Columns to write; undefined keys keep the stored value. Dates and place are resolved by the service. */
  values: Partial<NewEvent>;
  categoryIds?: string[];
  trackingProviders?: TrackingProvider[];
}

const blankToNull = (text: string | null | undefined) => (text?.trim() ? text.trim() : null);

function optional<T, R>(value: T | null | undefined, map: (value: T) => R | null): R | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return map(value);
}

function prepareTexts(texts: z.output<typeof CustomFrontendTextsSchema>): CustomFrontendTexts {
  const out: CustomFrontendTexts = {};
  for (const key of ['BeforeBeginSelling', 'AfterEndSelling', 'SoldOut'] as const) {
    const entries = Object.entries(texts[key] ?? {}).filter(([, text]) => text?.trim());
    if (entries.length > 0) out[key] = Object.fromEntries(entries);
  }
  return out;
}

/** Blank optional texts of a film's details are left out rather than stored empty. */
function prepareMovieInfo(info: NonNullable<EventInput['MovieInfo']>): MovieInfo {
  const texts = Object.fromEntries(
    (['DisfilmId', 'DisfilmLanguage', 'ScreenFormat', 'Dabing', 'Subtitles'] as const)
      .map((key) => [key, info[key]?.trim()])
      .filter(([, value]) => value),
  );
  return { Movie: info.Movie, AgeRating: info.AgeRating, ...texts };
}

function checkUrl(url: string | null | undefined, field: string, errors: FieldErrors) {
  if (!url) return url;
  const normalized = normalizeWebUrl(url);
  if (!isValidWebUrl(normalized)) addFieldError(errors, field, 'INVALID_VALUE');
  return normalized;
}

/**
 * Validates and normalizes the plain fields of an event body into column values (everything but dates,
 * place and time zone, which depend on the stored row). Throws EVENT.NICKNAME_INVALID, or
 * VALIDATION_FAILED with every field problem at once.
 */
export function prepareEventFields(input: EventInput, existing: EventRow | null): PreparedEvent {
  const errors: FieldErrors = {};
  const nickname = optional(input.Nickname, blankToNull);
  if (nickname) {
    const problem = nicknameProblem(nickname);
    if (problem) {
      throw new AppError(
        'EVENT.NICKNAME_INVALID',
        problem === 'RESERVED' ? 'This nickname is a reserved web path.' : 'Invalid nickname.',
        { Nickname: ['INVALID_VALUE'] },
      );
    }
  }
  const picture = optional(input.ProfilePicture, blankToNull);
  if (picture && !isStoredImageUrl(picture)) addFieldError(errors, 'ProfilePicture', 'INVALID_VALUE');
  const shareImage = optional(input.ShareImage, blankToNull);
  if (shareImage && !isStoredImageUrl(shareImage)) addFieldError(errors, 'ShareImage', 'INVALID_VALUE');

  let keywords: string[] | undefined;
  if (input.Keywords) {
    const normalized = normalizeKeywords(input.Keywords);
    for (const [field, keys] of Object.entries(normalized.errors))
      for (const key of keys) addFieldError(errors, field, key);
    keywords = normalized.keywords;
  }

  const channel = input.SellingChannelInfo;
  let externalUrl: string | null | undefined;
  let externalPerformanceId: string | null | undefined;
  if (channel) {
    const external = channel.SellingChannel !== 'IsFree' && channel.SellingChannel !== 'Marquee';
    externalUrl = external ? checkUrl(blankToNull(channel.Url), 'SellingChannelInfo.Url', errors) : null;
    if (external && !externalUrl) addFieldError(errors, 'SellingChannelInfo.Url', 'FIELD_REQUIRED');
    externalPerformanceId = external ? blankToNull(channel.PerformanceId) : null;
  }
  const webUrl = optional(input.WebUrl, (url) => checkUrl(blankToNull(url), 'WebUrl', errors) ?? null);
  const address = optional(input.AddressContact, (value) =>
    prepareAddress(value, errors, 'CHOOSE_OPTION_REQUIRED'),
  );
  if (input.TimeZone !== undefined && !isKnownTimeZone(input.TimeZone))
    addFieldError(errors, 'TimeZone', 'CHOOSE_OPTION_REQUIRED');

  const contacts =
    input.Contacts &&
    prepareContacts(input.Contacts, (existing?.contacts ?? []) as (Contact & { Id: string })[], errors);
  const embeds =
    input.EmbeddedCodes &&
    prepareEmbeds(
      input.EmbeddedCodes,
      (existing?.embeddedCodes ?? []) as (EmbeddedCode & { Id: string })[],
      errors,
    );
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', 'Invalid event data.', errors);

  const streamSettings = optional(input.StreamSettings, (settings) => ({
    ...(existing?.streamSettings?.StreamId ? { StreamId: existing.streamSettings.StreamId } : {}),
    ShowStreamPromo: settings.ShowStreamPromo,
  }));
  const values: Partial<NewEvent> = {
    name: input.ProfileName,
    nickname,
    about: optional(input.About, blankToNull),
    aboutRichText: optional(input.AboutRichText, (html) => blankToNull(sanitizeRichText(html))),
    profilePicture: picture,
    shareImage,
    keywords,
    address,
    cityId: input.CityId,
    lon: input.LonLat === undefined ? undefined : (input.LonLat?.Lon ?? null),
    lat: input.LonLat === undefined ? undefined : (input.LonLat?.Lat ?? null),
    isOnline: input.IsOnline,
    sellingChannel: channel?.SellingChannel,
    externalUrl,
    externalPerformanceId,
    currency: input.Currency,
    limitForOne: input.LimitForOne,
    showAuthor: input.ShowAuthor,
    webUrl,
    customFrontendTexts: input.CustomFrontendTexts && prepareTexts(input.CustomFrontendTexts),
    visibilitySettings: input.VisibilitySettings && {
      HidePurchaseForm: input.VisibilitySettings.HidePurchaseForm,
    },
    showPromocodeSection: input.ShowPromocodeSection,
    performanceLabel: optional(input.PerformanceLabel, blankToNull),
    performanceType: input.PerformanceType,
    movieInfo: optional(input.MovieInfo, prepareMovieInfo),
    streamSettings,
    contacts,
    embeddedCodes: embeds,
    covidMode: input.CovidMode,
  };
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return {
    values: defined as Partial<NewEvent>,
    categoryIds: input.Categories ? [...new Set(input.Categories)] : undefined,
    trackingProviders: input.TrackingProviders,
  };
}
