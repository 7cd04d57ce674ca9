import {
  Alert,
  Anchor,
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import { DISPLAY_ONLY_TYPES, type TicketRegistration2 } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { questionnaireKeys } from '../api/keys';
import { useQuestionnaire, useQuestionnaireList } from '../api/questionnaires';
import { type RegistrationSector, saveTicketRegistration } from '../api/registration';
import { errorText } from '../model/errors';

interface RegistrationFormProps {
  eventId: string;
  ownerProfileId: string;
  initial: TicketRegistration2;
  sectors: RegistrationSector[];
  readOnly: boolean;
}

/** FieldErrors of a list (`ForSectors.3`) and of a field, as one text per field. */
function fieldError(t: TFunction, errors: Record<string, string[]>, field: string) {
  const codes = Object.entries(errors)
    .filter(([path]) => path === field || path.startsWith(`${field}.`))
    .flatMap(([, list]) => list);
  return codes.length > 0 ? [...new Set(codes)].map((code) => errorText(t, code)).join(' ') : null;
}

/** An event's TicketRegistration2 (spec 2 §3): which questionnaire, for which tickets, and how it is asked. */
export function RegistrationForm({
  eventId,
  ownerProfileId,
  initial,
  sectors,
  readOnly,
}: RegistrationFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [saving, setSaving] = useState(false);
  const list = useQuestionnaireList(ownerProfileId);
  const chosen = useQuestionnaire(form.QuestionnaireId);
  const answerable = (chosen.data?.QuestionaireItems ?? []).filter(
    (item) => !DISPLAY_ONLY_TYPES.has(item.Type),
  );
  const set = (patch: Partial<TicketRegistration2>) => setForm((current) => ({ ...current, ...patch }));
  const link = (value: string) => (value.trim() === '' ? null : value.trim());

  const save = async () => {
    setSaving(true);
    setErrors({});
    try {
      const body: TicketRegistration2 = {
        ...form,
        GdprAgreementLink: link(form.GdprAgreementLink ?? ''),
        TermsAndConditionLink: link(form.TermsAndConditionLink ?? ''),
      };
      const saved = await saveTicketRegistration(eventId, body);
      setForm(saved);
      queryClient.setQueryData(questionnaireKeys.registration(eventId), saved);
      toasts.show(t('QUESTIONNAIRES.REGISTRATION.SAVED'));
    } catch (error) {
      const fields = isApiRequestError(error) ? error.FieldErrors : undefined;
      setErrors(fields && Object.keys(fields).length > 0 ? fields : { '': ['SAVE_FAILED'] });
    } finally {
      setSaving(false);
    }
  };

  const none = form.QuestionnaireId === null;
  return (
    <Stack gap="md">
      <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
        <Stack gap="md">
          <NativeSelect
            label={t('QUESTIONNAIRES.REGISTRATION.QUESTIONNAIRE')}
            value={form.QuestionnaireId ?? ''}
            // Another questionnaire has other questions: the global ones chosen before no longer apply.
            onChange={(e) => set({ QuestionnaireId: e.currentTarget.value || null, GlobalQuestions: [] })}
            data={[
              { value: '', label: t('QUESTIONNAIRES.REGISTRATION.NONE') },
              ...(list.data ?? []).map((q) => ({ value: q._id, label: q.Name })),
            ]}
            error={fieldError(t, errors, 'QuestionnaireId')}
            data-testid="registration-questionnaire"
          />
          <Group gap="md">
            {form.QuestionnaireId && (
              <Anchor
                component={Link}
                to={hrefTo('questionnaire-edit', language, { id: form.QuestionnaireId })}
                size="sm"
              >
                {t('QUESTIONNAIRES.REGISTRATION.OPEN_QUESTIONNAIRE')}
              </Anchor>
            )}
            {!readOnly && (
              <Anchor component={Link} to={hrefTo('questionnaire-create', language)} size="sm">
                {t('QUESTIONNAIRES.NEW')}
              </Anchor>
            )}
          </Group>
          {!none && (
            <>
              <Switch
                label={t('QUESTIONNAIRES.REGISTRATION.ONLY_ONE')}
                description={t('QUESTIONNAIRES.REGISTRATION.ONLY_ONE_HINT')}
                checked={form.OnlyOneTicketRegistrationRequired}
                onChange={(e) => set({ OnlyOneTicketRegistrationRequired: e.currentTarget.checked })}
              />
              <MultiSelect
                label={t('QUESTIONNAIRES.REGISTRATION.SECTORS')}
                description={t('QUESTIONNAIRES.REGISTRATION.SECTORS_HINT')}
                placeholder={
                  form.ForSectors.length === 0 ? t('QUESTIONNAIRES.REGISTRATION.ALL_SECTORS') : undefined
                }
                data={sectors.map((s) => ({ value: s.Id, label: s.Name }))}
                value={form.ForSectors}
                onChange={(ForSectors) => set({ ForSectors })}
                error={fieldError(t, errors, 'ForSectors')}
                searchable
                data-testid="registration-sectors"
              />
              <MultiSelect
                label={t('QUESTIONNAIRES.REGISTRATION.GLOBAL')}
                description={t('QUESTIONNAIRES.REGISTRATION.GLOBAL_HINT')}
                data={answerable.map((item, k) => ({ value: item._id, label: item.Title || `${k + 1}` }))}
                value={form.GlobalQuestions}
                onChange={(GlobalQuestions) => set({ GlobalQuestions })}
                error={fieldError(t, errors, 'GlobalQuestions')}
                searchable
                data-testid="registration-global"
              />
              <TextInput
                label={t('QUESTIONNAIRES.REGISTRATION.GDPR_LINK')}
                type="url"
                value={form.GdprAgreementLink ?? ''}
                onChange={(e) => set({ GdprAgreementLink: e.currentTarget.value })}
                error={fieldError(t, errors, 'GdprAgreementLink')}
              />
              <TextInput
                label={t('QUESTIONNAIRES.REGISTRATION.TERMS_LINK')}
                type="url"
                value={form.TermsAndConditionLink ?? ''}
                onChange={(e) => set({ TermsAndConditionLink: e.currentTarget.value })}
                error={fieldError(t, errors, 'TermsAndConditionLink')}
              />
              <Switch
                label={t('QUESTIONNAIRES.REGISTRATION.FORM_REQUIRED')}
                description={t('QUESTIONNAIRES.REGISTRATION.FORM_REQUIRED_HINT')}
                checked={form.TicketsFormRequired}
                onChange={(e) => set({ TicketsFormRequired: e.currentTarget.checked })}
              />
              <Switch
                label={t('QUESTIONNAIRES.REGISTRATION.ON_TICKET')}
                checked={form.ShowAnswersOnTicket}
                onChange={(e) => set({ ShowAnswersOnTicket: e.currentTarget.checked })}
              />
            </>
          )}
        </Stack>
      </fieldset>
      {errors[''] && (
        <Alert color="red" role="alert">
          {errorText(t, errors[''][0] ?? 'SAVE_FAILED')}
        </Alert>
      )}
      {!readOnly && (
        <Group>
          <Button onClick={() => void save()} loading={saving} data-testid="registration-save">
            {t('QUESTIONNAIRES.REGISTRATION.SAVE')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
