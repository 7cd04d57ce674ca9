import { ActionIcon, Button, Container, Group, Tabs, Text, Title } from '@mantine/core';
import { SHELL } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PauseIcon, PlayIcon, TicketIcon, VideoIcon } from '../../../components/icons';
import { CompassIcon, HeartIcon } from '../../../components/lazy-icons';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import classes from './AudienceTabs.module.css';
import { FeatureList } from './FeatureList';
import { OrganizerSlogans } from './OrganizerSlogans';
import { useRotatingTab } from './use-rotating-tab';

const AUDIENCES = ['organizer', 'fan'] as const;
type Audience = (typeof AUDIENCES)[number];

const FAN_FEATURES = [
  { key: 'DISCOVER', Icon: CompassIcon },
  { key: 'FOLLOW', Icon: HeartIcon },
  { key: 'TICKETS', Icon: TicketIcon },
  { key: 'STREAMS', Icon: VideoIcon },
] as const;

/** "Marquee for organizers / for fans": two tabs that take turns every 10 s until the user steps in. */
export function AudienceTabs({ random }: { random?: () => number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rotation = useRotatingTab<Audience>(AUDIENCES, SHELL.homeAudienceRotateMs, random);

  return (
    <section aria-labelledby="audience-title" className={classes.section}>
      <Container size="lg">
        <Group justify="space-between" align="center" mb="md">
          <Title order={2} id="audience-title">
            {t('HOME_BELOW_FOLD.AUDIENCE.TITLE')}
          </Title>
          <ActionIcon
            variant="default"
            size="lg"
            onClick={rotation.togglePaused}
            aria-label={
              rotation.paused ? t('HOME_BELOW_FOLD.AUDIENCE.RESUME') : t('HOME_BELOW_FOLD.AUDIENCE.PAUSE')
            }
            data-testid="audience-rotation-toggle"
          >
            {rotation.paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
          </ActionIcon>
        </Group>
        <div {...rotation.holdProps}>
          <Tabs value={rotation.active} onChange={(value) => value && rotation.select(value as Audience)}>
            <Tabs.List aria-label={t('HOME_BELOW_FOLD.AUDIENCE.TITLE')}>
              <Tabs.Tab value="organizer">{t('HOME_BELOW_FOLD.AUDIENCE.ORGANIZER_TAB')}</Tabs.Tab>
              <Tabs.Tab value="fan">{t('HOME_BELOW_FOLD.AUDIENCE.FAN_TAB')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="organizer" pt="lg">
              <Text size="lg" mb="lg" maw={720}>
                {t('HOME_BELOW_FOLD.AUDIENCE.ORGANIZER_LEAD')}
              </Text>
              <OrganizerSlogans />
              <Button component={Link} to={hrefTo('ticketing', language)} mt="lg">
                {t('HOME_BELOW_FOLD.AUDIENCE.ORGANIZER_ACTION')}
              </Button>
            </Tabs.Panel>
            <Tabs.Panel value="fan" pt="lg">
              <Text size="lg" mb="lg" maw={720}>
                {t('HOME_BELOW_FOLD.AUDIENCE.FAN_LEAD')}
              </Text>
              <FeatureList
                items={FAN_FEATURES.map(({ key, Icon }) => ({
                  key,
                  icon: <Icon />,
                  title: t(`HOME_BELOW_FOLD.FAN.${key}.TITLE`),
                  text: t(`HOME_BELOW_FOLD.FAN.${key}.TEXT`),
                }))}
              />
              <Button component={Link} to={hrefTo('all-events', language)} mt="lg">
                {t('HOME_BELOW_FOLD.AUDIENCE.FAN_ACTION')}
              </Button>
            </Tabs.Panel>
          </Tabs>
        </div>
      </Container>
    </section>
  );
}
