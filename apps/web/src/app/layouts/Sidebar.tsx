import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo, type RouteName } from '../../lib/routing/routes';
import { useSession } from '../../lib/session/session-store';
import { LanguageSwitcher } from '../shell/LanguageSwitcher';
import classes from './Sidebar.module.css';

interface MenuSection {
  /** i18n key of the section heading. */
  title: string;
  items: { label: string; route: RouteName }[];
  /** Which active profiles see the section (spec 1 §6); all signed-in users when absent. */
  needs?: 'IsOrganizer' | 'IsBlogger';
  /** Not for the StatisticsViewer role (spec 3 §6: no create event, newsletter or articles). */
  notForViewer?: true;
}

const PUBLIC_ITEMS: MenuSection['items'] = [
  { label: 'NAV.SIGN_IN', route: 'auth' },
  { label: 'NAV.ALL_EVENTS', route: 'all-events' },
  { label: 'NAV.ALL_ARTICLES', route: 'all-articles' },
];

// Signed-in menu sections (spec 1 §2 Shell): organizer needs IsOrganizer, blogger IsBlogger (spec 1 §6).
const SIGNED_IN_SECTIONS: MenuSection[] = [
  {
    title: 'NAV.SECTION_ORGANIZER',
    needs: 'IsOrganizer',
    items: [
      { label: 'NAV.YOUR_EVENTS', route: 'dashboard.events' },
      { label: 'NAV.OVERVIEW', route: 'overview.stats' },
      // StatisticsViewer too: the list and the builder open read-only for it.
      { label: 'ROUTES.DASHBOARD_QUESTIONNAIRES', route: 'dashboard.questionnaires' },
      { label: 'ROUTES.DASHBOARD_STREAMS', route: 'dashboard.streams' },
    ],
  },
  {
    title: 'NAV.SECTION_NEWSLETTER',
    notForViewer: true,
    items: [{ label: 'NAV.EMAIL_NOTIFICATIONS', route: 'email-notifications' }],
  },
  {
    title: 'NAV.SECTION_BLOGGER',
    needs: 'IsBlogger',
    notForViewer: true,
    items: [{ label: 'NAV.YOUR_ARTICLES', route: 'dashboard.articles' }],
  },
  {
    title: 'NAV.SECTION_FAN_ZONE',
    items: [
      { label: 'NAV.RECOMMENDED_EVENTS', route: 'dashboard.recommendations' },
      { label: 'NAV.ALL_EVENTS', route: 'all-events' },
      { label: 'NAV.PURCHASED_TICKETS', route: 'purchased-tickets' },
      { label: 'NAV.ALL_ARTICLES', route: 'all-articles' },
    ],
  },
];

/** The menu: public links for visitors, sections for signed-in users; always the language switcher. */
export function Sidebar() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const { status, profile, user } = useSession();
  const viewer = user?.ProfileClaims.find((c) => c.EntityId === profile?.Id)?.Role === 'StatisticsViewer';
  // While the stored sign-in is being checked the signed-in menu is shown, so it does not flicker.
  const signedIn = status !== 'anonymous';
  const sections = SIGNED_IN_SECTIONS.filter(
    (section) => (!section.needs || profile?.[section.needs]) && !(viewer && section.notForViewer),
  );

  const item = ({ label, route }: MenuSection['items'][number]) => {
    const to = hrefTo(route, language);
    const active = pathname === to;
    return (
      <Link key={route} to={to} className={classes.link} aria-current={active ? 'page' : undefined}>
        {t(label)}
      </Link>
    );
  };

  return (
    <nav aria-label={t('NAV.MAIN')}>
      <Stack gap="md">
        {!viewer && (
          <Button component={Link} to={hrefTo('event-create', language)} fullWidth>
            {t('NAV.CREATE_EVENT')}
          </Button>
        )}
        {signedIn && profile?.IsOrganizer && (
          <Button component={Link} to={hrefTo('dashboard', language)} variant="default" fullWidth>
            {t('NAV.ADMIN_DASHBOARD')}
          </Button>
        )}
        {signedIn ? (
          sections.map((section) => (
            <div key={section.title}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
                {t(section.title)}
              </Text>
              {section.items.map(item)}
            </div>
          ))
        ) : (
          <div>{PUBLIC_ITEMS.map(item)}</div>
        )}
        <hr className={classes.divider} />
        <LanguageSwitcher />
      </Stack>
    </nav>
  );
}
