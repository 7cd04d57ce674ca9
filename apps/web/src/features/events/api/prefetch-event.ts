import type { EventDetail } from '@marquee/contract';
import type { LoaderFunctionArgs } from 'react-router';
import { apiRequest } from '../../../lib/api/client';

/*
 * The event page's data starts loading with the navigation, in parallel with the page's code, instead of
 * after it: on a phone that is one round trip less before the event shows. This module is on the first
 * load (the router imports it), so it holds nothing but the request.
 */

/** How long an answer nobody picked up is kept (the visitor navigated away before the page rendered). */
const KEEP_MS = 30_000;
const pending = new Map<string, Promise<EventDetail>>();

export const eventPath = (idOrNickname: string) => `/event/${encodeURIComponent(idOrNickname)}`;

/** Route loader of event-detail: never blocks the navigation (returns at once) and never throws. */
export function eventDetailLoader({ params }: LoaderFunctionArgs): null {
  const id = params.id;
  if (!id || pending.has(id)) return null;
  // index.html's preloader (vite-plugins/route-preload.ts) already asked for a page opened directly.
  if (typeof window !== 'undefined' && window.__marqueePrefetch?.calls[eventPath(id)]) return null;
  const request = apiRequest<EventDetail>(eventPath(id));
  // Failures are the page's to show (its own query sees the same rejection); never unhandled here.
  request.catch(() => undefined);
  pending.set(id, request);
  setTimeout(() => {
    if (pending.get(id) === request) pending.delete(id);
  }, KEEP_MS);
  return null;
}

/** The request the loader started for this id, once (later reads fetch afresh). */
export function takePrefetchedEvent(idOrNickname: string): Promise<EventDetail> | undefined {
  const request = pending.get(idOrNickname);
  pending.delete(idOrNickname);
  return request;
}
