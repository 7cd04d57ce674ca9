import { Anchor, Group, Skeleton, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/EmptyState';
import classes from './HomeListSection.module.css';

export interface HomeListSectionProps<T> {
  /** Used for the heading id, so the section is announced by its title. */
  id: string;
  title: string;
  subtitle?: string;
  items: readonly T[];
  loading?: boolean;
  emptyText: string;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  more?: { href: string; label: string };
  skeletons?: number;
}

/**
 * SLOT for the home listings (spec 1 §1): top events, new articles, upcoming streams and last followed
 * profiles all render through this with their own data and empty text ("No articles for this
 * section.", "No upcoming streams available for now."). The discovery issue supplies the data.
 */
export function HomeListSection<T>(props: HomeListSectionProps<T>) {
  const { id, title, subtitle, items, loading, emptyText, getKey, renderItem, more, skeletons = 3 } = props;
  const headingId = `${id}-title`;
  return (
    <section aria-labelledby={headingId} className={classes.section} aria-busy={loading || undefined}>
      <Group justify="space-between" align="flex-end" mb="md">
        <div>
          <Title order={2} id={headingId}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </div>
        {more && items.length > 0 && (
          <Anchor component={Link} to={more.href} fw={600}>
            {more.label}
          </Anchor>
        )}
      </Group>
      {loading ? (
        <div className={classes.grid}>
          {Array.from({ length: skeletons }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={index} height={112} radius="md" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState>{emptyText}</EmptyState>
      ) : (
        <ul className={classes.grid}>
          {items.map((item) => (
            <li key={getKey(item)}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
