import { Button, Group, Select, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SectorType } from '../model/draft';
import type { Tool } from './editor-types';

const TOOLS: Tool[] = ['select', 'box', 'rect', 'polygon', 'shape', 'text', 'pin', 'image'];

/** Tools, the kind of sector drawn next, zoom, undo and save. Tool buttons are toggle buttons. */
export function Toolbar({
  tool,
  setTool,
  drawType,
  setDrawType,
  zoomIn,
  zoomOut,
  fit,
  undo,
  canUndo,
  save,
  saving,
  dirty,
}: {
  tool: Tool;
  setTool: (tool: Tool) => void;
  drawType: SectorType;
  setDrawType: (type: SectorType) => void;
  zoomIn: () => void;
  zoomOut: () => void;
  fit: () => void;
  undo: () => void;
  canUndo: boolean;
  save: () => void;
  saving: boolean;
  dirty: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap" role="toolbar" aria-label={t('VENUE_EDITOR.TOOLBAR.LABEL')}>
      <Group gap={4} wrap="wrap">
        {TOOLS.map((name) => (
          <Tooltip key={name} label={t(`VENUE_EDITOR.TOOL_HINT.${name}`)} openDelay={400}>
            <Button
              size="xs"
              variant={tool === name ? 'filled' : 'default'}
              aria-pressed={tool === name}
              onClick={() => setTool(name)}
              data-testid={`tool-${name}`}
            >
              {t(`VENUE_EDITOR.TOOL.${name}`)}
            </Button>
          </Tooltip>
        ))}
      </Group>
      <Select
        size="xs"
        w={150}
        aria-label={t('VENUE_EDITOR.TOOLBAR.DRAW_TYPE')}
        allowDeselect={false}
        value={drawType}
        onChange={(value) => value && setDrawType(value as SectorType)}
        data={(['SeatingSector', 'StandingSector', 'VirtualSector'] as const).map((type) => ({
          value: type,
          label: t(`VENUE_EDITOR.SECTOR_TYPE.${type}`),
        }))}
        data-testid="draw-type"
      />
      <Group gap={4}>
        <Button size="xs" variant="default" onClick={zoomOut} aria-label={t('VENUE_EDITOR.TOOLBAR.ZOOM_OUT')}>
          −
        </Button>
        <Button size="xs" variant="default" onClick={zoomIn} aria-label={t('VENUE_EDITOR.TOOLBAR.ZOOM_IN')}>
          +
        </Button>
        <Button size="xs" variant="default" onClick={fit}>
          {t('VENUE_EDITOR.TOOLBAR.FIT')}
        </Button>
      </Group>
      <Group gap={4} ml="auto">
        <Button size="xs" variant="default" onClick={undo} disabled={!canUndo} data-testid="editor-undo">
          {t('VENUE_EDITOR.TOOLBAR.UNDO')}
        </Button>
        <Button size="xs" onClick={save} loading={saving} disabled={!dirty} data-testid="editor-save">
          {t('VENUE_EDITOR.TOOLBAR.SAVE')}
        </Button>
      </Group>
    </Group>
  );
}
