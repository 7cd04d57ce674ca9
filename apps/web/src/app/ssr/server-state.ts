import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

/**
 * What a server-rendered page carries for its hydration (issue 25), as JSON in
 * `<script type="application/json" id="marquee-state">`: JSON, not a script that sets a global, so the
 * strict CSP (hashed inline scripts only) needs no per-page nonce and a cached page stays valid.
 */
export interface ServerState {
  /** The route loaders' results: the browser's router starts from them instead of running the loaders again. */
  router: Pick<HydrationState, 'loaderData'>;
  /** The queries the page was rendered from: the browser's hooks find them and do not fetch again. */
  queries: DehydratedState;
  /** The ids of the routes the page was rendered with, root to leaf: their modules load before hydration. */
  matches: string[];
  /** The page's language (its `:lang`). */
  language: string;
}

export const SERVER_STATE_ID = 'marquee-state';

/** The state the server wrote into this document, or null for a client-rendered one. */
export function readServerState(): ServerState | null {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch {
    return null;
  }
}
