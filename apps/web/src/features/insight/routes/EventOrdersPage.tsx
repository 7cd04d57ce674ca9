import '../../../components/workspace-styles';
import { Alert, Anchor, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { OrganizerGate, useActiveClaim, useManagedEvent } from '../../organizer';
import { useOrders } from '../api/get-orders';
import { ExportButtons } from '../components/orders/ExportButtons';
import { OrderDrawer } from '../components/orders/OrderDrawer';
import { OrdersFilters } from '../components/orders/OrdersFilters';
import { OrdersTable } from '../components/orders/OrdersTable';
import { isReversed } from '../model/date-range';
import { insightErrorMessage } from '../model/error-codes';
import { NO_FILTERS, type OrderFilters } from '../model/order-filters';

/**
 * event-orders (/:lang/event/orders/:id), issue 18: the event's orders — search, filters, pages, an order's
 * drawer with resend and cancel & refund (not for StatisticsViewer), and exports with the same filters.
 */
export function EventOrdersPage() {
  const { id = '' } = useParams();
  return (
    <OrganizerGate>
      <Orders key={id} eventId={id} />
    </OrganizerGate>
  );
}

function Orders({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const claim = useActiveClaim();
  const event = useManagedEvent(eventId);
  const [search, setSearch] = useState('');
  // Typing asks the server once the typist pauses, not once a letter.
  const [q] = useDebouncedValue(search, 350);
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [openId, setOpenId] = useState<string | null>(null);
  const applied: OrderFilters = { ...filters, q, ...(isReversed(filters) ? { from: '', till: '' } : {}) };
  const orders = useOrders(eventId, applied, page);
  const name = event.data?.ProfileName;
  const timeZone = event.data?.TimeZone;
  useDocumentTitle(name ? t('INSIGHT.ORDERS.PAGE_TITLE', { name }) : t('INSIGHT.ORDERS.TITLE'));

  const changeFilters = (next: OrderFilters) => {
    setFilters(next);
    setPage(0);
  };
  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(0);
  };
  const pages = orders.data ? Math.max(1, Math.ceil(orders.data.Total / orders.data.PerPage)) : 1;

  return (
    <Container size="xl" py="md" px="xs">
      <Stack gap="md" data-testid="orders-page">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <div>
            <Title order={1} size="h2">
              {t('INSIGHT.ORDERS.TITLE')}
            </Title>
            {name && (
              <Text c="dimmed" size="sm">
                {name}
              </Text>
            )}
          </div>
          <Group gap="sm">
            <Anchor component={Link} to={hrefTo('event-statistics', language, { id: eventId })}>
              {t('INSIGHT.STATISTICS.TITLE')}
            </Anchor>
            <Anchor component={Link} to={hrefTo('dashboard.events', language)}>
              {t('INSIGHT.BACK_TO_EVENTS')}
            </Anchor>
          </Group>
        </Group>
        <OrdersFilters search={search} onSearch={changeSearch} filters={filters} onChange={changeFilters} />
        {isReversed(filters) && (
          <Text c="red" size="sm" role="alert">
            {t('INSIGHT.RANGE.REVERSED')}
          </Text>
        )}
        <ExportButtons eventId={eventId} filters={applied} />
        {orders.isPending ? (
          <PageLoading />
        ) : orders.isError ? (
          <Alert color="red" role="alert">
            {insightErrorMessage(t, orders.error)}
          </Alert>
        ) : orders.data.Items.length === 0 ? (
          <Text c="dimmed" data-testid="orders-empty">
            {t('INSIGHT.ORDERS.NONE')}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('INSIGHT.ORDERS.COUNT', { count: orders.data.Total })}
            </Text>
            <OrdersTable orders={orders.data.Items} timeZone={timeZone} onOpen={setOpenId} />
            {pages > 1 && (
              <Pagination
                total={pages}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
                getControlProps={(control) => ({
                  'aria-label': t(`INSIGHT.PAGINATION.${control.toUpperCase()}`),
                })}
                getItemProps={(item) => ({ 'aria-label': t('INSIGHT.PAGINATION.PAGE', { page: item }) })}
              />
            )}
          </>
        )}
      </Stack>
      <OrderDrawer
        eventId={eventId}
        orderId={openId}
        timeZone={timeZone}
        canWrite={claim?.Role !== 'StatisticsViewer'}
        onClose={() => setOpenId(null)}
      />
    </Container>
  );
}
