import { Anchor, VisuallyHidden } from '@mantine/core';
import type { Merch } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { CardImage, CardText, ListingGrid, merchandiseHref } from '../../../components/listings';
import { useProfileMerch } from '../api/get-merch';
import classes from './MerchSection.module.css';
import { ProfileSection } from './ProfileSection';

/**
 * Spec 1 §2 profile detail / §3 "Merch": what the profile sells on its own shop — picture, name, a
 * clamped description and a link out. Optional content, so the section stays away while loading, on an
 * error and when the profile sells nothing (the page around it is complete without it).
 */
export function MerchSection({ profileId }: { profileId: string }) {
  const { t } = useTranslation();
  const merch = useProfileMerch(profileId);
  if (!merch.data || merch.data.length === 0) return null;
  return (
    <ProfileSection id="profile-merch" title={t('PROFILE_PAGE.MERCH')}>
      <ListingGrid
        items={merch.data}
        getKey={(item) => item.Id}
        renderItem={(item) => <MerchItemCard item={item} />}
        emptyText=""
        aria-labelledby="profile-merch"
      />
    </ProfileSection>
  );
}

function MerchItemCard({ item }: { item: Merch }) {
  const { t } = useTranslation();
  return (
    <article className={classes.card} data-testid="profile-merch-item">
      <CardImage src={item.ProfilePicture} width={400} height={400} />
      <div className={classes.body}>
        <h3 className={classes.name}>{item.Name}</h3>
        {item.Description && (
          <CardText dimmed clamp={3}>
            {item.Description}
          </CardText>
        )}
        {/* Items sold only in person (a box-office gift card) have no shop to open. */}
        {item.Url && (
          <Anchor
            href={merchandiseHref(item.Url)}
            target="_blank"
            rel="noopener noreferrer"
            className={classes.shop}
          >
            {t('PROFILE_PAGE.OPEN_SHOP')}
            {/* Several cards each say "Open shop": the hidden part tells them apart for screen readers. */}
            <VisuallyHidden>{`: ${item.Name} ${t('LISTINGS.OPENS_NEW_TAB')}`}</VisuallyHidden>
          </Anchor>
        )}
      </div>
    </article>
  );
}
