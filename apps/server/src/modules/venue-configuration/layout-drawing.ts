import type { AdditionalShapesBodySchema } from '@marquee/contract';
import DOMPurify from 'isomorphic-dompurify';
import type { z } from 'zod';
import type { AdditionalShape } from '../../db/schema/documents';

export type ShapesInput = z.output<typeof AdditionalShapesBodySchema>;

export const EMPTY_SVG = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"></svg>`;

/** The drawing is shown inline in the seat map, so only inert SVG survives (no scripts, handlers, links out). */
export function sanitizeSvg(svg: string): string {
  return DOMPurify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['a', 'foreignObject'],
  });
}

export function toStoredShape(shape: ShapesInput[number]): AdditionalShape {
  const text =
    shape.ShapeText ??
    (shape.Caption ? { Text: shape.Caption, Color: '000000', FontSize: 14, RotationAngle: 0 } : undefined);
  return {
    Points: shape.Shape,
    ...(shape.ImageId ? { ImageId: shape.ImageId } : {}),
    ...(text ? { ShapeText: text } : {}),
    ...(shape.StrokeColor ? { StrokeColor: shape.StrokeColor } : {}),
    ...(shape.FillColor ? { FillColor: shape.FillColor } : {}),
    ...(shape.StrokeWidth != null ? { StrokeWidth: shape.StrokeWidth } : {}),
    ...(shape.UniqueSectorId ? { UniqueSectorId: shape.UniqueSectorId } : {}),
  };
}
