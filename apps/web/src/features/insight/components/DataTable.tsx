import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Column<Row> {
  key: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers are right-aligned so digits line up. */
  numeric?: boolean;
}

interface DataTableProps<Row> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  testId?: string;
  /** Below this width the table scrolls sideways instead of squeezing columns (phones). */
  minWidth?: number;
}

/** A captioned read-only table that scrolls horizontally on narrow screens; statistics use it throughout. */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  testId,
  minWidth = 480,
}: DataTableProps<Row>) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover data-testid={testId} captionSide="top">
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} scope="col" ta={column.numeric ? 'right' : undefined}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={rowKey(row, index)}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined}>
                  {column.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
