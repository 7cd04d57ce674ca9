import { Button, Chip, Group, Loader, MultiSelect, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EventScope, useVenueSector } from '../../api/get-event-scope';

interface SeatPickerProps {
  /** The chosen events' scopes that have a venue. */
  scopes: EventScope[];
  sectors: string[];
  seatIds: string[];
  onChange: (next: { sectors: string[]; seatIds: string[] }) => void;
}

/**
 * Narrows a coupon to sectors, and to seats by sector → row → seat (spec 3 §3 "seats (row and seat)").
 * Both filters apply together on the server, so choosing seats adds their sector when sectors are chosen.
 */
export function SeatPicker({ scopes, sectors, seatIds, onChange }: SeatPickerProps) {
  const { t } = useTranslation();
  const [eventId, setEventId] = useState<string | null>(scopes[0]?.eventId ?? null);
  const scope = scopes.find((s) => s.eventId === eventId) ?? scopes[0] ?? null;
  const [sectorId, setSectorId] = useState<string | null>(null);
  const [rowId, setRowId] = useState<string | null>(null);
  const sector = useVenueSector(scope?.venueId ?? null, sectorId);
  if (!scope)
    return (
      <Text c="dimmed" size="sm">
        {t('COUPONS_ADMIN.FORM.NO_VENUE')}
      </Text>
    );

  const venueSectorIds = new Set(scope.sectors.map((s) => s.Id));
  const otherSectors = sectors.filter((id) => !venueSectorIds.has(id));
  const row = sector.data?.Rows.find((r) => r._id === rowId) ?? null;
  const rowSeatIds = new Set(row?.Seats.map((s) => s._id) ?? []);

  const setSeats = (chosen: string[]) => {
    const next = [...seatIds.filter((id) => !rowSeatIds.has(id)), ...chosen];
    const needsSector = chosen.length > 0 && sectors.length > 0 && sectorId && !sectors.includes(sectorId);
    onChange({ sectors: needsSector ? [...sectors, sectorId] : sectors, seatIds: next });
  };

  return (
    <Stack gap="sm">
      {scopes.length > 1 && (
        <Select
          label={t('COUPONS_ADMIN.FORM.SEATS_EVENT')}
          data={scopes.map((s) => ({ value: s.eventId, label: s.eventName }))}
          value={scope.eventId}
          onChange={(value) => {
            setEventId(value);
            setSectorId(null);
            setRowId(null);
          }}
          allowDeselect={false}
        />
      )}
      <MultiSelect
        label={t('COUPONS_ADMIN.FORM.SECTORS')}
        description={t('COUPONS_ADMIN.FORM.SECTORS_HINT')}
        placeholder={sectors.length === 0 ? t('COUPONS_ADMIN.FORM.ALL_SECTORS') : undefined}
        data={scope.sectors.map((s) => ({ value: s.Id, label: s.Name }))}
        value={sectors.filter((id) => venueSectorIds.has(id))}
        onChange={(chosen) => onChange({ sectors: [...otherSectors, ...chosen], seatIds })}
        searchable
        data-testid="coupon-sectors"
      />
      <Group grow align="flex-end" wrap="wrap">
        <Select
          label={t('COUPONS_ADMIN.FORM.SEAT_SECTOR')}
          data={scope.sectors
            .filter((s) => s.Type === 'SeatingSector')
            .map((s) => ({ value: s.Id, label: s.Name }))}
          value={sectorId}
          onChange={(value) => {
            setSectorId(value);
            setRowId(null);
          }}
          miw={140}
        />
        <Select
          label={t('COUPONS_ADMIN.FORM.ROW')}
          data={(sector.data?.Rows ?? [])
            .filter((r) => !r.IsDeleted)
            .map((r) => ({ value: r._id, label: r.Name }))}
          value={rowId}
          onChange={setRowId}
          disabled={!sector.data}
          rightSection={sector.isFetching ? <Loader size="xs" /> : undefined}
          miw={120}
        />
      </Group>
      {row && (
        <Chip.Group multiple value={seatIds.filter((id) => rowSeatIds.has(id))} onChange={setSeats}>
          <Group gap={6} role="group" aria-label={t('COUPONS_ADMIN.FORM.SEATS_OF_ROW', { row: row.Name })}>
            {row.Seats.filter((s) => !s.IsDeleted).map((seat) => (
              <Chip key={seat._id} value={seat._id} size="xs">
                {seat.Name}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      )}
      <Group justify="space-between">
        <Text size="sm" aria-live="polite" data-testid="coupon-seat-count">
          {seatIds.length === 0
            ? t('COUPONS_ADMIN.FORM.ALL_SEATS')
            : t('COUPONS_ADMIN.FORM.SEATS_CHOSEN', { count: seatIds.length })}
        </Text>
        {seatIds.length > 0 && (
          <Button size="compact-sm" variant="subtle" onClick={() => onChange({ sectors, seatIds: [] })}>
            {t('COUPONS_ADMIN.FORM.CLEAR_SEATS')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
