import { createHash, randomUUID } from 'node:crypto';
import type { NormalizedContact } from '@marquee/contract';
import DOMPurify from 'isomorphic-dompurify';
import type { Contact, EmbeddedCode } from '../../db/schema/documents';

/*
 * Pure helpers for profile content: HTML sanitizing and stable ids for jsonb list items. DOMPurify runs on
 * jsdom 29 (isomorphic-dompurify 3.19); never on happy-dom, where it is unsafe (ARCHITECTURE §1).
 */

/**
 * Spec 3 §5 "script tags are stripped before saving". DOMPurify also drops event handlers, javascript:
 * URLs and other active content, while keeping the iframes and blockquotes that players and social posts
 * embed with. What remains renders inert in the page.
 */
export function sanitizeEmbedCode(html: string): string {
  return DOMPurify.sanitize(html, {
    ADD_TAGS: ['iframe'],
    ADD_ATTR: ['allow', 'allowfullscreen', 'frameborder', 'scrolling', 'loading', 'referrerpolicy', 'target'],
    FORBID_TAGS: ['script', 'style', 'form', 'input', 'button', 'object', 'embed', 'base', 'meta', 'link'],
  }).trim();
}

/** AboutRichText: formatting only (no iframes, forms, styles or scripts). */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  }).trim();
}

/**
 * An id for a list item stored before items had ids (demo data): derived from the owner and position,
 * so every read answers the same id until the next save stores real ones.
 */
export function legacyItemId(ownerId: string, kind: string, index: number): string {
  const hex = createHash('sha1').update(`${ownerId}:${kind}:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function withContactIds(ownerId: string, contacts: readonly Contact[]): (Contact & { Id: string })[] {
  return contacts.map((contact, index) => ({
    ...contact,
    Id: contact.Id ?? legacyItemId(ownerId, 'contact', index),
  }));
}

export function withEmbedIds(
  ownerId: string,
  codes: readonly EmbeddedCode[],
): (EmbeddedCode & { Id: string })[] {
  return codes.map((code, index) => ({ ...code, Id: code.Id ?? legacyItemId(ownerId, 'embed', index) }));
}

/** Keeps a client-sent Id only when it names an item that exists; anything else gets a new id. */
export function keepOrNewId(candidate: string | undefined, existing: ReadonlySet<string>): string {
  return candidate && existing.has(candidate) ? candidate : randomUUID();
}

/** A normalized contact as stored (jsonb), with its id. */
export function toStoredContact(contact: NormalizedContact, id: string): Contact {
  switch (contact.Kind) {
    case 'email':
      return { Id: id, Kind: 'email', EmailAddress: contact.EmailAddress, Private: contact.Private };
    case 'phone':
      return { Id: id, Kind: 'phone', Number: contact.Number, Private: contact.Private };
    case 'web':
      return {
        Id: id,
        Kind: 'web',
        Url: contact.Url,
        WebContactType: contact.WebContactType,
        Private: contact.Private,
      };
    case 'address':
      return {
        Id: id,
        Kind: 'address',
        AddressLine: contact.AddressLine,
        City: contact.City,
        ...(contact.Zip ? { Zip: contact.Zip } : {}),
        Country: contact.Country,
        Private: contact.Private,
      };
  }
}

/** Display order: OrderNumber, then list position (stable). */
export function sortEmbeds<T extends EmbeddedCode>(codes: readonly T[]): T[] {
  return codes
    .map((code, index) => ({ code, index }))
    .sort((a, b) => a.code.OrderNumber - b.code.OrderNumber || a.index - b.index)
    .map(({ code }) => code);
}
