import { Text } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TicketIcon } from '../../../components/icons';
import { useLanguage } from '../../../lib/routing/hooks';
import { formatPriceRange, ticketPricesQuery } from '../../ticketing';
import { showPriceRange } from '../model/event-rules';
import classes from './event-detail.module.css';

/**
 * Issue 25: the ticket price range on the first screen, under the date and place. The server fetches the
 * buy form's prices call with the event (events/ssr.ts), so the range is in the HTML and the form below
 * finds its prices in the hydrated cache. While they load (a page reached in the browser) the line keeps
 * its height, so the buttons below do not move when it fills in. A sold-out event says so here too: on a
 * phone the buy form's notice is below the first screen.
 */
export function EventPriceRange({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const shown = showPriceRange(event);
  const prices = useQuery({ ...ticketPricesQuery(event.Id), enabled: shown });
  if (!shown || prices.isError) return null;
  const range = prices.data?.PriceRange;
  if (prices.isPending) {
    return (
      <Text className={classes.meta} aria-hidden="true">
        {'\u00a0'}
      </Text>
    );
  }
  if (!range) return null;
  return (
    <Text className={classes.meta} data-testid="event-price-range">
      <TicketIcon size={18} />
      <span>
        {t(prices.data.IsSoldOut ? 'EVENT_DETAIL.PRICE_RANGE_SOLD_OUT' : 'EVENT_DETAIL.PRICE_RANGE', {
          range: formatPriceRange(range, prices.data.Currency, language),
        })}
      </span>
    </Text>
  );
}
