import { Loader, Modal, Stack, Text } from '@mantine/core';
import type {} from 'altcha/types/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { API_BASE } from '../../../lib/api/client';

// The challenge dialog (issue 16) in its own chunk: the host in BasketChallenge.tsx loads it only when the
// API asks for a challenge, so the buy form's first chunk carries no modal code for a dialog almost nobody sees.

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
  // Listening from the commit that adds the element (a layout effect): a passive effect ran a task later, and a
  // verification in between (the widget solves on load) was lost, leaving the buyer in the dialog.
  useLayoutEffect(() => {
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

/** Open while a challenge is pending; `onFinish` gets the solved payload, or null when the buyer closes it. */
export default function BasketChallengeDialog({ onFinish }: { onFinish: (payload: string | null) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <Modal
      opened
      onClose={() => onFinish(null)}
      centered
      title={t('BASKET.CHALLENGE_TITLE')}
      attributes={{
        ...DIALOG_HEADER_ATTRIBUTES,
        content: { 'data-testid': 'basket-challenge' } as Record<string, string>,
      }}
    >
      <Stack>
        <Text>{t('BASKET.CHALLENGE_REQUIRED')}</Text>
        <AltchaWidget language={i18n.language} onVerified={onFinish} />
      </Stack>
    </Modal>
  );
}
