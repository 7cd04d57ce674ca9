import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';

interface StepFrameProps {
  title: string;
  intro?: string;
  children: ReactNode;
  failure?: string | null;
  saving?: boolean;
  /** Submitting saves the step; without it the step saves as it goes and the button only moves on. */
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
  onBack?: () => void;
  formRef?: RefObject<HTMLFormElement | null>;
}

/** One wizard step: heading, the fields, the step's error and its buttons. */
export function StepFrame({
  title,
  intro,
  children,
  failure,
  saving,
  onSubmit,
  submitLabel,
  onBack,
  formRef,
}: StepFrameProps) {
  const { t } = useTranslation();
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="wizard-step-title">
      <Stack>
        <Title order={2} id="wizard-step-title" tabIndex={-1}>
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
        {children}
        {failure && (
          <Alert color="red" role="alert" data-testid="step-failure">
            {failure}
          </Alert>
        )}
        <Group justify="space-between">
          {onBack ? (
            <Button variant="subtle" onClick={onBack}>
              {t('COMMON.BACK')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" loading={saving} data-testid="step-submit">
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
