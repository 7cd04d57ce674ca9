import { SHELL } from '@marquee/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { STORAGE_KEYS } from '../../lib/storage/session';
import { readItem, writeItem } from '../../lib/storage/web-storage';

export function isOrganizerToastDismissed(): boolean {
  return readItem('session', STORAGE_KEYS.organizerToastDismissed) === '1';
}

/**
 * Timing of the organizer toast (spec 1 §2 Shell): it appears 2 s after the visitor enters an
 * eligible page and hides itself 10 s after appearing. It is offered once per page load; closing it
 * keeps it away for the rest of the browser session. `eligible` is false for signed-in users and on
 * the organizer-facing pages.
 */
export function useOrganizerToast(eligible: boolean): { visible: boolean; dismiss: () => void } {
  const [visible, setVisible] = useState(false);
  const offered = useRef(false);

  useEffect(() => {
    if (!eligible) {
      setVisible(false);
      return;
    }
    if (offered.current || isOrganizerToastDismissed()) return;
    const timer = window.setTimeout(() => {
      offered.current = true;
      setVisible(true);
    }, SHELL.organizerToastDelayMs);
    return () => window.clearTimeout(timer);
  }, [eligible]);

  useEffect(() => {
    if (!visible) return;
    const timer = window.setTimeout(() => setVisible(false), SHELL.organizerToastHideMs);
    return () => window.clearTimeout(timer);
  }, [visible]);

  const dismiss = useCallback(() => {
    writeItem('session', STORAGE_KEYS.organizerToastDismissed, '1');
    setVisible(false);
  }, []);

  return { visible, dismiss };
}
