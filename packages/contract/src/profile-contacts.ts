import { z } from 'zod';
import { isValidEmail } from './accounts';
import type { FormMessageKey } from './errors';
import { WEB_CONTACT_TYPES } from './profiles';

/**
 * Contacts (spec 1 §3, spec 3 §3): email, phone, web (with one of twelve types) and address, each with a
 * Private flag — private contacts are shown only to the profile's claim holders. Inputs are lenient strings
 * because the spec deletes a contact whose value is empty on save; `normalizeContacts` applies the rules.
 */

export const CONTACT_KINDS = ['email', 'phone', 'web', 'address'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const MAX_CONTACTS = 50;
export const MAX_URL_LENGTH = 2000;

/** Digits with the usual separators and an optional leading +; 6–15 digits (E.164 allows 15). */
export const PHONE_PATTERN = /^\+?[0-9 ()./-]+$/;

export const AddressSchema = z.object({
  AddressLine: z.string().trim().max(200),
  City: z.string().trim().max(100),
  Zip: z.string().trim().max(20).optional(),
  /** ISO 3166-1 alpha-2. */
  Country: z.string().trim().max(2),
});
export type Address = z.infer<typeof AddressSchema>;

const inputBase = {
  /** Keep the Id of an existing contact to update it; omit it for a new one. */
  Id: z.string().max(64).optional(),
  Private: z.boolean().default(false),
};
export const ContactInputSchema = z.discriminatedUnion('Kind', [
  z.object({ Kind: z.literal('email'), EmailAddress: z.string().max(254), ...inputBase }),
  z.object({ Kind: z.literal('phone'), Number: z.string().max(40), ...inputBase }),
  z.object({
    Kind: z.literal('web'),
    Url: z.string().max(MAX_URL_LENGTH),
    WebContactType: z.enum(WEB_CONTACT_TYPES).default('Unknown'),
    ...inputBase,
  }),
  z.object({ Kind: z.literal('address'), ...AddressSchema.shape, ...inputBase }),
]);
export type ContactInput = z.input<typeof ContactInputSchema>;
export type ParsedContactInput = z.output<typeof ContactInputSchema>;

const outputBase = { Id: z.string(), Private: z.boolean() };
export const ContactSchema = z
  .discriminatedUnion('Kind', [
    z.object({ Kind: z.literal('email'), EmailAddress: z.string(), ...outputBase }),
    z.object({ Kind: z.literal('phone'), Number: z.string(), ...outputBase }),
    z.object({
      Kind: z.literal('web'),
      Url: z.string(),
      WebContactType: z.enum(WEB_CONTACT_TYPES),
      ...outputBase,
    }),
    z.object({
      Kind: z.literal('address'),
      AddressLine: z.string(),
      City: z.string(),
      Zip: z.string().optional(),
      Country: z.string(),
      ...outputBase,
    }),
  ])
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof ContactSchema>;

/** A contact after normalization, before the server gives it an Id. */
export type NormalizedContact = ParsedContactInput & { Private: boolean };

/**
 * Spec 1 §5 / spec 3 §5: a web link without an http(s) prefix gets `http://`; `//host` gets `http:`.
 * Whitespace around the value is dropped; an empty value stays empty (the contact is then deleted).
 */
export function normalizeWebUrl(value: string): string {
  const url = value.trim();
  if (!url) return '';
  if (/^https?:\/\//i.test(url)) return url.replace(/^https?/i, (scheme) => scheme.toLowerCase());
  if (url.startsWith('//')) return `http:${url}`;
  return `http://${url}`;
}

/** An absolute http(s) URL with a dotted host (or localhost) and no whitespace. */
export function isValidWebUrl(url: string): boolean {
  if (url.length > MAX_URL_LENGTH || /\s/.test(url)) return false;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
    const host = parsed.hostname;
    return host === 'localhost' || /^[^.]+(\.[^.]+)+$/.test(host);
  } catch {
    return false;
  }
}

export function isValidPhone(phone: string): boolean {
  const digits = phone.replace(/\D/g, '').length;
  return PHONE_PATTERN.test(phone) && digits >= 6 && digits <= 15;
}

export interface ContactNormalization {
  /** The contacts to keep, values trimmed and web links prefixed; contacts without a value are left out. */
  contacts: NormalizedContact[];
  /** Problems by field path (`Contacts.2.EmailAddress`) with the spec's form message keys. */
  fieldErrors: Record<string, FormMessageKey[]>;
}

/** True when a contact carries no value at all: the spec deletes such contacts on save. */
export function isEmptyContact(contact: ContactInput): boolean {
  switch (contact.Kind) {
    case 'email':
      return !contact.EmailAddress.trim();
    case 'phone':
      return !contact.Number.trim();
    case 'web':
      return !contact.Url.trim();
    case 'address':
      return !contact.AddressLine.trim() && !contact.City.trim() && !contact.Zip?.trim();
  }
}

/**
 * Applies the contact rules of spec 1 §5 and spec 3 §5 to a list the user saves: empty contacts are
 * dropped, values trimmed, web links get `http://`, country codes are upper-cased; invalid e-mails,
 * phones, links and incomplete addresses are reported by their index in the input.
 */
export function normalizeContacts(input: readonly ContactInput[], path = 'Contacts'): ContactNormalization {
  const contacts: NormalizedContact[] = [];
  const fieldErrors: Record<string, FormMessageKey[]> = {};
  const fail = (index: number, field: string, key: FormMessageKey) => {
    const list = fieldErrors[`${path}.${index}.${field}`] ?? [];
    if (!list.includes(key)) list.push(key);
    fieldErrors[`${path}.${index}.${field}`] = list;
  };
  input.forEach((contact, index) => {
    if (isEmptyContact(contact)) return;
    const base = { ...(contact.Id ? { Id: contact.Id } : {}), Private: contact.Private ?? false };
    switch (contact.Kind) {
      case 'email': {
        const EmailAddress = contact.EmailAddress.trim();
        if (!isValidEmail(EmailAddress)) fail(index, 'EmailAddress', 'EMAIL_INVALID');
        contacts.push({ Kind: 'email', EmailAddress, ...base });
        return;
      }
      case 'phone': {
        const phoneNumber = contact.Number.trim().replace(/\s+/g, ' ');
        if (!isValidPhone(phoneNumber)) fail(index, 'Number', 'PHONE_INVALID');
        contacts.push({ Kind: 'phone', Number: phoneNumber, ...base });
        return;
      }
      case 'web': {
        const Url = normalizeWebUrl(contact.Url);
        if (!isValidWebUrl(Url)) fail(index, 'Url', 'INVALID_VALUE');
        contacts.push({ Kind: 'web', Url, WebContactType: contact.WebContactType ?? 'Unknown', ...base });
        return;
      }
      case 'address': {
        const AddressLine = contact.AddressLine.trim();
        const City = contact.City.trim();
        const Zip = contact.Zip?.trim();
        const Country = contact.Country.trim().toUpperCase();
        if (!AddressLine) fail(index, 'AddressLine', 'FIELD_REQUIRED');
        if (!City) fail(index, 'City', 'FIELD_REQUIRED');
        if (!/^[A-Z]{2}$/.test(Country)) fail(index, 'Country', 'CHOOSE_OPTION_REQUIRED');
        contacts.push({ Kind: 'address', AddressLine, City, ...(Zip ? { Zip } : {}), Country, ...base });
        return;
      }
    }
  });
  return { contacts, fieldErrors };
}
