import type { ArticleListItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { CardImage } from './CardImage';
import { CardText } from './CardText';
import { type CardHeadingOrder, CardTitle } from './CardTitle';
import { formatDay } from './format';
import classes from './listings.module.css';

export function ArticleCard({
  article,
  headingOrder,
}: {
  article: ArticleListItem;
  headingOrder?: CardHeadingOrder;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <article className={classes.card} data-testid="article-card">
      <CardImage src={article.ProfilePicture} />
      <div className={classes.body}>
        <CardTitle to={hrefTo('article-detail', language, { id: article.Id })} order={headingOrder}>
          {article.Title}
        </CardTitle>
        <CardText dimmed>
          {t('LISTINGS.BY_AUTHOR', { name: article.Author.ProfileName })}
          {article.PublishedDate && (
            <>
              {' · '}
              <time dateTime={article.PublishedDate}>{formatDay(article.PublishedDate, language)}</time>
            </>
          )}
        </CardText>
        {article.About && <CardText clamp={3}>{article.About}</CardText>}
      </div>
    </article>
  );
}
