import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { CATEGORY_TABS, type CategoryTab, type Genre, type Language } from '@marquee/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
// Leaf modules, not the index barrels: those would bring the other pages' parts along (ARCHITECTURE §6).
import { PageLoading } from '../../../components/content/PageLoading';
import { EventCard } from '../../../components/listings/EventCard';
import { ListingGrid } from '../../../components/listings/ListingGrid';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useCategories } from '../../discovery';
import { useCategoryEvents } from '../api/get-category-events';
import { CategoryTabs } from '../components/CategoryTabs';

/*
 * The profiles and articles tabs are a chunk of their own, requested when this module runs (in parallel
 * with the first render and hydration, ready before a tab is pressed), so the events tab's first load does not
 * carry them (ARCHITECTURE §6). Opened at ?tab=profiles the server renders the tab, and React hydrates it
 * once the chunk has arrived (a Suspense boundary keeps the server's HTML until then).
 */
const panels = import('../components/CategoryPanels');
// A slug that is no genre: the server answers its 404 page, so only a link followed in the app comes here.
const NotFoundState = lazy(() =>
  import('../../../components/content/NotFoundState').then((m) => ({ default: m.NotFoundState })),
);
const CategoryProfilesPanel = lazy(() => panels.then((m) => ({ default: m.CategoryProfilesPanel })));
const CategoryArticlesPanel = lazy(() => panels.then((m) => ({ default: m.CategoryArticlesPanel })));

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
      <Suspense fallback={<PageLoading />}>
        <NotFoundState
          title={t('PAGES.CATEGORY.NOT_FOUND_TITLE')}
          message={t('PAGES.CATEGORY.NOT_FOUND_TEXT')}
        />
      </Suspense>
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
  const allEvents = hrefTo(
    'all-events',
    language,
    {},
    parent ? { par: parent.Slug, sub: genre.Slug } : { par: genre.Slug },
  );
  const select = (next: CategoryTab) => {
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

        <CategoryTabs
          tabs={[
            { value: 'events', label: t('PAGES.CATEGORY.EVENTS') },
            { value: 'profiles', label: t('PAGES.CATEGORY.PROFILES') },
            { value: 'articles', label: t('PAGES.CATEGORY.ARTICLES') },
          ]}
          value={tab}
          onChange={select}
          label={t('PAGES.CATEGORY.TABS_LABEL')}
        >
          {tab === 'events' && (
            <>
              <ListingGrid
                items={events.data?.pages.flat()}
                getKey={(event) => event.Id}
                renderItem={(event, index) => (
                  <EventCard event={event} headingOrder={2} priority={index < 3} />
                )}
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
            </>
          )}
          {tab !== 'events' && (
            <Suspense fallback={null}>
              {tab === 'profiles' ? (
                <CategoryProfilesPanel genre={genre} />
              ) : (
                <CategoryArticlesPanel genre={genre} />
              )}
            </Suspense>
          )}
        </CategoryTabs>
      </Stack>
    </Container>
  );
}
