import { Alert, Anchor, Badge, Button, Group, List, Text } from '@mantine/core';
import { type EventManagement, missingCategoryKeys } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToasts } from '../../../../components/toasts/ToastProvider';
import { isApiRequestError } from '../../../../lib/api/errors';
import { useLanguage } from '../../../../lib/routing/hooks';
import { hrefTo } from '../../../../lib/routing/routes';
import { useLayout } from '../../../venue-editor';
import { useTicketCategories } from '../../api/get-ticket-categories';
import { configurationOf } from '../../api/keys';
import { setEventStatus } from '../../api/set-event-status';
import { CODES } from '../../model/error-codes';
import { publishProblemText } from '../../model/publish-problems';
import { useStepSave } from '../../model/use-step-save';
import { stepOfField } from '../../model/wizard-steps';
import { StatusBadge } from '../StatusBadge';
import { LAYOUT_KEYS_ANCHOR } from './LayoutKeysNote';
import { StepFrame } from './StepFrame';
import type { StepProps } from './step-props';

interface PublishStepProps extends StepProps {
  /** The completeness problems of the last publish attempt, by the server's field path. */
  problems: Record<string, string[]>;
  onProblems: (problems: Record<string, string[]>) => void;
}

/**
 * Publish or set back to draft (PUT /event/{id}/status). A draft that is not complete yet is refused by
 * the server field by field; each problem links to the step that fixes it.
 */
export function PublishStep({ event, onSaved, back, problems, onProblems }: PublishStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  const saver = useStepSave();
  const [done, setDone] = useState(false);
  const published = event.Status === 'PUBLISHED';
  const entries = Object.entries(problems);

  const change = async () => {
    setDone(false);
    const saved = await saver.run(
      async () => {
        try {
          return await setEventStatus(event.Id, published ? 'DRAFT' : 'PUBLISHED');
        } catch (error) {
          if (isApiRequestError(error) && error.Code === CODES.publishIncomplete)
            onProblems(error.FieldErrors ?? {});
          throw error;
        }
      },
      () => false,
    );
    if (!saved) return;
    onProblems({});
    onSaved(saved);
    setDone(true);
    toasts.show(
      saved.Status === 'PUBLISHED' ? t('ORGANIZER.PUBLISH.PUBLISHED') : t('ORGANIZER.PUBLISH.UNPUBLISHED'),
    );
  };

  const publicHref = hrefTo('event-detail', language, { id: event.Nickname ?? event.Id });
  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.publish')}
      failure={entries.length > 0 ? null : saver.failure}
      saving={saver.saving}
      onSubmit={(e) => {
        e.preventDefault();
        void change();
      }}
      submitLabel={published ? t('ORGANIZER.PUBLISH.SET_DRAFT') : t('ORGANIZER.PUBLISH.PUBLISH')}
      onBack={back}
    >
      <Group gap="xs">
        <Text>{t('ORGANIZER.PUBLISH.STATUS')}</Text>
        <StatusBadge status={event.Status} data-testid="event-status" />
      </Group>
      <Text c="dimmed">
        {published ? t('ORGANIZER.PUBLISH.PUBLISHED_TEXT') : t('ORGANIZER.PUBLISH.DRAFT_TEXT')}
      </Text>
      {entries.length > 0 && (
        <Alert
          color="red"
          role="alert"
          title={t('ORGANIZER.ERRORS.PUBLISH_INCOMPLETE')}
          data-testid="publish-problems"
        >
          <List size="sm" spacing={4}>
            {entries.map(([field, keys]) => {
              const step = stepOfField(field);
              // Seats using a key no category has: name the keys, and go straight to the fix (tickets step).
              const layoutKeys = field === 'TicketCategories' && keys.includes('INVALID_VALUE');
              const hash = layoutKeys ? `#${LAYOUT_KEYS_ANCHOR}` : '';
              return (
                <List.Item key={field} data-field={field}>
                  <Text size="sm" span fw={600}>
                    {t(`ORGANIZER.FIELDS.${field.replace(/\./g, '_')}`, { defaultValue: field })}:
                  </Text>{' '}
                  <Text size="sm" span>
                    {(field === 'TicketCategories' ? keys : keys.slice(0, 1))
                      .map((key) => publishProblemText(t, field, key))
                      .join(' ') || publishProblemText(t, field, 'INVALID_VALUE')}
                  </Text>{' '}
                  {layoutKeys && <MissingKeys event={event} />}
                  {step && (
                    <Anchor
                      size="sm"
                      component={Link}
                      to={`${hrefTo('event-edit', language, { id: event.Id, step })}${hash}`}
                      data-testid={`fix-${field}`}
                    >
                      {t('ORGANIZER.PUBLISH.FIX_IN', { step: t(`ORGANIZER.STEPS.${step}`) })}
                    </Anchor>
                  )}
                </List.Item>
              );
            })}
          </List>
        </Alert>
      )}
      {(published || done) && (
        <Group>
          <Button component={Link} to={publicHref} variant="light" data-testid="view-public">
            {t('ORGANIZER.PUBLISH.VIEW')}
          </Button>
        </Group>
      )}
    </StepFrame>
  );
}

/** The keys the layout's places use that no ticket category of the event has (the server's refusal). */
function MissingKeys({ event }: { event: EventManagement }) {
  const vc = configurationOf(event);
  const layout = useLayout(event.Id, event.VenueConfigurationId);
  const categories = useTicketCategories(event.Id, vc);
  if (!layout.data || !categories.data) return null;
  const missing = missingCategoryKeys(layout.data, categories.data);
  return (
    <>
      {missing.map((key) => (
        <Badge key={key} variant="outline" color="red" tt="none" mr={4} data-testid="publish-missing-key">
          {key}
        </Badge>
      ))}{' '}
    </>
  );
}
