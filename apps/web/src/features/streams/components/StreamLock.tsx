import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Input.css';
import { Alert, Button, Group, TextInput } from '@mantine/core';
import { STREAM_LIMITS } from '@marquee/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The lock screen of a paid stream with its unlock form (spec 1 §2): the ticket code from the purchase
 * mail, at least 8 characters (spec 1 §5) — checked here before any call. Not `ready` (server-rendered, not
 * yet hydrated), the form is shown disabled: a submit before the app runs would only reload the page.
 */
export function StreamLock({
  ready,
  onUnlock,
  pending,
  error,
}: {
  ready: boolean;
  onUnlock: (code: string) => void;
  pending: boolean;
  error: 'NOT_VALID' | 'OTHER' | null;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [tooShort, setTooShort] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed.replace(/[\s-]/g, '').length < STREAM_LIMITS.codeMinLength) {
      setTooShort(true);
      return;
    }
    setTooShort(false);
    onUnlock(typed);
  };
  const message = tooShort
    ? t('STREAM_PAGE.ACCESS.CODE_TOO_SHORT', { count: STREAM_LIMITS.codeMinLength })
    : error
      ? t(`STREAM_PAGE.ACCESS.ERROR.${error}`)
      : null;
  return (
    <Alert variant="light" title={t('STREAM_PAGE.LOCKED_TITLE')} data-testid="stream-locked">
      {t('STREAM_PAGE.LOCKED')}
      <form onSubmit={submit} data-testid="stream-unlock-form" noValidate>
        <Group align="flex-start" mt="sm" gap="sm">
          <TextInput
            label={t('STREAM_PAGE.ACCESS.CODE')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={message}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
            disabled={!ready}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button type="submit" loading={pending} disabled={!ready} mt={25}>
            {t('STREAM_PAGE.ACCESS.UNLOCK')}
          </Button>
        </Group>
      </form>
    </Alert>
  );
}
