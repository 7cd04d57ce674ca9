import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, LinkedinIcon, YoutubeIcon } from '../../components/icons';
import { Logo } from '../../components/Logo';
import { openConsentSettings } from '../../features/tracking';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo, type RouteName } from '../../lib/routing/routes';
import classes from './Footer.module.css';

const LEGAL_LINKS: { label: string; route: RouteName }[] = [
  { label: 'FOOTER.PRIVACY', route: 'privacy-policy' },
  { label: 'FOOTER.TERMS', route: 'terms-and-conditions' },
  { label: 'FOOTER.COOKIES', route: 'cookies-policy' },
  { label: 'FOOTER.ABOUT', route: 'info' },
];

const SOCIAL_LINKS: { name: string; href: string; Icon: ComponentType }[] = [
  { name: 'Facebook', href: 'https://www.facebook.com/marquee.events', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/marquee.events', Icon: InstagramIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/@marquee.events', Icon: YoutubeIcon },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/marquee-events', Icon: LinkedinIcon },
];

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <div className={classes.grid}>
          <Stack gap="xs">
            <Logo />
            <Text size="sm" c="dimmed">
              {t('FOOTER.TAGLINE')}
            </Text>
            {/* The operator's legal address; street and town are names, only the country is translated. */}
            <address className={classes.address}>
              Marquee s.r.o.
              <br />
              Hlavná 1
              <br />
              040 01 Košice
              <br />
              {t('FOOTER.COUNTRY')}
            </address>
          </Stack>
          <nav aria-label={t('FOOTER.LEGAL')}>
            <Stack gap={6}>
              {LEGAL_LINKS.map(({ label, route }) => (
                <Anchor key={route} component={Link} to={hrefTo(route, language)} size="sm">
                  {t(label)}
                </Anchor>
              ))}
              <Anchor component={Link} to={hrefTo('home', language, {}, { contactDialog: 'true' })} size="sm">
                {t('FOOTER.CONTACT')}
              </Anchor>
              {/* Issue 22: the consent choice can be changed at any time (it reopens the cookie notice). */}
              <Anchor
                component="button"
                type="button"
                onClick={openConsentSettings}
                size="sm"
                ta="start"
                data-testid="cookie-settings"
              >
                {t('FOOTER.COOKIE_SETTINGS')}
              </Anchor>
            </Stack>
          </nav>
          <div>
            <Text size="sm" fw={700} mb="xs" id="footer-social">
              {t('FOOTER.FOLLOW_US')}
            </Text>
            <Group component="ul" gap="xs" className={classes.social} aria-labelledby="footer-social">
              {SOCIAL_LINKS.map(({ name, href, Icon }) => (
                <li key={name}>
                  <a
                    href={href}
                    className={classes.socialLink}
                    aria-label={t('FOOTER.SOCIAL', { network: name })}
                  >
                    <Icon />
                  </a>
                </li>
              ))}
            </Group>
          </div>
        </div>
        <Group justify="space-between" mt="xl" gap="xs" className={classes.bottom}>
          <Text size="xs" c="dimmed">
            {t('FOOTER.COPYRIGHT', { year: new Date().getFullYear() })}
          </Text>
          <Group gap="md">
            {/* Attribution the licence (CC BY 4.0) of our offline IP-location data requires. */}
            <Anchor href="https://db-ip.com" size="xs" c="dimmed" data-testid="dbip-attribution">
              {t('FOOTER.IP_GEOLOCATION')}
            </Anchor>
            <Text size="xs" c="dimmed" data-testid="app-version">
              {t('FOOTER.VERSION', { version: __APP_VERSION__ })}
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
}
