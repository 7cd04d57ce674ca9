import { createElement, memo, useMemo } from 'react';
import type { DraftRow, DraftSector, DraftShape, Outline } from '../model/draft';
import { type Box, type Point, pointsAttribute } from '../model/geometry';
import { circlePath, seatPathsByCategory } from '../model/seat-geometry';
import { labelPoint } from '../model/svg-document';

const hex = (color: string | null | undefined, fallback = '3598db') =>
  `#${(color ?? fallback).replace('#', '')}`;

/** The drawing's kept content as a picture: organizer SVG never runs as markup inside our page. */
export const BaseImage = memo(function BaseImage({
  base,
  width,
  height,
}: {
  base: string;
  width: number;
  height: number;
}) {
  const href = useMemo(
    () =>
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${base}</svg>`,
      )}`,
    [base, width, height],
  );
  return <image href={href} x={0} y={0} width={width} height={height} pointerEvents="none" />;
});

export function OutlineShape({ outline, ...rest }: { outline: Outline } & Record<string, unknown>) {
  if (outline.kind === 'polygon') return <polygon points={pointsAttribute(outline.points)} {...rest} />;
  const { transform, ...attributes } = outline.attributes;
  const moved =
    outline.offset.X !== 0 || outline.offset.Y !== 0
      ? `translate(${outline.offset.X} ${outline.offset.Y})`
      : '';
  return createElement(outline.tag, {
    ...attributes,
    transform: [moved, transform].filter(Boolean).join(' ') || undefined,
    ...rest,
  });
}

/** One sector's seats: a path per category. Memoized by the rows' identity, so edits elsewhere skip it. */
const SeatPaths = memo(function SeatPaths({
  rows,
  colorOf,
}: {
  rows: readonly DraftRow[];
  colorOf: (category: string) => string;
}) {
  const { byCategory, taken } = useMemo(() => seatPathsByCategory(rows), [rows]);
  return (
    <g pointerEvents="none">
      {[...byCategory].map(([category, d]) => (
        <path key={category} d={d} fill={hex(colorOf(category))} data-category={category} />
      ))}
      {taken && <path d={taken} stroke="#1a1b1e" strokeWidth={1.5} fill="none" />}
    </g>
  );
});

export const SectorLayer = memo(function SectorLayer({
  sector,
  selected,
  offset,
  colorOf,
  fontSize,
}: {
  sector: DraftSector;
  selected: boolean;
  /** A drag in progress: drawn moved, committed on release. */
  offset: Point | null;
  colorOf: (category: string) => string;
  fontSize: number;
}) {
  const color = hex(sector.fields.Color);
  const label = sector.outline ? labelPoint(sector.outline) : null;
  return (
    <g
      data-sector-key={sector.key}
      data-testid="editor-sector"
      data-name={sector.fields.Name}
      transform={offset ? `translate(${offset.X} ${offset.Y})` : undefined}
      style={{ cursor: 'move' }}
    >
      {sector.outline && (
        <OutlineShape
          outline={sector.outline}
          fill={color}
          fillOpacity={selected ? 0.3 : 0.16}
          stroke={color}
          strokeWidth={selected ? 4 : 2}
          vectorEffect="non-scaling-stroke"
          strokeDasharray={selected ? '8 4' : undefined}
        />
      )}
      {label && (
        <text
          x={label.X}
          y={label.Y}
          fontSize={fontSize}
          textAnchor="middle"
          fill="#2c3e50"
          pointerEvents="none"
        >
          {sector.fields.Name}
        </text>
      )}
      {sector.rows.length > 0 && <SeatPaths rows={sector.rows} colorOf={colorOf} />}
    </g>
  );
});

export function ShapeLayer({
  shape,
  selected,
  offset,
  unitsPerPixel,
}: {
  shape: DraftShape;
  selected: boolean;
  offset: Point | null;
  unitsPerPixel: number;
}) {
  const [first, second] = shape.points;
  const stroke = selected ? { stroke: '#fa5252', strokeWidth: 3, vectorEffect: 'non-scaling-stroke' } : {};
  let body: React.ReactNode = null;
  if (shape.kind === 'polygon' && shape.points.length >= 3)
    body = (
      <polygon
        points={pointsAttribute(shape.points)}
        fill={hex(shape.FillColor, 'cccccc')}
        stroke={hex(shape.StrokeColor, '2c3e50')}
        strokeWidth={shape.StrokeWidth ?? 2}
        {...stroke}
      />
    );
  else if (shape.kind === 'text' && first && shape.text)
    body = (
      <text
        x={first.X}
        y={first.Y}
        fontSize={shape.text.FontSize}
        fill={hex(shape.text.Color, '000000')}
        textAnchor="middle"
        dominantBaseline="middle"
        transform={
          shape.text.RotationAngle ? `rotate(${shape.text.RotationAngle} ${first.X} ${first.Y})` : undefined
        }
        style={selected ? { outline: '1px dashed #fa5252' } : undefined}
        {...(selected ? { stroke: '#fa5252', strokeWidth: 0.5 } : {})}
      >
        {shape.text.Text}
      </text>
    );
  else if (shape.kind === 'image' && first && second && shape.ImageId)
    body = (
      <>
        <image
          href={shape.ImageId}
          x={Math.min(first.X, second.X)}
          y={Math.min(first.Y, second.Y)}
          width={Math.abs(second.X - first.X)}
          height={Math.abs(second.Y - first.Y)}
          preserveAspectRatio="xMidYMid meet"
        />
        <rect
          x={Math.min(first.X, second.X)}
          y={Math.min(first.Y, second.Y)}
          width={Math.abs(second.X - first.X)}
          height={Math.abs(second.Y - first.Y)}
          fill="transparent"
          stroke={selected ? '#fa5252' : '#868e96'}
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
        />
      </>
    );
  else if (shape.kind === 'pin' && first) {
    const r = 12 * unitsPerPixel;
    body = (
      <g transform={`translate(${first.X} ${first.Y})`}>
        <circle r={r} fill={selected ? '#fa5252' : '#228be6'} stroke="#fff" strokeWidth={2 * unitsPerPixel} />
        <path d={`M${-r / 3} ${-r / 6}h${(2 * r) / 3}v${r / 2}h${(-2 * r) / 3}z`} fill="#fff" />
      </g>
    );
  }
  if (!body) return null;
  return (
    <g
      data-shape-key={shape.key}
      data-testid="editor-shape"
      transform={offset ? `translate(${offset.X} ${offset.Y})` : undefined}
      style={{ cursor: 'move' }}
    >
      {body}
    </g>
  );
}

/** Selected seats as one highlight path (or circles with names when few), and seats with bad names in red. */
export function SeatHighlights({
  seats,
  bad,
}: {
  seats: { X: number; Y: number; Radius: number }[];
  bad: { X: number; Y: number; Radius: number }[];
}) {
  const d = seats.map((s) => circlePath(s.X, s.Y, s.Radius * 1.25)).join('');
  const badD = bad.map((s) => circlePath(s.X, s.Y, s.Radius * 1.4)).join('');
  return (
    <g pointerEvents="none">
      {d && (
        <path
          d={d}
          fill="none"
          stroke="#fa5252"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          data-testid="selected-seats"
        />
      )}
      {badD && (
        <path
          d={badD}
          fill="none"
          stroke="#e8590c"
          strokeWidth={3}
          strokeDasharray="3 2"
          vectorEffect="non-scaling-stroke"
        />
      )}
    </g>
  );
}

/** Zoomed in far enough to read them: the seats in view as separate labelled elements (capped). */
export function SeatLabels({
  sectors,
  box,
  min,
}: {
  sectors: readonly DraftSector[];
  box: Box;
  min: number;
}) {
  const labels: React.ReactNode[] = [];
  for (const sector of sectors)
    for (const row of sector.rows)
      for (const seat of row.Seats) {
        if (labels.length >= 1500) break;
        if (seat.Radius < min) continue;
        if (seat.X < box.x || seat.X > box.x + box.w || seat.Y < box.y || seat.Y > box.y + box.h) continue;
        labels.push(
          <text
            key={seat.key}
            x={seat.X}
            y={seat.Y}
            fontSize={seat.Radius}
            textAnchor="middle"
            dominantBaseline="central"
            fill="#fff"
            pointerEvents="none"
          >
            {seat.Name}
          </text>,
        );
      }
  return <g data-testid="seat-labels">{labels}</g>;
}
