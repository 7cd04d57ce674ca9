import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { groupTicketCode, type Purchase, type PurchasedTicket } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';
import { formatMoney } from '../../model/money';

export interface TicketRef {
  Id: string;
  /** The short code, printed in groups of four. */
  Code: string;
  /** What the QR encodes: the signed code the door checks, offline too (issue 17). */
  QrCode: string;
  label: string;
}

interface PurchaseCardProps {
  purchase: Purchase;
  onShowQr: (ticket: TicketRef) => void;
  onShowPdf: (ticket: TicketRef) => void;
}

/** One event of the purchased-tickets list: when and where, then each ticket with its code and actions. */
export function PurchaseCard({ purchase, onShowQr, onShowPdf }: PurchaseCardProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { Event: event, Tickets: tickets } = purchase;
  // Merchandise bought with the tickets is a pickup voucher, not a ticket: counted and marked apart.
  const merch = tickets.filter((ticket) => ticket.Kind === 'MERCHANDISE').length;

  const placeOf = (ticket: PurchasedTicket) => {
    const parts = [ticket.SectorName];
    if (ticket.SectorType === 'SeatingSector') {
      if (ticket.RowName) parts.push(t('PURCHASED_TICKETS.ROW', { row: ticket.RowName }));
      if (ticket.SeatName) parts.push(t('PURCHASED_TICKETS.SEAT', { seat: ticket.SeatName }));
    }
    return parts.join(', ');
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`purchase-${event.Id}`}>
      <Stack gap="sm">
        <Stack gap={2}>
          <Title order={2} size="h4" id={`purchase-${event.Id}`}>
            <Anchor component={Link} to={hrefTo('event-detail', language, { id: event.Id })} inherit>
              {event.Name}
            </Anchor>
          </Title>
          <Text size="sm">{formatEventDate(event.Begin, i18n.language, event.TimeZone)}</Text>
          <Text size="sm" c="dimmed">
            {event.IsOnline || !event.Place ? t('PURCHASED_TICKETS.ONLINE_STREAM') : event.Place}
          </Text>
          <Text size="sm" data-testid="purchase-count">
            {[
              tickets.length > merch ? t('PURCHASED_TICKETS.COUNT', { count: tickets.length - merch }) : null,
              merch > 0 ? t('PURCHASED_TICKETS.MERCH_COUNT', { count: merch }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {tickets.map((ticket) => {
            const ref = { Id: ticket.Id, Code: ticket.Code, QrCode: ticket.QrCode, label: placeOf(ticket) };
            return (
              <Paper
                component="li"
                key={ticket.Id}
                withBorder
                radius="sm"
                p="sm"
                data-testid="purchased-ticket"
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Stack gap={2}>
                    <Text fw={600} size="sm">
                      {ref.label}
                    </Text>
                    <Text ff="monospace" size="sm" data-testid="ticket-code">
                      {groupTicketCode(ticket.Code)}
                    </Text>
                    <Group gap="xs">
                      <Text size="xs" c="dimmed">
                        {formatMoney(ticket.Price, ticket.Currency, i18n.language)}
                      </Text>
                      {ticket.Kind === 'MERCHANDISE' && (
                        <Badge variant="light" color="grape" size="sm" data-testid="merch-voucher">
                          {t('PURCHASED_TICKETS.MERCH_BADGE')}
                        </Badge>
                      )}
                      {ticket.OrderState === 'RESERVED' && (
                        <Badge variant="light" color="yellow" size="sm">
                          {t('PURCHASED_TICKETS.PAY_IN_PLACE')}
                        </Badge>
                      )}
                    </Group>
                  </Stack>
                  <Group gap="xs">
                    <Button
                      variant="light"
                      size="xs"
                      onClick={() => onShowQr(ref)}
                      aria-label={t('PURCHASED_TICKETS.SHOW_QR_FOR', { label: ref.label })}
                    >
                      {t('PURCHASED_TICKETS.SHOW_QR')}
                    </Button>
                    <Button
                      variant="default"
                      size="xs"
                      onClick={() => onShowPdf(ref)}
                      aria-label={t('PURCHASED_TICKETS.SHOW_PDF_FOR', { label: ref.label })}
                    >
                      {t('PURCHASED_TICKETS.SHOW_PDF')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      </Stack>
    </Paper>
  );
}
