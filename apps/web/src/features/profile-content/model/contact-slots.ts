import {
  type Contact,
  type ContactInput,
  isValidEmail,
  isValidPhone,
  isValidWebUrl,
  normalizeWebUrl,
  type WebContactType,
} from '@marquee/contract';
import type { MessageKey } from '../../../lib/forms/validation';

/*
 * The contacts form edits a fixed set of slots (spec 3 §3: the organizer form's public Email, Phone,
 * Homepage, Facebook, Twitter, Instagram; private e-mail and phone; one address). Saving turns the form
 * into calls: a new value creates, a changed one updates, an emptied one deletes, an empty new one is
 * skipped (spec 3 §4). Contacts outside the slots are left as they are.
 */

export type SimpleSlot =
  | { key: string; kind: 'email'; private: boolean }
  | { key: string; kind: 'phone'; private: boolean }
  | { key: string; kind: 'web'; private: boolean; webType: WebContactType };

export const PUBLIC_SLOTS = [
  { key: 'publicEmail', kind: 'email', private: false },
  { key: 'publicPhone', kind: 'phone', private: false },
  { key: 'homepage', kind: 'web', private: false, webType: 'Homepage' },
  { key: 'facebook', kind: 'web', private: false, webType: 'Facebook' },
  { key: 'twitter', kind: 'web', private: false, webType: 'Twitter' },
  { key: 'instagram', kind: 'web', private: false, webType: 'Instagram' },
] as const satisfies readonly SimpleSlot[];

export const PRIVATE_SLOTS = [
  { key: 'privateEmail', kind: 'email', private: true },
  { key: 'privatePhone', kind: 'phone', private: true },
] as const satisfies readonly SimpleSlot[];

const SLOTS: readonly SimpleSlot[] = [...PUBLIC_SLOTS, ...PRIVATE_SLOTS];
export type SlotKey = (typeof PUBLIC_SLOTS)[number]['key'] | (typeof PRIVATE_SLOTS)[number]['key'];

export interface AddressValue {
  AddressLine: string;
  City: string;
  Zip: string;
  /** ISO 3166-1 alpha-2, or '' when none is chosen. */
  Country: string;
}

export interface ContactForm {
  values: Record<SlotKey, string>;
  address: AddressValue;
}

export type FormField = SlotKey | keyof AddressValue;

/** Which existing contact each slot shows (first match by kind, web type and privacy), and the rest. */
export function matchSlots(contacts: readonly Contact[]): {
  bySlot: Partial<Record<SlotKey | 'address', Contact>>;
  others: Contact[];
} {
  const bySlot: Partial<Record<SlotKey | 'address', Contact>> = {};
  const others: Contact[] = [];
  for (const contact of contacts) {
    const slot = SLOTS.find(
      (candidate) =>
        !bySlot[candidate.key as SlotKey] &&
        candidate.kind === contact.Kind &&
        candidate.private === contact.Private &&
        (candidate.kind !== 'web' ||
          (contact.Kind === 'web' && contact.WebContactType === candidate.webType)),
    );
    if (slot) bySlot[slot.key as SlotKey] = contact;
    else if (contact.Kind === 'address' && !contact.Private && !bySlot.address) bySlot.address = contact;
    else others.push(contact);
  }
  return { bySlot, others };
}

function contactValue(contact: Contact | undefined): string {
  if (!contact) return '';
  switch (contact.Kind) {
    case 'email':
      return contact.EmailAddress;
    case 'phone':
      return contact.Number;
    case 'web':
      return contact.Url;
    case 'address':
      return '';
  }
}

export function formFromContacts(contacts: readonly Contact[]): ContactForm {
  const { bySlot } = matchSlots(contacts);
  const values = Object.fromEntries(
    SLOTS.map((slot) => [slot.key, contactValue(bySlot[slot.key as SlotKey])]),
  );
  const address = bySlot.address?.Kind === 'address' ? bySlot.address : null;
  return {
    values: values as Record<SlotKey, string>,
    address: {
      AddressLine: address?.AddressLine ?? '',
      City: address?.City ?? '',
      Zip: address?.Zip ?? '',
      Country: address?.Country ?? '',
    },
  };
}

const isInternationalPhone = (value: string) => value.startsWith('+') && isValidPhone(value);
const hasAddress = (address: AddressValue) =>
  [address.AddressLine, address.City, address.Zip].some((part) => part.trim() !== '');

/** Spec 3 §5: valid e-mail, a valid international phone (empty allowed), web links, a complete address. */
export function validateContactForm(form: ContactForm): Partial<Record<FormField, MessageKey>> {
  const errors: Partial<Record<FormField, MessageKey>> = {};
  for (const slot of SLOTS) {
    const value = form.values[slot.key as SlotKey].trim();
    if (!value) continue;
    const key = slot.key as SlotKey;
    if (slot.kind === 'email' && !isValidEmail(value)) errors[key] = 'EMAIL_INVALID';
    if (slot.kind === 'phone' && !isInternationalPhone(value)) errors[key] = 'PHONE_INVALID';
    if (slot.kind === 'web' && !isValidWebUrl(normalizeWebUrl(value))) errors[key] = 'INVALID_VALUE';
  }
  const { address } = form;
  if (hasAddress(address)) {
    if (!address.AddressLine.trim()) errors.AddressLine = 'FIELD_REQUIRED';
    if (!address.City.trim()) errors.City = 'FIELD_REQUIRED';
    if (!address.Country) errors.Country = 'CHOOSE_OPTION_REQUIRED';
  }
  return errors;
}

export type ContactChange =
  | { action: 'create'; slot: SlotKey | 'address'; input: ContactInput }
  | { action: 'update'; slot: SlotKey | 'address'; id: string; input: ContactInput }
  | { action: 'delete'; slot: SlotKey | 'address'; id: string };

function inputFor(slot: SimpleSlot, value: string): ContactInput {
  switch (slot.kind) {
    case 'email':
      return { Kind: 'email', EmailAddress: value, Private: slot.private };
    case 'phone':
      return { Kind: 'phone', Number: value, Private: slot.private };
    case 'web':
      return {
        Kind: 'web',
        Url: normalizeWebUrl(value),
        WebContactType: slot.webType,
        Private: slot.private,
      };
  }
}

function sameAddress(contact: Contact, address: AddressValue): boolean {
  return (
    contact.Kind === 'address' &&
    contact.AddressLine === address.AddressLine.trim() &&
    contact.City === address.City.trim() &&
    (contact.Zip ?? '') === address.Zip.trim() &&
    contact.Country === address.Country
  );
}

/**
 * The calls that save `form` over `existing`: create (new value), update (changed value), delete (emptied
 * value of an existing contact). Unchanged and empty new slots produce nothing; `skipped` names the
 * latter.
 */
export function planContactChanges(
  existing: readonly Contact[],
  form: ContactForm,
): { changes: ContactChange[]; skipped: (SlotKey | 'address')[] } {
  const { bySlot } = matchSlots(existing);
  const changes: ContactChange[] = [];
  const skipped: (SlotKey | 'address')[] = [];
  for (const slot of SLOTS) {
    const key = slot.key as SlotKey;
    const value = form.values[key].trim();
    const current = bySlot[key];
    if (!value) {
      if (current) changes.push({ action: 'delete', slot: key, id: current.Id });
      else skipped.push(key);
      continue;
    }
    const input = inputFor(slot, value);
    if (!current) changes.push({ action: 'create', slot: key, input });
    else if (contactValue(current) !== (slot.kind === 'web' ? normalizeWebUrl(value) : value))
      changes.push({ action: 'update', slot: key, id: current.Id, input });
  }
  const address = form.address;
  const current = bySlot.address;
  if (!hasAddress(address)) {
    if (current) changes.push({ action: 'delete', slot: 'address', id: current.Id });
    else skipped.push('address');
  } else if (!current || !sameAddress(current, address)) {
    const input: ContactInput = {
      Kind: 'address',
      AddressLine: address.AddressLine.trim(),
      City: address.City.trim(),
      ...(address.Zip.trim() ? { Zip: address.Zip.trim() } : {}),
      Country: address.Country,
      Private: false,
    };
    changes.push(
      current
        ? { action: 'update', slot: 'address', id: current.Id, input }
        : { action: 'create', slot: 'address', input },
    );
  }
  return { changes, skipped };
}
