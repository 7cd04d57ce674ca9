import { Alert, Anchor, Button, Container, Group, Radio, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { type ArticleFilter, useMyArticles } from '../api/get-my-articles';
import { ArticleStatusBadge } from '../components/ArticleStatusBadge';

const FILTERS: ArticleFilter[] = ['ALL', 'PUBLISHED', 'DRAFT'];

/** dashboard.articles (/:lang/dashboard/articles): the active profile's articles, drafts included, by status. */
export function MyArticlesPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const { profile } = useSession();
  const [filter, setFilter] = useState<ArticleFilter>('ALL');
  const list = useMyArticles(profile?.Id ?? '', filter);
  useDocumentTitle(t('ARTICLE_EDITOR.MINE_TITLE'));
  const rows = list.data?.pages.flat() ?? [];
  const date = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString(i18n.language) : '—');

  return (
    <Container size="lg" py="md" px="xs">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {t('ARTICLE_EDITOR.MINE_TITLE')}
          </Title>
          {profile?.IsBlogger && (
            <Button component={Link} to={hrefTo('article-create', language)} data-testid="article-write">
              {t('ARTICLE_EDITOR.WRITE')}
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {profile?.IsBlogger ? t('ARTICLE_EDITOR.MINE_INTRO') : t('ARTICLE_EDITOR.NOT_BLOGGER')}
        </Text>
        <Radio.Group
          label={t('ARTICLE_EDITOR.FILTER_LABEL')}
          value={filter}
          onChange={(value) => setFilter(value as ArticleFilter)}
        >
          <Group gap="md" mt={4}>
            {FILTERS.map((value) => (
              <Radio key={value} value={value} label={t(`ARTICLE_EDITOR.FILTER_${value}`)} />
            ))}
          </Group>
        </Radio.Group>
        {list.isPending && profile ? (
          <PageLoading />
        ) : list.isError ? (
          <Alert color="red" role="alert">
            {t('ARTICLE_EDITOR.LOAD_FAILED')}
          </Alert>
        ) : rows.length === 0 ? (
          <Text data-testid="my-articles-empty">{t('ARTICLE_EDITOR.MINE_EMPTY')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table data-testid="my-articles">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('ARTICLE_EDITOR.FIELD_TITLE')}</Table.Th>
                  <Table.Th>{t('ARTICLE_EDITOR.COLUMN_STATUS')}</Table.Th>
                  <Table.Th>{t('ARTICLE_EDITOR.FIELD_DATE')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((article) => (
                  <Table.Tr key={article.Id} data-testid="my-article">
                    <Table.Td>
                      <Anchor component={Link} to={hrefTo('article-edit', language, { id: article.Id })}>
                        {article.Title || t('ARTICLE_EDITOR.UNTITLED')}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <ArticleStatusBadge status={article.Status} />
                    </Table.Td>
                    <Table.Td>{date(article.PublishedDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {list.hasNextPage && (
          <Button
            variant="default"
            style={{ alignSelf: 'center' }}
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {t('ARTICLE_EDITOR.LOAD_MORE')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
