import { describe, expect, it } from 'vitest';
import { addTags, MAX_TAGS, normalizeTagList, splitTagText, tagProblem } from './tags';

describe('tag rule (spec 3 §5)', () => {
  it('needs at least 3 letters or digits', () => {
    expect(tagProblem('ab')).toBe('MIN_LENGTH');
    expect(tagProblem('abc')).toBeNull();
    expect(tagProblem('r2d2')).toBeNull();
    expect(tagProblem('čaj')).toBeNull();
    expect(tagProblem('rock-n-roll')).toBe('INVALID_VALUE');
    expect(tagProblem('a'.repeat(31))).toBe('MAX_LENGTH');
  });

  it('splits on comma, space and newlines', () => {
    expect(splitTagText('Jazz, jazz  ab\nfolk,')).toEqual(['Jazz', 'jazz', 'ab', 'folk']);
    expect(splitTagText(' , ')).toEqual([]);
  });

  it('lowercases, drops duplicates and refuses short pieces', () => {
    const result = addTags([], splitTagText('Jazz, jazz, ab'));
    expect(result.tags).toEqual(['jazz']);
    expect(result.refused).toEqual([{ value: 'ab', reason: 'MIN_LENGTH' }]);
    expect(addTags(['jazz'], ['JAZZ']).tags).toEqual(['jazz']);
  });

  it('stops at the maximum number of chips', () => {
    const ten = Array.from({ length: MAX_TAGS }, (_, i) => `tag${i}`);
    const result = addTags(ten, ['another']);
    expect(result.tags).toHaveLength(MAX_TAGS);
    expect(result.refused).toEqual([{ value: 'another', reason: 'MAX_VALUE' }]);
  });

  it('normalizes a saved list with errors by index', () => {
    expect(normalizeTagList(['Folk', 'folk', 'x!'])).toEqual({
      tags: ['folk'],
      errors: { 'Tags.2': ['MIN_LENGTH'] },
    });
    const many = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    expect(normalizeTagList(many).errors).toEqual({ Tags: ['MAX_VALUE'] });
  });
});
