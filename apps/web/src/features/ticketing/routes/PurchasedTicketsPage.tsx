import { Alert, Button, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { purchasedTicketsQuery } from '../api/get-purchased-tickets';
import { PurchaseCard, type TicketRef } from '../components/checkout/PurchaseCard';

// Each dialog (and the QR encoder behind it) loads the first time a ticket is opened.
const TicketQrDialog = lazy(() =>
  import('../components/checkout/TicketQrDialog').then((m) => ({ default: m.TicketQrDialog })),
);
const TicketPdfDialog = lazy(() =>
  import('../components/checkout/TicketPdfDialog').then((m) => ({ default: m.TicketPdfDialog })),
);

/** Purchased tickets (spec 2 §2, signed in): grouped by event, codes in fours, QR and PDF per ticket. */
export function PurchasedTicketsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('ROUTES.PURCHASED_TICKETS'));
  const tickets = useQuery(purchasedTicketsQuery());
  const [qr, setQr] = useState<TicketRef | null>(null);
  const [pdf, setPdf] = useState<TicketRef | null>(null);

  let body = null;
  if (tickets.isLoading) body = <Loader aria-label={t('COMMON.LOADING')} />;
  else if (tickets.isError)
    body = (
      <Alert color="red" variant="light" role="alert">
        {t('DEFAULT_ERROR.MESSAGE')}
      </Alert>
    );
  else if ((tickets.data ?? []).length === 0)
    body = (
      <Stack align="flex-start">
        <Text>{t('PURCHASED_TICKETS.EMPTY')}</Text>
        <Button component={Link} to={hrefTo('all-events', language)}>
          {t('PURCHASED_TICKETS.BROWSE')}
        </Button>
      </Stack>
    );
  else
    body = (tickets.data ?? []).map((purchase) => (
      <PurchaseCard key={purchase.Event.Id} purchase={purchase} onShowQr={setQr} onShowPdf={setPdf} />
    ));

  return (
    <Container size={760} py="xl">
      <Stack>
        <Title order={1}>{t('ROUTES.PURCHASED_TICKETS')}</Title>
        {body}
      </Stack>
      <Suspense fallback={null}>
        {qr && <TicketQrDialog ticket={qr} onClose={() => setQr(null)} />}
        {pdf && <TicketPdfDialog ticket={pdf} onClose={() => setPdf(null)} />}
      </Suspense>
    </Container>
  );
}
