import '@mantine/core/styles/Input.css';
import { Button, Group, TextInput } from '@mantine/core';
import { STREAM_LIMITS } from '@marquee/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface UnlockFormProps {
  onUnlock: (code: string) => void;
  pending: boolean;
  error: 'NOT_VALID' | 'OTHER' | null;
}

/**
 * The unlock form of a paid stream's lock screen (spec 1 §2): the ticket code from the purchase mail, at
 * least 8 characters (spec 1 §5), checked here before any call. A chunk of its own (Mantine's inputs are
 * ~5 kB gzip), shown once the page runs.
 */
export function StreamUnlockForm({ onUnlock, pending, error }: UnlockFormProps) {
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
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button type="submit" loading={pending} mt={25}>
          {t('STREAM_PAGE.ACCESS.UNLOCK')}
        </Button>
      </Group>
    </form>
  );
}
