import type { SeatState, Sector, Venue } from '@marquee/contract';

type AdditionalShape = Venue['AdditionalShapes'][number];

import { createElement, type KeyboardEvent, type MouseEvent, memo, type RefObject, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../../components/seatmap/SeatMap.module.css';
import { buildSeatPaths, type PlacedSeat, SeatIndex } from '../../../../components/seatmap/seat-paths';
import type { SectorOutline } from '../../../../components/seatmap/venue-svg';
import type { Box } from './use-view-box';

interface SeatMapCanvasProps {
  svgRef: RefObject<SVGSVGElement | null>;
  width: number;
  height: number;
  box: Box;
  image: string;
  outlines: Map<string, SectorOutline[]>;
  sectors: Sector[];
  selectedSectorId: string | null;
  seats: PlacedSeat[];
  stateOf: (seatId: string) => SeatState;
  categoryColor: (categoryId: string) => string;
  pins: { shape: AdditionalShape; x: number; y: number }[];
  wasDrag: () => boolean;
  handlers: Record<string, (event: never) => void>;
  onSectorClick: (sector: Sector) => void;
  onSeatClick: (seat: PlacedSeat) => void;
  onPinClick: (shape: AdditionalShape) => void;
}

const hex = (color: string) => (color.startsWith('#') ? color : `#${color}`);

/**
 * The drawing: the venue picture, a clickable (and focusable) outline per sector, the zoomed sector's seats
 * and the image pins. Other sectors hide while one is zoomed (spec 2 §4 "Seat map").
 */
export function SeatMapCanvas(props: SeatMapCanvasProps) {
  const { t } = useTranslation();
  const { svgRef, box, selectedSectorId, seats, stateOf, wasDrag } = props;
  const index = useMemo(() => new SeatIndex(seats), [seats]);

  const onClick = (event: MouseEvent<SVGSVGElement>) => {
    if (wasDrag() || seats.length === 0) return;
    const svg = svgRef.current;
    const matrix = svg?.getScreenCTM?.();
    if (!svg || !matrix) return;
    const point = new DOMPoint(event.clientX, event.clientY).matrixTransform(matrix.inverse());
    const seat = index.at(point.x, point.y);
    if (seat) props.onSeatClick(seat);
  };

  const activate = (sector: Sector) => (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      props.onSectorClick(sector);
    }
  };

  return (
    // Seat picking by pointer; keyboards and screen readers pick the same seats in the seat list.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the seat list is the keyboard alternative (spec + WCAG 2.1.1).
    // biome-ignore lint/a11y/useSemanticElements: an <svg> cannot be a <fieldset>; the group names the drawing.
    <svg
      ref={svgRef}
      className={classes.canvas}
      viewBox={`${box.x} ${box.y} ${box.w} ${box.h}`}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label={t('TICKETING.SEAT_MAP.DRAWING')}
      onClick={onClick}
      data-testid="seat-map-svg"
      {...props.handlers}
    >
      <image
        href={props.image}
        x={0}
        y={0}
        width={props.width}
        height={props.height}
        opacity={selectedSectorId ? 0.2 : 1}
      />
      {props.sectors.map((sector) => {
        const shapes = props.outlines.get(sector.SvgId) ?? [];
        if (shapes.length === 0) return null;
        const hidden = selectedSectorId !== null && selectedSectorId !== sector._id;
        const zoomed = selectedSectorId === sector._id;
        const enabled = sector.IsSellingEnabled;
        const outline = shapes.map((shape, i) => createElement(shape.tag, { key: i, ...shape.attributes }));
        if (zoomed) {
          return (
            <g
              key={sector._id}
              className={classes.sector}
              data-sector-id={sector._id}
              data-zoomed
              style={{ color: hex(sector.Color) }}
            >
              {outline}
            </g>
          );
        }
        return (
          // SVG has no <button>; a focusable group with the button role is the accessible equivalent.
          // biome-ignore lint/a11y/useSemanticElements: inside SVG there is no <button> element.
          <g
            key={sector._id}
            className={classes.sector}
            data-sector-id={sector._id}
            display={hidden ? 'none' : undefined}
            tabIndex={hidden || !enabled ? -1 : 0}
            role="button"
            aria-disabled={!enabled || undefined}
            aria-label={sector.Name}
            onClick={(event) => {
              if (wasDrag() || !enabled) return;
              event.stopPropagation();
              props.onSectorClick(sector);
            }}
            onKeyDown={activate(sector)}
            style={{ color: hex(sector.Color) }}
          >
            {outline}
          </g>
        );
      })}
      <SeatLayer seats={seats} stateOf={stateOf} categoryColor={props.categoryColor} />
      {props.pins.map(({ shape, x, y }, i) => (
        // biome-ignore lint/a11y/useSemanticElements: inside SVG there is no <button> element.
        <g
          // biome-ignore lint/suspicious/noArrayIndexKey: pins are the configuration's fixed list.
          key={i}
          className={classes.pin}
          transform={`translate(${x} ${y})`}
          role="button"
          tabIndex={0}
          aria-label={shape.Caption ?? t('TICKETING.SEAT_MAP.PICTURE')}
          onClick={(event) => {
            event.stopPropagation();
            props.onPinClick(shape);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              props.onPinClick(shape);
            }
          }}
        >
          <circle r={Math.max(box.w, box.h) / 60} />
          <path d="M-4 -2h8v6h-8z" transform={`scale(${Math.max(box.w, box.h) / 600})`} />
        </g>
      ))}
    </svg>
  );
}

/** Memoized: a pan or zoom re-renders the canvas, not the seat paths. */
const SeatLayer = memo(function SeatLayer({
  seats,
  stateOf,
  categoryColor,
}: {
  seats: PlacedSeat[];
  stateOf: (seatId: string) => SeatState;
  categoryColor: (categoryId: string) => string;
}) {
  const paths = useMemo(() => buildSeatPaths(seats, stateOf), [seats, stateOf]);
  if (seats.length === 0) return null;
  return (
    <g className={classes.seats} data-testid="seat-layer">
      {[...paths.available].map(([categoryId, d]) => (
        <path key={categoryId} d={d} fill={hex(categoryColor(categoryId))} className={classes.available} />
      ))}
      <path d={paths.mine} className={classes.mine} />
      <path d={paths.mineSymbol} className={classes.mineSymbol} />
      <path d={paths.taken} className={classes.taken} />
      <path d={paths.takenSymbol} className={classes.symbol} />
      <path d={paths.blocked} className={classes.blocked} data-testid="seats-blocked" />
      <path d={paths.blockedSymbol} className={classes.symbol} />
      <path d={paths.coupon} className={classes.coupon} data-testid="seats-coupon" />
      <path d={paths.couponSymbol} className={classes.couponSymbol} />
      <path d={paths.unavailable} className={classes.unavailable} />
      <path d={paths.loading} className={classes.loading} />
    </g>
  );
});
