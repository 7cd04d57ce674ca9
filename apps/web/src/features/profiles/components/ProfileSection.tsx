import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled block of the profile page; the id names the list inside for assistive tech. */
export function ProfileSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}
