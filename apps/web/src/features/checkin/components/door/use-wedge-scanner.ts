import { SCAN_INPUT_MAX_LENGTH } from '@marquee/contract';
import { useEffect, useRef } from 'react';

/** Keys further apart than this are a person typing, not a scanner (which sends a code in a few ms a key). */
export const WEDGE_KEY_GAP_MS = 60;
const MIN_LENGTH = 8;

/**
 * Keyboard-wedge scanners type the code and press Enter. Listening on the window (not a hidden focused
 * input) catches them without popping a phone's on-screen keyboard; keys typed into a field are left to it.
 * The buffer is capped just past the longest readable input, so a stuck scanner cannot grow it: an
 * over-long code is submitted as it is and answered "unreadable".
 */
export function useWedgeScanner(onScan: (text: string) => void, enabled = true): void {
  const callback = useRef(onScan);
  callback.current = onScan;
  useEffect(() => {
    if (!enabled) return;
    let buffer = '';
    let last = 0;
    const onKey = (event: KeyboardEvent) => {
      const target = event.target;
      if (target instanceof Element && target.closest('input, textarea, select, [contenteditable="true"]'))
        return;
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      const now = event.timeStamp || performance.now();
      if (now - last > WEDGE_KEY_GAP_MS) buffer = '';
      last = now;
      if (event.key === 'Enter') {
        if (buffer.length >= MIN_LENGTH) {
          event.preventDefault();
          callback.current(buffer);
        }
        buffer = '';
        return;
      }
      if (event.key.length === 1 && buffer.length <= SCAN_INPUT_MAX_LENGTH) buffer += event.key;
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled]);
}
