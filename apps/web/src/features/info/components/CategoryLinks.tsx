import { Button, Group, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useCategories } from '../../discovery';

/** The top genres as links to their landing pages (/category/:pageName), under the about page. */
export function CategoryLinks() {
  const { t } = useTranslation();
  const language = useLanguage();
  const categories = useCategories();
  if (!categories.data?.length) return null;
  return (
    <nav aria-labelledby="category-links-title" data-testid="category-links">
      <Title order={2} size="h3" id="category-links-title">
        {t('PAGES.CATEGORY.EXPLORE')}
      </Title>
      <Group gap="xs" mt="sm">
        {categories.data.map((genre) => (
          <Button
            key={genre.Id}
            component={Link}
            to={hrefTo('category', language, { pageName: genre.Slug })}
            size="xs"
            radius="xl"
            variant="light"
          >
            {genre.NameI18n[language] || genre.Name}
          </Button>
        ))}
      </Group>
    </nav>
  );
}
