import { Container, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './PartnerLogos.module.css';

// Wordmarks set in type rather than images: crisp in both themes, no requests, and the text is the
// accessible name. Replace with licensed SVG logos when partners send them.
const PARTNERS = [
  { name: 'Tatra Sound', style: 'serif' },
  { name: 'DANUBE ARENA', style: 'wide' },
  { name: 'kulturpark', style: 'mono' },
  { name: 'Praha Live', style: 'italic' },
  { name: 'BUDAPEST BEATS', style: 'condensed' },
  { name: 'Jazz Days', style: 'serif' },
] as const;

export function PartnerLogos() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="partners-title" className={classes.section}>
      <Container size="lg">
        <Title order={2} id="partners-title" ta="center" size="h3">
          {t('HOME_BELOW_FOLD.PARTNERS.TITLE')}
        </Title>
        <Text c="dimmed" ta="center" mt={4}>
          {t('HOME_BELOW_FOLD.PARTNERS.SUBTITLE')}
        </Text>
        <ul className={classes.list}>
          {PARTNERS.map((partner) => (
            <li key={partner.name} className={classes.logo} data-style={partner.style}>
              {partner.name}
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}
