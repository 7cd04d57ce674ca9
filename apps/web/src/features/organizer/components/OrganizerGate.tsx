import { Alert, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { isOrganizerProfile, type ProfileClaim } from '@marquee/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { applyUser, useSession } from '../../../lib/session/session-store';
import { setDefaultProfileClaim } from '../../accounts';
import { CreateProfileTypeDialog } from '../../profiles';

/** The active profile's claim role (StatisticsViewer may look, not create; spec 3 §6). */
export function useActiveClaim(): ProfileClaim | null {
  const { user, profile } = useSession();
  return user?.ProfileClaims.find((claim) => claim.EntityId === profile?.Id) ?? null;
}

/**
 * Only members of an organizer profile (every type but visitor, spec 3 §1) use the workspace. A fan
 * profile sees why, can switch to an organizer profile it already has, or create one.
 */
export function OrganizerGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const dialogs = useDialogs();
  const { status, user, profile } = useSession();
  const [creating, setCreating] = useState(false);
  const [switching, setSwitching] = useState<string | null>(null);

  if (status !== 'signed-in' || !user) return <PageLoading />;
  if (profile && isOrganizerProfile(profile.Type)) return <>{children}</>;

  const organizerClaims = user.ProfileClaims.filter((claim) => isOrganizerProfile(claim.Type));
  const switchTo = async (claim: ProfileClaim) => {
    setSwitching(claim.Id);
    try {
      applyUser(await setDefaultProfileClaim(claim.Id));
    } catch {
      dialogs.showDefaultError();
    } finally {
      setSwitching(null);
    }
  };

  return (
    <Container size={640} py="xl">
      <Paper withBorder radius="md" p="xl" data-testid="organizer-gate">
        <Stack>
          <Title order={1}>{t('ORGANIZER.GATE.TITLE')}</Title>
          <Text>{t('ORGANIZER.GATE.TEXT')}</Text>
          {organizerClaims.length > 0 && (
            <Alert color="blue" title={t('ORGANIZER.GATE.SWITCH_TITLE')}>
              <Stack gap="xs" mt="xs">
                {organizerClaims.map((claim) => (
                  <Group key={claim.Id} justify="space-between" wrap="nowrap">
                    <Text fw={600}>
                      {claim.Name}{' '}
                      <Text span c="dimmed" size="sm">
                        ({t(`PROFILE_TYPE.${claim.Type}`, { defaultValue: claim.Type })})
                      </Text>
                    </Text>
                    <Button
                      size="xs"
                      loading={switching === claim.Id}
                      onClick={() => void switchTo(claim)}
                      aria-label={t('ORGANIZER.GATE.SWITCH_TO', { name: claim.Name })}
                    >
                      {t('ORGANIZER.GATE.SWITCH')}
                    </Button>
                  </Group>
                ))}
              </Stack>
            </Alert>
          )}
          <Group>
            <Button onClick={() => setCreating(true)} data-testid="gate-create-profile">
              {t('ORGANIZER.GATE.CREATE_PROFILE')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      <CreateProfileTypeDialog opened={creating} onClose={() => setCreating(false)} hasVisitorProfile />
    </Container>
  );
}
