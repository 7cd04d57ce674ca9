import { Button, type ButtonProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { deferred } from './deferred';

// Going (its status read, a mutation and the sign-in guard) is on-interaction code: off the first load.
const Going = deferred(() => import('../../events').then((m) => m.GoingButton));

interface DeferredGoingButtonProps extends Omit<ButtonProps, 'children'> {
  eventId: string;
  eventName: string;
}

/**
 * The events feature's GoingButton on a server-rendered list: until hydrated and loaded, a button of the
 * same look (an anonymous visitor is not going); a press on it counts once GoingButton is there.
 */
export function DeferredGoingButton(props: DeferredGoingButtonProps) {
  const { t } = useTranslation();
  const { eventId: _eventId, eventName: _eventName, ...buttonProps } = props;
  return (
    <Going
      {...props}
      placeholder={(press) => (
        <Button
          variant="default"
          onClick={press}
          aria-pressed={false}
          data-testid="going-button"
          {...buttonProps}
        >
          {t('GOING.MARK')}
        </Button>
      )}
    />
  );
}
