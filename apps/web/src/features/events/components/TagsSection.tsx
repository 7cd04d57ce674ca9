import '@mantine/core/styles/Badge.css';
import { Badge, Group, Title } from '@mantine/core';
import type { EventDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';

/** Spec 1 §2 category and keyword tags; a genre links to all events of that genre. */
export function TagsSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (event.Categories.length === 0 && event.Keywords.length === 0) return null;
  return (
    <section aria-labelledby="tags-title" data-testid="event-tags">
      <Title order={2} size="h3" id="tags-title" mb="sm">
        {t('EVENT_DETAIL.TAGS.TITLE')}
      </Title>
      <Group gap="xs">
        {event.Categories.map((genre) => (
          <Badge
            key={genre.Id}
            component={Link}
            to={hrefTo(
              'all-events',
              language,
              {},
              genre.ParentCategory ? { par: genre.ParentCategory, sub: genre.Slug } : { par: genre.Slug },
            )}
            variant="light"
            size="lg"
            style={{ cursor: 'pointer', textTransform: 'none' }}
            data-testid="category-tag"
          >
            {genre.NameI18n[language] || genre.Name}
          </Badge>
        ))}
        {event.Keywords.map((keyword) => (
          <Badge
            key={keyword}
            variant="default"
            size="lg"
            style={{ textTransform: 'none' }}
            data-testid="keyword-tag"
          >
            #{keyword}
          </Badge>
        ))}
      </Group>
    </section>
  );
}
