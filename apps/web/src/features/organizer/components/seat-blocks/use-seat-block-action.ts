import { useQueryClient } from '@tanstack/react-query';
import { type Dispatch, type SetStateAction, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { editorKeys } from '../../../venue-editor';
import { putSeatBlocks } from '../../api/seat-blocks';
import { blockErrorMessage } from '../../model/seat-blocks';

export type SeatBlockAction = 'block' | 'unblock';

interface SeatBlockActionOptions {
  eventId: string;
  vc: string | null;
  setBlockedIds: (ids: ReadonlySet<string>) => void;
  setSelected: Dispatch<SetStateAction<ReadonlySet<string>>>;
}

/**
 * Blocking and unblocking: the pending confirmation, the request in flight, and its answer (a count with
 * the seats buyers took meanwhile) or error. An answer drops the done seats from the selection and refreshes
 * the sale's and the layout's seat states.
 */
export function useSeatBlockAction({ eventId, vc, setBlockedIds, setSelected }: SeatBlockActionOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<SeatBlockAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: SeatBlockAction, ids: string[]) => {
    setConfirming(null);
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await putSeatBlocks(eventId, action, ids);
      setBlockedIds(new Set(answer.BlockedSeatIds));
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      const done =
        action === 'block'
          ? t('ORGANIZER.SEAT_BLOCKS.BLOCKED_DONE', { count: ids.length })
          : t('ORGANIZER.SEAT_BLOCKS.UNBLOCKED_DONE', { count: ids.length });
      const taken =
        answer.TakenSeatIds.length > 0
          ? ` ${t('ORGANIZER.SEAT_BLOCKS.TAKEN_NOTE', { count: answer.TakenSeatIds.length })}`
          : '';
      setResult(done + taken);
      void queryClient.invalidateQueries({ queryKey: ['ticketing', 'event', eventId] });
      if (vc) void queryClient.invalidateQueries({ queryKey: editorKeys.layout(eventId, vc) });
    } catch (failure) {
      setError(blockErrorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  };
  return { confirming, setConfirming, busy, result, error, setError, run };
}
