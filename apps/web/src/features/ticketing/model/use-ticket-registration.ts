import type { Basket, EventDetail } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { questionnaireQuery } from '../api/get-questionnaire';
import {
  emptyDraft,
  fromServerErrors,
  type RegistrationDraft,
  type RegistrationErrors,
  registrationBlocks,
} from './registration';

/**
 * The checkout's side of ticket registration (spec 2 §4): whether the basket needs it, the draft answers
 * (kept here, not in the modal, so they survive closing and reopening it), whether the modal is open and
 * the server's refusals to show in it. The questions are fetched as soon as stage4 knows they will be
 * asked, so the modal opens without a wait.
 */
export function useTicketRegistration(event: EventDetail | undefined, basket: Basket) {
  const settings = event?.TicketRegistration2 ?? null;
  const blocks = useMemo(
    () => (event ? registrationBlocks(basket, event.Id, settings) : []),
    [basket, event, settings],
  );
  const needed = blocks.length > 0;
  const globalIds = useMemo(() => new Set(settings?.GlobalQuestions ?? []), [settings]);
  useQuery(questionnaireQuery(needed ? (settings?.QuestionnaireId ?? null) : null));

  const [draft, setDraft] = useState<RegistrationDraft>(emptyDraft);
  const [opened, setOpened] = useState(false);
  const [serverErrors, setServerErrors] = useState<RegistrationErrors | null>(null);

  return {
    settings,
    blocks,
    needed,
    globalIds,
    draft,
    setDraft,
    opened,
    serverErrors,
    open: () => setOpened(true),
    /** Dismissed (completed false): the answers and the server's errors stay for the next opening. */
    close: () => setOpened(false),
    /** Completed true: the errors were answered; a new refusal brings its own. */
    complete: () => {
      setOpened(false);
      setServerErrors(null);
    },
    /** A 400 about `EventRegistration…`: reopen the modal on those errors. False when none is about it. */
    showServerErrors(fieldErrors: Record<string, string[]>): boolean {
      if (!needed) return false;
      const errors = fromServerErrors(fieldErrors, blocks, globalIds);
      if (!errors) return false;
      setServerErrors(errors);
      setOpened(true);
      return true;
    },
  };
}

export type TicketRegistrationState = ReturnType<typeof useTicketRegistration>;
