import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { captureReferral } from '../../features/tracking';
import { loadVisitSession } from '../../features/tracking/pages';
import { SCROLL_POSITIONS_KEY } from '../../lib/history-entries';
import { SessionBootstrap } from '../session/SessionBootstrap';
import { RouteProgress } from './RouteProgress';

/**
 * Everything under /:lang. The loader has already switched i18next (and with it `<html lang>`),
 * so this only adds what every page shares, with or without the shell.
 */
export function LanguageLayout() {
  const { search, key } = useLocation();
  // Spec 1 §4: the visit session is created or restored on start — after the first paint, off its path.
  useEffect(() => {
    const timer = setTimeout(() => void loadVisitSession().then((m) => m.startVisitSession()), 1500);
    return () => clearTimeout(timer);
  }, []);
  // `?ref=` on any route: kept for the event or profile it leads to (features/tracking/model/referrals.ts).
  useEffect(() => captureReferral(search), [search]);
  // A reloaded or back/forward-loaded document: reach its saved position even if its content comes late.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the document's first entry only
  useEffect(() => {
    // Cheap test first: the module that settles it loads only when this entry has a saved position.
    if (!sessionStorage.getItem(SCROLL_POSITIONS_KEY)?.includes(`"${key}":`)) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('../../lib/settle-scroll').then((module) => {
      if (!left) stop = module.settleRestoredScroll(key);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, []);
  return (
    <>
      <RouteProgress />
      <Outlet />
      <SessionBootstrap />
      <ScrollRestoration storageKey={SCROLL_POSITIONS_KEY} />
    </>
  );
}
