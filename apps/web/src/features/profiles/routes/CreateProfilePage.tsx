import '../../../components/form-styles';
import '@mantine/core/styles/Stepper.css';
import {
  Alert,
  Button,
  Container,
  Group,
  Paper,
  Select,
  Stack,
  Stepper,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ARTIST_SUBTYPES,
  normalizeContacts,
  type Profile,
  type ProfileInput,
  type ProfileSubtype,
  type ProfileType,
  VENUE_SUBTYPES,
} from '@marquee/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { ProfilePictureField } from '../../../components/image/ProfilePictureField';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { uploadImage } from '../../../lib/api/upload-image';
import { useForm } from '../../../lib/forms/use-form';
import { useLanguage, useRouteName } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { safeReturnUrl } from '../../../lib/session/auth-redirect';
import { getUserInfo } from '../../../lib/session/get-user-info';
import { applyUser, useSession } from '../../../lib/session/session-store';
import { createProfile } from '../api/create-profile';
import { profileQuery } from '../api/get-profile';
import { updateProfile } from '../api/update-profile';
import { CityPicker } from '../components/CityPicker';
import { GenrePicker } from '../components/GenrePicker';
import { type CreateProfileFlow, FLOW_OF_ROUTE, FLOW_ROUTE } from '../components/profile-flows';
import {
  CONTACT_FIELDS,
  contactsOf,
  type Field,
  initialValues,
  mapServerErrors,
  PERFORMER_TYPES,
  type ProfileFormValues,
  STEP_FIELDS,
  stepsOf,
  VENUE_TYPES,
  validateProfile,
} from './profile-form-model';

/**
 * The create-profile flows (spec 1 §2 create-profile.visitor/.promoter/.performer/.building) as a
 * multi-step form: basics, details (city, genres, about, picture), public contacts. With `?edit=<id>`
 * the same form edits the signed-in user's profile (the profile menu's "edit profile").
 */
export function CreateProfilePage() {
  const routeName = useRouteName();
  const flow: CreateProfileFlow = (routeName && FLOW_OF_ROUTE[routeName]) || 'visitor';
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const existing = useQuery({ ...profileQuery(editId ?? ''), enabled: !!editId });
  if (editId && existing.isPending) return null;
  if (editId && (!existing.data || existing.data.ClaimId === null)) {
    return <ProfileForm key="new" flow={flow} existing={null} />;
  }
  return <ProfileForm key={existing.data?.Id ?? 'new'} flow={flow} existing={existing.data ?? null} />;
}

function ProfileForm({ flow, existing }: { flow: CreateProfileFlow; existing: Profile | null }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const session = useSession();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const { step: stepParam } = useParams();
  const steps = stepsOf(flow);
  const step = Math.min(Math.max(Number(stepParam) || 1, 1), steps);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editing = existing !== null;
  const title = editing
    ? t('CREATE_PROFILE.EDIT_TITLE')
    : t(`CREATE_PROFILE.FLOW.${flow.toUpperCase()}.TITLE`);
  useDocumentTitle(title);

  const form = useForm<ProfileFormValues>(initialValues(flow, existing), (values) =>
    validateProfile(flow, values),
  );
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading whenever the step changes
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const query = new URLSearchParams(params);
  const stepHref = (n: number) =>
    `${hrefTo(FLOW_ROUTE[flow], language, { step: n })}${query.size ? `?${query}` : ''}`;
  const hasVisitor = session.user?.ProfileClaims.some((claim) => claim.Type === 'VisitorProfile') ?? false;

  // A reload on a later step has lost the earlier answers: start again from step 1.
  if (step > 1 && !form.values.name && !editing) return <Navigate to={stepHref(1)} replace />;
  if (flow === 'visitor' && hasVisitor && !editing)
    return (
      <Container size={640} py="xl">
        <Alert color="blue">{t('PROFILE.VISITOR_EXISTS')}</Alert>
      </Container>
    );

  const stepErrors = (n: number) => {
    const errors = validateProfile(flow, form.values);
    return Object.fromEntries(
      Object.entries(errors).filter(([field]) => STEP_FIELDS[n - 1]?.includes(field as Field)),
    );
  };

  const next = () => {
    const errors = stepErrors(step);
    if (Object.keys(errors).length > 0) {
      form.showErrors(errors);
      return;
    }
    navigate(stepHref(step + 1));
  };

  const save = async (values: ProfileFormValues) => {
    setFailure(null);
    setSaving(true);
    const { fields: contactFields, contacts } = contactsOf(values, existing);
    try {
      let ProfilePicture = existing?.ProfilePicture ?? null;
      if (values.picture) {
        try {
          ProfilePicture = (await uploadImage(values.picture.blob, values.picture.source)).Url;
        } catch {
          // A failed upload resets the picture (spec 1 §5).
          form.setValue('picture', null);
          form.showErrors({ picture: { key: 'INVALID_VALUE' } });
          setFailure(t('PICTURE.UPLOAD_FAILED'));
          if (step !== 2) navigate(stepHref(2));
          return;
        }
      }
      const input: ProfileInput = {
        ProfileName: values.name.trim(),
        ProfilePicture,
        CityId: values.city?.Id ?? null,
        Categories: values.genres,
      };
      if (flow !== 'visitor') {
        input.Nickname = values.nickname.trim() || null;
        input.About = values.about.trim() || null;
        input.Contacts = normalizeContacts(contacts).contacts;
        if (flow === 'performer' || values.type === 'BuildingProfile') input.Subtype = values.subtype;
      }
      const type = values.type;
      const saved = existing
        ? await updateProfile({ type: existing.Type, id: existing.Id, input })
        : await createProfile({ type, input });
      applyUser(await getUserInfo());
      toasts.show(
        editing ? t('CREATE_PROFILE.SAVED') : t('CREATE_PROFILE.CREATED', { name: saved.ProfileName }),
      );
      navigate(returnUrl ?? hrefTo('profile-detail', language, { id: saved.Nickname ?? saved.Id }), {
        replace: true,
      });
    } catch (error) {
      if (!isApiRequestError(error) || error.status >= 500 || error.status === 0) {
        dialogs.showDefaultError();
        return;
      }
      if (error.Code === 'PROFILE.NICKNAME_TAKEN' || error.Code === 'PROFILE.NICKNAME_INVALID') {
        form.showErrors({
          nickname: { key: error.Code === 'PROFILE.NICKNAME_TAKEN' ? 'NICKNAME_TAKEN' : 'NICKNAME_FORMAT' },
        });
        navigate(stepHref(1));
        return;
      }
      if (error.Code === 'PROFILE.VISITOR_EXISTS') {
        setFailure(t('PROFILE.VISITOR_EXISTS'));
        return;
      }
      const fieldErrors = mapServerErrors(error.FieldErrors, contactFields);
      if (Object.keys(fieldErrors).length === 0) {
        dialogs.showDefaultError();
        return;
      }
      form.showErrors(fieldErrors);
      const firstStep = STEP_FIELDS.findIndex((list) => list.some((field) => field in fieldErrors)) + 1;
      if (firstStep > 0 && firstStep !== step) navigate(stepHref(firstStep));
    } finally {
      setSaving(false);
    }
  };

  const submit = form.onSubmit((values) => void save(values));
  const last = step === steps;
  const typeOptions = flow === 'performer' ? PERFORMER_TYPES : flow === 'building' ? VENUE_TYPES : [];
  const subtypes =
    flow === 'performer'
      ? ARTIST_SUBTYPES
      : flow === 'building' && form.values.type === 'BuildingProfile'
        ? VENUE_SUBTYPES
        : [];

  return (
    <Container size={640} py="xl">
      <Paper withBorder radius="md" p="xl" data-testid="create-profile" data-flow={flow} data-step={step}>
        <Stack>
          <Title order={1} ref={headingRef} tabIndex={-1}>
            {title}
          </Title>
          <Stepper
            active={step - 1}
            size="sm"
            aria-label={t('CREATE_PROFILE.PROGRESS')}
            allowNextStepsSelect={false}
          >
            <Stepper.Step label={t('CREATE_PROFILE.STEP_BASICS')} />
            <Stepper.Step label={t('CREATE_PROFILE.STEP_DETAILS')} />
            {steps === 3 && <Stepper.Step label={t('CREATE_PROFILE.STEP_CONTACTS')} />}
          </Stepper>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('CREATE_PROFILE.STEP_OF', { step, steps })}
          </Text>
          <form
            ref={form.formRef}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (last) submit();
              else next();
            }}
          >
            <Stack>
              {step === 1 && (
                <>
                  <TextInput
                    label={t('CREATE_PROFILE.NAME')}
                    required
                    value={form.values.name}
                    onChange={(event) => form.setValue('name', event.currentTarget.value)}
                    error={form.error('name')}
                    data-testid="profile-name"
                  />
                  {flow !== 'visitor' && (
                    <TextInput
                      label={t('CREATE_PROFILE.NICKNAME')}
                      description={t('CREATE_PROFILE.NICKNAME_HINT')}
                      value={form.values.nickname}
                      onChange={(event) => form.setValue('nickname', event.currentTarget.value)}
                      error={form.error('nickname')}
                      data-testid="profile-nickname"
                    />
                  )}
                  {typeOptions.length > 0 && !editing && (
                    <Select
                      label={t('CREATE_PROFILE.TYPE')}
                      data={typeOptions.map((type) => ({ value: type, label: t(`PROFILE_TYPE.${type}`) }))}
                      value={form.values.type}
                      allowDeselect={false}
                      onChange={(type) => {
                        if (!type) return;
                        form.setValue('type', type as ProfileType);
                        if (type !== 'BuildingProfile' && flow === 'building') form.setValue('subtype', null);
                      }}
                      data-testid="profile-type"
                    />
                  )}
                  {subtypes.length > 0 && (
                    <Select
                      label={t('CREATE_PROFILE.SUBTYPE')}
                      data={subtypes.map((subtype) => ({
                        value: subtype,
                        label: t(`PROFILE_SUBTYPE.${subtype}`),
                      }))}
                      value={form.values.subtype}
                      clearable
                      onChange={(subtype) => form.setValue('subtype', (subtype as ProfileSubtype) ?? null)}
                      error={form.error('subtype')}
                    />
                  )}
                </>
              )}
              {step === 2 && (
                <>
                  <CityPicker
                    label={t('CREATE_PROFILE.CITY')}
                    value={form.values.city}
                    onChange={(city) => form.setValue('city', city)}
                    error={form.error('city')}
                  />
                  <GenrePicker
                    label={t('CREATE_PROFILE.GENRES')}
                    value={form.values.genres}
                    onChange={(genres) => form.setValue('genres', genres)}
                    language={language}
                  />
                  {flow !== 'visitor' && (
                    <Textarea
                      label={t('CREATE_PROFILE.ABOUT')}
                      autosize
                      minRows={3}
                      maxRows={10}
                      value={form.values.about}
                      onChange={(event) => form.setValue('about', event.currentTarget.value)}
                      error={form.error('about')}
                    />
                  )}
                  <ProfilePictureField
                    label={t('CREATE_PROFILE.PICTURE')}
                    value={form.values.picture}
                    onChange={(picture) => form.setValue('picture', picture)}
                    error={form.error('picture')}
                    currentUrl={existing?.ProfilePicture ?? null}
                  />
                </>
              )}
              {step === 3 && (
                <>
                  <Text size="sm" c="dimmed">
                    {t('CREATE_PROFILE.CONTACTS_HINT')}
                  </Text>
                  {CONTACT_FIELDS.map((field) => (
                    <TextInput
                      key={field}
                      label={t(`CREATE_PROFILE.${field.replace('contact', 'CONTACT_').toUpperCase()}`)}
                      type={field === 'contactEmail' ? 'email' : field === 'contactPhone' ? 'tel' : 'url'}
                      value={form.values[field]}
                      onChange={(event) => form.setValue(field, event.currentTarget.value)}
                      error={form.error(field)}
                      data-testid={`profile-${field}`}
                    />
                  ))}
                </>
              )}
              {failure && (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              )}
              <Group justify="space-between">
                {step > 1 ? (
                  <Button variant="subtle" onClick={() => navigate(stepHref(step - 1))}>
                    {t('COMMON.BACK')}
                  </Button>
                ) : (
                  <span />
                )}
                <Button type="submit" loading={saving} data-testid="profile-submit">
                  {last
                    ? editing
                      ? t('CREATE_PROFILE.SAVE')
                      : t('CREATE_PROFILE.CREATE')
                    : t('COMMON.NEXT')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Stack>
      </Paper>
    </Container>
  );
}
