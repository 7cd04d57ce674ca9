import type { StreamDetail } from '@marquee/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiRequestError } from '../../../lib/api/errors';
import { getStream, unlockStream } from '../api/get-stream';
import { rememberCode, rememberedCode, streamDeviceId } from '../device';

/** Why playing stopped (spec 1 §8): the code went to another device (401) or the ticket ran out (410). */
export type AccessProblem = 'IN_USE' | 'TIMEOUT' | null;

const randomDelayMs = ({ MinSeconds, MaxSeconds }: StreamDetail['Recheck']) =>
  (MinSeconds + Math.random() * Math.max(0, MaxSeconds - MinSeconds)) * 1000;

/**
 * The stream's access state (spec 1 §4): locked → unlocked with a ticket code; while unlocked a recheck
 * runs at a random moment between Recheck.MinSeconds and MaxSeconds (30–60 s), which also renews the view
 * token. 401 → IN_USE (play here or enter a new code), 410 → TIMEOUT, 403 → the form's error.
 */
export function useStreamAccess(base: StreamDetail) {
  const [current, setCurrent] = useState<StreamDetail>(base);
  const [code, setCode] = useState<string | null>(null);
  const [problem, setProblem] = useState<AccessProblem>(null);
  const [formError, setFormError] = useState<'NOT_VALID' | 'OTHER' | null>(null);
  const [pending, setPending] = useState(false);
  const token = useRef<string | null>(base.ViewToken);
  // The code last tried: "play here" after a 401 on the first try moves that code here.
  const tried = useRef<string | null>(null);

  const accept = useCallback((detail: StreamDetail) => {
    token.current = detail.ViewToken;
    setCurrent(detail);
    setProblem(null);
    setFormError(null);
  }, []);

  const unlock = useCallback(
    async (typed: string, options: { force?: boolean; quiet?: boolean } = {}) => {
      setPending(true);
      tried.current = typed;
      try {
        const detail = await unlockStream(base._id, {
          code: typed,
          device: streamDeviceId(),
          forceAccess: options.force,
        });
        accept(detail);
        setCode(typed);
        rememberCode(base._id, typed);
      } catch (error) {
        const status = isApiRequestError(error) ? error.status : 0;
        if (status === 401) setProblem('IN_USE');
        else if (status === 410) setProblem('TIMEOUT');
        else if (status === 403 || status === 400) {
          rememberCode(base._id, null);
          if (!options.quiet) setFormError(status === 403 ? 'NOT_VALID' : 'OTHER');
          setCode(null);
          setCurrent((previous) => ({ ...previous, IsLocked: true, ViewToken: null, StreamUrl: null }));
        } else if (!options.quiet) setFormError('OTHER');
      } finally {
        setPending(false);
      }
    },
    [base._id, accept],
  );

  // A code unlocked here before (a reload) plays again without asking.
  useEffect(() => {
    const known = base.IsLocked ? rememberedCode(base._id) : null;
    if (known) void unlock(known, { quiet: true });
  }, [base._id, base.IsLocked, unlock]);

  // The recheck: only while playing (unlocked, no dialog open).
  const playing = !current.IsLocked && problem === null;
  useEffect(() => {
    if (!playing) return;
    const timer = window.setTimeout(() => {
      if (code) void unlock(code, { quiet: true });
      else void getStream(base._id).then(accept, () => undefined);
    }, randomDelayMs(current.Recheck));
    return () => window.clearTimeout(timer);
  }, [playing, current, code, base._id, unlock, accept]);

  return {
    stream: current,
    playing,
    problem,
    formError,
    pending,
    /** The newest view token (the player swaps it into its media URLs). */
    token,
    unlock: (typed: string) => unlock(typed),
    playHere: () => (tried.current ? unlock(tried.current, { force: true }) : undefined),
    enterNewCode: () => {
      rememberCode(base._id, null);
      setCode(null);
      setProblem(null);
      setCurrent((previous) => ({ ...previous, IsLocked: true, ViewToken: null, StreamUrl: null }));
    },
    dismiss: () => setProblem(null),
  };
}
export type StreamAccess = ReturnType<typeof useStreamAccess>;
