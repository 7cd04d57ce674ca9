import type { SeatState } from '@marquee/contract';
import { type PointerEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../../components/seatmap/SeatMap.module.css';
import { buildSeatPaths, SeatIndex, seatsBox } from '../../../../components/seatmap/seat-paths';
import { type BlockSeat, type BlockSeatState, type Rect, seatsInRect } from '../../model/seat-blocks';
import blockClasses from './SeatBlocks.module.css';

interface SeatBlockMapProps {
  seats: readonly BlockSeat[];
  stateOf: (seatId: string) => BlockSeatState;
  selected: ReadonlySet<string>;
  /** The venue drawing (a data: URL), shown faintly behind the seats. */
  image: string | null;
  width: number;
  height: number;
  onSeatClick: (seatId: string, shift: boolean) => void;
  onBoxSelect: (seatIds: string[]) => void;
}

/** The buyer map's seat looks: free as available, a block as BLOCKED (grey, slash), a buyer's as taken (×). */
const AS_SEAT_STATE: Record<BlockSeatState, SeatState> = {
  free: 'AVAILABLE',
  blocked: 'BLOCKED',
  taken: 'SOLD',
};
/** Below this many screen pixels a press is a click, above it a box selection. */
const DRAG_PX = 5;

const n = (value: number) => Math.round(value * 10) / 10;
const ring = (s: BlockSeat) => {
  const r = n(s.r * 1.45);
  return `M${n(s.x - r)} ${n(s.y)}a${r} ${r} 0 1 0 ${n(2 * r)} 0a${r} ${r} 0 1 0 ${n(-2 * r)} 0`;
};

/**
 * The seats drawn with the buyer map's seat paths: a click toggles a seat, a shift-click selects the range
 * from the last clicked seat, a drag draws a box that selects the seats in it. Selected seats get a ring
 * (a shape, not only a colour). Keyboards use the seat list instead, as on the buyer map.
 */
export function SeatBlockMap({
  seats,
  stateOf,
  selected,
  image,
  width,
  height,
  ...props
}: SeatBlockMapProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const start = useRef<{ x: number; y: number; clientX: number; clientY: number } | null>(null);
  const [box, setBox] = useState<Rect | null>(null);
  const index = useMemo(() => new SeatIndex(seats), [seats]);
  const view = useMemo(() => seatsBox(seats) ?? { x: 0, y: 0, w: width, h: height }, [seats, width, height]);
  const paths = useMemo(() => buildSeatPaths(seats, (id) => AS_SEAT_STATE[stateOf(id)]), [seats, stateOf]);
  const rings = useMemo(
    () =>
      seats
        .filter((seat) => selected.has(seat.id))
        .map(ring)
        .join(''),
    [seats, selected],
  );

  const toDrawing = (clientX: number, clientY: number) => {
    const matrix = svgRef.current?.getScreenCTM?.();
    if (!matrix) return null;
    const point = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
    return { x: point.x, y: point.y };
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0) return;
    const point = toDrawing(event.clientX, event.clientY);
    if (!point) return;
    start.current = { ...point, clientX: event.clientX, clientY: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const from = start.current;
    if (!from) return;
    const moved = Math.hypot(event.clientX - from.clientX, event.clientY - from.clientY);
    const point = toDrawing(event.clientX, event.clientY);
    if (moved < DRAG_PX || !point) return;
    setBox({ x: from.x, y: from.y, w: point.x - from.x, h: point.y - from.y });
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    const from = start.current;
    start.current = null;
    if (!from) return;
    if (box) {
      setBox(null);
      props.onBoxSelect(
        seatsInRect(seats, box)
          .filter((seat) => stateOf(seat.id) !== 'taken')
          .map((seat) => seat.id),
      );
      return;
    }
    const seat = index.at(from.x, from.y);
    if (seat) props.onSeatClick(seat.id, event.shiftKey);
  };

  return (
    // Pointer selection; keyboards and screen readers select the same seats in the seat list.
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the group names the drawing.
    <svg
      ref={svgRef}
      className={`${classes.canvas} ${blockClasses.canvas}`}
      viewBox={`${view.x} ${view.y} ${view.w} ${view.h}`}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={t('ORGANIZER.SEAT_BLOCKS.DRAWING')}
      data-testid="seat-block-map"
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        start.current = null;
        setBox(null);
      }}
    >
      {image && <image href={image} x={0} y={0} width={width} height={height} opacity={0.25} />}
      <g className={classes.seats}>
        {[...paths.available.values()].map((d, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one path per ticket category, in a stable order.
          <path key={i} d={d} className={`${classes.available} ${blockClasses.free}`} />
        ))}
        <path d={paths.taken} className={classes.taken} data-testid="block-map-taken" />
        <path d={paths.takenSymbol} className={classes.symbol} />
        <path d={paths.blocked} className={classes.blocked} data-testid="block-map-blocked" />
        <path d={paths.blockedSymbol} className={classes.symbol} />
        <path d={rings} className={blockClasses.ring} data-testid="block-map-selected" />
      </g>
      {box && (
        <rect
          x={Math.min(box.x, box.x + box.w)}
          y={Math.min(box.y, box.y + box.h)}
          width={Math.abs(box.w)}
          height={Math.abs(box.h)}
          className={blockClasses.box}
        />
      )}
    </svg>
  );
}

/** A seat look as the map draws it, for the legend. */
export function BlockSwatch({ look }: { look: BlockSeatState | 'selected' }) {
  return (
    <svg width={20} height={20} viewBox="-10 -10 20 20" aria-hidden="true" className={classes.legendSwatch}>
      <circle
        r={6}
        className={
          look === 'blocked'
            ? classes.blocked
            : look === 'taken'
              ? classes.taken
              : `${classes.available} ${blockClasses.free}`
        }
      />
      {look === 'taken' && <path d="M-3 -3l6 6M3 -3l-6 6" className={classes.symbol} />}
      {look === 'blocked' && <path d="M-3.3 3.3l6.6 -6.6" className={classes.symbol} />}
      {look === 'selected' && <circle r={8.7} className={blockClasses.ring} />}
    </svg>
  );
}
