import {
  type ContactInput,
  type Contact as ContactView,
  type EmbeddedCodeInputSchema,
  type EmbeddedCodeView,
  type ImageUploadResponse,
  isEmptyContact,
  type Language,
  MAX_CONTACTS,
  MAX_EMBEDDED_CODES,
  MAX_PROFILE_CATEGORIES,
  normalizeTagList,
  type ProfileCategory,
  type ProfileType,
} from '@marquee/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { NewProfile, ProfileRow } from '../../db/schema/profiles';
import { AppError } from '../../plugins/errors';
import type { UploadedFile } from '../uploads/multipart';
import { saveImage } from '../uploads/uploads.service';
import { sortEmbeds, withContactIds, withEmbedIds } from './profile-content';
import * as tagsRepo from './profile-content.repository';
import { prepareContacts, prepareEmbeds } from './profile-input';
import {
  presentCategory,
  presentContact,
  presentContacts,
  presentEmbed,
  presentEmbeds,
} from './profiles.presenter';
import * as repo from './profiles.repository';

type EmbedInput = z.output<typeof EmbeddedCodeInputSchema>;
type FieldErrors = Record<string, string[]>;

function failIfErrors(errors: FieldErrors, message: string): void {
  if (Object.keys(errors).length > 0) throw new AppError('VALIDATION_FAILED', message, errors);
}

const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);

/** Contacts, embedded codes, genres and the picture of a profile (spec 3 §7 Contacts, Embedded codes, Genres). */
export function createProfileContentService(db: Db, dataDir: string) {
  async function load(id: string, type: ProfileType): Promise<ProfileRow> {
    const row = await repo.findProfileById(db, id);
    if (!row || row.type !== type) throw notFound('Profile');
    return row;
  }

  /** Read-modify-write of the profile row under a row lock, so concurrent edits never lose an item. */
  async function mutate<T>(
    id: string,
    type: ProfileType,
    change: (
      row: ProfileRow,
      tx: Tx,
    ) => Promise<{ values?: Partial<NewProfile>; result: T }> | { values?: Partial<NewProfile>; result: T },
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const row = await repo.lockProfile(tx, id);
      if (!row || row.type !== type) throw notFound('Profile');
      const { values, result } = await change(row, tx);
      if (values) await repo.updateProfile(tx, id, values);
      return result;
    });
  }

  async function categories(id: string, language: Language): Promise<ProfileCategory[]> {
    return (await repo.listProfileGenres(db, id)).map((genre) => presentCategory(genre, language));
  }

  async function checkGenres(tx: Tx, ids: readonly string[], total: number): Promise<void> {
    if (total > MAX_PROFILE_CATEGORIES) {
      throw new AppError('VALIDATION_FAILED', `At most ${MAX_PROFILE_CATEGORIES} genres.`, {
        Categories: ['MAX_VALUE'],
      });
    }
    const known = await repo.existingGenreIds(tx, ids);
    if (ids.some((genreId) => !known.has(genreId))) {
      throw new AppError('VALIDATION_FAILED', 'Unknown genre.', { Categories: ['INVALID_VALUE'] });
    }
  }

  return {
    async listContacts(id: string, type: ProfileType, includePrivate: boolean): Promise<ContactView[]> {
      return presentContacts(await load(id, type), includePrivate);
    },

    /** Adds one contact. Throws NOT_FOUND, VALIDATION_FAILED (empty or invalid value, too many). */
    async addContact(id: string, type: ProfileType, input: ContactInput): Promise<ContactView> {
      if (isEmptyContact(input)) {
        throw new AppError('VALIDATION_FAILED', 'The contact has no value.', { Contact: ['FIELD_REQUIRED'] });
      }
      return mutate(id, type, (row) => {
        const existing = withContactIds(row.id, row.contacts);
        if (existing.length >= MAX_CONTACTS) {
          throw new AppError('VALIDATION_FAILED', 'Too many contacts.', { Contacts: ['MAX_VALUE'] });
        }
        const errors: FieldErrors = {};
        const [added] = prepareContacts([{ ...input, Id: undefined }], existing, errors, 'Contact');
        failIfErrors(errors, 'Invalid contact.');
        if (!added) throw new Error('addContact: nothing prepared');
        return { values: { contacts: [...existing, added] }, result: presentContact(added) };
      });
    },

    /**
     * Replaces one contact; an empty value deletes it (spec: contacts without value are deleted on save)
     * and answers null. Throws NOT_FOUND, VALIDATION_FAILED.
     */
    async updateContact(
      id: string,
      type: ProfileType,
      contactId: string,
      input: ContactInput,
    ): Promise<ContactView | null> {
      return mutate(id, type, (row) => {
        const existing = withContactIds(row.id, row.contacts);
        const index = existing.findIndex((contact) => contact.Id === contactId);
        if (index < 0) throw notFound('Contact');
        const errors: FieldErrors = {};
        const [updated] = prepareContacts([{ ...input, Id: contactId }], existing, errors, 'Contact');
        failIfErrors(errors, 'Invalid contact.');
        const contacts = [...existing];
        if (updated) contacts[index] = updated;
        else contacts.splice(index, 1);
        return { values: { contacts }, result: updated ? presentContact(updated) : null };
      });
    },

    /** Throws NOT_FOUND for an unknown profile or contact. */
    async removeContact(id: string, type: ProfileType, contactId: string): Promise<void> {
      await mutate(id, type, (row) => {
        const existing = withContactIds(row.id, row.contacts);
        if (!existing.some((contact) => contact.Id === contactId)) throw notFound('Contact');
        return {
          values: { contacts: existing.filter((contact) => contact.Id !== contactId) },
          result: undefined,
        };
      });
    },

    async listEmbeds(id: string, type: ProfileType, includeHidden: boolean): Promise<EmbeddedCodeView[]> {
      return presentEmbeds(await load(id, type), includeHidden);
    },

    /** Appends one code (scripts stripped). Throws NOT_FOUND, VALIDATION_FAILED. */
    async addEmbed(id: string, type: ProfileType, input: EmbedInput): Promise<EmbeddedCodeView> {
      return mutate(id, type, (row) => {
        const existing = withEmbedIds(row.id, row.embeddedCodes);
        if (existing.length >= MAX_EMBEDDED_CODES) {
          throw new AppError('VALIDATION_FAILED', 'Too many embedded codes.', {
            EmbeddedCodes: ['MAX_VALUE'],
          });
        }
        const errors: FieldErrors = {};
        const order = input.OrderNumber ?? Math.max(-1, ...existing.map((code) => code.OrderNumber)) + 1;
        const [added] = prepareEmbeds(
          [{ ...input, Id: undefined, OrderNumber: order }],
          existing,
          errors,
          'EmbeddedCode',
        );
        failIfErrors(errors, 'Invalid embedded code.');
        if (!added) throw new Error('addEmbed: nothing prepared');
        return { values: { embeddedCodes: [...existing, added] }, result: presentEmbed(added) };
      });
    },

    /** Replaces every code (ordering, hiding, editing in one go). Throws NOT_FOUND, VALIDATION_FAILED. */
    async replaceEmbeds(
      id: string,
      type: ProfileType,
      input: readonly EmbedInput[],
    ): Promise<EmbeddedCodeView[]> {
      return mutate(id, type, (row) => {
        const errors: FieldErrors = {};
        const codes = prepareEmbeds(input, withEmbedIds(row.id, row.embeddedCodes), errors);
        failIfErrors(errors, 'Invalid embedded code.');
        return {
          values: { embeddedCodes: codes },
          result: sortEmbeds(withEmbedIds(row.id, codes)).map(presentEmbed),
        };
      });
    },

    /** Throws NOT_FOUND (profile or code), VALIDATION_FAILED. */
    async updateEmbed(
      id: string,
      type: ProfileType,
      codeId: string,
      input: EmbedInput,
    ): Promise<EmbeddedCodeView> {
      return mutate(id, type, (row) => {
        const existing = withEmbedIds(row.id, row.embeddedCodes);
        const index = existing.findIndex((code) => code.Id === codeId);
        const current = existing[index];
        if (!current) throw notFound('Embedded code');
        const errors: FieldErrors = {};
        const [updated] = prepareEmbeds(
          [{ ...input, Id: codeId, OrderNumber: input.OrderNumber ?? current.OrderNumber }],
          existing,
          errors,
          'EmbeddedCode',
        );
        failIfErrors(errors, 'Invalid embedded code.');
        if (!updated) throw new Error('updateEmbed: nothing prepared');
        const codes = [...existing];
        codes[index] = updated;
        return { values: { embeddedCodes: codes }, result: presentEmbed(updated) };
      });
    },

    /** Throws NOT_FOUND for an unknown profile or code. */
    async removeEmbed(id: string, type: ProfileType, codeId: string): Promise<void> {
      await mutate(id, type, (row) => {
        const existing = withEmbedIds(row.id, row.embeddedCodes);
        if (!existing.some((code) => code.Id === codeId)) throw notFound('Embedded code');
        return {
          values: { embeddedCodes: existing.filter((code) => code.Id !== codeId) },
          result: undefined,
        };
      });
    },

    async listCategories(id: string, type: ProfileType, language: Language): Promise<ProfileCategory[]> {
      await load(id, type);
      return categories(id, language);
    },

    /** Sets the genres (at most 10). Throws NOT_FOUND, VALIDATION_FAILED. */
    async replaceCategories(id: string, type: ProfileType, ids: string[], language: Language) {
      await mutate(id, type, async (_row, tx) => {
        await checkGenres(tx, ids, ids.length);
        await repo.replaceProfileGenres(tx, id, ids);
        return { values: {}, result: undefined };
      });
      return categories(id, language);
    },

    /** Adds genres; the total stays at most 10. Throws NOT_FOUND, VALIDATION_FAILED. */
    async addCategories(id: string, type: ProfileType, ids: string[], language: Language) {
      await mutate(id, type, async (_row, tx) => {
        const current = new Set((await repo.listProfileGenres(tx, id)).map((genre) => genre.id));
        const total = new Set([...current, ...ids]).size;
        await checkGenres(tx, ids, total);
        await repo.addProfileGenres(tx, id, ids);
        return { values: {}, result: undefined };
      });
      return categories(id, language);
    },

    /** Removing a genre the profile doesn't have is a no-op. Throws NOT_FOUND for the profile. */
    async removeCategory(id: string, type: ProfileType, genreId: string): Promise<void> {
      await mutate(id, type, async (_row, tx) => {
        await repo.removeProfileGenre(tx, id, genreId);
        return { result: undefined };
      });
    },

    async listTags(id: string, type: ProfileType): Promise<string[]> {
      await load(id, type);
      return tagsRepo.listProfileTags(db, id);
    },

    /**
     * Replaces the tags (spec 3 §5: ≥ 3 letters or digits, lowercased, de-duplicated, at most 10).
     * Throws NOT_FOUND, VALIDATION_FAILED (FieldErrors `Tags.{index}` or `Tags`).
     */
    async replaceTags(id: string, type: ProfileType, input: readonly string[]): Promise<string[]> {
      const { tags, errors } = normalizeTagList(input);
      failIfErrors(errors, 'Invalid tags.');
      await mutate(id, type, async (_row, tx) => {
        await tagsRepo.replaceProfileTags(tx, id, tags);
        return { result: undefined };
      });
      return tags;
    },

    /** Stores the picture and sets it. Throws NOT_FOUND, IMAGE_FILE_SIZE, IMAGE_INVALID, IMAGE_RATIO. */
    async setPicture(id: string, type: ProfileType, file: UploadedFile): Promise<ImageUploadResponse> {
      await load(id, type);
      const saved = await saveImage(dataDir, file);
      await mutate(id, type, () => ({ values: { profilePicture: saved.Url }, result: undefined }));
      return saved;
    },
  };
}
