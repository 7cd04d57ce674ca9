import { Alert, Button, Group, Paper, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizerKeys } from '../../api/keys';
import { ResponsibleDialog } from './ResponsibleDialog';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

/** Who is responsible for the event and is paid out (needed to sell in-product). */
export function OrganizerStep({ event, next, back }: StepProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const responsible = event.Responsible;
  const title = responsible
    ? responsible.Type === 'ResponsibleCompany'
      ? (responsible.CompanyDetails?.CompanyName ?? '')
      : `${responsible.Name} ${responsible.Surname}`
    : null;

  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.organizer')}
      intro={t('ORGANIZER.RESPONSIBLE.INTRO')}
      onSubmit={(e) => {
        e.preventDefault();
        next();
      }}
      submitLabel={t('ORGANIZER.WIZARD.CONTINUE')}
      onBack={back}
    >
      {responsible ? (
        <Paper withBorder p="md" radius="md" data-testid="responsible-summary">
          <Text fw={700}>{title}</Text>
          <Text size="sm" c="dimmed">
            {[responsible.Address.AddressLine, responsible.Address.City, responsible.Address.Country]
              .filter(Boolean)
              .join(', ')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('ORGANIZER.RESPONSIBLE.VAT')}: {Math.round(responsible.Vat * 10000) / 100} %
          </Text>
        </Paper>
      ) : (
        <Text c="dimmed">{t('ORGANIZER.RESPONSIBLE.NONE')}</Text>
      )}
      {responsible?.IsLocked ? (
        <Alert color="yellow">{t('ORGANIZER.ERRORS.RESPONSIBLE_LOCKED')}</Alert>
      ) : (
        <Group>
          <Button variant="light" onClick={() => setOpen(true)} data-testid="responsible-open">
            {responsible ? t('ORGANIZER.RESPONSIBLE.CHANGE') : t('ORGANIZER.RESPONSIBLE.SET')}
          </Button>
        </Group>
      )}
      {open && (
        <ResponsibleDialog
          event={event}
          onClose={() => setOpen(false)}
          onSaved={() => {
            setOpen(false);
            void queryClient.invalidateQueries({ queryKey: organizerKeys.event(event.Id) });
          }}
        />
      )}
    </StepFrame>
  );
}
