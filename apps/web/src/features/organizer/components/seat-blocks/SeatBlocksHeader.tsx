import { Anchor, Group, Text, Title } from '@mantine/core';
import type { EventManagement } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';

interface SeatBlocksHeaderProps {
  event: EventManagement | undefined;
}

/** The seat-blocks page's title with the event and venue, and the way back to the organizer's events. */
export function SeatBlocksHeader({ event }: SeatBlocksHeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Group justify="space-between" align="baseline" wrap="wrap">
      <div>
        <Title order={1} size="h2">
          {t('ORGANIZER.SEAT_BLOCKS.TITLE')}
        </Title>
        {event && (
          <Text c="dimmed" size="sm">
            {event.ProfileName}
            {event.VenueRef ? ` · ${event.VenueRef.Name}` : ''}
          </Text>
        )}
      </div>
      <Anchor component={Link} to={hrefTo('dashboard.events', language)} data-testid="seat-blocks-back">
        {t('ORGANIZER.SEAT_BLOCKS.BACK')}
      </Anchor>
    </Group>
  );
}
