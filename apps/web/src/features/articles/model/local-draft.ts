/**
 * Unsaved editor text kept on this device (spec issue 21: text survives a reload or a lost connection).
 * One entry per article (`new` before it exists), written on every change and removed once the server
 * has the text. Storage that is full or blocked only loses this safety net, never the editor.
 */
export interface LocalDraft {
  title: string;
  html: string;
  date: string;
  /** When it was written (ms), shown in the "restored" notice. */
  savedAt: number;
}

const PREFIX = 'marquee.articleDraft.';

export const draftKey = (articleId: string | null) => `${PREFIX}${articleId ?? 'new'}`;

export function readLocalDraft(articleId: string | null): LocalDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(articleId));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<LocalDraft>;
    if (typeof parsed.title !== 'string' || typeof parsed.html !== 'string') return null;
    return {
      title: parsed.title,
      html: parsed.html,
      date: typeof parsed.date === 'string' ? parsed.date : '',
      savedAt: typeof parsed.savedAt === 'number' ? parsed.savedAt : Date.now(),
    };
  } catch {
    return null;
  }
}

export function writeLocalDraft(articleId: string | null, draft: Omit<LocalDraft, 'savedAt'>): void {
  try {
    localStorage.setItem(draftKey(articleId), JSON.stringify({ ...draft, savedAt: Date.now() }));
  } catch {
    // Full or blocked storage: the editor keeps working without the safety net.
  }
}

export function clearLocalDraft(articleId: string | null): void {
  try {
    localStorage.removeItem(draftKey(articleId));
  } catch {
    // Nothing to clear.
  }
}

/** Whether a kept draft differs from what the server has (only then is it worth restoring). */
export function differsFrom(
  draft: LocalDraft,
  saved: { title: string; html: string; date: string },
): boolean {
  return (
    draft.title !== saved.title ||
    draft.html !== saved.html ||
    (draft.date !== '' && draft.date !== saved.date)
  );
}
