import '../../../components/workspace-styles';
import {
  Alert,
  Box,
  Container,
  Grid,
  Group,
  NavLink,
  Paper,
  Select,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { EventManagement } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { createEvent } from '../api/create-event';
import { useManagedEvent } from '../api/get-managed-event';
import { organizerKeys } from '../api/keys';
import { updateEvent } from '../api/update-event';
import { OrganizerGate, useActiveClaim } from '../components/OrganizerGate';
import { StatusBadge } from '../components/StatusBadge';
import { BasicsStep } from '../components/wizard/BasicsStep';
import { DatesStep } from '../components/wizard/DatesStep';
import { ExtrasStep } from '../components/wizard/ExtrasStep';
import { LayoutStep } from '../components/wizard/LayoutStep';
import { LineupStep } from '../components/wizard/LineupStep';
import { MediaStep } from '../components/wizard/MediaStep';
import { OrganizerStep } from '../components/wizard/OrganizerStep';
import { PlaceStep } from '../components/wizard/PlaceStep';
import { PublishStep } from '../components/wizard/PublishStep';
import { SellingStep } from '../components/wizard/SellingStep';
import type { StepProps } from '../components/wizard/step-props';
import { TicketsStep } from '../components/wizard/TicketsStep';
import { isWizardStep, stepOfField, WIZARD_STEPS, type WizardStep } from '../model/wizard-steps';

/** event-create and event-edit (spec 3 §2): the event wizard, one step per URL, saved step by step. */
export function EventWizardPage() {
  return (
    <OrganizerGate>
      <Wizard />
    </OrganizerGate>
  );
}

function Wizard() {
  const { id } = useParams();
  return id ? <EditWizard key={id} id={id} /> : <CreateWizard />;
}

function CreateWizard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const claim = useActiveClaim();
  useDocumentTitle(t('ORGANIZER.WIZARD.CREATE_TITLE'));
  return (
    <WizardFrame title={t('ORGANIZER.WIZARD.CREATE_TITLE')} event={null} step="basics" problems={{}}>
      {claim?.Role === 'StatisticsViewer' ? (
        <Alert color="yellow">{t('ORGANIZER.ERRORS.STATISTICS_VIEWER')}</Alert>
      ) : (
        <BasicsStep
          event={null}
          save={(input) => createEvent(input as Parameters<typeof createEvent>[0])}
          onSaved={(event) => {
            queryClient.setQueryData(organizerKeys.event(event.Id), event);
            void queryClient.invalidateQueries({ queryKey: ['organizer', 'myevents'] });
          }}
          next={(event) =>
            navigate(hrefTo('event-edit', language, { id: event.Id, step: 'dates' }), { replace: true })
          }
        />
      )}
    </WizardFrame>
  );
}

function EditWizard({ id }: { id: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const params = useParams();
  const step: WizardStep = isWizardStep(params.step) ? params.step : 'basics';
  const query = useManagedEvent(id);
  const [problems, setProblems] = useState<Record<string, string[]>>({});
  useDocumentTitle(query.data ? t('ORGANIZER.WIZARD.EDIT_TITLE', { name: query.data.ProfileName }) : null);

  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    const status = isApiRequestError(query.error) ? query.error.status : 0;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" role="alert" title={t('ORGANIZER.WIZARD.NOT_AVAILABLE')}>
          {status === 403
            ? t('ORGANIZER.ERRORS.FORBIDDEN')
            : status === 404
              ? t('ORGANIZER.WIZARD.NOT_FOUND')
              : t('DEFAULT_ERROR.MESSAGE')}
        </Alert>
      </Container>
    );
  }

  const event = query.data;
  const index = WIZARD_STEPS.indexOf(step);
  const go = (target: WizardStep) => navigate(hrefTo('event-edit', language, { id, step: target }));
  const onSaved = (saved: EventManagement) => {
    queryClient.setQueryData(organizerKeys.event(id), saved);
    void queryClient.invalidateQueries({ queryKey: ['organizer', 'myevents'] });
  };
  const props: StepProps = {
    event,
    onSaved,
    next: () => go(WIZARD_STEPS[Math.min(index + 1, WIZARD_STEPS.length - 1)] ?? 'publish'),
    back: () => go(WIZARD_STEPS[Math.max(index - 1, 0)] ?? 'basics'),
  };
  const body = {
    basics: (
      <BasicsStep
        event={event}
        save={(input) => updateEvent(id, input)}
        onSaved={onSaved}
        next={() => props.next()}
      />
    ),
    dates: <DatesStep {...props} />,
    place: <PlaceStep {...props} />,
    layout: <LayoutStep {...props} />,
    selling: <SellingStep {...props} />,
    tickets: <TicketsStep {...props} />,
    lineup: <LineupStep {...props} />,
    media: <MediaStep {...props} />,
    extras: <ExtrasStep {...props} />,
    organizer: <OrganizerStep {...props} />,
    publish: <PublishStep {...props} problems={problems} onProblems={setProblems} />,
  }[step];

  return (
    <WizardFrame title={event.ProfileName} event={event} step={step} problems={problems}>
      {/* A step remounts with the latest saved event, so its form starts from what the server kept. */}
      <Box key={`${event.Id}-${step}`}>{body}</Box>
    </WizardFrame>
  );
}

interface WizardFrameProps {
  title: string;
  event: EventManagement | null;
  step: WizardStep;
  problems: Record<string, string[]>;
  children: React.ReactNode;
}

/** Heading, step navigation (a list on wide screens, a select on a phone) and the step. */
function WizardFrame({ title, event, step, problems, children }: WizardFrameProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  const flagged = new Set(Object.keys(problems).map(stepOfField));
  const href = (target: WizardStep) =>
    event ? hrefTo('event-edit', language, { id: event.Id, step: target }) : '#';
  const label = (target: WizardStep) =>
    `${WIZARD_STEPS.indexOf(target) + 1}. ${t(`ORGANIZER.STEPS.${target}`)}`;

  // Moving to another step moves focus to the page heading, so screen readers hear where they are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because the step changed
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  return (
    <Container size="lg" py="xl" data-testid="event-wizard" data-step={step}>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Title order={1} ref={headingRef} tabIndex={-1}>
          {title}
        </Title>
        {event && <StatusBadge status={event.Status} size="lg" />}
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4, md: 3 }}>
          <Box hiddenFrom="sm">
            <Select
              label={t('ORGANIZER.WIZARD.STEP')}
              data={WIZARD_STEPS.map((target) => ({ value: target, label: label(target), disabled: !event }))}
              value={step}
              allowDeselect={false}
              onChange={(target) => target && event && navigate(href(target as WizardStep))}
            />
          </Box>
          <Box visibleFrom="sm" component="nav" aria-label={t('ORGANIZER.WIZARD.STEPS')}>
            {WIZARD_STEPS.map((target) =>
              // Before the draft exists the later steps are a plain list: nothing to open yet.
              event || target === 'basics' ? (
                <NavLink
                  key={target}
                  component={Link}
                  to={href(target)}
                  label={label(target)}
                  active={target === step}
                  aria-current={target === step ? 'step' : undefined}
                  rightSection={
                    flagged.has(target) ? (
                      <Text c="red.9" size="sm" fw={700} component="span">
                        <span aria-hidden="true">!</span>
                        <VisuallyHidden>{t('ORGANIZER.WIZARD.NEEDS_ATTENTION')}</VisuallyHidden>
                      </Text>
                    ) : undefined
                  }
                  data-testid={`wizard-nav-${target}`}
                />
              ) : (
                <Text key={target} size="sm" c="dimmed" px="sm" py={8}>
                  {label(target)}
                </Text>
              ),
            )}
          </Box>
          {!event && (
            <Text size="sm" c="dimmed" mt="sm">
              {t('ORGANIZER.WIZARD.CREATE_FIRST')}
            </Text>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 9 }}>
          <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
            {children}
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
