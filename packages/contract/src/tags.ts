import { z } from 'zod';

/**
 * Tags (spec 3 §5, §9): at least 3 letters or digits, lowercased, duplicates removed, at most 10 chips;
 * the chips input takes enter, comma and space as separators. Events have the same rule as `Keywords`
 * (event-management-rules.ts); profiles keep their tags through `/{type}/{id}/tags`.
 */
export const TAG_MIN_LENGTH = 3;
export const TAG_MAX_LENGTH = 30;
export const MAX_TAGS = 10;
/** Characters that end a chip while typing (enter is a key, not a character). */
export const TAG_SEPARATORS = /[\s,]+/;

export type TagProblem = 'MIN_LENGTH' | 'MAX_LENGTH' | 'INVALID_VALUE';

/** Trimmed and lowercased: how a tag is stored and compared. */
export function normalizeTag(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Why a (normalized) tag is refused, or null when it is a valid tag. */
export function tagProblem(tag: string): TagProblem | null {
  if (tag.length < TAG_MIN_LENGTH) return 'MIN_LENGTH';
  if (tag.length > TAG_MAX_LENGTH) return 'MAX_LENGTH';
  if (!/^[\p{L}\p{N}]+$/u.test(tag)) return 'INVALID_VALUE';
  return null;
}

/** Splits typed or pasted text on the separators; empty pieces are dropped. */
export function splitTagText(text: string): string[] {
  return text.split(TAG_SEPARATORS).filter((piece) => piece.length > 0);
}

export interface TagAddition {
  tags: string[];
  /** Pieces that were not added and why ('MAX_VALUE': the list already holds MAX_TAGS chips). */
  refused: { value: string; reason: TagProblem | 'MAX_VALUE' }[];
}

/**
 * Adds raw pieces to the current chips: each is normalized, invalid ones are refused, duplicates are
 * silently dropped (they are already there), and nothing is added past `max`.
 */
export function addTags(current: readonly string[], pieces: readonly string[], max = MAX_TAGS): TagAddition {
  const tags = [...current];
  const refused: TagAddition['refused'] = [];
  for (const piece of pieces) {
    const tag = normalizeTag(piece);
    if (!tag || tags.includes(tag)) continue;
    const problem = tagProblem(tag);
    if (problem) refused.push({ value: piece.trim(), reason: problem });
    else if (tags.length >= max) refused.push({ value: piece.trim(), reason: 'MAX_VALUE' });
    else tags.push(tag);
  }
  return { tags, refused };
}

/**
 * The server's view of a saved list: normalized and de-duplicated, with FieldErrors by index
 * (`Tags.2`: MIN_LENGTH …) and `Tags`: MAX_VALUE when more than MAX_TAGS distinct tags remain.
 */
export function normalizeTagList(input: readonly string[]): {
  tags: string[];
  errors: Record<string, string[]>;
} {
  const errors: Record<string, string[]> = {};
  const tags: string[] = [];
  input.forEach((raw, index) => {
    const tag = normalizeTag(raw);
    const problem = tagProblem(tag);
    if (problem) errors[`Tags.${index}`] = [problem];
    else if (!tags.includes(tag)) tags.push(tag);
  });
  if (tags.length > MAX_TAGS) errors.Tags = ['MAX_VALUE'];
  return { tags, errors };
}

/** PUT /{type}/{id}/tags replaces the list (a generous bound; the rule above decides). */
export const ProfileTagsBodySchema = z.array(z.string().max(100)).max(50);
export const ProfileTagsResponseSchema = z.array(z.string());
