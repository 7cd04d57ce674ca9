import { Button, type ButtonProps } from '@mantine/core';
import type { ProfileType } from '@marquee/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { useRequireAuth } from '../../../lib/session/use-require-auth';
import { useSetFollow } from '../api/use-set-follow';

export const FOLLOW_TOAST_MS = 3000;

export interface FollowButtonProps extends Omit<ButtonProps, 'children'> {
  profile: { Id: string; Type: ProfileType; ProfileName: string; IsFollowing: boolean };
  /** Lineups: Follow is disabled unless the lineup entry is confirmed with a profile type (spec 1 §2). */
  disabled?: boolean;
}

/**
 * Follow / Following (spec 1 §4): the active profile follows or unfollows the profile. Anonymous users go
 * to auth with authorizedActionPrevented; a user without a profile goes to profile creation first.
 */
export function FollowButton({ profile, disabled, ...buttonProps }: FollowButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const requireAuth = useRequireAuth();
  const toasts = useToasts();
  const session = useSession();
  const mutation = useSetFollow();
  const [following, setFollowing] = useState(profile.IsFollowing);
  useEffect(() => setFollowing(profile.IsFollowing), [profile.IsFollowing]);

  // Following yourself makes no sense (the server refuses it).
  if (session.profile?.Id === profile.Id) return null;

  const toggle = () =>
    requireAuth(() => {
      const follower = session.profile;
      if (!follower) {
        navigate(hrefTo('create-profile.visitor', language, { step: 1 }));
        return;
      }
      const next = !following;
      setFollowing(next);
      mutation.mutate(
        { follower: { Id: follower.Id, Type: follower.Type }, target: profile, follow: next },
        {
          onSuccess: () =>
            toasts.show(t(next ? 'FOLLOW.FOLLOWED' : 'FOLLOW.UNFOLLOWED', { name: profile.ProfileName }), {
              durationMs: FOLLOW_TOAST_MS,
            }),
          onError: () => setFollowing(!next),
        },
      );
    });

  return (
    <Button
      variant={following ? 'default' : 'filled'}
      onClick={toggle}
      disabled={disabled}
      loading={mutation.isPending}
      aria-pressed={following}
      data-testid="follow-button"
      {...buttonProps}
    >
      {following ? t('FOLLOW.FOLLOWING') : t('FOLLOW.FOLLOW')}
    </Button>
  );
}
