import { Table, Title, UnstyledButton } from '@mantine/core';
import type { SectorStatistics } from '@marquee/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';

const NUMBERS = ['CAPACITY', 'SOLD', 'RESERVED', 'HELD', 'AVAILABLE', 'CHECKED_IN'] as const;

/** Places per sector now (whatever the range), each sector's ticket categories behind a disclosure button. */
export function SectorTable({ sectors }: { sectors: SectorStatistics[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const dash = (value: number | null) => (value === null ? '—' : value);

  return (
    <section aria-labelledby="sectors-title">
      <Title order={2} size="h4" id="sectors-title" mb="xs">
        {t('INSIGHT.SECTORS.TITLE')}
      </Title>
      <Table.ScrollContainer minWidth={640}>
        <Table striped data-testid="sector-table" captionSide="top">
          <Table.Caption>{t('INSIGHT.SECTORS.CAPTION')}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('INSIGHT.SECTORS.NAME')}</Table.Th>
              {NUMBERS.map((key) => (
                <Table.Th key={key} scope="col" ta="right">
                  {t(`INSIGHT.SECTORS.${key}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sectors.map((sector) => {
              const expanded = open.has(sector.SectorId);
              const rowsId = `sector-${sector.SectorId}-categories`;
              return (
                <Fragment key={sector.SectorId}>
                  <Table.Tr>
                    <Table.Th scope="row" fw={600}>
                      {sector.Categories.length > 0 ? (
                        <UnstyledButton
                          onClick={() => toggle(sector.SectorId)}
                          aria-expanded={expanded}
                          aria-controls={expanded ? rowsId : undefined}
                          fw={600}
                        >
                          {expanded ? '▾' : '▸'} {sector.Name}
                        </UnstyledButton>
                      ) : (
                        sector.Name
                      )}
                    </Table.Th>
                    <Table.Td ta="right">{dash(sector.Capacity)}</Table.Td>
                    <Table.Td ta="right">{sector.Sold}</Table.Td>
                    <Table.Td ta="right">{sector.Reserved}</Table.Td>
                    <Table.Td ta="right">{sector.Held}</Table.Td>
                    <Table.Td ta="right">{dash(sector.Available)}</Table.Td>
                    <Table.Td ta="right">{dash(sector.CheckedIn)}</Table.Td>
                  </Table.Tr>
                  {expanded &&
                    sector.Categories.map((category, index) => (
                      <Table.Tr key={category.TicketCategoryId} id={index === 0 ? rowsId : undefined}>
                        <Table.Td pl="xl">{category.Name}</Table.Td>
                        <Table.Td ta="right">—</Table.Td>
                        <Table.Td ta="right">{category.Sold}</Table.Td>
                        <Table.Td ta="right">{category.Reserved}</Table.Td>
                        <Table.Td ta="right">{category.Held}</Table.Td>
                        <Table.Td ta="right">—</Table.Td>
                        <Table.Td ta="right">—</Table.Td>
                      </Table.Tr>
                    ))}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </section>
  );
}
