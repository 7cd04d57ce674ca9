import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/Logo';
import { SearchButton } from '../../features/discovery';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { HeaderAccount } from '../shell/HeaderAccount';
import { ThemeToggle } from '../shell/ThemeToggle';
import classes from './Header.module.css';

interface HeaderProps {
  menuOpened: boolean;
  onToggleMenu: () => void;
}

/** Top bar with the search toggle and the profile menu (signed in) or a sign-in button. */
export function Header({ menuOpened, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <header className={classes.header}>
      <Group h="100%" px="md" justify="space-between" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <button
            type="button"
            className={`mantine-focus-auto ${classes.burger}`}
            onClick={onToggleMenu}
            aria-label={menuOpened ? t('NAV.CLOSE_MENU') : t('NAV.OPEN_MENU')}
            aria-expanded={menuOpened}
            aria-controls="mobile-menu"
          >
            <span className={classes.lines} data-opened={menuOpened || undefined} />
          </button>
          <Link to={hrefTo('home', language)} className={classes.home} aria-label={t('NAV.HOME')}>
            <Logo />
          </Link>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Button component={Link} to={hrefTo('ticketing', language)} variant="subtle" visibleFrom="sm">
            {t('NAV.FOR_ORGANIZERS')}
          </Button>
          <SearchButton />
          <ThemeToggle />
          <HeaderAccount />
        </Group>
      </Group>
    </header>
  );
}
