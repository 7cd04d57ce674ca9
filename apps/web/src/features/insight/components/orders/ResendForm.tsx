import { Alert, Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../../components/toasts/ToastProvider';
import { useResendTickets } from '../../api/order-actions';
import { insightErrorMessage } from '../../model/error-codes';

/** Resend the tickets e-mail, to the buyer's address or a corrected one typed here. */
export function ResendForm({ eventId, orderId, email }: { eventId: string; orderId: string; email: string }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const resend = useResendTickets(eventId, orderId);
  const [address, setAddress] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const corrected = address.trim();
    resend.mutate(corrected && corrected !== email ? corrected : null, {
      onSuccess: () => {
        toasts.show(t('INSIGHT.RESEND.DONE', { email: corrected || email }));
        setAddress('');
      },
    });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="email"
          label={t('INSIGHT.RESEND.EMAIL')}
          description={t('INSIGHT.RESEND.EMAIL_HINT')}
          placeholder={email}
          value={address}
          maxLength={254}
          onChange={(e) => setAddress(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
        />
        <Button type="submit" variant="light" loading={resend.isPending} data-testid="resend-tickets">
          {t('INSIGHT.RESEND.SEND')}
        </Button>
      </Group>
      {resend.isError && (
        <Alert color="red" role="alert" mt="xs">
          {insightErrorMessage(t, resend.error)}
        </Alert>
      )}
    </form>
  );
}
