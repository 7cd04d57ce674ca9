import { Button, Checkbox, Fieldset, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { TRACKING_PROVIDER_TYPES } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import type { FieldError } from '../../../../lib/forms/validation';
import { eventsOf, newTrackingDraft, type TrackingDraft, type TrackingType } from '../../model/tracking-form';

const MAX_PROVIDERS = 10;

interface TrackingFieldsProps {
  drafts: TrackingDraft[];
  onChange: (drafts: TrackingDraft[]) => void;
  /** Per row: the tracking id's problem. */
  errors: (FieldError | null)[];
}

/** Tracking providers (spec 3 §3, §9): a social ad pixel or web analytics, with the events they fire. */
export function TrackingFields({ drafts, onChange, errors }: TrackingFieldsProps) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<TrackingDraft>) =>
    onChange(drafts.map((draft, i) => (i === index ? { ...draft, ...patch } : draft)));
  const message = (error: FieldError | null | undefined) =>
    error ? t(`FORM.${error.key}`, error.values ?? {}) : undefined;

  return (
    <Fieldset legend={t('ORGANIZER.EXTRAS.TRACKING')} data-testid="tracking">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('ORGANIZER.EXTRAS.TRACKING_HINT')}
        </Text>
        {drafts.map((draft, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; order is their identity
          <Paper key={index} withBorder p="sm" radius="sm" data-testid="tracking-row">
            <Stack gap="xs">
              <Group align="flex-start" grow wrap="wrap">
                <Select
                  label={t('ORGANIZER.EXTRAS.TRACKING_TYPE')}
                  data={TRACKING_PROVIDER_TYPES.map((type) => ({
                    value: type,
                    label: t(`ORGANIZER.EXTRAS.TRACKING_TYPES.${type}`),
                  }))}
                  value={draft.type}
                  allowDeselect={false}
                  onChange={(type) => type && update(index, newTrackingDraft(type as TrackingType))}
                />
                <TextInput
                  label={t('ORGANIZER.EXTRAS.TRACKING_ID')}
                  placeholder={draft.type === 'FacebookPixel' ? '123456789012345' : 'G-XXXXXXXXXX'}
                  required
                  value={draft.trackingId}
                  onChange={(e) => update(index, { trackingId: e.currentTarget.value })}
                  error={message(errors[index])}
                  data-testid={`tracking-id-${index}`}
                />
              </Group>
              <Checkbox.Group
                label={t('ORGANIZER.EXTRAS.TRACKING_EVENTS')}
                value={draft.events}
                onChange={(events) => update(index, { events })}
              >
                <Group gap="md" mt={4}>
                  {eventsOf(draft.type).map((event) => (
                    <Checkbox key={event} value={event} label={event} />
                  ))}
                </Group>
              </Checkbox.Group>
              <Group justify="flex-end">
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-xs"
                  onClick={() => onChange(drafts.filter((_, i) => i !== index))}
                  aria-label={t('ORGANIZER.EXTRAS.TRACKING_REMOVE', { n: index + 1 })}
                >
                  {t('ORGANIZER.LINEUP.DELETE')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
        {drafts.length < MAX_PROVIDERS && (
          <Group>
            {TRACKING_PROVIDER_TYPES.map((type) => (
              <Button
                key={type}
                variant="light"
                size="xs"
                onClick={() => onChange([...drafts, newTrackingDraft(type)])}
                data-testid={`tracking-add-${type}`}
              >
                {t('ORGANIZER.EXTRAS.TRACKING_ADD', { type: t(`ORGANIZER.EXTRAS.TRACKING_TYPES.${type}`) })}
              </Button>
            ))}
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
