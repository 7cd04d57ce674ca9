import { Alert, Box, Button, Group, Loader, Modal, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../../components/dialogs/modal-a11y';
import { useObjectUrl } from '../../../../lib/use-object-url';
import { getTicketPdf } from '../../api/get-ticket-pdf';

interface TicketPdfDialogProps {
  ticket: { Id: string; Code: string; label: string } | null;
  onClose: () => void;
}

/**
 * The ticket PDF dialog (spec 2 §2): GET /ticketing/tickets/{id}/print, shown in place and offered as a
 * download (phones that cannot show a PDF inline still get the file).
 */
export function TicketPdfDialog({ ticket, onClose }: TicketPdfDialogProps) {
  const { t } = useTranslation();
  const pdf = useQuery({
    queryKey: ['checkout', 'pdf', ticket?.Id ?? null],
    queryFn: ({ signal }) => getTicketPdf(ticket?.Id ?? '', signal),
    enabled: ticket !== null,
    staleTime: 5 * 60_000,
  });
  const url = useObjectUrl(ticket ? pdf.data : undefined);
  return (
    <Modal
      opened={ticket !== null}
      onClose={onClose}
      centered
      size="lg"
      title={ticket ? t('PURCHASED_TICKETS.PDF_TITLE', { label: ticket.label }) : ''}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
    >
      <Stack gap="sm">
        {pdf.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('PURCHASED_TICKETS.PDF_FAILED')}
          </Alert>
        ) : url ? (
          <Box
            component="iframe"
            src={url}
            title={t('PURCHASED_TICKETS.PDF_FRAME')}
            w="100%"
            h={480}
            style={{ border: '1px solid var(--mantine-color-default-border)' }}
          />
        ) : (
          <Loader aria-label={t('COMMON.LOADING')} />
        )}
        <Group justify="flex-end">
          <Button
            component="a"
            href={url ?? undefined}
            download={`ticket-${ticket?.Code ?? ''}.pdf`}
            disabled={!url}
            data-testid="ticket-pdf-download"
          >
            {t('PURCHASED_TICKETS.DOWNLOAD')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
