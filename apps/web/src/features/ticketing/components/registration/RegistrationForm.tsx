import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import {
  type AnswerInput,
  compileQuestionnaire,
  type Questionnaire,
  type TicketRegistration2,
} from '@marquee/contract';
import type { TFunction } from 'i18next';
import { type Dispatch, type SetStateAction, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  hasErrors,
  noErrors,
  type RegistrationBlock,
  type RegistrationDraft,
  type RegistrationErrors,
} from '../../model/registration';
import {
  type EventRegistration,
  eventRegistration,
  registrationErrors,
  registrationViews,
} from '../../model/registration-answers';
import { registrationMessage } from './messages';
import { QuestionBlock } from './QuestionBlock';
import { RegistrationAgreements } from './RegistrationAgreements';

export interface RegistrationFormProps {
  questionnaire: Questionnaire;
  settings: TicketRegistration2;
  blocks: readonly RegistrationBlock[];
  globalIds: ReadonlySet<string>;
  draft: RegistrationDraft;
  onDraft: Dispatch<SetStateAction<RegistrationDraft>>;
  serverErrors: RegistrationErrors | null;
  payLabel: string;
  /** Completed true: the registration to send, or null when skipped. */
  onComplete: (registration: EventRegistration | null) => void;
  /** Completed false. */
  onDismiss: () => void;
}

/** Spec 2 §2: "Ticket" for a single block, else "Ticket no. N · sector, row R, seat S". */
function legendOf(t: TFunction, block: RegistrationBlock, index: number, total: number): string {
  if (total === 1) return t('REGISTRATION.TICKET');
  const item = block.item;
  if (!item) return t('REGISTRATION.TICKET_NO', { n: index + 1 });
  const parts = [item.SectorName];
  if (item.RowName) parts.push(t('REGISTRATION.ROW', { row: item.RowName }));
  if (item.SeatName) parts.push(t('REGISTRATION.SEAT', { seat: item.SeatName }));
  return t('REGISTRATION.TICKET_NO_PLACE', { n: index + 1, place: parts.join(', ') });
}

const pre = { whiteSpace: 'pre-line' } as const;

/**
 * The questions of the modal. The questionnaire is compiled once; every change re-runs the engine for
 * each block, so only visible questions and options render. Pay checks with the engine (the same checks
 * the server makes), focuses the first field to fix, or completes with the body's EventRegistration.
 */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation();
  const { questionnaire, settings, blocks, globalIds, draft, onDraft } = props;
  const compiled = useMemo(() => compileQuestionnaire(questionnaire), [questionnaire]);
  const views = registrationViews(compiled, draft, blocks, globalIds);

  // Before the first Pay the server's refusals (if any) show; after it, the live checks.
  const [attempted, setAttempted] = useState(false);
  const errors = attempted
    ? registrationErrors(compiled, settings, blocks, draft, globalIds)
    : (props.serverErrors ?? noErrors());

  const formRef = useRef<HTMLFormElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(props.serverErrors ? 1 : 0);
  useEffect(() => {
    if (focusRequest === 0) return;
    const form = formRef.current;
    const invalid = form?.querySelector('[data-invalid="true"], [aria-invalid="true"]');
    const target = invalid?.matches('input, textarea, button')
      ? invalid
      : invalid?.querySelector('input:not([type="hidden"]), textarea, button');
    if (!(target instanceof HTMLElement)) return;
    // The modal's focus trap, activating on opening, focuses [data-autofocus] (after this effect, in a
    // timeout of its own): marking the field makes both land on it, whichever runs last.
    for (const old of form?.querySelectorAll('[data-autofocus]') ?? []) old.removeAttribute('data-autofocus');
    target.setAttribute('data-autofocus', '');
    const timer = setTimeout(() => target.focus(), 0);
    return () => clearTimeout(timer);
  }, [focusRequest]);

  const setAnswer = (block: RegistrationBlock | null) => (questionId: string, value: AnswerInput) =>
    onDraft((current) =>
      block === null
        ? { ...current, global: { ...current.global, [questionId]: value } }
        : {
            ...current,
            tickets: {
              ...current.tickets,
              [block.key]: { ...current.tickets[block.key], [questionId]: value },
            },
          },
    );

  const submit = () => {
    setAttempted(true);
    if (hasErrors(registrationErrors(compiled, settings, blocks, draft, globalIds))) {
      setFocusRequest((n) => n + 1);
      return;
    }
    props.onComplete(eventRegistration(compiled, settings, blocks, draft, globalIds));
  };

  const intro = questionnaire.IntroductionTextNotLogged?.trim();
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => {
        // The modal is portalled, but React bubbles its submit to the checkout's own form.
        event.preventDefault();
        event.stopPropagation();
        submit();
      }}
    >
      <Stack gap="md">
        {intro ? (
          <Text size="sm" style={pre}>
            {intro}
          </Text>
        ) : (
          settings.TicketsFormRequired && <Text size="sm">{t('REGISTRATION.REQUIRED_NOTICE')}</Text>
        )}
        {!settings.TicketsFormRequired && (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => props.onComplete(null)}
            data-testid="registration-skip"
          >
            {t('REGISTRATION.SKIP')}
          </Anchor>
        )}
        {errors.form && (
          <Alert color="red" role="alert">
            {registrationMessage(t, errors.form)}
          </Alert>
        )}
        {views.global.items.length > 0 && (
          <QuestionBlock
            legend={t('REGISTRATION.GLOBAL')}
            testId="registration-global"
            view={views.global}
            answers={draft.global}
            errors={errors.global}
            onAnswer={setAnswer(null)}
          />
        )}
        {blocks.map((block, index) => {
          const view = views.tickets.get(block.key);
          if (!view || view.items.length === 0) return null;
          return (
            <QuestionBlock
              key={block.key}
              legend={legendOf(t, block, index, blocks.length)}
              testId={`registration-ticket-${index + 1}`}
              view={view}
              answers={draft.tickets[block.key] ?? {}}
              errors={errors.tickets[block.key]}
              onAnswer={setAnswer(block)}
            />
          );
        })}
        <RegistrationAgreements
          settings={settings}
          marketing={draft.marketing}
          terms={draft.terms}
          marketingError={errors.marketing}
          termsError={errors.terms}
          onChange={(name, value) => onDraft((current) => ({ ...current, [name]: value }))}
        />
        {questionnaire.FinalText?.trim() && (
          <Text size="sm" style={pre}>
            {questionnaire.FinalText.trim()}
          </Text>
        )}
        <Group justify="space-between">
          <Button variant="subtle" onClick={props.onDismiss} data-testid="registration-back">
            {t('REGISTRATION.BACK')}
          </Button>
          <Button type="submit" data-testid="registration-pay">
            {props.payLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
