import type { SessionVisitBody } from '@marquee/contract';
import { getVisitSession, setVisitSession } from '../../../lib/storage/session';
import { createSession } from '../api/create-session';
import { recordVisit } from '../api/record-visit';

/**
 * Spec 1 §4 "Session tracking": on start a session is created or restored while unexpired; visits wait
 * until it exists. Nothing here may disturb a page: a failed call only loses that visit's record.
 */
let ready: Promise<string | null> | null = null;

export function startVisitSession(): Promise<string | null> {
  if (!ready) {
    const stored = getVisitSession();
    ready = stored
      ? Promise.resolve(stored.Id)
      : createSession().then(
          (session) => {
            setVisitSession({ Id: session._id, Expires: session.Expires });
            return session._id;
          },
          () => {
            // Rate-limited or offline: no session this time; the next page load tries again.
            ready = null;
            return null;
          },
        );
  }
  return ready;
}

/** Records a visit of an event or profile (and its referral) once the session exists. */
export function sendVisit(body: SessionVisitBody): void {
  void startVisitSession().then(async (id) => {
    if (!id) return;
    try {
      await recordVisit(id, body);
    } catch (error) {
      // The server forgot the session (housekeeping): start a new one with the next page.
      if ((error as { status?: number }).status === 404 && getVisitSession()?.Id === id) {
        setVisitSession(null);
        ready = null;
      }
    }
  });
}

/** Tests only. */
export function resetVisitSession(): void {
  ready = null;
}
