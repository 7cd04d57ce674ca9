import '../../../components/workspace-styles';
import '@mantine/core/styles/Accordion.css';
import { Alert, Anchor, Container, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { OrganizerGate } from '../components/OrganizerGate';
import { SeatBlocksActions } from '../components/seat-blocks/SeatBlocksActions';
import { SeatBlocksConfirm } from '../components/seat-blocks/SeatBlocksConfirm';
import { SeatBlocksHeader } from '../components/seat-blocks/SeatBlocksHeader';
import { SeatBlocksSeats } from '../components/seat-blocks/SeatBlocksSeats';
import {
  ALL_SECTORS,
  SeatBlocksToolbar,
  type SeatBlocksViewMode,
} from '../components/seat-blocks/SeatBlocksToolbar';
import { type SeatBlockAction, useSeatBlockAction } from '../components/seat-blocks/use-seat-block-action';
import { useSeatBlocksData } from '../components/seat-blocks/use-seat-blocks-data';
import { useSeatSelection } from '../components/seat-blocks/use-seat-selection';

/**
 * event-seat-blocks (/:lang/event/seats/:id): the organizer holds seats back from sale (guests, press,
 * wheelchair companions) and gives them back. Seats are picked on the drawing (click, shift-click, a box)
 * or in the seat list (a row at a time), a sector or all at once; blocking asks once and shows counts.
 */
export function SeatBlocksPage() {
  const { id = '' } = useParams();
  return (
    <OrganizerGate>
      <SeatBlocks key={id} eventId={id} />
    </OrganizerGate>
  );
}

function SeatBlocks({ eventId }: { eventId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { event, vc, layout, seats, sectors, states, image, setBlockedIds } = useSeatBlocksData(eventId);
  const [sectorId, setSectorId] = useState<string>(ALL_SECTORS);
  const [view, setView] = useState<SeatBlocksViewMode>('map');
  const { selected, setSelected, onSeatClick, selectMany, clear } = useSeatSelection(seats, states?.stateOf);
  const action = useSeatBlockAction({ eventId, vc, setBlockedIds, setSelected });
  useDocumentTitle(
    event.data
      ? t('ORGANIZER.SEAT_BLOCKS.PAGE_TITLE', { name: event.data.ProfileName })
      : t('ORGANIZER.SEAT_BLOCKS.TITLE'),
  );
  const shown = useMemo(
    () => (sectorId === ALL_SECTORS ? seats : seats.filter((seat) => seat.sectorId === sectorId)),
    [seats, sectorId],
  );

  const header = <SeatBlocksHeader event={event.data} />;
  if (event.isPending || (vc !== null && layout.isPending)) return <PageLoading />;
  if (event.isError || layout.isError) {
    const failure = event.error ?? layout.error;
    return (
      <Container size="lg" py="md">
        {header}
        <Alert color="red" mt="md" role="alert">
          {isApiRequestError(failure) && failure.status === 403
            ? t('ORGANIZER.ERRORS.FORBIDDEN')
            : t('ORGANIZER.SEAT_BLOCKS.ERRORS.LOAD')}
        </Alert>
      </Container>
    );
  }
  if (!states || seats.length === 0) {
    return (
      <Container size="lg" py="md">
        {header}
        <Alert color="blue" mt="md" data-testid="seat-blocks-no-seats">
          <Text size="sm">{t('ORGANIZER.SEAT_BLOCKS.NO_SEATS')}</Text>
          <Anchor
            component={Link}
            to={hrefTo('event-edit', language, { id: eventId, step: 'layout' })}
            size="sm"
          >
            {t('ORGANIZER.SEAT_BLOCKS.TO_LAYOUT')}
          </Anchor>
        </Alert>
      </Container>
    );
  }

  const live = [...selected].filter((id) => states.stateOf(id) !== 'taken');
  const toBlock = live.filter((id) => states.stateOf(id) === 'free');
  const toUnblock = live.filter((id) => states.stateOf(id) === 'blocked');
  const blockedCount = seats.filter((seat) => states.stateOf(seat.id) === 'blocked').length;
  const unknown = sectors.filter((sector) => states.unknownSectorIds.has(sector._id));
  const { confirming, setConfirming } = action;
  const idsFor = (which: SeatBlockAction) => (which === 'block' ? toBlock : toUnblock);

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="sm" data-testid="seat-blocks">
        {header}
        <Text size="sm">{t('ORGANIZER.SEAT_BLOCKS.INTRO')}</Text>
        {unknown.length > 0 && (
          <Alert color="yellow" data-testid="seat-blocks-unknown">
            {t('ORGANIZER.SEAT_BLOCKS.UNKNOWN', { sectors: unknown.map((sector) => sector.Name).join(', ') })}
          </Alert>
        )}
        <SeatBlocksToolbar
          sectors={sectors}
          sectorId={sectorId}
          onSectorChange={setSectorId}
          view={view}
          onViewChange={setView}
          hasSelection={selected.size > 0}
          onSelectShown={() => selectMany(shown.map((seat) => seat.id))}
          onClear={clear}
        />
        <SeatBlocksSeats
          view={view}
          seats={shown}
          stateOf={states.stateOf}
          selected={selected}
          image={sectorId === ALL_SECTORS ? image : null}
          width={layout.data?.Width ?? 1000}
          height={layout.data?.Height ?? 1000}
          onSeatClick={onSeatClick}
          onSelectMany={selectMany}
        />
        <SeatBlocksActions
          selectedCount={live.length}
          blockedCount={blockedCount}
          total={seats.length}
          error={action.error}
          onCloseError={() => action.setError(null)}
          result={action.result}
          blockCount={toBlock.length}
          unblockCount={toUnblock.length}
          busy={action.busy}
          onBlock={() => setConfirming('block')}
          onUnblock={() => setConfirming('unblock')}
        />
      </Stack>

      <SeatBlocksConfirm
        confirming={confirming}
        count={confirming === 'block' ? toBlock.length : toUnblock.length}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && void action.run(confirming, idsFor(confirming))}
      />
    </Container>
  );
}
