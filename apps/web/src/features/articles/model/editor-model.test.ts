import { afterEach, describe, expect, it, vi } from 'vitest';
import { instantOfLocalDate, localDateOf } from './dates';
import { clearLocalDraft, differsFrom, readLocalDraft, writeLocalDraft } from './local-draft';

describe('local draft (unsaved text kept on this device)', () => {
  afterEach(() => localStorage.clear());

  it('keeps one draft per article, restores it, and forgets it once saved', () => {
    writeLocalDraft(null, { title: 'New', html: '<p>a</p>', date: '2026-11-27' });
    writeLocalDraft('a1', { title: 'Old', html: '<p>b</p>', date: '' });
    expect(readLocalDraft(null)).toMatchObject({ title: 'New', html: '<p>a</p>', date: '2026-11-27' });
    expect(readLocalDraft('a1')?.title).toBe('Old');
    clearLocalDraft(null);
    expect(readLocalDraft(null)).toBeNull();
    localStorage.setItem('marquee.articleDraft.bad', '{not json');
    expect(readLocalDraft('bad')).toBeNull();
  });

  it('is worth restoring only when it differs from the stored article', () => {
    const kept = { title: 'T', html: '<p>x</p>', date: '', savedAt: 0 };
    expect(differsFrom(kept, { title: 'T', html: '<p>x</p>', date: '2026-11-01' })).toBe(false);
    expect(differsFrom(kept, { title: 'T', html: '<p>y</p>', date: '2026-11-01' })).toBe(true);
  });

  it('survives blocked storage', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeLocalDraft(null, { title: 'x', html: '', date: '' })).not.toThrow();
    spy.mockRestore();
  });
});

describe('published date', () => {
  it('keeps the stored instant for an unchanged day, noon (at most now) for another', () => {
    const stored = new Date(2026, 10, 20, 8, 30).toISOString();
    expect(instantOfLocalDate(localDateOf(stored), stored)).toBe(stored);
    expect(instantOfLocalDate('2026-11-02', stored)).toBe(new Date(2026, 10, 2, 12).toISOString());
    expect(
      Date.parse(instantOfLocalDate(localDateOf(new Date().toISOString()), null) ?? ''),
    ).toBeLessThanOrEqual(Date.now());
    expect(instantOfLocalDate('', stored)).toBeNull();
  });
});
