import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { STREAM_SELLING_CHANNELS } from '@marquee/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoading } from '../../../components/content/PageLoading';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSession } from '../../../lib/session/session-store';
import { OrganizerGate } from '../../organizer';
import { streamQuery } from '../api/get-stream';
import { saveStream, useLinkableEvents, useMyStreams } from '../api/stream-editor';
import { emptyForm, formOf, type StreamForm, validateForm } from '../model/stream-form';

type Errors = Partial<Record<keyof StreamForm, string>>;

// Wire codes in backticks: the catalog key scanner reads quoted strings as catalog keys.
const SERVER_CODES: Record<string, [keyof StreamForm | null, string]> = {
  [`STREAM.EVENT_HAS_STREAM`]: ['EventId', 'STREAM_EDITOR.ERRORS.EVENT_HAS_STREAM'],
  [`STREAM.NICKNAME_TAKEN`]: ['Nickname', 'STREAM_EDITOR.ERRORS.NICKNAME_TAKEN'],
  FORBIDDEN: [null, 'STREAM_EDITOR.ERRORS.FORBIDDEN'],
};

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * stream-create (/:lang/stream/new, `?event=<id>` for the stream of an event) and stream-edit
 * (/:lang/stream/edit/:id): the organizer's stream editor (issue 20). After saving, the stream page.
 */
export function StreamEditorPage() {
  return (
    <OrganizerGate>
      <StreamEditorLoader />
    </OrganizerGate>
  );
}

function StreamEditorLoader() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const { profile } = useSession();
  const eventId = search.get('event') ?? '';
  const stream = useQuery({ ...streamQuery(id ?? ''), enabled: id !== undefined });
  const mine = useMyStreams(id ? '' : (profile?.Id ?? ''));
  // The stream of an event that already has one opens that stream.
  const existing = eventId ? mine.data?.find((s) => s.EventId === eventId) : undefined;
  useEffect(() => {
    if (existing) navigate(hrefTo('stream-edit', language, { id: existing._id }), { replace: true });
  }, [existing, navigate, language]);
  if (id) {
    if (!stream.data) return <PageLoading />;
    return <StreamEditor key={id} id={id} initial={formOf(stream.data)} />;
  }
  if (eventId && (mine.isPending || existing)) return <PageLoading />;
  return <StreamEditor key="new" id={null} initial={emptyForm(new Date(), browserZone(), eventId)} />;
}

function StreamEditor({ id, initial }: { id: string | null; initial: StreamForm }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { profile } = useSession();
  const events = useLinkableEvents(profile?.Id ?? '');
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t(id ? 'STREAM_EDITOR.EDIT_TITLE' : 'STREAM_EDITOR.CREATE_TITLE'));

  const set = <K extends keyof StreamForm>(field: K, value: StreamForm[K]) =>
    setForm((current) => ({ ...current, [field]: value }));
  const error = (field: keyof StreamForm) => (errors[field] ? t(errors[field]) : undefined);
  const text = (field: 'Title' | 'Nickname' | 'TimeZone' | 'Begin' | 'End') => ({
    value: form[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => set(field, e.currentTarget.value),
    error: error(field),
  });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const result = validateForm(form, initial.Price);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveStream(id, result.input);
      await queryClient.invalidateQueries({ queryKey: ['stream'] });
      navigate(hrefTo('stream-detail', language, { id: saved._id }));
    } catch (failure) {
      const known = isApiRequestError(failure) ? SERVER_CODES[failure.Code] : undefined;
      // The server keeps an event's own ticket categories (or a seat map, another selling channel).
      if (isApiRequestError(failure) && failure.FieldErrors?.Price)
        setErrors({ Price: 'STREAM_EDITOR.ERRORS.PRICE_REFUSED' });
      else if (known?.[0]) setErrors({ [known[0]]: known[1] });
      else setProblem(known?.[1] ?? 'STREAM_EDITOR.ERRORS.SAVE_FAILED');
    } finally {
      setBusy(false);
    }
  };

  // The linked event stays listed even when it is past or beyond the first page.
  const eventOptions = [
    { value: '', label: t('STREAM_EDITOR.EVENT_NONE') },
    ...(events.data ?? []).map((e) => ({ value: e.Id, label: e.ProfileName })),
  ];
  if (form.EventId && !eventOptions.some((o) => o.value === form.EventId))
    eventOptions.push({ value: form.EventId, label: form.EventId });

  return (
    <Container size="sm" py="md" px="xs">
      <form onSubmit={submit} noValidate data-testid="stream-editor">
        <Stack gap="md">
          <Anchor component={Link} to={hrefTo('dashboard.streams', language)} size="sm">
            {t('STREAM_EDITOR.BACK')}
          </Anchor>
          <Title order={1} size="h2">
            {t(id ? 'STREAM_EDITOR.EDIT_TITLE' : 'STREAM_EDITOR.CREATE_TITLE')}
          </Title>
          {problem && (
            <Alert color="red" role="alert">
              {t(problem)}
            </Alert>
          )}
          <TextInput label={t('STREAM_EDITOR.TITLE')} required maxLength={200} {...text('Title')} />
          <TextInput
            label={t('STREAM_EDITOR.NICKNAME')}
            description={t('STREAM_EDITOR.NICKNAME_HINT')}
            maxLength={100}
            {...text('Nickname')}
          />
          <Textarea
            label={t('STREAM_EDITOR.ABOUT')}
            autosize
            minRows={2}
            value={form.About}
            onChange={(e) => set('About', e.currentTarget.value)}
            error={error('About')}
          />
          <Textarea
            label={t('STREAM_EDITOR.TEXT')}
            autosize
            minRows={3}
            value={form.Text}
            onChange={(e) => set('Text', e.currentTarget.value)}
            error={error('Text')}
          />
          <Group grow align="flex-start">
            <TextInput type="datetime-local" label={t('STREAM_EDITOR.BEGIN')} required {...text('Begin')} />
            <TextInput type="datetime-local" label={t('STREAM_EDITOR.END')} required {...text('End')} />
          </Group>
          <TextInput label={t('STREAM_EDITOR.TIME_ZONE')} required {...text('TimeZone')} />
          <Radio.Group
            label={t('STREAM_EDITOR.CHANNEL')}
            value={form.StreamSellingChannel}
            onChange={(value) => set('StreamSellingChannel', value as StreamForm['StreamSellingChannel'])}
          >
            <Stack gap="xs" mt="xs">
              {STREAM_SELLING_CHANNELS.map((channel) => (
                <Radio
                  key={channel}
                  value={channel}
                  label={t(`STREAM_EDITOR.CHANNEL_${channel.toUpperCase()}`)}
                  data-testid={`stream-channel-${channel}`}
                />
              ))}
            </Stack>
          </Radio.Group>
          <NativeSelect
            label={t('STREAM_EDITOR.EVENT')}
            data={eventOptions}
            value={form.EventId}
            onChange={(e) => set('EventId', e.currentTarget.value)}
            error={error('EventId')}
            data-testid="stream-event"
          />
          {form.StreamSellingChannel !== 'Free' && (
            <Text size="sm" c="dimmed" data-testid="stream-event-hint">
              {t('STREAM_EDITOR.EVENT_HINT')}
            </Text>
          )}
          {form.StreamSellingChannel === 'Paid' && (
            <TextInput
              label={t('STREAM_EDITOR.PRICE')}
              description={t('STREAM_EDITOR.PRICE_HINT')}
              inputMode="decimal"
              maxLength={12}
              value={form.Price}
              onChange={(e) => set('Price', e.currentTarget.value)}
              error={error('Price')}
              data-testid="stream-price-input"
            />
          )}
          <Switch
            label={t('STREAM_EDITOR.SHOW_AUTHOR')}
            checked={form.ShowAuthor}
            onChange={(e) => set('ShowAuthor', e.currentTarget.checked)}
          />
          <Switch
            label={t('STREAM_EDITOR.PUBLISHED_SWITCH')}
            checked={form.Published}
            onChange={(e) => set('Published', e.currentTarget.checked)}
          />
          <Group>
            <Button type="submit" loading={busy} data-testid="stream-save">
              {t('STREAM_EDITOR.SAVE')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Container>
  );
}
