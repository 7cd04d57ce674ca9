import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { type Box, type Point, zoomAround } from '../model/geometry';

/**
 * The editor canvas's view (the SVG viewBox): wheel zoom around the pointer, buttons, pan by the caller's
 * drags, and the screen↔drawing conversion the tools need. No animation: an editor must follow the hand.
 */
export function useCanvasView(full: Box, svgRef: RefObject<SVGSVGElement | null>) {
  const [box, setBox] = useState<Box>(full);
  const [pixels, setPixels] = useState({ w: 800, h: 600 });
  const boxRef = useRef(box);
  boxRef.current = box;

  useEffect(() => setBox(full), [full]);

  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const measure = () => {
      const rect = svg.getBoundingClientRect();
      if (rect.width > 0 && rect.height > 0) setPixels({ w: rect.width, h: rect.height });
    };
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(svg);
    // React's wheel listener is passive; zooming must stop the page from scrolling.
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const anchor = toDrawing(svg, event.clientX, event.clientY);
      setBox((current) => zoomAround(current, Math.exp(-event.deltaY * 0.0015), anchor ?? undefined));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      observer?.disconnect();
      svg.removeEventListener('wheel', onWheel);
    };
  }, [svgRef]);

  /** Drawing units per screen pixel (preserveAspectRatio meet: the larger ratio). */
  const unitsPerPixel = Math.max(box.w / pixels.w, box.h / pixels.h);

  return {
    box,
    unitsPerPixel,
    zoomIn: useCallback(() => setBox((b) => zoomAround(b, 1.25)), []),
    zoomOut: useCallback(() => setBox((b) => zoomAround(b, 0.8)), []),
    fit: useCallback(() => setBox(full), [full]),
    panBy: useCallback((dx: number, dy: number) => setBox((b) => ({ ...b, x: b.x - dx, y: b.y - dy })), []),
    toDrawing: useCallback(
      (clientX: number, clientY: number) =>
        svgRef.current ? toDrawing(svgRef.current, clientX, clientY) : null,
      [svgRef],
    ),
  };
}

function toDrawing(svg: SVGSVGElement, clientX: number, clientY: number): Point | null {
  const matrix = svg.getScreenCTM?.();
  if (!matrix) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  return { X: p.x, Y: p.y };
}
