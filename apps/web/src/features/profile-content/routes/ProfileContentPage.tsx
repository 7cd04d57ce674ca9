import '../components/styles';
import { Container, Stack, Tabs } from '@mantine/core';
import { isProfileType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../components/use-document-title';
import { WorkspaceHeader } from '../../../components/WorkspaceHeader';
import { useSession } from '../../../lib/session/session-store';
import { OrganizerGate } from '../../organizer';
import type { ProfileRef } from '../api/keys';
import { ContactsSection } from '../components/ContactsSection';
import { EmbedsSection } from '../components/EmbedsSection';
import { GenresTagsSection } from '../components/GenresTagsSection';
import { MerchSection } from '../components/MerchSection';
import { SwitchesSection } from '../components/SwitchesSection';

/**
 * Profile content of the ACTIVE profile (spec 3 §1 "merchandise, public and private contacts, embedded
 * codes and genres"): one tab each, and the profile's switches (batch coupons, season-ticket events). The
 * calls carry the active profile's headers (lib/api/client).
 */
export function ProfileContentPage() {
  return (
    <OrganizerGate>
      <ProfileContent />
    </OrganizerGate>
  );
}

function ProfileContent() {
  const { t } = useTranslation();
  const { profile } = useSession();
  useDocumentTitle(t('PROFILE_CONTENT.TITLE'));
  if (!profile || !isProfileType(profile.Type)) return null;
  const ref: ProfileRef = { Id: profile.Id, Type: profile.Type };
  return (
    <Container size="lg" py="xl" data-testid="profile-content">
      <Stack>
        <WorkspaceHeader
          title={t('PROFILE_CONTENT.TITLE')}
          intro={t('PROFILE_CONTENT.AS_PROFILE', { name: profile.ProfileName })}
        />
        {/* keepMounted={false}: each tab loads its data when opened. A new profile remounts everything. */}
        <Tabs defaultValue="contacts" keepMounted={false} key={profile.Id}>
          <Tabs.List>
            <Tabs.Tab value="contacts">{t('PROFILE_CONTENT.TABS.CONTACTS')}</Tabs.Tab>
            <Tabs.Tab value="embeds">{t('PROFILE_CONTENT.TABS.EMBEDS')}</Tabs.Tab>
            <Tabs.Tab value="genres">{t('PROFILE_CONTENT.TABS.GENRES')}</Tabs.Tab>
            <Tabs.Tab value="merch">{t('PROFILE_CONTENT.TABS.MERCH')}</Tabs.Tab>
            <Tabs.Tab value="switches">{t('PROFILE_CONTENT.TABS.SWITCHES')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="contacts" pt="md">
            <ContactsSection profile={ref} />
          </Tabs.Panel>
          <Tabs.Panel value="embeds" pt="md">
            <EmbedsSection profile={ref} />
          </Tabs.Panel>
          <Tabs.Panel value="genres" pt="md">
            <GenresTagsSection profile={ref} />
          </Tabs.Panel>
          <Tabs.Panel value="merch" pt="md">
            <MerchSection profile={ref} />
          </Tabs.Panel>
          <Tabs.Panel value="switches" pt="md">
            <SwitchesSection profile={ref} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}
