import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type DraftShape, newKey, type SectorType } from '../model/draft';
import type { EditorAction } from '../model/editor-reducer';
import { type Box, rectangleFromCorners } from '../model/geometry';
import type { Selection } from './editor-types';

/**
 * Adding without drawing (keyboard and screen-reader users, or a quick start): a sector or a shape placed
 * in the middle of the current view, to be moved and shaped afterwards.
 */
export function AddPanel({
  view,
  drawType,
  sectorCount,
  dispatch,
  onCreated,
}: {
  view: Box;
  drawType: SectorType;
  sectorCount: number;
  dispatch: (action: EditorAction) => void;
  onCreated: (selection: Selection) => void;
}) {
  const { t } = useTranslation();
  const centre = { X: Math.round(view.x + view.w / 2), Y: Math.round(view.y + view.h / 2) };
  const half = Math.round(Math.min(view.w, view.h) / 6);
  const square = rectangleFromCorners(
    { X: centre.X - half, Y: centre.Y - half },
    { X: centre.X + half, Y: centre.Y + half },
  );

  const addSector = () => {
    const key = newKey('sector');
    dispatch({
      type: 'addSector',
      key,
      sectorType: drawType,
      name: t('VENUE_EDITOR.SECTOR.DEFAULT_NAME', { n: sectorCount + 1 }),
      outline: { kind: 'polygon', points: square },
    });
    onCreated({ sectorKey: key, shapeKey: null, seatKeys: new Set() });
  };
  const addShape = (kind: DraftShape['kind']) => {
    const shape: DraftShape = {
      key: newKey('shape'),
      kind,
      points:
        kind === 'polygon'
          ? square
          : kind === 'image'
            ? [square[0] ?? centre, square[2] ?? centre]
            : [centre],
      text:
        kind === 'text'
          ? { Text: t('VENUE_EDITOR.SHAPES.DEFAULT_TEXT'), Color: '2c3e50', FontSize: 32, RotationAngle: 0 }
          : null,
      ImageId: null,
      Caption: kind === 'pin' ? t('VENUE_EDITOR.SHAPES.DEFAULT_CAPTION') : null,
      FillColor: kind === 'polygon' ? 'dee2e6' : null,
      StrokeColor: kind === 'polygon' ? '495057' : null,
      StrokeWidth: kind === 'polygon' ? 2 : null,
    };
    dispatch({ type: 'addShape', shape });
    onCreated({ sectorKey: null, shapeKey: shape.key, seatKeys: new Set() });
  };

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t('VENUE_EDITOR.ADD.HINT')}
      </Text>
      <Button size="xs" onClick={addSector} data-testid="add-sector">
        {t('VENUE_EDITOR.ADD.SECTOR', { type: t(`VENUE_EDITOR.SECTOR_TYPE.${drawType}`) })}
      </Button>
      <Group gap={4} grow>
        <Button size="xs" variant="default" onClick={() => addShape('text')}>
          {t('VENUE_EDITOR.ADD.TEXT')}
        </Button>
        <Button size="xs" variant="default" onClick={() => addShape('polygon')}>
          {t('VENUE_EDITOR.ADD.POLYGON')}
        </Button>
      </Group>
      <Group gap={4} grow>
        <Button size="xs" variant="default" onClick={() => addShape('pin')}>
          {t('VENUE_EDITOR.ADD.PIN')}
        </Button>
        <Button size="xs" variant="default" onClick={() => addShape('image')}>
          {t('VENUE_EDITOR.ADD.IMAGE')}
        </Button>
      </Group>
    </Stack>
  );
}
