import '../../../components/form-styles';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import {
  EmailSchema,
  NewPasswordSchema,
  PASSWORD_MIN_LENGTH,
  VisitorProfileInputSchema,
} from '@marquee/contract';
import { type ClipboardEvent, type RefObject, useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { type PictureValue, ProfilePictureField } from '../../../components/image/ProfilePictureField';
import { useForm } from '../../../lib/forms/use-form';
import { checkValue, type FieldErrors } from '../../../lib/forms/validation';

export interface SignUpValues extends Record<string, unknown> {
  email: string;
  confirmEmail: string;
  password: string;
  profileName: string;
  picture: PictureValue | null;
  terms: boolean;
  privacy: boolean;
  newsletter: boolean;
}

export type SignUpField = Extract<keyof SignUpValues, string>;

/** Server FieldErrors paths of POST /account/register → form fields. */
export const SIGNUP_FIELD_MAP: Record<string, SignUpField> = {
  'LoginData.Email': 'email',
  'LoginData.Password': 'password',
  'LoginData.Gdpr.TermsOfUse': 'terms',
  'LoginData.Gdpr.PrivacyPolicy': 'privacy',
  'VisitorProfile.ProfileName': 'profileName',
  'VisitorProfile.ProfilePicture': 'picture',
};

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  const email = checkValue(EmailSchema, values.email);
  if (email) errors.email = email;
  if (!values.confirmEmail.trim()) errors.confirmEmail = { key: 'FIELD_REQUIRED' };
  else if (values.confirmEmail.trim().toLowerCase() !== values.email.trim().toLowerCase())
    errors.confirmEmail = { key: 'SAME_VALUE_INVALID' };
  const password = checkValue(NewPasswordSchema, values.password);
  if (password) errors.password = values.password ? password : { key: 'FIELD_REQUIRED' };
  const name = checkValue(VisitorProfileInputSchema.shape.ProfileName, values.profileName);
  if (name) errors.profileName = values.profileName.trim() ? name : { key: 'FIELD_REQUIRED' };
  if (!values.picture) errors.picture = { key: 'FIELD_REQUIRED' };
  if (!values.terms) errors.terms = { key: 'FIELD_REQUIRED' };
  if (!values.privacy) errors.privacy = { key: 'FIELD_REQUIRED' };
  return errors;
}

interface SignUpStepProps {
  headingRef: RefObject<HTMLHeadingElement | null>;
  email: string;
  termsHref: string;
  privacyHref: string;
  pending: boolean;
  failure: string | null;
  serverErrors: FieldErrors<SignUpField>;
  onBack: () => void;
  onSubmit: (values: SignUpValues) => void;
}

const blockPaste = (event: ClipboardEvent) => event.preventDefault();

/**
 * Step SIGNUP (spec 1 §2, §5): e-mail, its confirmation (paste disabled), password, profile name,
 * picture, terms and privacy (required) and the newsletter (optional).
 */
export function SignUpStep({
  headingRef,
  email,
  termsHref,
  privacyHref,
  pending,
  failure,
  serverErrors,
  onBack,
  onSubmit,
}: SignUpStepProps) {
  const { t } = useTranslation();
  const form = useForm<SignUpValues>(
    {
      email,
      confirmEmail: '',
      password: '',
      profileName: '',
      picture: null,
      terms: false,
      privacy: false,
      newsletter: false,
    },
    validateSignUp,
  );
  const { showErrors } = form;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new answer of the server is shown
  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) showErrors(serverErrors);
  }, [serverErrors]);

  const link = (href: string) => <Anchor href={href} target="_blank" rel="noopener" inherit />;
  return (
    <Stack>
      <Title order={1} ref={headingRef} tabIndex={-1}>
        {t('AUTH.SIGNUP_TITLE')}
      </Title>
      <form ref={form.formRef} onSubmit={form.onSubmit(onSubmit)} noValidate>
        <Stack>
          <TextInput
            label={t('AUTH.EMAIL')}
            type="email"
            autoComplete="email"
            required
            value={form.values.email}
            onChange={(event) => form.setValue('email', event.currentTarget.value)}
            error={form.error('email')}
            data-testid="signup-email"
          />
          <TextInput
            label={t('AUTH.CONFIRM_EMAIL')}
            description={t('AUTH.CONFIRM_EMAIL_HINT')}
            type="email"
            autoComplete="off"
            required
            value={form.values.confirmEmail}
            onChange={(event) => form.setValue('confirmEmail', event.currentTarget.value)}
            onPaste={blockPaste}
            onDrop={blockPaste as never}
            error={form.error('confirmEmail')}
            data-autofocus
            data-testid="signup-confirm-email"
          />
          <PasswordInput
            label={t('AUTH.PASSWORD')}
            description={t('AUTH.PASSWORD_HINT', { count: PASSWORD_MIN_LENGTH })}
            autoComplete="new-password"
            required
            value={form.values.password}
            onChange={(event) => form.setValue('password', event.currentTarget.value)}
            error={form.error('password')}
            data-testid="signup-password"
          />
          <TextInput
            label={t('AUTH.PROFILE_NAME')}
            autoComplete="nickname"
            required
            value={form.values.profileName}
            onChange={(event) => form.setValue('profileName', event.currentTarget.value)}
            error={form.error('profileName')}
            data-testid="signup-profile-name"
          />
          <ProfilePictureField
            label={t('AUTH.PROFILE_PICTURE')}
            required
            value={form.values.picture}
            onChange={(picture) => form.setValue('picture', picture)}
            error={form.error('picture')}
            // A picture is required (spec 1 §5): one tap makes one from the name (or the e-mail until then).
            initialsFrom={form.values.profileName.trim() || form.values.email.split('@')[0] || ''}
          />
          <Checkbox
            checked={form.values.terms}
            onChange={(event) => form.setValue('terms', event.currentTarget.checked)}
            label={<Trans i18nKey="AUTH.AGREE_TERMS" components={{ doc: link(termsHref) }} />}
            error={form.error('terms')}
            data-testid="signup-terms"
          />
          <Checkbox
            checked={form.values.privacy}
            onChange={(event) => form.setValue('privacy', event.currentTarget.checked)}
            label={<Trans i18nKey="AUTH.AGREE_PRIVACY" components={{ doc: link(privacyHref) }} />}
            error={form.error('privacy')}
            data-testid="signup-privacy"
          />
          <Checkbox
            checked={form.values.newsletter}
            onChange={(event) => form.setValue('newsletter', event.currentTarget.checked)}
            label={t('AUTH.AGREE_NEWSLETTER')}
          />
          {failure && (
            <Alert color="red" role="alert" data-testid="signup-error">
              {failure}
            </Alert>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={onBack}>
              {t('COMMON.BACK')}
            </Button>
            <Button type="submit" loading={pending}>
              {t('AUTH.SIGN_UP')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
