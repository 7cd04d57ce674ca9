import { useReducedMotion } from '@mantine/hooks';
import { TICKETING } from '@marquee/contract';
import { type PointerEvent, type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

const lerp = (from: number, to: number, t: number) => from + (to - from) * t;
const ease = (t: number) => 1 - (1 - t) ** 3;

/** The box scaled around its centre: factor 1.2 zooms in (shows less), 0.8 zooms out (spec 2 §9). */
export function zoomBox(box: Box, factor: number): Box {
  return zoomBoxAt(box, factor, { x: box.x + box.w / 2, y: box.y + box.h / 2 });
}

/** Zoom limits: from 40× in to a quarter out of the box the gesture started from — never lost in the void. */
const MIN_FACTOR = 0.05;
const MAX_FACTOR = 40;

/** The box scaled by `factor` keeping `anchor` (drawing units) where it is on screen: pinch zoom. */
export function zoomBoxAt(box: Box, factor: number, anchor: { x: number; y: number }): Box {
  const k = Math.min(MAX_FACTOR, Math.max(MIN_FACTOR, factor));
  return {
    x: anchor.x - (anchor.x - box.x) / k,
    y: anchor.y - (anchor.y - box.y) / k,
    w: box.w / k,
    h: box.h / k,
  };
}

/** Drawing units per screen pixel for a box shown in `rect` with preserveAspectRatio="xMidYMid meet". */
export function unitsPerPixel(box: Box, rect: { width: number; height: number }): number {
  if (rect.width === 0 || rect.height === 0) return 1;
  return Math.max(box.w / rect.width, box.h / rect.height);
}

/** A drag by (dx, dy) screen pixels moves the drawing with the finger: the box moves the other way. */
export function panBox(box: Box, dx: number, dy: number, scale: number): Box {
  return { ...box, x: box.x - dx * scale, y: box.y - dy * scale };
}

/** A screen point → drawing units (the drawing is centred in `rect`, "meet"). */
export function screenToBox(
  box: Box,
  rect: { left: number; top: number; width: number; height: number },
  clientX: number,
  clientY: number,
) {
  const scale = unitsPerPixel(box, rect);
  const offsetX = (rect.width - box.w / scale) / 2;
  const offsetY = (rect.height - box.h / scale) / 2;
  return {
    x: box.x + (clientX - rect.left - offsetX) * scale,
    y: box.y + (clientY - rect.top - offsetY) * scale,
  };
}

/** Two fingers moved from `before` to `after` (screen points): the zoom factor and its anchor, the midpoint. */
export function pinchBox(
  box: Box,
  rect: { left: number; top: number; width: number; height: number },
  before: [Point, Point],
  after: [Point, Point],
): Box {
  const span = (pair: [Point, Point]) => Math.hypot(pair[0].x - pair[1].x, pair[0].y - pair[1].y);
  const from = span(before);
  const to = span(after);
  if (from === 0 || to === 0) return box;
  const mid = (pair: [Point, Point]) => ({ x: (pair[0].x + pair[1].x) / 2, y: (pair[0].y + pair[1].y) / 2 });
  const m0 = mid(before);
  const m1 = mid(after);
  // Zoom about where the fingers were, then follow the midpoint's own move (two-finger pan).
  const zoomed = zoomBoxAt(box, to / from, screenToBox(box, rect, m0.x, m0.y));
  return panBox(zoomed, m1.x - m0.x, m1.y - m0.y, unitsPerPixel(zoomed, rect));
}

interface Point {
  x: number;
  y: number;
}

/**
 * The seat map's view (an SVG viewBox): animated moves over 300 ms (instant with prefers-reduced-motion),
 * zoom buttons, drag to pan and two-finger pinch on touch screens. `dragged` tells a click that ended a
 * drag from a real click.
 */
export function useViewBox(full: Box, svgRef: RefObject<SVGSVGElement | null>) {
  const [box, setBox] = useState<Box>(full);
  const boxRef = useRef(box);
  boxRef.current = box;
  // The venue's size arrives after the first render: start from its whole drawing once known.
  useEffect(() => setBox(full), [full]);
  const reduceMotion = useReducedMotion();
  const frame = useRef<number | null>(null);

  const animateTo = useCallback(
    (target: Box) => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
      if (reduceMotion || typeof requestAnimationFrame === 'undefined') {
        setBox(target);
        return;
      }
      const from = boxRef.current;
      const start = performance.now();
      const step = (now: number) => {
        const t = Math.min(1, (now - start) / TICKETING.seatMapTransitionMs);
        const k = ease(t);
        setBox({
          x: lerp(from.x, target.x, k),
          y: lerp(from.y, target.y, k),
          w: lerp(from.w, target.w, k),
          h: lerp(from.h, target.h, k),
        });
        frame.current = t < 1 ? requestAnimationFrame(step) : null;
      };
      frame.current = requestAnimationFrame(step);
    },
    [reduceMotion],
  );
  useEffect(
    () => () => {
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  const zoomIn = useCallback(() => animateTo(zoomBox(boxRef.current, TICKETING.zoomIn)), [animateTo]);
  const zoomOut = useCallback(() => animateTo(zoomBox(boxRef.current, TICKETING.zoomOut)), [animateTo]);
  const reset = useCallback(() => animateTo(full), [animateTo, full]);

  // Pointer gestures: one pointer pans, two pinch. Screen pixels → SVG units through the current scale.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const dragged = useRef(false);
  const moved = useRef(0);

  const screenRect = () =>
    svgRef.current?.getBoundingClientRect() ?? { left: 0, top: 0, width: 0, height: 0 };

  const onPointerDown = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.current.size === 1) {
      dragged.current = false;
      moved.current = 0;
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const others = [...pointers.current].filter(([id]) => id !== event.pointerId);
    const rect = screenRect();
    const here = { x: event.clientX, y: event.clientY };
    if (others.length === 0) {
      const dx = here.x - previous.x;
      const dy = here.y - previous.y;
      moved.current += Math.abs(dx) + Math.abs(dy);
      if (moved.current > 6) {
        if (!dragged.current) svgRef.current?.setPointerCapture?.(event.pointerId);
        dragged.current = true;
        setBox((current) => panBox(current, dx, dy, unitsPerPixel(current, rect)));
      }
    } else {
      const [, other] = others[0] ?? [];
      if (other) {
        dragged.current = true;
        setBox((current) => pinchBox(current, rect, [previous, other], [here, other]));
      }
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId);
  };

  return {
    box,
    animateTo,
    zoomIn,
    zoomOut,
    reset,
    /** True when the pointer that just went up was dragging or pinching (its click must not pick a seat). */
    wasDrag: () => dragged.current,
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
