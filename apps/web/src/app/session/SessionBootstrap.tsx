import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { withCatalogPart } from '../../i18n/setup';
import { UNAUTHORIZED_EVENT, type UnauthorizedDetail } from '../../lib/api/client';
import { useRouteName } from '../../lib/routing/hooks';
import type { RouteName } from '../../lib/routing/routes';
import {
  getSession,
  initSessionFromStorage,
  subscribeSession,
  useSession,
} from '../../lib/session/session-store';
import {
  getAccessToken,
  getActiveProfile,
  getStoredAccountId,
  hasLiveToken,
  STORAGE_KEYS,
} from '../../lib/storage/session';
import type { SessionDialog } from './SessionDialogs';

// Dialogs are rare; their code (Mantine Modal, forms) arrives only when one opens.
const SessionDialogs = lazy(withCatalogPart('accounts', () => import('./SessionDialogs')));
const runtime = () => import('../../lib/session/session-runtime');

/** The terms-updated dialog never covers the pages it asks the user to read (spec 1 §2). */
export const POLICY_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'terms-and-conditions',
  'privacy-policy',
  'cookies-policy',
]);

interface Identity {
  account: string | null;
  profile: string | null;
}

function identityOfTab(): Identity {
  const { status, user } = getSession();
  if (status === 'anonymous') return { account: null, profile: null };
  if (user) return { account: user.Id, profile: user.Profile?.Id ?? null };
  return { account: getStoredAccountId(), profile: getActiveProfile()?.Id ?? null };
}

function identityInStorage(): Identity {
  if (!hasLiveToken()) return { account: null, profile: null };
  return { account: getStoredAccountId(), profile: getActiveProfile()?.Id ?? null };
}

/**
 * Runs on every page and stays tiny: reads the stored sign-in, loads the session runtime only when a
 * token exists, reacts to other tabs and to 401 answers, and opens the session dialogs lazily.
 */
export function SessionBootstrap() {
  const session = useSession();
  const routeName = useRouteName();
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<SessionDialog | null>(null);
  const identity = useRef<Identity>({ account: null, profile: null });

  useEffect(() => {
    const track = () => {
      identity.current = identityOfTab();
    };
    const unsubscribe = subscribeSession(track);
    if (initSessionFromStorage().status === 'restoring') void runtime().then((m) => m.restoreSession());
    track();
    return unsubscribe;
  }, []);

  // Another tab signed in, out, or switched profile: this page's data is stale (spec 1 §4).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (
        event.key !== null &&
        event.key !== STORAGE_KEYS.accessToken &&
        event.key !== STORAGE_KEYS.activeProfile
      )
        return;
      const mine = identity.current;
      const stored = identityInStorage();
      if (stored.account === mine.account && stored.profile === mine.profile) {
        // The same sign-in with a refreshed token: adopt its expiry quietly.
        if (stored.account) void runtime().then((m) => m.scheduleFromStorage());
        return;
      }
      setDialog('login-changed');
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  useEffect(() => {
    const onUnauthorized = (event: Event) => {
      const detail = (event as CustomEvent<UnauthorizedDetail>).detail;
      if (detail.Code === 'ACCOUNT_NOT_CONFIRMED') setDialog('not-confirmed');
      // An invalid or revoked token means logout (spec 1 §4) — unless a newer token replaced it meanwhile.
      else if (detail.Code === 'UNAUTHORIZED' && detail.token && detail.token === getAccessToken())
        void runtime().then((m) => m.signOut('invalid'));
    };
    window.addEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
    return () => window.removeEventListener(UNAUTHORIZED_EVENT, onUnauthorized);
  }, []);

  // Following, going and other per-user data depend on who is signed in and as which profile. Restoring
  // the stored sign-in changes nothing (requests already carried its token), so only a real change counts.
  const who =
    session.status === 'restoring' ? null : `${session.user?.Id ?? ''}|${session.profile?.Id ?? ''}`;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (who === null) return;
    const before = previous.current;
    previous.current = who;
    if (before === null || before === who) return;
    void queryClient.invalidateQueries({ predicate: (query) => !query.meta?.once });
  }, [who, queryClient]);

  // The tester account is signed out on every route change except on the survey (spec 1 §6).
  useEffect(() => {
    if (getSession().user?.IsTester && routeName && routeName !== 'survey')
      void runtime().then((m) => m.signOut('user'));
  }, [routeName]);

  const gdpr = session.user?.Gdpr;
  const termsPending =
    !!gdpr &&
    (!gdpr.TermsOfUse.Approved || !gdpr.PrivacyPolicy.Approved) &&
    !(routeName && POLICY_ROUTES.has(routeName));
  const open: SessionDialog | null = dialog ?? (termsPending ? 'terms' : null);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SessionDialogs dialog={open} onClose={() => setDialog(null)} />
    </Suspense>
  );
}
