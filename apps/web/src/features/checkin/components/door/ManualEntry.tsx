import { Button, Group, TextInput } from '@mantine/core';
import { SCAN_INPUT_MAX_LENGTH, TICKET_CODE_LENGTH } from '@marquee/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A typed code as the staff reads it, in groups of four; a pasted signed code (MQ1.…) is left alone. */
export function formatTypedCode(text: string): string {
  if (text.includes('.')) return text.slice(0, SCAN_INPUT_MAX_LENGTH + 1);
  const plain = text
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, TICKET_CODE_LENGTH);
  return plain.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Manual entry of the 20-character code (a torn or unreadable QR); a hand scanner may type here too. */
export function ManualEntry({ onSubmit }: { onSubmit: (text: string) => void }) {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) return;
    onSubmit(value);
    setValue('');
  };
  return (
    <form onSubmit={submit} data-testid="door-manual">
      <Group align="end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t('DOOR.MANUAL_LABEL')}
          description={t('DOOR.MANUAL_HINT')}
          value={value}
          onChange={(event) => setValue(formatTypedCode(event.currentTarget.value))}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          ff="monospace"
        />
        <Button type="submit" disabled={!value.trim()}>
          {t('DOOR.MANUAL_SUBMIT')}
        </Button>
      </Group>
    </form>
  );
}
