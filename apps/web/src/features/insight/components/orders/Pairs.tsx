import { Table } from '@mantine/core';

/** Key/value rows of the order drawer, the empty ones left out. */
export function Pairs({ rows, label }: { rows: [string, string | null | undefined][]; label: string }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (shown.length === 0) return null;
  return (
    <Table aria-label={label} withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {shown.map(([key, value], index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two questions may share a title; rows never reorder
          <Table.Tr key={`${key}-${index}`}>
            <Table.Th scope="row" fw={500} w="40%">
              {key}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
