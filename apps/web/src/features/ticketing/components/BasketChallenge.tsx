import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

/*
 * Issue 16: after a burst of new baskets from one client the API answers createBasket with 429
 * BASKET.CHALLENGE_REQUIRED; the next basket needs a solved ALTCHA proof of work (self-hosted: the
 * challenge comes from our API, the widget solves it in the browser). A fan clicking normally never gets
 * here: the dialog and the widget's code (~35 kB gzip) are fetched only when a challenge is asked for.
 */

const BasketChallengeDialog = lazy(() => import('./BasketChallengeDialog'));

type Waiting = (payload: string | null) => void;
let host: ((resolve: Waiting) => void) | null = null;

/** Shows the challenge dialog; resolves with the solved payload, or null when the buyer closes it. */
export function askBasketChallenge(): Promise<string | null> {
  const show = host;
  if (!show) return Promise.resolve(null);
  return new Promise((resolve) => show(resolve));
}

/** Mounted once by the buy form: the place the challenge dialog opens in. */
export function BasketChallengeHost() {
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  useEffect(() => {
    const show = (resolve: Waiting) => setWaiting(() => resolve);
    host = show;
    return () => {
      if (host === show) host = null;
    };
  }, []);
  const finish = useCallback(
    (payload: string | null) => {
      waiting?.(payload);
      setWaiting(null);
    },
    [waiting],
  );
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <BasketChallengeDialog onFinish={finish} />
    </Suspense>
  );
}
