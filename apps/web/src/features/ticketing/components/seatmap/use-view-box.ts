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
  const w = box.w / factor;
  const h = box.h / factor;
  return { x: box.x + (box.w - w) / 2, y: box.y + (box.h - h) / 2, w, h };
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

  const unitsPerPixel = () => {
    const rect = svgRef.current?.getBoundingClientRect();
    if (!rect || rect.width === 0 || rect.height === 0) return 1;
    // preserveAspectRatio="xMidYMid meet": the larger ratio applies.
    return Math.max(boxRef.current.w / rect.width, boxRef.current.h / rect.height);
  };

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
    const scale = unitsPerPixel();
    if (others.length === 0) {
      const dx = event.clientX - previous.x;
      const dy = event.clientY - previous.y;
      moved.current += Math.abs(dx) + Math.abs(dy);
      if (moved.current > 6) {
        if (!dragged.current) svgRef.current?.setPointerCapture?.(event.pointerId);
        dragged.current = true;
        setBox((current) => ({ ...current, x: current.x - dx * scale, y: current.y - dy * scale }));
      }
    } else {
      const [, other] = others[0] ?? [];
      if (other) {
        const before = Math.hypot(previous.x - other.x, previous.y - other.y);
        const after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
        if (before > 0 && after > 0) {
          dragged.current = true;
          setBox((current) => zoomBox(current, after / before));
        }
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
