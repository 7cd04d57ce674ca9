import { Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from '../../../components/dialogs/ChoiceList.module.css';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { CREATE_PROFILE_FLOWS, FLOW_ROUTE } from './profile-flows';

interface CreateProfileTypeDialogProps {
  opened: boolean;
  onClose: () => void;
  /** One visitor profile per user (spec 1 §6): the visitor choice is hidden when one exists. */
  hasVisitorProfile: boolean;
}

/** The create-profile type chooser (spec 1 §2 "Dialogs"): each choice opens its flow at step 1. */
export function CreateProfileTypeDialog({
  opened,
  onClose,
  hasVisitorProfile,
}: CreateProfileTypeDialogProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const flows = CREATE_PROFILE_FLOWS.filter((flow) => flow !== 'visitor' || !hasVisitorProfile);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      centered
      title={t('CREATE_PROFILE.CHOOSER_TITLE')}
      attributes={DIALOG_HEADER_ATTRIBUTES}
      closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
    >
      <Stack gap="sm" component="ul" className={classes.list}>
        {flows.map((flow) => (
          <li key={flow}>
            <UnstyledButton
              component={Link}
              to={hrefTo(FLOW_ROUTE[flow], language, { step: 1 })}
              onClick={onClose}
              className={classes.choice}
              data-testid={`create-profile-${flow}`}
            >
              <Text fw={700}>{t(`CREATE_PROFILE.FLOW.${flow.toUpperCase()}.TITLE`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`CREATE_PROFILE.FLOW.${flow.toUpperCase()}.TEXT`)}
              </Text>
            </UnstyledButton>
          </li>
        ))}
      </Stack>
    </Modal>
  );
}
