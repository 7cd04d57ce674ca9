import type { EventManagement } from '@marquee/contract';

/** What every step of an existing event gets from the wizard page. */
export interface StepProps {
  event: EventManagement;
  /** Puts a save's answer into the cache, so every step sees it. */
  onSaved: (event: EventManagement) => void;
  /** To the next step (after a successful save). */
  next: () => void;
  back: () => void;
}
