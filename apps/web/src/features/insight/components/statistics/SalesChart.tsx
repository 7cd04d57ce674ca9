import { Group, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/routing/hooks';
import { formatBucketLabel, type SalesPoint } from '../../model/sales-series';
import { SalesTable } from './SalesTable';

const WIDTH = 640;
const HEIGHT = 200;
const AXIS = 28;

/**
 * Tickets sold per hour or day as bars, with the same figures as a table: always in the accessibility tree
 * (visually hidden), and shown instead of the chart by the "Show as table" switch. A small SVG of our own:
 * @mantine/charts 9.7.3 (its newest) requires @mantine/core 9.7.3 exactly and we are on 9.7.4 (see
 * docs/decisions.md "Statistics and orders screens").
 */
export function SalesChart({ points, currencies }: { points: SalesPoint[]; currencies: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [asTable, setAsTable] = useState(false);
  const titleId = useId();
  const max = Math.max(1, ...points.map((p) => p.tickets));
  const slot = (WIDTH - AXIS) / Math.max(1, points.length);
  const barWidth = Math.max(1, slot * 0.8);
  const labelEvery = Math.max(1, Math.ceil(points.length / 6));

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {t('INSIGHT.SALES.TITLE')}
        </Title>
        <Switch
          checked={asTable}
          onChange={(e) => setAsTable(e.currentTarget.checked)}
          label={t('INSIGHT.SALES.SHOW_TABLE')}
          data-testid="sales-as-table"
        />
      </Group>
      {points.length === 0 ? (
        <Text c="dimmed">{t('INSIGHT.SALES.NONE')}</Text>
      ) : asTable ? (
        <SalesTable points={points} currencies={currencies} />
      ) : (
        <>
          <svg
            viewBox={`0 0 ${WIDTH} ${HEIGHT + 24}`}
            width="100%"
            aria-hidden="true"
            focusable="false"
            data-testid="sales-chart"
            style={{ maxHeight: 260 }}
          >
            <text x={0} y={12} fontSize={11} fill="currentColor">
              {max}
            </text>
            <line x1={AXIS} x2={WIDTH} y1={HEIGHT} y2={HEIGHT} stroke="currentColor" strokeOpacity={0.4} />
            {points.map((point, index) => {
              const height = (point.tickets / max) * (HEIGHT - 16);
              const x = AXIS + index * slot + (slot - barWidth) / 2;
              return (
                <g key={point.label}>
                  <rect
                    x={x}
                    y={HEIGHT - height}
                    width={barWidth}
                    height={height}
                    fill="var(--mantine-primary-color-filled)"
                  >
                    <title>{`${formatBucketLabel(point.label, language)}: ${point.tickets}`}</title>
                  </rect>
                  {index % labelEvery === 0 && (
                    <text x={x} y={HEIGHT + 16} fontSize={10} fill="currentColor">
                      {formatBucketLabel(point.label, language)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
          <VisuallyHidden>
            <SalesTable points={points} currencies={currencies} />
          </VisuallyHidden>
        </>
      )}
    </Stack>
  );
}
