import {
  Anchor,
  Button,
  Fieldset,
  Group,
  List,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { EVENT_PERFORMANCE_TYPES, type EventManagement } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEventDate } from '../../../../lib/dates';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';
import { organizerKeys } from '../../api/keys';
import { AddDateDialog } from '../dashboard/AddDateDialog';
import { StatusBadge } from '../StatusBadge';

export type PerformanceType = (typeof EVENT_PERFORMANCE_TYPES)[number];

interface PerformanceFieldsProps {
  event: EventManagement;
  label: string;
  type: PerformanceType;
  onLabel: (label: string) => void;
  onType: (type: PerformanceType) => void;
  labelError?: string;
}

/**
 * Performances (spec 1 §3, §9): this date's label and type, the other dates of the same show
 * (EventGroupId) and "add another date", which makes a draft copy in the show.
 */
export function PerformanceFields({
  event,
  label,
  type,
  onLabel,
  onType,
  labelError,
}: PerformanceFieldsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);

  return (
    <Fieldset legend={t('ORGANIZER.EXTRAS.PERFORMANCES')} data-testid="performances">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            label={t('ORGANIZER.EXTRAS.PERFORMANCE_LABEL')}
            description={t('ORGANIZER.EXTRAS.PERFORMANCE_LABEL_HINT')}
            value={label}
            maxLength={100}
            onChange={(e) => onLabel(e.currentTarget.value)}
            error={labelError}
            data-testid="performance-label"
          />
          <Select
            label={t('ORGANIZER.EXTRAS.PERFORMANCE_TYPE')}
            data={EVENT_PERFORMANCE_TYPES.map((value) => ({
              value,
              label: t(`ORGANIZER.EXTRAS.PERFORMANCE_TYPES.${value}`),
            }))}
            value={type}
            allowDeselect={false}
            onChange={(value) => value && onType(value as PerformanceType)}
            data-testid="performance-type"
          />
        </SimpleGrid>
        <Text size="sm" fw={500}>
          {t('ORGANIZER.EXTRAS.OTHER_DATES')}
        </Text>
        {event.RelatedEvents.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('ORGANIZER.EXTRAS.NO_OTHER_DATES')}
          </Text>
        ) : (
          <List spacing={4}>
            {event.RelatedEvents.map((related) => (
              <List.Item key={related.Id} data-testid="related-date">
                <Group gap="xs">
                  <Anchor
                    component={Link}
                    to={hrefTo('event-edit', language, { id: related.Id, step: 'extras' })}
                  >
                    {formatEventDate(related.Begin, language, event.TimeZone)}
                    {related.PerformanceLabel ? ` · ${related.PerformanceLabel}` : ''}
                  </Anchor>
                  <StatusBadge status={related.Status} />
                </Group>
              </List.Item>
            ))}
          </List>
        )}
        <Group>
          <Button variant="light" size="xs" onClick={() => setAdding(true)} data-testid="add-date">
            {t('ORGANIZER.DASHBOARD.ADD_DATE')}
          </Button>
        </Group>
        {adding && (
          <AddDateDialog
            event={event}
            onClose={() => setAdding(false)}
            onCreated={() => {
              setAdding(false);
              // The new date joins the show: the list of other dates comes from the server again.
              void queryClient.invalidateQueries({ queryKey: organizerKeys.event(event.Id) });
              void queryClient.invalidateQueries({ queryKey: ['organizer', 'myevents'] });
            }}
          />
        )}
      </Stack>
    </Fieldset>
  );
}
