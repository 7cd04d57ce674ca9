import { Text } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './EmptyState.module.css';

/** The "nothing here yet" box used by every listing. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className={classes.box} data-testid="empty-state">
      <Text c="dimmed">{children}</Text>
      {action}
    </div>
  );
}
