import { currentLanguage } from '../../i18n/setup';
import { getAccessToken } from '../storage/session';

interface Prefetch {
  lang: string;
  calls: Record<string, Promise<unknown> | undefined>;
  /** Answers that have arrived (null for a failed call). */
  data: Record<string, unknown>;
}

declare global {
  interface Window {
    /** Set by index.html's route preloader (vite-plugins/route-preload.ts): calls it started before the app's code. */
    __marqueePrefetch?: Prefetch;
  }
}

/**
 * The early call for `path`, taken once (a refetch asks the API again), and only when its answer is the
 * one this visitor would get now: same language, and anonymous (the early call carries no token; a
 * signed-in visitor may see viewer-specific fields).
 */
function take(path: string): { call: Promise<unknown>; data: unknown } | null {
  const prefetch = typeof window === 'undefined' ? undefined : window.__marqueePrefetch;
  const call = prefetch?.calls[path];
  if (!prefetch || !call) return null;
  const data = prefetch.data[path];
  delete prefetch.calls[path];
  delete prefetch.data[path];
  if (prefetch.lang !== currentLanguage() || getAccessToken()) return null;
  return { call, data };
}

/**
 * The early answer if it has already arrived, for a query's `initialData`: the first render then shows
 * the content (and its preloaded picture) instead of a placeholder. Undefined otherwise — the call (if
 * any) stays for `takePrefetched`.
 */
export function prefetchedData<T>(path: string): T | undefined {
  const data = window.__marqueePrefetch?.data[path];
  if (data === undefined || data === null) return undefined;
  return (take(path)?.data ?? undefined) as T | undefined;
}

/** The early call's answer (null when it failed), or null when there is no usable early call. */
export function takePrefetched<T>(path: string): Promise<T | null> | null {
  return (take(path)?.call ?? null) as Promise<T | null> | null;
}
