import { ActionIcon, Button, ColorInput, Group, NumberInput, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftShape } from '../model/draft';
import type { EditorAction } from '../model/editor-reducer';

const hexOrNull = (value: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value.slice(1).toLowerCase() : null);

/** The selected additional shape: text with size, colour and rotation; polygon colours; image and pin. */
export function ShapePanel({
  shape,
  dispatch,
  onDelete,
}: {
  shape: DraftShape;
  dispatch: (action: EditorAction) => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const update = (patch: Partial<DraftShape>) => dispatch({ type: 'updateShape', key: shape.key, patch });
  const move = (dx: number, dy: number) => dispatch({ type: 'moveShape', key: shape.key, dx, dy });
  const text = shape.text;
  return (
    <Stack gap="xs" data-testid="shape-panel">
      <Text size="sm" fw={600}>
        {t(`VENUE_EDITOR.SHAPES.KIND.${shape.kind}`)}
      </Text>
      {(shape.kind === 'text' || (shape.kind === 'polygon' && text)) && text && (
        <>
          <TextInput
            size="xs"
            label={t('VENUE_EDITOR.SHAPES.TEXT')}
            value={text.Text}
            onChange={(e) => update({ text: { ...text, Text: e.currentTarget.value } })}
            data-testid="shape-text"
          />
          <Group grow gap="xs">
            <NumberInput
              size="xs"
              label={t('VENUE_EDITOR.SHAPES.FONT_SIZE')}
              min={1}
              max={500}
              value={text.FontSize}
              onChange={(v) => typeof v === 'number' && update({ text: { ...text, FontSize: v } })}
            />
            <NumberInput
              size="xs"
              label={t('VENUE_EDITOR.SHAPES.ROTATION')}
              min={-360}
              max={360}
              value={text.RotationAngle}
              onChange={(v) => typeof v === 'number' && update({ text: { ...text, RotationAngle: v } })}
            />
          </Group>
          <ColorInput
            eyeDropperButtonProps={{ 'aria-label': t('VENUE_EDITOR.PICK_COLOR') }}
            size="xs"
            label={t('VENUE_EDITOR.SHAPES.TEXT_COLOR')}
            value={`#${text.Color}`}
            onChange={(v) => {
              const c = hexOrNull(v);
              if (c) update({ text: { ...text, Color: c } });
            }}
          />
        </>
      )}
      {shape.kind === 'polygon' && (
        <Group grow gap="xs">
          <ColorInput
            eyeDropperButtonProps={{ 'aria-label': t('VENUE_EDITOR.PICK_COLOR') }}
            size="xs"
            label={t('VENUE_EDITOR.SHAPES.FILL')}
            value={`#${shape.FillColor ?? 'cccccc'}`}
            onChange={(v) => {
              const c = hexOrNull(v);
              if (c) update({ FillColor: c });
            }}
          />
          <ColorInput
            eyeDropperButtonProps={{ 'aria-label': t('VENUE_EDITOR.PICK_COLOR') }}
            size="xs"
            label={t('VENUE_EDITOR.SHAPES.STROKE')}
            value={`#${shape.StrokeColor ?? '2c3e50'}`}
            onChange={(v) => {
              const c = hexOrNull(v);
              if (c) update({ StrokeColor: c });
            }}
          />
        </Group>
      )}
      {shape.kind === 'polygon' && !text && (
        <Button
          size="xs"
          variant="default"
          onClick={() =>
            update({
              text: {
                Text: t('VENUE_EDITOR.SHAPES.DEFAULT_TEXT'),
                Color: 'ffffff',
                FontSize: 28,
                RotationAngle: 0,
              },
            })
          }
        >
          {t('VENUE_EDITOR.SHAPES.ADD_LABEL')}
        </Button>
      )}
      {(shape.kind === 'image' || shape.kind === 'pin') && (
        <TextInput
          size="xs"
          label={t('VENUE_EDITOR.SHAPES.IMAGE')}
          description={t('VENUE_EDITOR.SHAPES.IMAGE_HINT')}
          value={shape.ImageId ?? ''}
          onChange={(e) => update({ ImageId: e.currentTarget.value.trim() || null })}
        />
      )}
      {shape.kind === 'pin' && (
        <TextInput
          size="xs"
          label={t('VENUE_EDITOR.SHAPES.CAPTION')}
          value={shape.Caption ?? ''}
          onChange={(e) => update({ Caption: e.currentTarget.value || null })}
        />
      )}
      <Group gap={4}>
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.LEFT')} onClick={() => move(-10, 0)}>
          ←
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.UP')} onClick={() => move(0, -10)}>
          ↑
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.DOWN')} onClick={() => move(0, 10)}>
          ↓
        </ActionIcon>
        <ActionIcon variant="default" aria-label={t('VENUE_EDITOR.MOVE.RIGHT')} onClick={() => move(10, 0)}>
          →
        </ActionIcon>
      </Group>
      <Button size="xs" color="red" variant="light" onClick={onDelete}>
        {t('VENUE_EDITOR.SHAPES.DELETE')}
      </Button>
    </Stack>
  );
}
