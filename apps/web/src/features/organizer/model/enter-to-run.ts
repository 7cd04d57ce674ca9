import type { KeyboardEvent } from 'react';

/**
 * Enter in a field of a sub-form (a new category, a price window, a lineup entry) runs that sub-form's
 * action instead of submitting the step around it, which would move on and drop what was typed. Keys a
 * combobox already handled (choosing an option) are left alone.
 */
export function enterToRun(action: () => void) {
  return (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter' || event.defaultPrevented) return;
    if (!(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    action();
  };
}
