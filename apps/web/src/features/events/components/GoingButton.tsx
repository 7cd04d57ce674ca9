import { Button, type ButtonProps } from '@mantine/core';
import { SHELL } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { useRequireAuth } from '../../../lib/session/use-require-auth';
import { useGoingStatus } from '../api/get-going-status';
import { useSetGoingStatus } from '../api/set-going-status';

interface GoingButtonProps extends Omit<ButtonProps, 'children'> {
  eventId: string;
  eventName: string;
}

/**
 * The going button (spec 1 §4): toggles Going / NotGoing for the active profile and confirms it with a
 * toast for 5 s. Anonymous users go to auth with authorizedActionPrevented.
 */
export function GoingButton({ eventId, eventName, ...buttonProps }: GoingButtonProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const requireAuth = useRequireAuth();
  const toasts = useToasts();
  const { profile } = useSession();
  const visitorId = profile?.Id ?? null;
  const status = useGoingStatus(eventId, visitorId);
  const mutation = useSetGoingStatus();
  const going = status.data?.GoingStatus === 'Going';

  const toggle = () =>
    requireAuth(() => {
      if (!visitorId) {
        navigate(hrefTo('create-profile.visitor', language, { step: 1 }));
        return;
      }
      const next = going ? 'NotGoing' : 'Going';
      mutation.mutate(
        { eventId, visitorId, status: next },
        {
          onSuccess: () =>
            toasts.show(t(next === 'Going' ? 'GOING.ADDED' : 'GOING.REMOVED', { event: eventName }), {
              durationMs: SHELL.goingToastMs,
            }),
        },
      );
    });

  return (
    <Button
      variant={going ? 'filled' : 'default'}
      onClick={toggle}
      loading={mutation.isPending}
      aria-pressed={going}
      data-testid="going-button"
      {...buttonProps}
    >
      {going ? t('GOING.GOING') : t('GOING.MARK')}
    </Button>
  );
}
