import { Alert, Anchor, Container, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ArticleDetail } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { NotFoundState } from '../../../components/content/NotFoundState';
import { PageLoading } from '../../../components/content/PageLoading';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { articleQuery, useArticle } from '../api/get-article';
import { ArticleStatusBadge } from '../components/ArticleStatusBadge';
import { BasicsForm } from '../components/BasicsForm';
import { ExtrasForm } from '../components/ExtrasForm';

const EXTRAS = 'extras';

/**
 * article-create (/:lang/article/new) and article-edit (/:lang/article/edit/:id?section): the two-step
 * editor (spec 3 §2). Creating needs a blogger active profile (else the dashboard); the extras step opens
 * once the article exists, and creating proceeds to it.
 */
export function ArticleEditorPage() {
  const { id } = useParams();
  return id ? <EditArticle id={id} /> : <NewArticle />;
}

function NewArticle() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { status, profile } = useSession();
  const blogger = profile?.IsBlogger === true;
  useDocumentTitle(t('ARTICLE_EDITOR.TITLE_NEW'));
  useEffect(() => {
    // Spec 3 §2: article-create is for bloggers only; anyone else goes to the dashboard.
    if (status === 'signed-in' && !blogger) navigate(hrefTo('dashboard', language), { replace: true });
  }, [status, blogger, navigate, language]);
  if (!blogger) return <PageLoading />;
  return <Editor article={null} />;
}

function EditArticle({ id }: { id: string }) {
  const { t } = useTranslation();
  const query = useArticle(id);
  useDocumentTitle(t('ARTICLE_EDITOR.TITLE_EDIT'));
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const missing = isApiRequestError(query.error) && [400, 404].includes(query.error.status);
    if (missing)
      return (
        <NotFoundState title={t('ARTICLE_EDITOR.NOT_FOUND')} message={t('ARTICLE_EDITOR.NOT_FOUND_HINT')} />
      );
    return (
      <Container size="md" py="md">
        <Alert color="red" role="alert">
          {t('ARTICLE_EDITOR.LOAD_FAILED')}
        </Alert>
      </Container>
    );
  }
  if (!query.data.IsAuthor)
    return (
      <Container size="md" py="md">
        <Alert color="red" role="alert" data-testid="article-forbidden">
          {t('ARTICLE_EDITOR.FORBIDDEN')}
        </Alert>
      </Container>
    );
  // A new answer (another save) remounts the forms from the server's article.
  return <Editor article={query.data} />;
}

function Editor({ article }: { article: ArticleDetail | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const section = article && params.get('section') === EXTRAS ? EXTRAS : 'basics';

  const saved = (next: ArticleDetail, sameStatus: boolean) => {
    queryClient.setQueryData(articleQuery(next.Id).queryKey, next);
    void queryClient.invalidateQueries({ queryKey: ['article', 'mine'] });
    void queryClient.invalidateQueries({ queryKey: ['article', 'list'] });
    if (!article) {
      // Spec 3 §4: creating proceeds to the edit route with the extras section.
      toasts.show(t('ARTICLE_EDITOR.CREATED'));
      navigate(hrefTo('article-edit', language, { id: next.Id }, { section: EXTRAS }), { replace: true });
    } else if (sameStatus) {
      // Spec 3 §4: saving in the status it already has goes to the dashboard.
      toasts.show(t('ARTICLE_EDITOR.SAVED'));
      navigate(hrefTo('dashboard.articles', language));
    } else {
      toasts.show(
        next.Status === 'PUBLISHED' ? t('ARTICLE_EDITOR.PUBLISHED_TOAST') : t('ARTICLE_EDITOR.DRAFTED_TOAST'),
      );
    }
  };

  return (
    <Container size="md" py="md" px="xs">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h2">
            {article ? t('ARTICLE_EDITOR.TITLE_EDIT') : t('ARTICLE_EDITOR.TITLE_NEW')}
          </Title>
          {article && (
            <Group gap="sm">
              <ArticleStatusBadge status={article.Status} testId="article-status" />
              <Anchor component={Link} to={hrefTo('article-detail', language, { id: article.Id })}>
                {t('ARTICLE_EDITOR.VIEW')}
              </Anchor>
            </Group>
          )}
        </Group>
        <Tabs
          value={section}
          onChange={(value) =>
            setParams(value === EXTRAS ? { section: EXTRAS } : {}, {
              replace: true,
              preventScrollReset: true,
            })
          }
        >
          <Tabs.List>
            <Tabs.Tab value="basics">{t('ARTICLE_EDITOR.STEP_BASICS')}</Tabs.Tab>
            <Tabs.Tab value={EXTRAS} disabled={!article} data-testid="article-step-extras">
              {t('ARTICLE_EDITOR.STEP_EXTRAS')}
            </Tabs.Tab>
          </Tabs.List>
          {!article && (
            <Text size="sm" c="dimmed" mt="xs">
              {t('ARTICLE_EDITOR.STEP_EXTRAS_LOCKED')}
            </Text>
          )}
          <Tabs.Panel value="basics" pt="md">
            <BasicsForm key={`${article?.Id}-${article?.Status}`} article={article} onSaved={saved} />
          </Tabs.Panel>
          {article && (
            <Tabs.Panel value={EXTRAS} pt="md">
              <ExtrasForm key={`${article.Id}-${article.Status}`} article={article} onSaved={saved} />
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
    </Container>
  );
}
