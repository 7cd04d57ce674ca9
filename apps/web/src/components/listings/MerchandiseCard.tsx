import { useTranslation } from 'react-i18next';
import { CardImage } from './CardImage';
import { CardText } from './CardText';
import { type CardHeadingOrder, CardTitle } from './CardTitle';
import classes from './listings.module.css';

/** Spec 1 §3 "Merch": an item sold on the profile's own shop; the card links out to it. */
export interface MerchandiseItem {
  Name: string;
  Url: string;
  Description: string | null;
  ProfileId: string;
  ProfilePicture: string | null;
}

/**
 * Spec 1 §5: a web link without an http prefix gets http:// added. Anything with another scheme
 * (javascript:, data:) is treated as a bare host too, so a stored link can never run script.
 */
export function merchandiseHref(url: string): string {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed.replace(/^[a-z][a-z0-9+.-]*:\/*/i, '')}`;
}

export function MerchandiseCard({
  item,
  headingOrder,
}: {
  item: MerchandiseItem;
  headingOrder?: CardHeadingOrder;
}) {
  const { t } = useTranslation();
  return (
    <article className={classes.card} data-testid="merchandise-card">
      <CardImage src={item.ProfilePicture} width={400} height={400} />
      <div className={classes.body}>
        <CardTitle
          to={merchandiseHref(item.Url)}
          order={headingOrder}
          external
          externalHint={t('LISTINGS.OPENS_NEW_TAB')}
        >
          {item.Name}
        </CardTitle>
        {item.Description && (
          <CardText dimmed clamp={3}>
            {item.Description}
          </CardText>
        )}
      </div>
    </article>
  );
}
