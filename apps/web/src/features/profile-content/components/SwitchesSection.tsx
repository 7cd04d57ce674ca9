import { Checkbox, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileRef } from '../api/keys';
import {
  type ProfileSwitches,
  profileSwitchesQuery,
  saveProfileSwitches,
  useProfileSwitches,
} from '../api/profile-switches';
import { SectionError } from './SectionError';

const SWITCHES: (keyof ProfileSwitches)[] = ['BatchCouponsEnabled', 'SeasonTicketEventEnabled'];

/**
 * The organizer's own switches (spec 3 §3 Custom frontend settings): batch coupons in the coupon form and
 * season-ticket events in the event wizard are offered only when on (spec 3 §6).
 */
export function SwitchesSection({ profile }: { profile: ProfileRef }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const read = useProfileSwitches(profile);
  const [saving, setSaving] = useState<keyof ProfileSwitches | null>(null);
  const [failure, setFailure] = useState<unknown>(null);

  const toggle = async (key: keyof ProfileSwitches, on: boolean) => {
    if (!read.data) return;
    setSaving(key);
    setFailure(null);
    try {
      const saved = await saveProfileSwitches(profile, read.data.name, { [key]: on });
      queryClient.setQueryData(profileSwitchesQuery(profile).queryKey, {
        name: saved.ProfileName,
        switches: saved.ExtraSettings.CustomFrontendSettings,
      });
      // The coupon form and the wizard read the same switches through their own queries.
      await queryClient.invalidateQueries({
        predicate: (query) => query.queryKey.includes(profile.Id),
      });
    } catch (error) {
      setFailure(error);
    } finally {
      setSaving(null);
    }
  };

  if (read.isError) return <SectionError error={read.error} />;
  return (
    <Stack gap="sm" data-testid="profile-switches">
      <Text c="dimmed">{t('PROFILE_CONTENT.SWITCHES.INTRO')}</Text>
      {SWITCHES.map((key) => (
        <Checkbox
          key={key}
          label={t(`PROFILE_CONTENT.SWITCHES.${key}`)}
          description={t(`PROFILE_CONTENT.SWITCHES.${key}_HINT`)}
          checked={read.data?.switches[key] ?? false}
          disabled={!read.data || saving !== null}
          onChange={(event) => void toggle(key, event.currentTarget.checked)}
          data-testid={`switch-${key}`}
        />
      ))}
      {failure !== null && <SectionError error={failure} />}
    </Stack>
  );
}
