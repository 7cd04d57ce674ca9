import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import classes from './Hero.module.css';

export function Hero() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={classes.hero} aria-labelledby="home-hero-title" data-testid="home-hero">
      <Container size="lg" className={classes.inner}>
        <Text className={classes.eyebrow}>{t('HOME.HERO.EYEBROW')}</Text>
        <Title order={1} id="home-hero-title" className={classes.title}>
          {t('HOME.HERO.TITLE')}
        </Title>
        <Text className={classes.lead}>{t('HOME.HERO.SUBTITLE')}</Text>
        <Group mt="xl" gap="sm">
          <Button component={Link} to={hrefTo('all-events', language)} size="lg" variant="white">
            {t('HOME.HERO.BROWSE_EVENTS')}
          </Button>
          <Button
            component={Link}
            to={hrefTo('ticketing', language)}
            size="lg"
            variant="outline"
            className={classes.secondary}
          >
            {t('HOME.HERO.SELL_TICKETS')}
          </Button>
        </Group>
      </Container>
    </section>
  );
}
