import { Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The "nothing here yet" box used by every listing. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" ta="center" data-testid="empty-state">
      <Text c="dimmed">{children}</Text>
      {action}
    </Paper>
  );
}
