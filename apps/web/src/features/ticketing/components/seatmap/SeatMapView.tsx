import { ActionIcon, Stack } from '@mantine/core';
import { type ComponentProps, memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from '../../../../components/seatmap/SeatMap.module.css';
import { seatsBox } from '../../../../components/seatmap/seat-paths';
import { SeatMapCanvas } from './SeatMapCanvas';
import { useViewBox } from './use-view-box';

type CanvasProps = ComponentProps<typeof SeatMapCanvas>;

type SeatMapViewProps = Omit<CanvasProps, 'svgRef' | 'box' | 'wasDrag' | 'handlers'> & {
  /** Bumped by "Reset view": back to the whole drawing. */
  resetKey: number;
};

/**
 * The drawing with its own view box, zoom buttons and gestures. It owns the view state so that a pan or
 * pinch (a state change per pointer move) re-renders only the drawing, not the whole modal.
 */
export const SeatMapView = memo(function SeatMapView({ resetKey, ...props }: SeatMapViewProps) {
  const { t } = useTranslation();
  const svgRef = useRef<SVGSVGElement | null>(null);
  const full = useMemo(() => ({ x: 0, y: 0, w: props.width, h: props.height }), [props.width, props.height]);
  const view = useViewBox(full, svgRef);
  const { animateTo, reset } = view;

  // Spec 2 §4: choosing a seating sector zooms into it once its seats are known.
  useEffect(() => {
    const target = seatsBox(props.seats);
    if (target) animateTo(target);
  }, [props.seats, animateTo]);

  const firstReset = useRef(resetKey);
  useEffect(() => {
    if (resetKey !== firstReset.current) reset();
  }, [resetKey, reset]);

  return (
    <>
      <SeatMapCanvas
        {...props}
        svgRef={svgRef}
        box={view.box}
        wasDrag={view.wasDrag}
        handlers={view.handlers as CanvasProps['handlers']}
      />
      <Stack gap={4} className={classes.zoomControls}>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={view.zoomIn}
          aria-label={t('TICKETING.SEAT_MAP.ZOOM_IN')}
        >
          +
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={view.zoomOut}
          aria-label={t('TICKETING.SEAT_MAP.ZOOM_OUT')}
        >
          −
        </ActionIcon>
      </Stack>
    </>
  );
});
