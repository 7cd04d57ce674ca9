import { Alert, Button, Stack, Text } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../lib/dates';
import { customSaleText, type SaleState } from '../model/selling-state';

/**
 * A sale state instead of the flow (spec 2 §4 "Selling window", §8): the organizer's custom text in the
 * page language when there is one, otherwise ours; an externally sold event links to its ticket site.
 */
export function SaleStateNotice({ event, state }: { event: EventDetail; state: SaleState }) {
  const { t, i18n } = useTranslation();
  const custom = customSaleText(event.CustomFrontendTexts, state, i18n.language);
  const startsAt = event.BeginSelling
    ? formatEventDate(event.BeginSelling, i18n.language, event.TimeZone)
    : '';
  const text = custom ?? t(state, { date: startsAt });
  const url = event.SellingChannelInfo.Url;
  return (
    <Alert
      variant="light"
      color={state === 'IS_FREE' || state === 'TICKETS_AVAILABLE_EXTERNAL' ? 'blue' : 'gray'}
    >
      <Stack gap="sm" align="flex-start">
        <Text data-sale-state={state} style={{ whiteSpace: 'pre-line' }}>
          {text}
        </Text>
        {state === 'TICKETS_AVAILABLE_EXTERNAL' && url && (
          <Button component="a" href={url} target="_blank" rel="noopener noreferrer">
            {t('TICKETING.BUY_EXTERNAL')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
