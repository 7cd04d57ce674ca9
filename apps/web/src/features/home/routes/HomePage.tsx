import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Skeleton.css';
import { Container } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../components/use-document-title';
import { withCatalogPart } from '../../../i18n/setup';
import { AudienceTabs } from '../components/AudienceTabs';
import { Hero } from '../components/Hero';
import { OrganizerCta } from '../components/OrganizerCta';
import { PartnerLogos } from '../components/PartnerLogos';
import { UpcomingEvents } from '../components/UpcomingEvents';
import classes from './HomePage.module.css';

const CONTACT_PARAM = 'contactDialog';

// The modal machinery loads when the dialog is first opened (or the URL asks for it), not with home.
const ContactDialog = lazy(
  withCatalogPart('extras', () =>
    import('../components/ContactDialog').then((m) => ({ default: m.ContactDialog })),
  ),
);

/**
 * Home (spec 1 §1). SLOTS for the discovery issue, in the spec's order, between the hero and the
 * audience tabs: recommended slider (GET /spot?Name=Homepage-slider), top events, new articles,
 * last followed profiles, upcoming streams — each through HomeListSection.
 */
export function HomePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('HOME.TITLE'));
  const [params, setParams] = useSearchParams();
  const contactOpen = params.has(CONTACT_PARAM);
  const [contactUsed, setContactUsed] = useState(contactOpen);
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
      <Container size="lg">
        <UpcomingEvents />
      </Container>
      <AudienceTabs />
      <PartnerLogos />
      <OrganizerCta onContact={() => setContact(true)} />
      {contactUsed && (
        <Suspense fallback={null}>
          <ContactDialog opened={contactOpen} onClose={() => setContact(false)} withStartSelling />
        </Suspense>
      )}
    </div>
  );
}
