import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExportFormat, ExportKind } from '../../api/download-export';
import { useExport } from '../../api/use-export';
import { insightErrorMessage } from '../../model/error-codes';
import type { OrderFilters } from '../../model/order-filters';

const EXPORTS: { kind: ExportKind; format: ExportFormat }[] = [
  { kind: 'orders', format: 'csv' },
  { kind: 'orders', format: 'xlsx' },
  { kind: 'attendees', format: 'csv' },
  { kind: 'attendees', format: 'xlsx' },
];

/**
 * Orders and attendees as CSV or XLSX with the list's current filters. Large exports take a while, so the
 * download is read as a stream: CSV shows rows of the announced total, XLSX (a zip) the bytes received.
 */
export function ExportButtons({ eventId, filters }: { eventId: string; filters: OrderFilters }) {
  const { t } = useTranslation();
  const { running, error, start, cancel } = useExport(eventId);
  const progress = running?.progress;
  const rows = progress?.rows ?? null;
  const total = progress?.totalRows ?? null;
  const percent = rows !== null && total ? Math.min(100, (rows / total) * 100) : null;
  const kb = progress ? Math.max(1, Math.round(progress.bytes / 1024)) : 0;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="exports-title">
      <Title order={2} size="h4" id="exports-title" mb="xs">
        {t('INSIGHT.EXPORT.TITLE')}
      </Title>
      <Group gap="xs" wrap="wrap">
        {EXPORTS.map(({ kind, format }) => (
          <Button
            key={`${kind}-${format}`}
            size="xs"
            variant="default"
            disabled={running !== null}
            onClick={() => void start(kind, format, filters)}
            data-testid={`export-${kind}-${format}`}
          >
            {t(`INSIGHT.EXPORT.${kind.toUpperCase()}_${format.toUpperCase()}`)}
          </Button>
        ))}
      </Group>
      {running && (
        <Stack gap={4} mt="sm" data-testid="export-progress">
          <Progress
            value={percent ?? 100}
            animated={percent === null}
            striped={percent === null}
            aria-label={t('INSIGHT.EXPORT.PROGRESS')}
          />
          <Group justify="space-between">
            <Text size="sm" aria-live="polite" data-testid="export-progress-text">
              {rows !== null
                ? total !== null
                  ? t('INSIGHT.EXPORT.ROWS_OF', { rows: Math.min(rows, total), total })
                  : t('INSIGHT.EXPORT.ROWS', { rows })
                : t('INSIGHT.EXPORT.BYTES', { kb })}
            </Text>
            <Button size="xs" variant="subtle" onClick={cancel} data-testid="export-cancel">
              {t('INSIGHT.EXPORT.CANCEL')}
            </Button>
          </Group>
        </Stack>
      )}
      {error !== null && (
        <Alert color="red" role="alert" mt="sm">
          {insightErrorMessage(t, error)}
        </Alert>
      )}
    </Paper>
  );
}
