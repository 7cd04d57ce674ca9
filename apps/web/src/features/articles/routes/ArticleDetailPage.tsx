import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  EmbeddedCodes,
  HeroImage,
  LoadFailed,
  NotFoundState,
  PageLoading,
  SafeHtml,
  TagGroups,
} from '../../../components/content';
import { preloadSanitizer } from '../../../components/content/use-sanitizer';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import { useArticle } from '../api/get-article';
import { ArticleGallery } from '../components/ArticleGallery';
import { AuthorAvatar } from '../components/AuthorAvatar';
import { BackButton } from '../components/BackButton';
import { formatDay } from '../model/format-day';

// The article's rich text needs the sanitizer: fetched with the page's data, not in its first load.
preloadSanitizer();

/*
 * The profiles the article is about (the last section, below the text) are a chunk of their own, requested
 * when this module runs, in parallel with hydration (ARCHITECTURE §6: the card grid was ~3 kB gzip of the
 * first load). Like the event page's sections below the fold they render once the page has hydrated: the
 * server's HTML ends with the text's tags, as the browser's first render does, and the cards come with their
 * stylesheet (which the server does not link for a lazy chunk).
 */
const profiles = import('../components/ArticleProfiles');
const ArticleProfiles = lazy(() => profiles.then((m) => ({ default: m.ArticleProfiles })));

/**
 * An article (spec 1 §2): back, image, title, author (to the profile), date, text (sanitized HTML),
 * gallery, embeds, genres, keywords, and the profiles it is about.
 */
export function ArticleDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const article = useArticle(id);
  const hydrated = useHydrated();
  useDocumentTitle(article.data?.Title ?? t('ARTICLES.TITLE'));

  if (article.isPending) return <PageLoading />;
  if (article.isError) {
    const missing = isApiRequestError(article.error) && article.error.status < 500;
    if (missing)
      return <NotFoundState title={t('ARTICLES.NOT_FOUND_TITLE')} message={t('ARTICLES.NOT_FOUND')} />;
    return <LoadFailed onRetry={() => void article.refetch()} />;
  }

  const data = article.data;
  const author = data.Author;
  const authorHref = hrefTo('profile-detail', language, { id: author.Nickname ?? author.Id });
  return (
    <Container size="md" py="lg" component="article" data-testid="article-detail" data-article-id={data.Id}>
      <Stack gap="lg">
        <Group justify="space-between">
          <BackButton fallback={hrefTo('all-articles', language)} />
          {data.IsAuthor && (
            <Button component={Link} variant="default" to={hrefTo('article-edit', language, { id: data.Id })}>
              {t('ARTICLES.EDIT')}
            </Button>
          )}
        </Group>
        <HeroImage src={data.ProfilePicture} />
        <Stack gap="xs">
          {data.Status === 'DRAFT' && (
            <Badge color="yellow" variant="light" w="fit-content">
              {t('ARTICLES.DRAFT')}
            </Badge>
          )}
          <Title order={1}>{data.Title}</Title>
          <Group gap="sm" wrap="nowrap">
            <AuthorAvatar src={author.ProfilePicture} name={author.ProfileName} />
            <Text size="sm">
              <Anchor component={Link} to={authorHref} fw={600} data-testid="article-author">
                {author.ProfileName}
              </Anchor>
              {data.PublishedDate && (
                <Text span c="dimmed">
                  {' · '}
                  <time dateTime={data.PublishedDate}>{formatDay(data.PublishedDate, language)}</time>
                </Text>
              )}
            </Text>
          </Group>
        </Stack>
        {data.About && (
          <Text size="lg" fw={500}>
            {data.About}
          </Text>
        )}
        {/* Sanitized on the server too (entry-server.tsx): the article's text is in the page's HTML. */}
        <SafeHtml html={data.Text} data-testid="article-text" />
        {data.Gallery.length > 0 && (
          <section aria-labelledby="article-gallery">
            <Title order={2} size="h3" id="article-gallery" mb="sm">
              {t('ARTICLES.GALLERY')}
            </Title>
            <ArticleGallery items={data.Gallery} />
          </section>
        )}
        {data.EmbeddedCodes.length > 0 && (
          <section aria-labelledby="article-embeds">
            <Title order={2} size="h3" id="article-embeds" mb="sm">
              {t('ARTICLES.EMBEDS')}
            </Title>
            <EmbeddedCodes codes={data.EmbeddedCodes} frameTitle={t('CONTENT.EMBED_FRAME')} />
          </section>
        )}
        <TagGroups
          genres={data.Categories}
          keywords={data.Keywords}
          language={language}
          genresTitle={t('ARTICLES.GENRES')}
          keywordsTitle={t('ARTICLES.KEYWORDS')}
        />
        {hydrated && data.Profiles.length > 0 && (
          <Suspense fallback={null}>
            <section aria-labelledby="article-profiles">
              <Title order={2} size="h3" id="article-profiles" mb="sm">
                {t('ARTICLES.PROFILES')}
              </Title>
              <ArticleProfiles profiles={data.Profiles} />
            </section>
          </Suspense>
        )}
      </Stack>
    </Container>
  );
}
