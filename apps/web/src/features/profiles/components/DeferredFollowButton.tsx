import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deferred } from './deferred';
import type { FollowButtonProps } from './FollowButton';

// Following (a mutation, its toasts and the sign-in guard) is on-interaction code: off the first load.
const Follow = deferred(() => import('./FollowButton').then((m) => m.FollowButton));

/**
 * Follow / Following on a server-rendered page: until hydrated and loaded, a button of the same look (an
 * anonymous render follows no one); a press on it follows once FollowButton is there.
 */
export function DeferredFollowButton(props: FollowButtonProps) {
  const { t } = useTranslation();
  const { profile, disabled, ...buttonProps } = props;
  const following = profile.IsFollowing;
  return (
    <Follow
      {...props}
      placeholder={(press) => (
        <Button
          variant={following ? 'default' : 'filled'}
          onClick={press}
          disabled={disabled}
          aria-pressed={following}
          data-testid="follow-button"
          {...buttonProps}
        >
          {following ? t('FOLLOW.FOLLOWING') : t('FOLLOW.FOLLOW')}
        </Button>
      )}
    />
  );
}
