import { Loader, Modal, Stack, Text } from '@mantine/core';
import type {} from 'altcha/types/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { API_BASE } from '../../../lib/api/client';

/*
 * Issue 16: after a burst of new baskets from one client the API answers createBasket with 429
 * BASKET.CHALLENGE_REQUIRED; the next basket needs a solved ALTCHA proof of work (self-hosted: the
 * challenge comes from our API, the widget solves it in the browser). A fan clicking normally never gets
 * here. The widget's code (~35 kB gzip) is fetched only when the dialog opens.
 */

type Waiting = (payload: string | null) => void;
let host: ((resolve: Waiting) => void) | null = null;

/** Shows the challenge dialog; resolves with the solved payload, or null when the buyer closes it. */
export function askBasketChallenge(): Promise<string | null> {
  const show = host;
  if (!show) return Promise.resolve(null);
  return new Promise((resolve) => show(resolve));
}

const WIDGET_LANGUAGES: Record<string, () => Promise<unknown>> = {
  sk: () => import('altcha/i18n/sk'),
  cs: () => import('altcha/i18n/cs'),
  de: () => import('altcha/i18n/de'),
  hu: () => import('altcha/i18n/hu'),
};

function AltchaWidget({ language, onVerified }: { language: string; onVerified: (payload: string) => void }) {
  const ref = useRef<HTMLElement | null>(null);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void Promise.all([import('altcha'), WIDGET_LANGUAGES[language]?.()]).then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [language]);
  useEffect(() => {
    const element = ref.current;
    if (!ready || !element) return;
    const verified = (event: Event) => {
      const payload = (event as CustomEvent<{ payload?: string }>).detail?.payload;
      if (payload) onVerified(payload);
    };
    element.addEventListener('verified', verified);
    return () => element.removeEventListener('verified', verified);
  }, [ready, onVerified]);
  if (!ready) return <Loader size="sm" />;
  return (
    <altcha-widget
      ref={ref}
      challenge={`${API_BASE}/ticketing/basket/challenge`}
      auto="onload"
      language={language}
      data-testid="basket-challenge-widget"
    />
  );
}

/** Mounted once by the buy form: the place the challenge dialog opens in. */
export function BasketChallengeHost() {
  const { t, i18n } = useTranslation();
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
  return (
    <Modal
      opened={waiting !== null}
      onClose={() => finish(null)}
      centered
      title={t('BASKET.CHALLENGE_TITLE')}
      attributes={{
        ...DIALOG_HEADER_ATTRIBUTES,
        content: { 'data-testid': 'basket-challenge' } as Record<string, string>,
      }}
    >
      <Stack>
        <Text>{t('BASKET.CHALLENGE_REQUIRED')}</Text>
        {waiting && <AltchaWidget language={i18n.language} onVerified={finish} />}
      </Stack>
    </Modal>
  );
}
