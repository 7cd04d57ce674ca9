import type { ProfileRef } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { MapPinIcon } from '../icons';
import { CardImage } from './CardImage';
import { CardText } from './CardText';
import { type CardHeadingOrder, CardTitle } from './CardTitle';
import classes from './listings.module.css';

/** Any profile reference; the optional fields fill in where the API gives them (ProfileSummary, last followed). */
export type ProfileCardProfile = ProfileRef & {
  City?: string | null;
  Region?: string | null;
  Country?: string | null;
  FollowersCount?: number;
};

export function ProfileCard({
  profile,
  headingOrder,
}: {
  profile: ProfileCardProfile;
  headingOrder?: CardHeadingOrder;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const place = [profile.City ?? profile.Region, profile.Country].filter(Boolean).join(', ');
  return (
    <article className={`${classes.card} ${classes.center}`} data-testid="profile-card">
      <CardImage src={profile.ProfilePicture} width={96} height={96} round />
      <div className={classes.body}>
        <CardTitle
          to={
            // A campaign's page is campaign-detail (spec 1 §2), the profile page's sections under its own URL.
            profile.Type === 'CampaignProfile'
              ? hrefTo('campaign-detail', language, { name: profile.Nickname ?? profile.Id })
              : hrefTo('profile-detail', language, { id: profile.Nickname ?? profile.Id })
          }
          order={headingOrder}
        >
          {profile.ProfileName}
        </CardTitle>
        {place && (
          <CardText dimmed meta className={classes.centerRow}>
            <MapPinIcon size={16} />
            <span>{place}</span>
          </CardText>
        )}
        {profile.FollowersCount !== undefined && (
          <CardText dimmed>{t('LISTINGS.FOLLOWERS', { count: profile.FollowersCount })}</CardText>
        )}
      </div>
    </article>
  );
}
