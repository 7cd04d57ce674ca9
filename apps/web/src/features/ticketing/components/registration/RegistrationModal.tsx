import { Alert, Button, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { EventDetail } from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigation } from 'react-router';
import { formatEventDate } from '../../../../lib/dates';
import { questionnaireQuery } from '../../api/get-questionnaire';
import { RegistrationForm, type RegistrationFormProps } from './RegistrationForm';

export interface RegistrationModalProps extends Omit<RegistrationFormProps, 'questionnaire'> {
  event: EventDetail;
  opened: boolean;
}

/** Spec 2 §4: any navigation start closes the modal with completed false. */
function useDismissOnNavigation(opened: boolean, onDismiss: () => void) {
  const navigation = useNavigation();
  const location = useLocation();
  // Where the modal opened; a location other than this one means a navigation happened since.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  if (opened && openedAt === null) setOpenedAt(location.key);
  if (!opened && openedAt !== null) setOpenedAt(null);
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;
  useEffect(() => {
    if (!opened || openedAt === null) return;
    // A navigation with loaders starts first (state leaves idle); a loader-less one lands at once.
    if (navigation.state !== 'idle' || openedAt !== location.key) dismiss.current();
  }, [opened, openedAt, navigation.state, location.key]);
}

function placeOf(event: EventDetail): string | null {
  const parts = [event.VenueRef?.Name ?? event.Building?.Name, event.City?.Name].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/**
 * The ticket registration modal (spec 2 §2): title, event name, place (or Online stream) and date in the
 * event's zone, then the questions. Full screen on phones; Escape, the close button and Back dismiss it
 * (completed false). A click outside does not: a stray tap should not hide a long form.
 */
export function RegistrationModal({ event, opened, ...form }: RegistrationModalProps) {
  const { t, i18n } = useTranslation();
  const phone = useMediaQuery('(max-width: 36em)');
  const questionnaire = useQuery(questionnaireQuery(form.settings.QuestionnaireId));
  useDismissOnNavigation(opened, form.onDismiss);

  return (
    <Modal.Root
      opened={opened}
      onClose={form.onDismiss}
      fullScreen={phone}
      size="lg"
      closeOnClickOutside={false}
    >
      <Modal.Overlay />
      <Modal.Content data-testid="registration-modal">
        <Modal.Header>
          <Modal.Title fw={700}>{t('REGISTRATION.TITLE')}</Modal.Title>
          <Modal.CloseButton aria-label={t('REGISTRATION.CLOSE')} />
        </Modal.Header>
        <Modal.Body>
          <Stack gap="md">
            <Stack gap={2}>
              <Text fw={600}>{event.ProfileName}</Text>
              <Text size="sm" c="dimmed">
                {event.IsOnline ? t('REGISTRATION.ONLINE_STREAM') : placeOf(event)}
              </Text>
              <Text size="sm" c="dimmed">
                {formatEventDate(event.Begin, i18n.language, event.TimeZone)}
              </Text>
            </Stack>
            {questionnaire.data ? (
              <RegistrationForm questionnaire={questionnaire.data} {...form} />
            ) : questionnaire.isError ? (
              <Alert color="red" role="alert">
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('REGISTRATION.LOAD_FAILED')}</Text>
                  <Button size="xs" variant="light" onClick={() => void questionnaire.refetch()}>
                    {t('REGISTRATION.RETRY')}
                  </Button>
                </Stack>
              </Alert>
            ) : (
              <Loader size="sm" aria-label={t('REGISTRATION.LOADING')} />
            )}
          </Stack>
        </Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
