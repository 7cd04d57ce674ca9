import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface WorkspaceHeaderProps {
  title: string;
  /** The dimmed line under the title: what the page is for, or whose it is. */
  intro: ReactNode;
  /** The page's main action (a create button), at the title's end. */
  action?: ReactNode;
}

/** The heading of a workspace page (dashboard, payment providers, profile content), inside its Stack. */
export function WorkspaceHeader({ title, intro, action }: WorkspaceHeaderProps) {
  const heading = <Title order={1}>{title}</Title>;
  return (
    <>
      {action ? (
        <Group justify="space-between">
          {heading}
          {action}
        </Group>
      ) : (
        heading
      )}
      <Text c="dimmed">{intro}</Text>
    </>
  );
}
