import '@mantine/core/styles/Skeleton.css';
import { Container } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { useNearViewport } from '../../../components/use-near-viewport';
import { withCatalogPart, withLazyCatalogPart } from '../../../i18n/setup';
import { useHydrated } from '../../../lib/ssr/use-hydrated';
import { Hero } from '../components/Hero';
import { LastFollowedProfiles } from '../components/LastFollowedProfiles';
import { NewArticles } from '../components/NewArticles';
import { RecommendedSlider } from '../components/RecommendedSlider';
import { TopEvents } from '../components/TopEvents';
import { UpcomingStreams } from '../components/UpcomingStreams';
import { HOME_BELOW_FOLD_TEXTS } from '../texts';
import classes from './HomePage.module.css';

const CONTACT_PARAM = 'contactDialog';

const HomeBelowFold = lazy(
  withLazyCatalogPart('homeBelowFold', HOME_BELOW_FOLD_TEXTS, () =>
    import('../components/HomeBelowFold').then((m) => ({ default: m.HomeBelowFold })),
  ),
);

// The modal machinery loads when the dialog is first opened (or the URL asks for it), not with home.
const ContactDialog = lazy(
  withCatalogPart('extras', () =>
    import('../components/ContactDialog').then((m) => ({ default: m.ContactDialog })),
  ),
);

/**
 * Home (spec 1 §1): the hero (a text headline, so the largest paint needs no API call), then the
 * spec's listings in its order — recommended slider, top events, new articles, last followed
 * profiles, upcoming streams — then the audience tabs, partners and the organizer call to action.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('HOME.TITLE'));
  const [params, setParams] = useSearchParams();
  const contactOpen = params.has(CONTACT_PARAM);
  const [contactUsed, setContactUsed] = useState(contactOpen);
  const [belowFoldRef, belowFoldNear] = useNearViewport<HTMLDivElement>();
  // Screens below the first on the server too: its HTML ends with the listings, as the browser's first
  // render (hydration) does, and the second half comes when the visitor scrolls near it.
  const hydrated = useHydrated();
  if (contactOpen && !contactUsed) setContactUsed(true);

  // The dialog state lives in the URL so ?contactDialog links (footer, e-mails) open it directly.
  const setContact = (open: boolean) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (open) next.set(CONTACT_PARAM, 'true');
        else next.delete(CONTACT_PARAM);
        return next;
      },
      { replace: !open, preventScrollReset: true },
    );

  return (
    <div className={classes.page}>
      <Hero />
      <RecommendedSlider />
      <Container size="lg">
        <TopEvents />
        <NewArticles />
        <LastFollowedProfiles />
        <UpcomingStreams />
      </Container>
      <div ref={belowFoldRef}>
        {hydrated && belowFoldNear && (
          <Suspense fallback={null}>
            <HomeBelowFold onContact={() => setContact(true)} />
          </Suspense>
        )}
      </div>
      {contactUsed && (
        <Suspense fallback={null}>
          <ContactDialog opened={contactOpen} onClose={() => setContact(false)} withStartSelling />
        </Suspense>
      )}
    </div>
  );
}
