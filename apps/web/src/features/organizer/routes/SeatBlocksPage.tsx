import '../../../components/workspace-styles';
import '@mantine/core/styles/Accordion.css';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { parseVenueSvg } from '../../../components/seatmap/venue-svg';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { seatsStatusQuery } from '../../ticketing';
import { editorKeys, layoutQuery } from '../../venue-editor';
import { useManagedEvent } from '../api/get-managed-event';
import { putSeatBlocks, seatBlocksQuery } from '../api/seat-blocks';
import { OrganizerGate } from '../components/OrganizerGate';
import { SeatBlockList } from '../components/seat-blocks/SeatBlockList';
import { BlockSwatch, SeatBlockMap } from '../components/seat-blocks/SeatBlockMap';
import blockClasses from '../components/seat-blocks/SeatBlocks.module.css';
import { blockErrorMessage, blockStates, layoutSeats, rangeBetween } from '../model/seat-blocks';

type Action = 'block' | 'unblock';
const ALL = 'all';

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
  const queryClient = useQueryClient();
  const event = useManagedEvent(eventId);
  const vc = event.data?.VenueConfigurationId ?? null;
  // Fresh on every visit: IsTaken (sold or held) changes while the sale runs.
  const layout = useQuery({ ...layoutQuery(eventId, vc ?? ''), enabled: vc !== null, staleTime: 0 });
  const seats = useMemo(() => (layout.data ? layoutSeats(layout.data) : []), [layout.data]);
  const sectors = useMemo(
    () =>
      [...(layout.data?.Sectors ?? [])]
        .filter((sector) => sector.Type === 'SeatingSector')
        .sort((a, b) => a.Order - b.Order),
    [layout.data],
  );
  const sectorIds = useMemo(() => sectors.map((sector) => sector._id), [sectors]);
  const status = useQuery(seatsStatusQuery(eventId, sectorIds, null));
  // The event's blocked seats: as the last block or unblock answered them, else as first read (null: while
  // neither is known, the public seat states stand in where they can).
  const [answeredIds, setBlockedIds] = useState<ReadonlySet<string> | null>(null);
  const listed = useQuery(seatBlocksQuery(eventId));
  const listedIds = useMemo(() => (listed.data ? new Set(listed.data.BlockedSeatIds) : null), [listed.data]);
  const blockedIds = answeredIds ?? listedIds;
  const states = useMemo(
    () => (layout.data ? blockStates(layout.data, status.data, blockedIds) : null),
    [layout.data, status.data, blockedIds],
  );
  const image = useMemo(
    () => (layout.data?.Svg ? parseVenueSvg(layout.data.Svg, []).image : null),
    [layout.data?.Svg],
  );

  const [sectorId, setSectorId] = useState<string>(ALL);
  const [view, setView] = useState<'map' | 'list'>('map');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [anchor, setAnchor] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle(
    event.data
      ? t('ORGANIZER.SEAT_BLOCKS.PAGE_TITLE', { name: event.data.ProfileName })
      : t('ORGANIZER.SEAT_BLOCKS.TITLE'),
  );

  const shown = useMemo(
    () => (sectorId === ALL ? seats : seats.filter((seat) => seat.sectorId === sectorId)),
    [seats, sectorId],
  );
  const order = useMemo(() => seats.map((seat) => seat.id), [seats]);
  const stateOf = states?.stateOf;
  const selectable = useCallback((id: string) => stateOf !== undefined && stateOf(id) !== 'taken', [stateOf]);

  const onSeatClick = useCallback(
    (id: string, shift: boolean) => {
      // A shift-click selects the range from the last clicked seat, even when it ends on a buyer's seat.
      const range = shift && anchor !== null;
      if (!range && !selectable(id)) return;
      setSelected((current) => {
        const next = new Set(current);
        if (range) {
          for (const seat of rangeBetween(order, anchor, id)) if (selectable(seat)) next.add(seat);
        } else if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      });
      if (selectable(id)) setAnchor(id);
    },
    [anchor, order, selectable],
  );
  const selectMany = useCallback(
    (ids: readonly string[]) =>
      setSelected((current) => new Set([...current, ...ids.filter((id) => selectable(id))])),
    [selectable],
  );

  const header = (
    <Group justify="space-between" align="baseline" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {t('ORGANIZER.SEAT_BLOCKS.TITLE')}
        </Title>
        {event.data && (
          <Text c="dimmed" size="sm">
            {event.data.ProfileName}
            {event.data.VenueRef ? ` · ${event.data.VenueRef.Name}` : ''}
          </Text>
        )}
      </div>
      <Anchor component={Link} to={hrefTo('dashboard.events', language)} data-testid="seat-blocks-back">
        {t('ORGANIZER.SEAT_BLOCKS.BACK')}
      </Anchor>
    </Group>
  );

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

  const run = async (action: Action) => {
    const ids = action === 'block' ? toBlock : toUnblock;
    setConfirming(null);
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      const answer = await putSeatBlocks(eventId, action, ids);
      setBlockedIds(new Set(answer.BlockedSeatIds));
      setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
      const done =
        action === 'block'
          ? t('ORGANIZER.SEAT_BLOCKS.BLOCKED_DONE', { count: ids.length })
          : t('ORGANIZER.SEAT_BLOCKS.UNBLOCKED_DONE', { count: ids.length });
      const taken =
        answer.TakenSeatIds.length > 0
          ? ` ${t('ORGANIZER.SEAT_BLOCKS.TAKEN_NOTE', { count: answer.TakenSeatIds.length })}`
          : '';
      setResult(done + taken);
      void queryClient.invalidateQueries({ queryKey: ['ticketing', 'event', eventId] });
      if (vc) void queryClient.invalidateQueries({ queryKey: editorKeys.layout(eventId, vc) });
    } catch (failure) {
      setError(blockErrorMessage(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const count = confirming === 'block' ? toBlock.length : toUnblock.length;
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
        <Group gap="xs" wrap="wrap" align="end">
          <Select
            label={t('ORGANIZER.SEAT_BLOCKS.SECTOR')}
            value={sectorId}
            onChange={(value) => setSectorId(value ?? ALL)}
            allowDeselect={false}
            data={[
              { value: ALL, label: t('ORGANIZER.SEAT_BLOCKS.ALL_SECTORS') },
              ...sectors.map((sector) => ({ value: sector._id, label: sector.Name })),
            ]}
            w={220}
            data-testid="seat-blocks-sector"
          />
          <SegmentedControl
            value={view}
            onChange={(value) => setView(value as 'map' | 'list')}
            data={[
              { value: 'map', label: t('ORGANIZER.SEAT_BLOCKS.VIEW_MAP') },
              { value: 'list', label: t('ORGANIZER.SEAT_BLOCKS.VIEW_LIST') },
            ]}
            aria-label={t('ORGANIZER.SEAT_BLOCKS.VIEW')}
          />
        </Group>
        <Group gap="xs" wrap="wrap">
          <Button
            size="xs"
            variant="light"
            onClick={() => selectMany(shown.map((seat) => seat.id))}
            data-testid="seat-blocks-select-shown"
          >
            {sectorId === ALL
              ? t('ORGANIZER.SEAT_BLOCKS.SELECT_ALL')
              : t('ORGANIZER.SEAT_BLOCKS.SELECT_SECTOR')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={selected.size === 0}
            onClick={() => {
              setSelected(new Set());
              setAnchor(null);
            }}
          >
            {t('ORGANIZER.SEAT_BLOCKS.CLEAR')}
          </Button>
        </Group>

        {view === 'map' ? (
          <Stack gap={4}>
            <div className={blockClasses.mapArea}>
              <SeatBlockMap
                seats={shown}
                stateOf={states.stateOf}
                selected={selected}
                image={sectorId === ALL ? image : null}
                width={layout.data?.Width ?? 1000}
                height={layout.data?.Height ?? 1000}
                onSeatClick={onSeatClick}
                onBoxSelect={selectMany}
              />
            </div>
            <Text size="xs" c="dimmed">
              {t('ORGANIZER.SEAT_BLOCKS.MAP_HINT')}
            </Text>
          </Stack>
        ) : (
          <SeatBlockList
            seats={shown}
            stateOf={states.stateOf}
            selected={selected}
            onSeatClick={onSeatClick}
            onSelectMany={selectMany}
          />
        )}

        <Group
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none', rowGap: 4 }}
          aria-label={t('ORGANIZER.SEAT_BLOCKS.LEGEND')}
        >
          {(['free', 'selected', 'blocked', 'taken'] as const).map((look) => (
            <Group component="li" key={look} gap={6} wrap="nowrap">
              <BlockSwatch look={look} />
              <Text size="sm">{t(`ORGANIZER.SEAT_BLOCKS.STATE.${look.toUpperCase()}`)}</Text>
            </Group>
          ))}
        </Group>

        <Text size="sm" aria-live="polite" data-testid="seat-blocks-counts">
          {t('ORGANIZER.SEAT_BLOCKS.COUNTS', {
            selected: live.length,
            blocked: blockedCount,
            total: seats.length,
          })}
        </Text>
        {error && (
          <Alert
            color="red"
            role="alert"
            data-testid="seat-blocks-error"
            withCloseButton
            onClose={() => setError(null)}
          >
            {error}
          </Alert>
        )}
        {result && (
          <Alert color="green" role="status" data-testid="seat-blocks-result">
            {result}
          </Alert>
        )}
        <Group gap="sm" wrap="wrap">
          <Button
            disabled={toBlock.length === 0}
            loading={busy}
            onClick={() => setConfirming('block')}
            data-testid="seat-blocks-block"
          >
            {t('ORGANIZER.SEAT_BLOCKS.BLOCK', { count: toBlock.length })}
          </Button>
          <Button
            variant="default"
            disabled={toUnblock.length === 0 || busy}
            onClick={() => setConfirming('unblock')}
            data-testid="seat-blocks-unblock"
          >
            {t('ORGANIZER.SEAT_BLOCKS.UNBLOCK', { count: toUnblock.length })}
          </Button>
        </Group>
      </Stack>

      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={
          confirming === 'unblock'
            ? t('ORGANIZER.SEAT_BLOCKS.CONFIRM_UNBLOCK_TITLE', { count })
            : t('ORGANIZER.SEAT_BLOCKS.CONFIRM_BLOCK_TITLE', { count })
        }
        attributes={{ content: { 'data-testid': 'seat-blocks-confirm' } as Record<string, string> }}
      >
        <Stack>
          <Text size="sm">
            {confirming === 'unblock'
              ? t('ORGANIZER.SEAT_BLOCKS.CONFIRM_UNBLOCK_TEXT', { count })
              : t('ORGANIZER.SEAT_BLOCKS.CONFIRM_BLOCK_TEXT', { count })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)}>
              {t('ORGANIZER.SEAT_BLOCKS.CANCEL')}
            </Button>
            <Button onClick={() => confirming && void run(confirming)} data-testid="seat-blocks-confirm-ok">
              {confirming === 'unblock'
                ? t('ORGANIZER.SEAT_BLOCKS.UNBLOCK', { count })
                : t('ORGANIZER.SEAT_BLOCKS.BLOCK', { count })}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Container>
  );
}
