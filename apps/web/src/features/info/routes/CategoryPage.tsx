import { Anchor, Button, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import { CATEGORY_TABS, type CategoryTab, type Genre, type Language } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { NotFoundState, PageLoading } from '../../../components/content';
import { ArticleCard, EventCard, ListingGrid, ProfileCard } from '../../../components/listings';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useCategories } from '../../discovery';
import { useCategoryArticles } from '../api/get-category-articles';
import { useCategoryEvents } from '../api/get-category-events';
import { useCategoryProfiles } from '../api/get-category-profiles';

/** The genre of a slug among the top genres and their sub genres, with its parent (case-insensitive). */
function findGenre(tree: readonly Genre[], slug: string): { genre: Genre; parent: Genre | null } | null {
  const wanted = slug.toLowerCase();
  for (const top of tree) {
    if (top.Slug.toLowerCase() === wanted) return { genre: top, parent: null };
    const sub = top.Subgenres.find((child) => child.Slug.toLowerCase() === wanted);
    if (sub) return { genre: sub, parent: top };
  }
  return null;
}

const nameOf = (genre: Genre, language: Language) => genre.NameI18n[language] || genre.Name;
const isTab = (value: string | null): value is CategoryTab => CATEGORY_TABS.includes(value as CategoryTab);

/**
 * A category landing page (spec 1 §2 `/category/:pageName?tab`): a genre's upcoming events, its profiles
 * and its articles, one tab each, the tab kept in the URL so it can be shared and survives back/forward.
 */
export function CategoryPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pageName = '' } = useParams();
  const categories = useCategories();
  const found = categories.data ? findGenre(categories.data, pageName) : null;
  useDocumentTitle(found ? nameOf(found.genre, language) : t('ROUTES.CATEGORY'));

  if (categories.isPending) return <PageLoading />;
  if (!found)
    return (
      <NotFoundState
        title={t('PAGES.CATEGORY.NOT_FOUND_TITLE')}
        message={t('PAGES.CATEGORY.NOT_FOUND_TEXT')}
      />
    );
  return <CategoryContent key={found.genre.Id} genre={found.genre} parent={found.parent} />;
}

function CategoryContent({ genre, parent }: { genre: Genre; parent: Genre | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CategoryTab = isTab(requested) ? requested : 'events';
  const events = useCategoryEvents(genre.Id);
  const profiles = useCategoryProfiles(genre.Slug, tab === 'profiles');
  const articles = useCategoryArticles(genre.Slug, tab === 'articles');
  const allEvents = hrefTo(
    'all-events',
    language,
    {},
    parent ? { par: parent.Slug, sub: genre.Slug } : { par: genre.Slug },
  );
  const select = (next: string | null) => {
    if (!isTab(next)) return;
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === 'events') copy.delete('tab');
        else copy.set('tab', next);
        return copy;
      },
      { preventScrollReset: true },
    );
  };

  return (
    <Container size="lg" py="xl" data-testid="category-page" data-genre={genre.Slug}>
      <Stack gap="lg">
        <div>
          <Text size="sm" fw={700} tt="uppercase" c="dimmed">
            {parent ? (
              <Anchor component={Link} to={hrefTo('category', language, { pageName: parent.Slug })} inherit>
                {nameOf(parent, language)}
              </Anchor>
            ) : (
              t('PAGES.CATEGORY.EYEBROW')
            )}
          </Text>
          <Title order={1}>{nameOf(genre, language)}</Title>
          {genre.Description && (
            <Text mt="xs" c="dimmed">
              {genre.Description}
            </Text>
          )}
          {genre.Subgenres.length > 0 && (
            <nav aria-label={t('PAGES.CATEGORY.SUBGENRES')}>
              <Group gap="xs" mt="sm">
                {genre.Subgenres.map((sub) => (
                  <Button
                    key={sub.Id}
                    component={Link}
                    to={hrefTo('category', language, { pageName: sub.Slug })}
                    size="xs"
                    radius="xl"
                    variant="light"
                  >
                    {nameOf(sub, language)}
                  </Button>
                ))}
              </Group>
            </nav>
          )}
        </div>

        <Tabs value={tab} onChange={select} keepMounted={false}>
          <Tabs.List aria-label={t('PAGES.CATEGORY.TABS_LABEL')}>
            <Tabs.Tab value="events">{t('PAGES.CATEGORY.EVENTS')}</Tabs.Tab>
            <Tabs.Tab value="profiles">{t('PAGES.CATEGORY.PROFILES')}</Tabs.Tab>
            <Tabs.Tab value="articles">{t('PAGES.CATEGORY.ARTICLES')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="events" pt="lg">
            <ListingGrid
              items={events.data?.pages.flat()}
              getKey={(event) => event.Id}
              renderItem={(event, index) => <EventCard event={event} headingOrder={2} priority={index < 3} />}
              loading={events.isPending}
              error={events.isError}
              onRetry={() => void events.refetch()}
              emptyText={t('LISTINGS.NO_EVENTS')}
              hasMore={events.hasNextPage}
              onLoadMore={() => void events.fetchNextPage()}
              loadingMore={events.isFetchingNextPage}
            />
            <Anchor component={Link} to={allEvents} size="sm" mt="md" display="inline-block">
              {t('PAGES.CATEGORY.ALL_EVENTS')}
            </Anchor>
          </Tabs.Panel>
          <Tabs.Panel value="profiles" pt="lg">
            <ListingGrid
              items={profiles.data?.pages.flat()}
              getKey={(profile) => profile.Id}
              renderItem={(profile) => <ProfileCard profile={profile} headingOrder={2} />}
              loading={profiles.isPending}
              skeletonShape="round"
              minItemWidth={180}
              error={profiles.isError}
              onRetry={() => void profiles.refetch()}
              emptyText={t('LISTINGS.NO_PROFILES')}
              hasMore={profiles.hasNextPage}
              onLoadMore={() => void profiles.fetchNextPage()}
              loadingMore={profiles.isFetchingNextPage}
            />
          </Tabs.Panel>
          <Tabs.Panel value="articles" pt="lg">
            <ListingGrid
              items={articles.data?.pages.flat()}
              getKey={(article) => article.Id}
              renderItem={(article) => <ArticleCard article={article} headingOrder={2} />}
              loading={articles.isPending}
              error={articles.isError}
              onRetry={() => void articles.refetch()}
              emptyText={t('PAGES.CATEGORY.NO_ARTICLES')}
              hasMore={articles.hasNextPage}
              onLoadMore={() => void articles.fetchNextPage()}
              loadingMore={articles.isFetchingNextPage}
            />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
