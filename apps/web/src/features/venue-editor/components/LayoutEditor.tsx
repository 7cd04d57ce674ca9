import { Alert, Button, Divider, Grid, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { Layout, ManagedTicketCategory } from '@marquee/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { saveLayout } from '../api/save-layout';
import type { Draft, SectorType } from '../model/draft';
import { badSeatKeys, draftOfLayout, draftProblems, isDirty } from '../model/save-plan';
import { AddPanel } from './AddPanel';
import { CategoriesPanel } from './CategoriesPanel';
import type { CreateCategory } from './CategoryPicker';
import { EditorCanvas, EMPTY_SELECTION } from './EditorCanvas';
import type { Selection, Tool } from './editor-types';
import { GatesPanel } from './GatesPanel';
import { SeatBlockForm } from './SeatBlockForm';
import { SeatPanel } from './SeatPanel';
import { SectorList } from './SectorList';
import { SectorPanel } from './SectorPanel';
import { ShapePanel } from './ShapePanel';
import { Toolbar } from './Toolbar';
import { useCanvasView } from './use-canvas-view';
import { useDraftHistory } from './use-draft-history';

export interface EditorContext {
  eventId: string;
  configurationId: string;
  venueId: string;
}

/** The layout editor for one loaded layout. `onSaved` reloads it from the server (the new baseline). */
export function LayoutEditor({
  layout,
  categories,
  context,
  onSaved,
  onCreateCategory,
}: {
  layout: Layout;
  categories: ManagedTicketCategory[];
  context: EditorContext;
  /** A new ticket category of the event, made while drawing (seats need one before step 6 prices it). */
  onCreateCategory: CreateCategory;
  /** With the layout the save answered, if any; answers the layout to start from. */
  onSaved: (saved: Layout | null) => Promise<Layout>;
}) {
  const { t } = useTranslation();
  const initial = useMemo(() => draftOfLayout(layout), [layout]);
  const { draft, dispatch, undo, canUndo, reset } = useDraftHistory(initial);
  const [tool, setTool] = useState<Tool>('select');
  const [drawType, setDrawType] = useState<SectorType>('SeatingSector');
  const [selection, setSelection] = useState<Selection>(EMPTY_SELECTION);
  const [gates, setGates] = useState(layout.Gates);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ color: string; text: string; detail?: string } | null>(null);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const full = useMemo(
    () => ({ x: 0, y: 0, w: layout.Width, h: layout.Height }),
    [layout.Width, layout.Height],
  );
  const view = useCanvasView(full, svgRef);

  useEffect(() => {
    // The editor is open once the first draft is on screen (the arena note measures this).
    performance.mark('venue-editor:ready');
    try {
      performance.measure('venue-editor:open', 'venue-editor:open-start', 'venue-editor:ready');
    } catch {
      // No start mark (tests render the editor directly).
    }
  }, []);

  const colors = useMemo(() => new Map(categories.map((c) => [c.Key, c.Color])), [categories]);
  const colorOf = useCallback((key: string) => colors.get(key) ?? '868e96', [colors]);
  const selectedSector = draft.sectors.find((s) => s.key === selection.sectorKey) ?? null;
  const selectedShape = draft.shapes.find((s) => s.key === selection.shapeKey) ?? null;
  const bad = useMemo(() => {
    const keys = new Set<string>();
    for (const sector of draft.sectors)
      if (sector.rowsDirty) for (const key of badSeatKeys(sector)) keys.add(key);
    return keys;
  }, [draft.sectors]);
  const dirty = isDirty(draft);

  const created = (next: Selection) => {
    setSelection(next);
    setTool('select');
  };

  const save = async () => {
    const problems = draftProblems(draft);
    if (problems.length > 0) {
      const first = problems[0];
      const sector = draft.sectors.find((s) => s.key === first?.sectorKey);
      setSelection({ sectorKey: first?.sectorKey ?? null, shapeKey: null, seatKeys: new Set() });
      setMessage({
        color: 'red',
        text: t(`VENUE_EDITOR.PROBLEMS.${first?.problem ?? 'NAME'}`),
        detail: sector?.fields.Name,
      });
      return;
    }
    setSaving(true);
    setMessage(null);
    performance.mark('venue-editor:save-start');
    try {
      const answered = await saveLayout(context.eventId, context.configurationId, context.venueId, draft);
      const saved = await onSaved(answered);
      reset(draftOfLayout(saved));
      performance.mark('venue-editor:save-end');
      performance.measure('venue-editor:save', 'venue-editor:save-start', 'venue-editor:save-end');
      setMessage({ color: 'green', text: t('VENUE_EDITOR.SAVED') });
    } catch (error) {
      setMessage(saveError(error, t));
      // What was saved before the refusal stays saved: start again from the server's layout.
      try {
        reset(draftOfLayout(await onSaved(null)));
      } catch {
        // Keep the draft when even the reload fails.
      }
    } finally {
      setSaving(false);
      setSelection(EMPTY_SELECTION);
    }
  };

  return (
    <Stack gap="sm" data-testid="layout-editor" data-dirty={dirty || undefined}>
      <Toolbar
        tool={tool}
        setTool={setTool}
        drawType={drawType}
        setDrawType={setDrawType}
        zoomIn={view.zoomIn}
        zoomOut={view.zoomOut}
        fit={view.fit}
        undo={undo}
        canUndo={canUndo}
        save={() => void save()}
        saving={saving}
        dirty={dirty}
      />
      {message && (
        <Alert
          color={message.color}
          role={message.color === 'green' ? 'status' : 'alert'}
          withCloseButton
          onClose={() => setMessage(null)}
          data-testid="editor-message"
        >
          <Text size="sm">{message.text}</Text>
          {message.detail && (
            <Text size="xs" c="dimmed">
              {message.detail}
            </Text>
          )}
        </Alert>
      )}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder style={{ height: '70vh', minHeight: 360, overflow: 'hidden' }}>
            <EditorCanvas
              draft={draft}
              dispatch={dispatch}
              tool={tool}
              drawType={drawType}
              selection={selection}
              setSelection={setSelection}
              onCreated={created}
              view={view}
              svgRef={svgRef}
              colorOf={colorOf}
              badSeatKeys={bad}
              sectorName={(n) => t('VENUE_EDITOR.SECTOR.DEFAULT_NAME', { n })}
            />
          </Paper>
          <Text size="xs" c="dimmed" mt={4}>
            {t('VENUE_EDITOR.CANVAS.HELP')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ScrollArea.Autosize mah="78vh" type="auto" offsetScrollbars>
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Title order={2} size="h4">
                  {selectedShape
                    ? t('VENUE_EDITOR.PANEL.SHAPE')
                    : selection.seatKeys.size > 0
                      ? t('VENUE_EDITOR.PANEL.SEATS')
                      : selectedSector
                        ? t('VENUE_EDITOR.PANEL.SECTOR', { name: selectedSector.fields.Name })
                        : t('VENUE_EDITOR.PANEL.ADD')}
                </Title>
                {(selectedShape || selectedSector || selection.seatKeys.size > 0) && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    onClick={() => setSelection(EMPTY_SELECTION)}
                    data-testid="editor-deselect"
                  >
                    {t('VENUE_EDITOR.PANEL.DESELECT')}
                  </Button>
                )}
              </Group>
              {selectedShape ? (
                <ShapePanel
                  key={selectedShape.key}
                  shape={selectedShape}
                  dispatch={dispatch}
                  onDelete={() => {
                    dispatch({ type: 'deleteShape', key: selectedShape.key });
                    setSelection(EMPTY_SELECTION);
                  }}
                />
              ) : selection.seatKeys.size > 0 ? (
                <SeatPanel
                  draft={draft}
                  seatKeys={selection.seatKeys}
                  dispatch={dispatch}
                  categories={categories}
                  onCreateCategory={onCreateCategory}
                  onCleared={() => setSelection(EMPTY_SELECTION)}
                />
              ) : selectedSector ? (
                <>
                  <SectorPanel
                    key={selectedSector.key}
                    sector={selectedSector}
                    dispatch={dispatch}
                    categories={categories}
                    onCreateCategory={onCreateCategory}
                    onDelete={() => {
                      dispatch({ type: 'deleteSector', key: selectedSector.key });
                      setSelection(EMPTY_SELECTION);
                    }}
                  />
                  {selectedSector.fields.Type === 'SeatingSector' && (
                    <>
                      <Divider />
                      <SeatBlockForm
                        key={`block-${selectedSector.key}`}
                        sector={selectedSector}
                        dispatch={dispatch}
                        categories={categories}
                        onCreateCategory={onCreateCategory}
                      />
                    </>
                  )}
                </>
              ) : (
                <AddPanel
                  view={view.box}
                  drawType={drawType}
                  sectorCount={draft.sectors.length}
                  dispatch={dispatch}
                  onCreated={created}
                />
              )}
              <Divider label={t('VENUE_EDITOR.PANEL.SECTORS')} labelPosition="left" />
              <SectorList
                sectors={draft.sectors}
                selectedKey={selection.sectorKey}
                onSelect={(key) => setSelection({ sectorKey: key, shapeKey: null, seatKeys: new Set() })}
                dispatch={dispatch}
              />
              <Divider label={t('VENUE_EDITOR.PANEL.CATEGORIES')} labelPosition="left" />
              <CategoriesPanel draft={draft} categories={categories} />
              <Divider label={t('VENUE_EDITOR.PANEL.GATES')} labelPosition="left" />
              <GatesPanel
                venueId={context.venueId}
                gates={gates}
                setGates={setGates}
                sector={selectedSector}
                dispatch={dispatch}
              />
            </Stack>
          </ScrollArea.Autosize>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function saveError(
  error: unknown,
  t: (key: string) => string,
): { color: string; text: string; detail?: string } {
  if (!isApiRequestError(error)) return { color: 'red', text: t('VENUE_EDITOR.ERRORS.GENERIC') };
  // Layout codes without their LAYOUT. prefix (the catalog keys follow the error's own name).
  const code = error.Code.replace(/^LAYOUT\./, '');
  const known: Record<string, string> = {
    SEAT_TAKEN: 'VENUE_EDITOR.ERRORS.SEAT_TAKEN_SAVE',
    SECTOR_IN_USE: 'VENUE_EDITOR.ERRORS.SECTOR_IN_USE',
    NOT_EDITABLE: 'VENUE_EDITOR.ERRORS.NOT_EDITABLE',
    VALIDATION_FAILED: 'VENUE_EDITOR.ERRORS.VALIDATION',
    CONFLICT: 'VENUE_EDITOR.ERRORS.CONFLICT',
  };
  const key = known[code] ?? 'VENUE_EDITOR.ERRORS.GENERIC';
  // The server names the refused seats ("row 3 seat 7"); shown under the translated sentence.
  return { color: 'red', text: t(key), detail: code === 'SEAT_TAKEN' ? error.Message : undefined };
}

export type { Draft };
