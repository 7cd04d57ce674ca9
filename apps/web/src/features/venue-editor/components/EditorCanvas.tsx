import { type KeyboardEvent, type PointerEvent, type RefObject, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Draft, DraftShape, SectorType } from '../model/draft';
import { newKey } from '../model/draft';
import type { EditorAction } from '../model/editor-reducer';
import { type Box, type Point, pointsAttribute, rectangleFromCorners } from '../model/geometry';
import { SeatGrid, seatsInBox } from '../model/seat-geometry';
import { BaseImage, SeatHighlights, SeatLabels, SectorLayer, ShapeLayer } from './CanvasLayers';
import type { Selection, Tool } from './editor-types';
import type { useCanvasView } from './use-canvas-view';

type Gesture =
  | { kind: 'pan'; last: { x: number; y: number } }
  | { kind: 'move'; target: 'sector' | 'shape'; key: string; start: Point; offset: Point }
  | { kind: 'vertex'; key: string; index: number; to: Point }
  | { kind: 'box'; start: Point; end: Point }
  | { kind: 'rect'; start: Point; end: Point };

interface EditorCanvasProps {
  draft: Draft;
  dispatch: (action: EditorAction) => void;
  tool: Tool;
  /** The kind of sector the outline tools draw. */
  drawType: SectorType;
  selection: Selection;
  setSelection: (selection: Selection) => void;
  onCreated: (selection: Selection) => void;
  view: ReturnType<typeof useCanvasView>;
  svgRef: RefObject<SVGSVGElement | null>;
  colorOf: (category: string) => string;
  badSeatKeys: ReadonlySet<string>;
  sectorName: (n: number) => string;
}

export const EMPTY_SELECTION: Selection = { sectorKey: null, shapeKey: null, seatKeys: new Set() };

/**
 * The drawing surface. Select tool: click a sector or shape to select it and drag it to move it, drag a
 * corner handle to reshape, click seats (shift adds), drag on empty space to pan, shift-drag (or the box
 * tool) to select seats in a box. Outline tools draw a polygon by clicks (finish on the first point, by a
 * double click or Enter) or a rectangle by a drag. Every action also has a button or form in the panels.
 */
export function EditorCanvas(props: EditorCanvasProps) {
  const { t } = useTranslation();
  const { draft, dispatch, tool, selection, view, svgRef } = props;
  const [gesture, setGesture] = useState<Gesture | null>(null);
  const [polygon, setPolygon] = useState<Point[]>([]);
  const [hover, setHover] = useState<Point | null>(null);
  const moved = useRef(false);
  const upp = view.unitsPerPixel;

  const grid = useMemo(
    () =>
      new SeatGrid(
        draft.sectors.flatMap((sector) =>
          sector.rows.flatMap((row) =>
            row.Seats.map((seat) => ({ key: seat.key, x: seat.X, y: seat.Y, r: seat.Radius })),
          ),
        ),
      ),
    [draft.sectors],
  );

  const finishPolygon = (points: Point[]) => {
    setPolygon([]);
    if (points.length < 3) return;
    if (tool === 'shape') addShape({ kind: 'polygon', points });
    else addSector({ kind: 'polygon', points });
  };
  const addSector = (outline: { kind: 'polygon'; points: Point[] }) => {
    const key = newKey('sector');
    dispatch({
      type: 'addSector',
      key,
      sectorType: props.drawType,
      name: props.sectorName(draft.sectors.length + 1),
      outline,
    });
    props.onCreated({ sectorKey: key, shapeKey: null, seatKeys: new Set() });
  };
  const addShape = (partial: Pick<DraftShape, 'kind' | 'points'> & Partial<DraftShape>) => {
    const shape: DraftShape = {
      key: newKey('shape'),
      text:
        partial.kind === 'text'
          ? { Text: t('VENUE_EDITOR.SHAPES.DEFAULT_TEXT'), Color: '2c3e50', FontSize: 32, RotationAngle: 0 }
          : null,
      ImageId: null,
      Caption: partial.kind === 'pin' ? t('VENUE_EDITOR.SHAPES.DEFAULT_CAPTION') : null,
      FillColor: partial.kind === 'polygon' ? 'dee2e6' : null,
      StrokeColor: partial.kind === 'polygon' ? '495057' : null,
      StrokeWidth: partial.kind === 'polygon' ? 2 : null,
      ...partial,
    };
    dispatch({ type: 'addShape', shape });
    props.onCreated({ sectorKey: null, shapeKey: shape.key, seatKeys: new Set() });
  };

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    if (event.button !== 0 && event.button !== 1) return;
    const at = view.toDrawing(event.clientX, event.clientY);
    if (!at) return;
    moved.current = false;
    const target = event.target as Element;
    svgRef.current?.setPointerCapture?.(event.pointerId);
    if (event.button === 1) return setGesture({ kind: 'pan', last: { x: event.clientX, y: event.clientY } });
    if (tool === 'rect') return setGesture({ kind: 'rect', start: at, end: at });
    if (tool === 'polygon' || tool === 'shape') {
      const first = polygon[0];
      if (first && polygon.length >= 3 && Math.hypot(first.X - at.X, first.Y - at.Y) < 10 * upp)
        finishPolygon(polygon);
      else setPolygon([...polygon, { X: Math.round(at.X), Y: Math.round(at.Y) }]);
      return;
    }
    if (tool === 'text' || tool === 'pin')
      return addShape({ kind: tool, points: [{ X: Math.round(at.X), Y: Math.round(at.Y) }] });
    if (tool === 'image') return setGesture({ kind: 'rect', start: at, end: at });
    const vertex = target.closest('[data-vertex]');
    if (vertex && selection.sectorKey)
      return setGesture({
        kind: 'vertex',
        key: selection.sectorKey,
        index: Number(vertex.getAttribute('data-vertex')),
        to: at,
      });
    if (tool === 'box' || event.shiftKey) {
      const seat = event.shiftKey ? grid.at(at.X, at.Y) : null;
      if (seat) return toggleSeat(seat.key, true);
      return setGesture({ kind: 'box', start: at, end: at });
    }
    const seat = grid.at(at.X, at.Y);
    if (seat) return toggleSeat(seat.key, false);
    const shapeKey = target.closest('[data-shape-key]')?.getAttribute('data-shape-key');
    if (shapeKey) {
      props.setSelection({ sectorKey: null, shapeKey, seatKeys: new Set() });
      return setGesture({ kind: 'move', target: 'shape', key: shapeKey, start: at, offset: { X: 0, Y: 0 } });
    }
    const sectorKey = target.closest('[data-sector-key]')?.getAttribute('data-sector-key');
    if (sectorKey) {
      props.setSelection({ sectorKey, shapeKey: null, seatKeys: new Set() });
      return setGesture({
        kind: 'move',
        target: 'sector',
        key: sectorKey,
        start: at,
        offset: { X: 0, Y: 0 },
      });
    }
    setGesture({ kind: 'pan', last: { x: event.clientX, y: event.clientY } });
  };

  const toggleSeat = (key: string, add: boolean) => {
    const sectorKey =
      draft.sectors.find((s) => s.rows.some((r) => r.Seats.some((seat) => seat.key === key)))?.key ?? null;
    const seatKeys = new Set(add ? selection.seatKeys : []);
    if (add && seatKeys.has(key)) seatKeys.delete(key);
    else seatKeys.add(key);
    props.setSelection({ sectorKey, shapeKey: null, seatKeys });
  };

  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const at = view.toDrawing(event.clientX, event.clientY);
    if (!at) return;
    if (tool === 'polygon' || tool === 'shape') setHover(at);
    if (!gesture) return;
    moved.current = true;
    if (gesture.kind === 'pan') {
      view.panBy((event.clientX - gesture.last.x) * upp, (event.clientY - gesture.last.y) * upp);
      setGesture({ ...gesture, last: { x: event.clientX, y: event.clientY } });
    } else if (gesture.kind === 'move')
      setGesture({
        ...gesture,
        offset: { X: Math.round(at.X - gesture.start.X), Y: Math.round(at.Y - gesture.start.Y) },
      });
    else if (gesture.kind === 'vertex') setGesture({ ...gesture, to: at });
    else setGesture({ ...gesture, end: at });
  };

  const onPointerUp = () => {
    const g = gesture;
    setGesture(null);
    if (!g) return;
    if (g.kind === 'move' && (g.offset.X !== 0 || g.offset.Y !== 0)) {
      if (g.target === 'sector') dispatch({ type: 'moveSector', key: g.key, dx: g.offset.X, dy: g.offset.Y });
      else dispatch({ type: 'moveShape', key: g.key, dx: g.offset.X, dy: g.offset.Y });
    } else if (g.kind === 'vertex' && moved.current)
      dispatch({ type: 'moveVertex', key: g.key, index: g.index, to: g.to });
    else if (g.kind === 'box') {
      const box = boxOf(g.start, g.end);
      const seatKeys = new Set(draft.sectors.flatMap((s) => seatsInBox(s.rows, box)));
      const sectorKey =
        draft.sectors.find((s) => s.rows.some((r) => r.Seats.some((seat) => seatKeys.has(seat.key))))?.key ??
        null;
      props.setSelection({ sectorKey, shapeKey: null, seatKeys });
    } else if (g.kind === 'rect') {
      const box = boxOf(g.start, g.end);
      if (box.w < 4 * upp || box.h < 4 * upp) return;
      const points = rectangleFromCorners(g.start, g.end);
      if (tool === 'image') addShape({ kind: 'image', points: [points[0] ?? g.start, points[2] ?? g.end] });
      else addSector({ kind: 'polygon', points });
    } else if (g.kind === 'pan' && !moved.current && tool === 'select') props.setSelection(EMPTY_SELECTION);
  };

  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const step = event.shiftKey ? 1 : 10;
    const arrows: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, -step],
      ArrowDown: [0, step],
    };
    const arrow = arrows[event.key];
    if (arrow) {
      event.preventDefault();
      if (selection.shapeKey)
        dispatch({ type: 'moveShape', key: selection.shapeKey, dx: arrow[0], dy: arrow[1] });
      else if (selection.sectorKey && selection.seatKeys.size === 0)
        dispatch({ type: 'moveSector', key: selection.sectorKey, dx: arrow[0], dy: arrow[1] });
      else view.panBy(-arrow[0] * upp * 5, -arrow[1] * upp * 5);
    } else if (event.key === 'Enter' && polygon.length >= 3) {
      event.preventDefault();
      finishPolygon(polygon);
    } else if (event.key === 'Escape') {
      if (polygon.length === 0 && !gesture) props.setSelection(EMPTY_SELECTION);
      setPolygon([]);
      setGesture(null);
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      if (selection.seatKeys.size > 0) dispatch({ type: 'deleteSeats', seatKeys: selection.seatKeys });
      else if (selection.shapeKey) dispatch({ type: 'deleteShape', key: selection.shapeKey });
      else return;
      event.preventDefault();
      props.setSelection(EMPTY_SELECTION);
    } else if (event.key === '+' || event.key === '=') view.zoomIn();
    else if (event.key === '-') view.zoomOut();
  };

  const selectedSector = draft.sectors.find((s) => s.key === selection.sectorKey) ?? null;
  const selectedSeats = useMemo(() => {
    if (selection.seatKeys.size === 0) return [];
    return draft.sectors.flatMap((s) =>
      s.rows.flatMap((r) => r.Seats.filter((seat) => selection.seatKeys.has(seat.key))),
    );
  }, [draft.sectors, selection.seatKeys]);
  const badSeats = useMemo(
    () =>
      props.badSeatKeys.size === 0
        ? []
        : draft.sectors.flatMap((s) =>
            s.rows.flatMap((r) => r.Seats.filter((seat) => props.badSeatKeys.has(seat.key))),
          ),
    [draft.sectors, props.badSeatKeys],
  );
  const fontSize = Math.max(14, Math.round(draft.width / 80));
  const handle = 6 * upp;
  const vertexPoints =
    selectedSector?.outline?.kind === 'polygon' && selection.seatKeys.size === 0
      ? selectedSector.outline.points
      : [];

  return (
    <svg
      ref={svgRef}
      viewBox={`${view.box.x} ${view.box.y} ${view.box.w} ${view.box.h}`}
      preserveAspectRatio="xMidYMid meet"
      role="application"
      aria-label={t('VENUE_EDITOR.CANVAS.LABEL')}
      aria-roledescription={t('VENUE_EDITOR.CANVAS.ROLE')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas takes arrow keys, Delete, Enter and Escape.
      tabIndex={0}
      data-testid="editor-canvas"
      data-tool={tool}
      style={{
        width: '100%',
        height: '100%',
        touchAction: 'none',
        cursor: tool === 'select' ? 'default' : 'crosshair',
        background: '#f1f3f5',
      }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setGesture(null)}
      onDoubleClick={() => (tool === 'polygon' || tool === 'shape') && finishPolygon(polygon.slice(0, -1))}
      onKeyDown={onKeyDown}
    >
      <rect
        x={0}
        y={0}
        width={draft.width}
        height={draft.height}
        fill="#fff"
        stroke="#adb5bd"
        vectorEffect="non-scaling-stroke"
      />
      {draft.base && <BaseImage base={draft.base} width={draft.width} height={draft.height} />}
      {draft.shapes.map((shape) => (
        <ShapeLayer
          key={shape.key}
          shape={shape}
          selected={selection.shapeKey === shape.key}
          offset={gesture?.kind === 'move' && gesture.key === shape.key ? gesture.offset : null}
          unitsPerPixel={upp}
        />
      ))}
      {draft.sectors.map((sector) => (
        <SectorLayer
          key={sector.key}
          sector={sector}
          selected={selection.sectorKey === sector.key}
          offset={gesture?.kind === 'move' && gesture.key === sector.key ? gesture.offset : null}
          colorOf={props.colorOf}
          fontSize={fontSize}
        />
      ))}
      {/* Zoomed in to where a seat is ≥ 14 px wide: seats become separate, named elements. */}
      {upp > 0 && <SeatLabels sectors={draft.sectors} box={view.box} min={7 * upp} />}
      <SeatHighlights seats={selectedSeats} bad={badSeats} />
      {vertexPoints.map((p, i) => {
        const live = gesture?.kind === 'vertex' && gesture.index === i ? gesture.to : p;
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: a vertex is its position in the outline.
            key={i}
            data-vertex={i}
            data-testid="outline-vertex"
            x={live.X - handle}
            y={live.Y - handle}
            width={2 * handle}
            height={2 * handle}
            fill="#fff"
            stroke="#1c7ed6"
            strokeWidth={2 * upp}
            style={{ cursor: 'grab' }}
          />
        );
      })}
      {gesture?.kind === 'vertex' && selectedSector?.outline?.kind === 'polygon' && (
        <polygon
          points={pointsAttribute(
            selectedSector.outline.points.map((p, i) => (i === gesture.index ? gesture.to : p)),
          )}
          fill="none"
          stroke="#1c7ed6"
          strokeDasharray="6 4"
          vectorEffect="non-scaling-stroke"
          pointerEvents="none"
        />
      )}
      {(gesture?.kind === 'box' || gesture?.kind === 'rect') && (
        <DragBox start={gesture.start} end={gesture.end} />
      )}
      {polygon.length > 0 && (
        <polyline
          points={pointsAttribute(hover ? [...polygon, hover] : polygon)}
          fill="rgba(28,126,214,0.1)"
          stroke="#1c7ed6"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          pointerEvents="none"
          data-testid="polygon-in-progress"
        />
      )}
    </svg>
  );
}

function boxOf(a: Point, b: Point): Box {
  return { x: Math.min(a.X, b.X), y: Math.min(a.Y, b.Y), w: Math.abs(a.X - b.X), h: Math.abs(a.Y - b.Y) };
}

function DragBox({ start, end }: { start: Point; end: Point }) {
  const box = boxOf(start, end);
  return (
    <rect
      x={box.x}
      y={box.y}
      width={box.w}
      height={box.h}
      fill="rgba(28,126,214,0.08)"
      stroke="#1c7ed6"
      strokeDasharray="6 4"
      vectorEffect="non-scaling-stroke"
      pointerEvents="none"
    />
  );
}
