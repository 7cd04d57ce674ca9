import { Checkbox, Fieldset, Loader, MultiSelect, Stack } from '@mantine/core';
import type { MyEvent } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { formatEventDate } from '../../../../lib/dates';
import { type EventScope, useEventScopes } from '../../api/get-event-scope';
import { errorText, type SectionProps } from './field-props';
import { SeatPicker } from './SeatPicker';

interface ScopeFieldsProps extends SectionProps {
  events: MyEvent[];
  language: string;
}

/** An event as an option: its name and first date, so several dates of one show can be told apart. */
export const eventOption = (event: MyEvent, language: string) => ({
  value: event.Id,
  label: `${event.ProfileName} · ${formatEventDate(event.Begin, language, event.TimeZone)}`,
});

/** Events (with "all dates"), ticket types (with "all, also future ones"), sectors and seats. */
export function ScopeFields({ values, set, errors, events, language }: ScopeFieldsProps) {
  const { t } = useTranslation();
  const scopes = useEventScopes(values.Events);
  const loaded = scopes.flatMap((q) => (q.data ? [q.data] : []));
  const loading = scopes.some((q) => q.isPending);
  const several = loaded.length > 1;
  const categories = loaded.flatMap((scope: EventScope) =>
    scope.categories.map((c) => ({
      value: c.Id,
      label: several ? `${c.Name} (${scope.eventName})` : c.Name,
    })),
  );
  // An event dropped from the list takes its ticket types with it (the server refuses foreign ones).
  const known = new Set(categories.map((c) => c.value));
  const withVenue = loaded.filter((scope) => scope.venueId !== null);

  return (
    <Fieldset legend={t('COUPONS_ADMIN.FORM.SCOPE')}>
      <Stack gap="sm">
        <MultiSelect
          label={t('COUPONS_ADMIN.FORM.EVENTS')}
          data={events.map((event) => eventOption(event, language))}
          value={values.Events}
          onChange={(ids) => set('Events', ids)}
          searchable
          required
          error={errorText(t, errors, 'Events')}
          nothingFoundMessage={t('COUPONS_ADMIN.FORM.NO_EVENTS')}
          data-testid="coupon-events"
        />
        <Checkbox
          label={t('COUPONS_ADMIN.FORM.ALL_DATES')}
          checked={values.UseOriginalEventIds}
          onChange={(event) => set('UseOriginalEventIds', event.currentTarget.checked)}
        />
        <Checkbox
          label={t('COUPONS_ADMIN.FORM.ALL_TICKET_TYPES')}
          checked={values.AllTicketCategories}
          onChange={(event) => set('AllTicketCategories', event.currentTarget.checked)}
          data-testid="coupon-all-types"
        />
        {!values.AllTicketCategories && (
          <MultiSelect
            label={t('COUPONS_ADMIN.FORM.TICKET_TYPES')}
            data={categories}
            value={values.SeatsTicketCategories.filter((id) => loading || known.has(id))}
            onChange={(ids) => set('SeatsTicketCategories', ids)}
            rightSection={loading ? <Loader size="xs" /> : undefined}
            error={errorText(t, errors, 'SeatsTicketCategories')}
            nothingFoundMessage={t('COUPONS_ADMIN.FORM.NO_TICKET_TYPES')}
            data-testid="coupon-ticket-types"
          />
        )}
        {values.Events.length > 0 && !loading && (
          <SeatPicker
            key={withVenue.map((s) => s.eventId).join()}
            scopes={withVenue}
            sectors={values.Sectors}
            seatIds={values.SeatIds}
            onChange={({ sectors, seatIds }) => {
              set('Sectors', sectors);
              set('SeatIds', seatIds);
            }}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
