import { useTranslation } from 'react-i18next';
import { ArticleCard } from '../../../components/listings/ArticleCard';
import { useNearViewport } from '../../../components/use-near-viewport';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useNewArticles } from '../api/get-articles';
import { HomeListSection } from './HomeListSection';

/** New articles (spec 1 §1, §9: 9 on home), newest first. */
export function NewArticles() {
  const { t } = useTranslation();
  // Rendered and fetched once it is near the screen (see useNearViewport).
  const [sectionRef, near] = useNearViewport<HTMLElement>();
  const language = useLanguage();
  const { data, isPending, isError, refetch } = useNewArticles(near);
  return (
    <HomeListSection
      sectionRef={sectionRef}
      id="new-articles"
      title={t('HOME.NEW_ARTICLES')}
      items={data}
      loading={isPending}
      error={isError}
      onRetry={() => void refetch()}
      emptyText={t('HOME.NO_ARTICLES')}
      getKey={(article) => article.Id}
      renderItem={(article) => <ArticleCard article={article} />}
      more={{ href: hrefTo('all-articles', language), label: t('HOME.SHOW_ALL_ARTICLES') }}
    />
  );
}
