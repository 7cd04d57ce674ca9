import '@mantine/core/styles/Avatar.css';
import { Avatar, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ProfileClaim } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import classes from '../../../components/dialogs/ChoiceList.module.css';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { applyUser, useSession } from '../../../lib/session/session-store';
import { useSetDefaultProfileClaim } from '../api/set-default-profile-claim';

interface SwitchProfileDialogProps {
  opened: boolean;
  onClose: () => void;
  /** After the switch: where to go with a full reload (the dashboard, spec 1 §4). */
  onSwitched: () => void;
}

/**
 * The switch-profile dialog: stores the chosen claim as the default, makes its profile active, closes
 * and hands over to `onSwitched` (the dashboard, with a reload).
 */
export function SwitchProfileDialog({ opened, onClose, onSwitched }: SwitchProfileDialogProps) {
  const { t } = useTranslation();
  const { user, profile } = useSession();
  const switching = useSetDefaultProfileClaim();
  const claims = user?.ProfileClaims ?? [];

  const choose = (claim: ProfileClaim) => {
    if (claim.EntityId === profile?.Id) {
      onClose();
      return;
    }
    switching.mutate(claim.Id, {
      onSuccess: (next) => {
        applyUser(next);
        onClose();
        onSwitched();
      },
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('SWITCH_PROFILE.TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
    >
      <Stack gap="xs" component="ul" className={classes.list} data-testid="switch-profile-list">
        {claims.map((claim) => {
          const current = claim.EntityId === profile?.Id;
          return (
            <li key={claim.Id}>
              <UnstyledButton
                className={classes.choice}
                onClick={() => choose(claim)}
                aria-current={current ? 'true' : undefined}
                disabled={switching.isPending}
              >
                <Group wrap="nowrap">
                  <Avatar src={claim.ProfilePictureUrl} radius="xl" alt="">
                    {claim.Name.slice(0, 1).toUpperCase()}
                  </Avatar>
                  <div>
                    <Text fw={700}>{claim.Name}</Text>
                    <Text size="sm" c="dimmed">
                      {t(`PROFILE_TYPE.${claim.Type}`, { defaultValue: claim.Type })}
                      {current ? ` · ${t('SWITCH_PROFILE.CURRENT')}` : ''}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            </li>
          );
        })}
      </Stack>
    </Modal>
  );
}
