import { Alert, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { PaymentResult } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo, type RouteName, routeTitleKey } from '../../../lib/routing/routes';
import { ticketingKeys } from '../api/keys';
import { readStoredBasket, writeStoredBasket } from '../model/basket-storage';
import { formatMoney } from '../model/money';
import { canRetry, hasTickets, readResultQuery, TONE } from '../model/result-page';

// After the first screen (ARCHITECTURE §6): the tracking of a purchase, and a paid order's gift vouchers.
const PurchaseTracking = lazy(() =>
  import('./PaymentResultPageTracking').then((m) => ({ default: m.PurchaseTracking })),
);
const BoughtVouchers = lazy(() =>
  import('../components/checkout/BoughtVouchers').then((m) => ({ default: m.BoughtVouchers })),
);

const COLOR = { success: 'green', failure: 'red', pending: 'yellow' } as const;

/**
 * Where the buyer lands after paying (spec 1 §2 payment-result: eventId, res, vs, guid, price, currency,
 * count) — also after a pay-in-place reservation (reservationResult) and after paying a reservation
 * online (reservationPayment). It says what happened and offers the next step: the tickets, or another try.
 */
function ResultPage({ route }: { route: RouteName }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const query = useMemo(() => readResultQuery(search), [search]);
  useDocumentTitle(t(routeTitleKey(route)));

  const res: PaymentResult | null = query?.res ?? null;
  useEffect(() => {
    if (!query || !hasTickets(query.res)) return;
    // The basket became an order: this browser starts the next purchase with a new one.
    if (readStoredBasket()?.guid === query.guid) writeStoredBasket(null);
    void queryClient.invalidateQueries({ queryKey: ticketingKeys.all });
  }, [query, queryClient]);

  if (!query || !res) {
    return (
      <Container size={640} py="xl">
        <Stack>
          <Title order={1}>{t(routeTitleKey(route))}</Title>
          <Alert color="yellow" variant="light">
            {t('PAYMENT_RESULT.INVALID')}
          </Alert>
          <Group>
            <Button component={Link} to={hrefTo('purchased-tickets', language)}>
              {t('PAYMENT_RESULT.MY_TICKETS')}
            </Button>
          </Group>
        </Stack>
      </Container>
    );
  }

  const tone = TONE[res];
  const merch = query.merch ?? 0;
  const eventHref = hrefTo('event-detail', language, { id: query.eventId });
  const amount = formatMoney(query.price, query.currency, i18n.language);
  return (
    <Container size={640} py="xl">
      <Stack data-testid="payment-result" data-result={res}>
        <Title order={1}>{t(`PAYMENT_RESULT.${res}.TITLE`)}</Title>
        <Alert color={COLOR[tone]} variant="light" role={tone === 'failure' ? 'alert' : 'status'}>
          {(query.count > 0 || !merch) && (
            <Text>{t(`PAYMENT_RESULT.${res}.TEXT`, { count: query.count })}</Text>
          )}
          {/* Merchandise bought with the tickets is a pickup voucher: never counted as a ticket. */}
          {merch > 0 && hasTickets(res) && (
            <Text data-testid="result-merch">{t('PAYMENT_RESULT.MERCH', { count: merch })}</Text>
          )}
        </Alert>
        <Stack gap={4}>
          <Text size="sm">{t('PAYMENT_RESULT.ORDER', { vs: query.vs })}</Text>
          <Text size="sm">{t('PAYMENT_RESULT.AMOUNT', { amount, count: query.count })}</Text>
        </Stack>
        {/* Issue 22: the event's pixel hears of the purchase (after consent). */}
        <Suspense fallback={null}>
          {hasTickets(res) && <PurchaseTracking query={query} />}
          {res === 'OK' && <BoughtVouchers guid={query.guid} vs={query.vs} />}
        </Suspense>
        <Group>
          {canRetry(res) ? (
            <Button component={Link} to={eventHref} data-testid="result-try-again">
              {t('PAYMENT_RESULT.TRY_AGAIN')}
            </Button>
          ) : (
            res !== 'REFUNDED' && (
              <Button
                component={Link}
                to={hrefTo('purchased-tickets', language)}
                data-testid="result-my-tickets"
              >
                {t('PAYMENT_RESULT.MY_TICKETS')}
              </Button>
            )
          )}
          {!canRetry(res) && (
            <Button component={Link} to={eventHref} variant="default">
              {t('PAYMENT_RESULT.BACK_TO_EVENT')}
            </Button>
          )}
        </Group>
      </Stack>
    </Container>
  );
}

export const PaymentResultPage = () => <ResultPage route="payment-result" />;
export const ReservationResultPage = () => <ResultPage route="reservationResult" />;
export const ReservationPaymentPage = () => <ResultPage route="reservationPayment" />;
