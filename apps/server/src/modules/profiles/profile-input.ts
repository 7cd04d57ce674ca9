import {
  addFieldError,
  type ContactInput,
  categoryIdsOf,
  type EmbeddedCodeInputSchema,
  type FieldErrors,
  isStoredImageUrl,
  nicknameProblem,
  normalizeContacts,
  type ProfileInput,
  type ProfileType,
  subtypeFitsType,
} from '@marquee/contract';
import type { z } from 'zod';
import type { AddressContact, Contact, EmbeddedCode } from '../../db/schema/documents';
import type { NewProfile } from '../../db/schema/profiles';
import { AppError } from '../../plugins/errors';
import { keepOrNewId, sanitizeEmbedCode, sanitizeRichText, toStoredContact } from './profile-content';

type EmbedInput = z.output<typeof EmbeddedCodeInputSchema>;

function throwIfErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Invalid profile data.', errors);
  }
}

/**
 * A profile's or event's address as stored: trimmed, the country upper-cased; null when street and city are
 * both empty. Street, city and country are required (spec 1 §5, spec 3 §5); `cityMissing` is the message
 * for a missing city (the event form chooses it from suggestions, the profile form types it).
 */
export function prepareAddress(
  value: AddressContact,
  errors: FieldErrors,
  cityMissing: 'FIELD_REQUIRED' | 'CHOOSE_OPTION_REQUIRED',
): AddressContact | null {
  const line = value.AddressLine.trim();
  const city = value.City.trim();
  if (!line && !city) return null;
  if (!line) addFieldError(errors, 'AddressContact.AddressLine', 'FIELD_REQUIRED');
  if (!city) addFieldError(errors, 'AddressContact.City', cityMissing);
  const country = value.Country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) addFieldError(errors, 'AddressContact.Country', 'CHOOSE_OPTION_REQUIRED');
  const zip = value.Zip?.trim();
  return { AddressLine: line, City: city, ...(zip ? { Zip: zip } : {}), Country: country };
}

/** Contacts as stored: normalized (spec 1 §5), empty ones dropped, ids kept for existing items. */
export function prepareContacts(
  input: readonly ContactInput[],
  existing: readonly (Contact & { Id: string })[],
  errors: FieldErrors,
  path = 'Contacts',
): (Contact & { Id: string })[] {
  const normalized = normalizeContacts(input, path);
  for (const [field, keys] of Object.entries(normalized.fieldErrors)) {
    for (const key of keys) addFieldError(errors, field, key);
  }
  const known = new Set(existing.map((contact) => contact.Id));
  return normalized.contacts.map((contact) => {
    const id = keepOrNewId(contact.Id, known);
    known.delete(id);
    return { ...toStoredContact(contact, id), Id: id };
  });
}

/** Embedded codes as stored: scripts stripped (spec 3 §5); a code that is nothing but script is refused. */
export function prepareEmbeds(
  input: readonly EmbedInput[],
  existing: readonly (EmbeddedCode & { Id: string })[],
  errors: FieldErrors,
  path = 'EmbeddedCodes',
): (EmbeddedCode & { Id: string })[] {
  const known = new Set(existing.map((code) => code.Id));
  return input.map((code, index) => {
    const html = sanitizeEmbedCode(code.HtmlCode);
    if (!html) addFieldError(errors, `${path}.${index}.HtmlCode`, 'INVALID_VALUE');
    const id = keepOrNewId(code.Id, known);
    known.delete(id);
    return {
      Id: id,
      HtmlCode: html,
      IsHidden: code.IsHidden ?? false,
      OrderNumber: code.OrderNumber ?? index,
    };
  });
}

function optional<T, R>(value: T | null | undefined, map: (value: T) => R | null): R | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  return map(value);
}

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/** Today in UTC as YYYY-MM-DD; birthdays after it are refused. */
const todayIso = () => new Date().toISOString().slice(0, 10);

export interface PreparedProfile {
  /** Columns to write; a key left undefined keeps the stored value. */
  values: Partial<NewProfile>;
  /** Replace the profile's genres with these when defined. */
  categoryIds?: string[];
}

export interface PrepareOptions {
  type: ProfileType;
  existingContacts?: readonly (Contact & { Id: string })[];
  existingEmbeds?: readonly (EmbeddedCode & { Id: string })[];
}

/**
 * Validates and normalizes POST /{type} and PUT /{type}/{id} bodies into column values.
 * Throws PROFILE.NICKNAME_INVALID, or VALIDATION_FAILED with every field problem at once.
 */
export function prepareProfile(input: ProfileInput, options: PrepareOptions): PreparedProfile {
  const errors: FieldErrors = {};
  const nickname = optional(input.Nickname, blankToNull);
  if (nickname) {
    const problem = nicknameProblem(nickname);
    if (problem) {
      throw new AppError(
        'PROFILE.NICKNAME_INVALID',
        problem === 'RESERVED' ? 'This nickname is reserved.' : 'Invalid nickname.',
        { Nickname: ['INVALID_VALUE'] },
      );
    }
  }
  if (input.Subtype && !subtypeFitsType(options.type, input.Subtype))
    addFieldError(errors, 'Subtype', 'INVALID_VALUE');
  const picture = optional(input.ProfilePicture, blankToNull);
  if (picture && !isStoredImageUrl(picture)) addFieldError(errors, 'ProfilePicture', 'INVALID_VALUE');
  if (input.Birthday && input.Birthday > todayIso()) addFieldError(errors, 'Birthday', 'MAX_DATETIME');
  const address = optional(input.AddressContact, (value) => prepareAddress(value, errors, 'FIELD_REQUIRED'));
  const contacts = input.Contacts && prepareContacts(input.Contacts, options.existingContacts ?? [], errors);
  const embeds =
    input.EmbeddedCodes && prepareEmbeds(input.EmbeddedCodes, options.existingEmbeds ?? [], errors);
  throwIfErrors(errors);

  const lonLat = optional(input.LonLat, (value) => value);
  const values: Partial<NewProfile> = {
    profileName: input.ProfileName,
    nickname,
    subtype: input.Subtype,
    about: optional(input.About, blankToNull),
    aboutRichText: optional(input.AboutRichText, (html) => blankToNull(sanitizeRichText(html))),
    profilePicture: picture,
    country: input.Country,
    cityId: input.CityId,
    hometown: optional(input.Hometown, blankToNull),
    lon: lonLat === undefined ? undefined : (lonLat?.Lon ?? null),
    lat: lonLat === undefined ? undefined : (lonLat?.Lat ?? null),
    address,
    birthday: input.Birthday,
    gender: optional(input.Gender, blankToNull),
    allowVisitorPosts: input.AllowVisitorPosts,
    contacts,
    embeddedCodes: embeds,
  };
  // Drizzle skips undefined keys in .set(), but an explicit filter keeps inserts clean too.
  const defined = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  return {
    values: defined as Partial<NewProfile>,
    categoryIds: input.Categories ? categoryIdsOf(input.Categories) : undefined,
  };
}
