import { useTranslation } from 'react-i18next';
import { TicketIcon } from '../../../components/icons';
import { ChartIcon, UsersIcon } from '../../../components/lazy-icons';
import { FeatureList } from './FeatureList';

const SLOGANS = [
  { key: 'TICKETS', Icon: TicketIcon },
  { key: 'STATS', Icon: ChartIcon },
  { key: 'AUDIENCE', Icon: UsersIcon },
] as const;

/** The three organizer promises of spec 1 §1: tickets, stats, audience. */
export function OrganizerSlogans() {
  const { t } = useTranslation();
  return (
    <FeatureList
      items={SLOGANS.map(({ key, Icon }) => ({
        key,
        icon: <Icon />,
        title: t(`HOME_BELOW_FOLD.ORGANIZER.${key}.TITLE`),
        text: t(`HOME_BELOW_FOLD.ORGANIZER.${key}.TEXT`),
      }))}
    />
  );
}
