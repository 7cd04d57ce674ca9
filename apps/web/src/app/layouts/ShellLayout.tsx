import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { loadTestModeRibbon } from '../../features/ticketing/pages';
import { CookieNotice } from '../shell/CookieNotice';
import { OrganizerToast } from '../shell/OrganizerToast';
import { Footer } from './Footer';
import { Header } from './Header';
import classes from './ShellLayout.module.css';
import { Sidebar } from './Sidebar';

const MobileMenu = lazy(() => import('./MobileMenu'));
// The test-mode ribbon is fixed (it shifts nothing when it appears) and off the first paint's path: its own
// chunk keeps the first-load script of every page within budget.
const TestModeRibbon = lazy(loadTestModeRibbon);

/** Header, sidebar and footer around every route flagged `ui` in lib/routing/routes.ts. */
export function ShellLayout() {
  const { t } = useTranslation();
  const [menuOpened, menu] = useDisclosure(false);
  const { pathname } = useLocation();
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpened && !menuUsed) setMenuUsed(true);

  // The mobile menu is a dialog; leaving the page it was opened on closes it.
  useEffect(() => {
    if (pathname) menu.close();
  }, [pathname, menu.close]);

  return (
    <div className={classes.shell}>
      <a className={classes.skip} href="#main">
        {t('NAV.SKIP_TO_CONTENT')}
      </a>
      <Header menuOpened={menuOpened} onToggleMenu={menu.toggle} />
      <div className={classes.body}>
        <aside className={classes.sidebar}>
          <Sidebar />
        </aside>
        <main id="main" tabIndex={-1} className={classes.main}>
          <Outlet />
        </main>
      </div>
      <Footer />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <OrganizerToast />
      <CookieNotice />
      <Suspense fallback={null}>
        <TestModeRibbon />
      </Suspense>
    </div>
  );
}
