import { Anchor, Group, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { ListingGrid, type ListingGridProps } from '../../../components/listings/ListingGrid';
import classes from './HomeListSection.module.css';

export interface HomeListSectionProps<T> extends Omit<ListingGridProps<T>, 'aria-label' | 'aria-labelledby'> {
  /** Used for the heading id, so the section is announced by its title. */
  id: string;
  title: string;
  subtitle?: ReactNode;
  /** A link to the full listing beside the heading (shown when there is something to list). */
  more?: { href: string; label: string };
  sectionRef?: Ref<HTMLElement>;
}

/**
 * One home listing (spec 1 §1): a titled section around the shared card grid. Top events, new
 * articles, last followed profiles and upcoming streams all render through it.
 */
export function HomeListSection<T>({
  id,
  title,
  subtitle,
  more,
  sectionRef,
  ...grid
}: HomeListSectionProps<T>) {
  const headingId = `${id}-title`;
  return (
    <section ref={sectionRef} aria-labelledby={headingId} className={classes.section} data-testid={id}>
      <Group justify="space-between" align="flex-end" mb="md">
        <div>
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {more && (grid.items?.length ?? 0) > 0 && (
          <Anchor component={Link} to={more.href} fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      <ListingGrid {...grid} aria-labelledby={headingId} />
    </section>
  );
}
