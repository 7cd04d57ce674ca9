import { Alert, Group, Paper, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTransitionCount } from '../../api/get-transition-count';

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={700} data-testid={testId}>
        {value}
      </Text>
    </Paper>
  );
}

/** Live counts, read every 5 s while the page is visible: inside now, entries, exits, per gate and sector. */
export function LiveCounts({ eventId, timeZone }: { eventId: string; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const counts = useTransitionCount(eventId, true);
  const data = counts.data;
  const updated = data
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium', timeZone }).format(new Date(data.At))
    : null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="checkin-counts">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4" id="checkin-counts">
            {t('CHECKIN.COUNTS')}
          </Title>
          {updated && (
            <Text size="xs" c="dimmed">
              {t('CHECKIN.UPDATED', { time: updated })}
            </Text>
          )}
        </Group>
        {counts.isError && !data && (
          <Alert color="yellow" role="status">
            {t('CHECKIN.COUNTS_ERROR')}
          </Alert>
        )}
        {data && (
          <>
            <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
              <Figure label={t('CHECKIN.INSIDE_NOW')} value={data.Inside} testId="checkin-inside" />
              <Figure label={t('CHECKIN.ENTRIES')} value={data.Entries} testId="checkin-entries" />
              <Figure label={t('CHECKIN.EXITS')} value={data.Exits} testId="checkin-exits" />
              <Figure label={t('CHECKIN.SOLD')} value={data.Sold} testId="checkin-sold" />
            </SimpleGrid>
            {data.ByGate.length > 0 && (
              <Table.ScrollContainer minWidth={320}>
                <Table striped aria-label={t('CHECKIN.BY_GATE')} data-testid="checkin-by-gate">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('CHECKIN.BY_GATE')}</Table.Th>
                      <Table.Th ta="right">{t('CHECKIN.INSIDE_NOW')}</Table.Th>
                      <Table.Th ta="right">{t('CHECKIN.ENTRIES')}</Table.Th>
                      <Table.Th ta="right">{t('CHECKIN.EXITS')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {data.ByGate.map((gate) => (
                      <Table.Tr key={gate.GateId}>
                        <Table.Td>{gate.Name}</Table.Td>
                        <Table.Td ta="right">{gate.Inside}</Table.Td>
                        <Table.Td ta="right">{gate.Entries}</Table.Td>
                        <Table.Td ta="right">{gate.Exits}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            {data.BySector.length > 0 && (
              <Stack gap="xs" data-testid="checkin-by-sector">
                <Title order={3} size="h5">
                  {t('CHECKIN.BY_SECTOR')}
                </Title>
                {data.BySector.map((sector) => (
                  <Stack gap={2} key={sector.SectorKey}>
                    <Group justify="space-between">
                      <Text size="sm" fw={600}>
                        {sector.Name}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {t('CHECKIN.SECTOR_INSIDE', { inside: sector.Inside, sold: sector.Sold })}
                      </Text>
                    </Group>
                    <Progress
                      value={sector.Sold > 0 ? Math.min(100, (sector.Inside / sector.Sold) * 100) : 0}
                      aria-label={`${sector.Name}: ${t('CHECKIN.SECTOR_INSIDE', { inside: sector.Inside, sold: sector.Sold })}`}
                    />
                  </Stack>
                ))}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
