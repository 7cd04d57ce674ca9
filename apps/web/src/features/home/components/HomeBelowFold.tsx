import '@mantine/core/styles/Tabs.css';
import { AudienceTabs } from './AudienceTabs';
import { OrganizerCta } from './OrganizerCta';
import { PartnerLogos } from './PartnerLogos';

/**
 * The static second half of home: audience tabs with the organizer slogans, partner logos and the
 * organizer call to action. It is far below the first screen, so HomePage loads it as its own chunk
 * (Mantine Tabs included) when the visitor scrolls near it, instead of making every visitor wait for it.
 */
export function HomeBelowFold({ onContact }: { onContact: () => void }) {
  return (
    <>
      <AudienceTabs />
      <PartnerLogos />
      <OrganizerCta onContact={onContact} />
    </>
  );
}
