import { Alert, Badge, Button, ColorSwatch, Group, Table, Text } from '@mantine/core';
import type { Layout } from '@marquee/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';
import { ensureVenueEditorTexts, useLayout } from '../../../venue-editor';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

/**
 * The venue layout of the event, read-only: the sectors its venue configuration has. Drawing and editing
 * happen in the layout editor (venue-editor route), opened from here.
 */
export function LayoutStep({ event, next, back }: StepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.layout')}
      intro={t('ORGANIZER.LAYOUT.INTRO')}
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
      submitLabel={t('ORGANIZER.WIZARD.CONTINUE')}
      onBack={back}
    >
      {event.VenueRef ? (
        <Sectors
          eventId={event.Id}
          configurationId={event.VenueConfigurationId}
          venueName={event.VenueRef.Name}
        />
      ) : (
        <Alert color="blue">
          <Text size="sm">{t('ORGANIZER.LAYOUT.NO_VENUE')}</Text>
          <Text
            size="sm"
            component={Link}
            to={hrefTo('event-edit', language, { id: event.Id, step: 'place' })}
            td="underline"
          >
            {t('ORGANIZER.LAYOUT.PICK_VENUE')}
          </Text>
        </Alert>
      )}
      {event.VenueRef && <OpenEditor eventId={event.Id} />}
    </StepFrame>
  );
}

/**
 * The sectors as the layout editor saved them. It reads the editor's own call (not the public, cached
 * GET /venue/{id}), so coming back from the editor shows what was just saved.
 */
function Sectors({
  eventId,
  configurationId,
  venueName,
}: {
  eventId: string;
  configurationId: string | null;
  venueName: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const layout = useLayout(eventId, configurationId);
  if (!configurationId) return <Text c="dimmed">{t('ORGANIZER.LAYOUT.NO_SECTORS')}</Text>;
  if (layout.isPending) return <Text c="dimmed">{t('COMMON.LOADING')}</Text>;
  if (layout.isError) return <Alert color="yellow">{t('ORGANIZER.LAYOUT.UNAVAILABLE')}</Alert>;
  const sectors = [...layout.data.Sectors].sort((a, b) => a.Order - b.Order);
  return (
    <div>
      <Text fw={600} mb="xs">
        {t('ORGANIZER.LAYOUT.OF_VENUE', { venue: venueName, layout: layout.data.Name })}
      </Text>
      {sectors.length === 0 ? (
        <Text c="dimmed">{t('ORGANIZER.LAYOUT.NO_SECTORS')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table data-testid="layout-sectors">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('ORGANIZER.LAYOUT.SECTOR')}</Table.Th>
                <Table.Th>{t('ORGANIZER.LAYOUT.TYPE')}</Table.Th>
                <Table.Th>{t('ORGANIZER.LAYOUT.CAPACITY')}</Table.Th>
                <Table.Th>{t('ORGANIZER.LAYOUT.CATEGORY_KEYS')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sectors.map((sector) => (
                <Table.Tr key={sector._id}>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <ColorSwatch color={`#${sector.Color}`} size={14} aria-hidden="true" />
                      <span>{sector.Name}</span>
                      {sector.IsHidden && (
                        <Badge size="xs" variant="light">
                          {t('ORGANIZER.LAYOUT.HIDDEN')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>{t(`ORGANIZER.LAYOUT.SECTOR_TYPE.${sector.Type}`)}</Table.Td>
                  <Table.Td>
                    {sector.Type === 'SeatingSector'
                      ? sector.Rows.reduce((sum, row) => sum + row.Seats.length, 0)
                      : (sector.Capacity ?? '∞')}
                  </Table.Td>
                  {/* The keys its places store: what the tickets step and a publish error name. */}
                  <Table.Td data-testid="layout-sector-keys">{keysOf(sector).join(', ')}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {sectors.some((sector) => sector.Type === 'SeatingSector') && (
        <Button
          mt="sm"
          size="xs"
          variant="light"
          component={Link}
          to={hrefTo('event-seat-blocks', language, { id: eventId })}
          data-testid="layout-block-seats"
        >
          {t('ORGANIZER.DASHBOARD.BLOCK_SEATS')}
        </Button>
      )}
    </div>
  );
}

/** The way into the layout editor; its texts live in the editor's catalog part, loaded here first. */
function OpenEditor({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void ensureVenueEditorTexts().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  if (!ready) return null;
  return (
    <Alert color="gray" title={t('ORGANIZER.LAYOUT.EDITOR_TITLE')}>
      <Text size="sm" mb="xs">
        {t('VENUE_EDITOR.WIZARD_TEXT')}
      </Text>
      <Button
        component={Link}
        to={hrefTo('venue-editor', language, { id: eventId })}
        data-testid="open-layout-editor"
      >
        {t('VENUE_EDITOR.OPEN_EDITOR')}
      </Button>
    </Alert>
  );
}

/** The ticket category keys a sector's places use (its seats', or the sector's own). */
function keysOf(sector: Layout['Sectors'][number]): string[] {
  if (sector.Type !== 'SeatingSector') return sector.TicketCategoryId ? [sector.TicketCategoryId] : [];
  return [...new Set(sector.Rows.flatMap((row) => row.Seats.map((seat) => seat.TicketCategoryId)))];
}
