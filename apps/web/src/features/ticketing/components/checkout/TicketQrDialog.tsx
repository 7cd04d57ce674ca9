import { Alert, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { groupTicketCode, TICKET_QR } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';

/** Spec 2 §7: 270 px, error level H (a scratched phone screen still scans at the door). */
async function qrDataUrl(text: string): Promise<string> {
  // The QR encoder loads only when a ticket's code is first shown.
  const { toDataURL } = await import('qrcode');
  return toDataURL(text, {
    width: TICKET_QR.size,
    errorCorrectionLevel: TICKET_QR.errorCorrectionLevel,
    margin: 2,
    // Dark modules on white in both themes: scanners need the contrast the right way round.
    color: { dark: '#000000', light: '#ffffff' },
  });
}

interface TicketQrDialogProps {
  ticket: { Code: string; QrCode: string; label: string } | null;
  onClose: () => void;
}

/** The ticket QR dialog (spec 2 §2): the code as a QR to scan at the door, and grouped in fours to read. */
export function TicketQrDialog({ ticket, onClose }: TicketQrDialogProps) {
  const { t } = useTranslation();
  const code = ticket?.Code ?? '';
  // The QR holds the signed code (MQ1…) the door checks, offline too; the short code stays printed below
  // for typing it in by hand.
  const payload = ticket?.QrCode || code;
  const qr = useQuery({
    queryKey: ['checkout', 'qr', payload],
    queryFn: () => qrDataUrl(payload),
    enabled: ticket !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      centered
      title={t('PURCHASED_TICKETS.QR_TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
    >
      <Stack align="center" gap="sm">
        {ticket && <Text size="sm">{ticket.label}</Text>}
        <Center w={TICKET_QR.size} h={TICKET_QR.size} maw="100%">
          {qr.data ? (
            <img
              src={qr.data}
              width={TICKET_QR.size}
              height={TICKET_QR.size}
              style={{ maxWidth: '100%', height: 'auto' }}
              alt={t('PURCHASED_TICKETS.QR_ALT', { code: groupTicketCode(code) })}
              data-testid="ticket-qr"
            />
          ) : qr.isError ? (
            <Alert color="red" variant="light">
              {t('DEFAULT_ERROR.MESSAGE')}
            </Alert>
          ) : (
            <Loader aria-label={t('COMMON.LOADING')} />
          )}
        </Center>
        <Text ff="monospace" fw={700} size="lg" data-testid="ticket-qr-code">
          {groupTicketCode(code)}
        </Text>
      </Stack>
    </Modal>
  );
}
