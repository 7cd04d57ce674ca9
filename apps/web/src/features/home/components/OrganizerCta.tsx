import { Button, Container, Group, Paper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import classes from './OrganizerCta.module.css';

/** The organizer call to action at the bottom of home (spec 1 §1). */
export function OrganizerCta({ onContact }: { onContact: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Container size="lg" component="section" aria-labelledby="organizer-cta-title" py="xl">
      <Paper radius="lg" p={{ base: 'lg', sm: 40 }} className={classes.box}>
        <Title order={2} id="organizer-cta-title">
          {t('HOME_BELOW_FOLD.CTA.TITLE')}
        </Title>
        <Text size="lg" mt="sm" maw={640}>
          {t('HOME_BELOW_FOLD.CTA.TEXT')}
        </Text>
        <Group mt="lg" gap="sm">
          <Button component={Link} to={hrefTo('ticketing', language)} size="md">
            {t('HOME_BELOW_FOLD.CTA.START')}
          </Button>
          <Button variant="default" size="md" onClick={onContact}>
            {t('HOME_BELOW_FOLD.CTA.CONTACT')}
          </Button>
        </Group>
      </Paper>
    </Container>
  );
}
