import '../../../components/form-styles';
import { Alert, Container, Paper } from '@mantine/core';
import type { SocialProvider } from '@marquee/contract';
import { PASSWORD_MIN_LENGTH } from '@marquee/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { useDialogs } from '../../../components/dialogs/DialogProvider';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { uploadImage } from '../../../lib/api/upload-image';
import { type FieldErrors, serverFieldErrors } from '../../../lib/forms/validation';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { safeReturnUrl } from '../../../lib/session/auth-redirect';
import { getUserInfo } from '../../../lib/session/get-user-info';
import { applyUser, getSession } from '../../../lib/session/session-store';
import { updateProfile } from '../../profiles';
import { useAddSocialLogin } from '../api/add-social-login';
import { checkEmailDomain } from '../api/check-email-domain';
import { useSocialProviders } from '../api/get-social-providers';
import { useRegister } from '../api/register';
import { useSignIn } from '../api/sign-in';
import { useSocialLogin } from '../api/social-login';
import { userExists } from '../api/user-exists';
import { type InlineAuthCode, loginFailureCode, signUpFailureCode } from '../components/auth-errors';
import { finishSignIn } from '../components/finish-sign-in';
import { LoginStep } from '../components/LoginStep';
import { SignInStep } from '../components/SignInStep';
import { SIGNUP_FIELD_MAP, type SignUpField, SignUpStep, type SignUpValues } from '../components/SignUpStep';
import { useStepHeading } from '../components/use-step-heading';

export type AuthStep = 'SIGNIN' | 'LOGIN' | 'SIGNUP';

/** Query parameters the social login callback (server /externalaccount/oidc/callback) returns with. */
export const SOCIAL_PARAMS = { code: 'oidcCode', error: 'oidcError', mode: 'oidcMode' } as const;

/**
 * The auth screen (spec 1 §2): SIGNIN asks for the e-mail, then LOGIN (known e-mail) or SIGNUP (new one).
 * `?returnUrl` is where to go afterwards; `?authorizedActionPrevented` explains why the user is here.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const toasts = useToasts();
  const [params] = useSearchParams();
  const returnUrl = safeReturnUrl(params.get('returnUrl'));
  const prevented = params.has('authorizedActionPrevented');
  const socialCode = params.get(SOCIAL_PARAMS.code);
  const socialError = params.has(SOCIAL_PARAMS.error);
  const linking = params.get(SOCIAL_PARAMS.mode) === 'link';

  const [step, setStep] = useState<AuthStep>('SIGNIN');
  const [email, setEmail] = useState('');
  const [checking, setChecking] = useState(false);
  const [domainError, setDomainError] = useState(false);
  const [failure, setFailure] = useState<InlineAuthCode | null>(socialError ? 'SOCIAL_LOGIN.FAIL' : null);
  const [signUpErrors, setSignUpErrors] = useState<FieldErrors<SignUpField>>({});
  const [signingUp, setSigningUp] = useState(false);
  const headingRef = useStepHeading(step);
  const [alreadySignedIn] = useState(() => getSession().status === 'signed-in');
  useDocumentTitle(t('ROUTES.AUTH'));

  const providers = useSocialProviders();
  const login = useSignIn();
  const registration = useRegister();
  const social = useSocialLogin();
  const link = useAddSocialLogin();

  const go = (step: AuthStep) => {
    setFailure(null);
    setStep(step);
  };

  // Back from the social provider with a one-time code: exchange it once.
  const exchanged = useRef(false);
  useEffect(() => {
    if (!socialCode || exchanged.current) return;
    exchanged.current = true;
    if (linking) {
      // Linking a social identity to the signed-in account (account settings), not a sign-in.
      link.mutate(socialCode, {
        onSuccess: () => navigate(returnUrl ?? hrefTo('account-settings', language), { replace: true }),
        onError: () => setFailure('SOCIAL_LOGIN.FAIL'),
      });
      return;
    }
    social.mutate(
      { Code: socialCode, Language: language },
      {
        onSuccess: ({ AccessToken, UserInfo }) =>
          navigate(finishSignIn(AccessToken, UserInfo, language, returnUrl), { replace: true }),
        onError: () => setFailure('SOCIAL_LOGIN.FAIL'),
      },
    );
  }, [socialCode, social, link, linking, language, navigate, returnUrl]);

  if (alreadySignedIn && !linking) return <Navigate to={returnUrl ?? hrefTo('home', language)} replace />;

  const onContinue = async (value: string) => {
    setEmail(value);
    setDomainError(false);
    setChecking(true);
    try {
      if (await userExists(value)) {
        go('LOGIN');
        return;
      }
      // A check we cannot run does not block sign-up; only a definite NON_EXIST does (spec 1 §5).
      const domain = await checkEmailDomain(value).catch(() => 'OK');
      if (domain === 'NON_EXIST') setDomainError(true);
      else go('SIGNUP');
    } catch (error) {
      if (!(isApiRequestError(error) && error.status === 503)) dialogs.showDefaultError();
    } finally {
      setChecking(false);
    }
  };

  const onLogin = (password: string) => {
    setFailure(null);
    login.mutate(
      { Email: email, Password: password },
      {
        onSuccess: ({ AccessToken, UserInfo }) =>
          navigate(finishSignIn(AccessToken, UserInfo, language, returnUrl), { replace: true }),
        onError: (error) => {
          const code = loginFailureCode(error);
          if (code) setFailure(code);
          else dialogs.showDefaultError();
        },
      },
    );
  };

  const onSignUp = async (values: SignUpValues) => {
    setFailure(null);
    setSignUpErrors({});
    setSigningUp(true);
    try {
      const { AccessToken, UserInfo } = await registration.mutateAsync({
        LoginData: {
          Email: values.email.trim(),
          Password: values.password,
          Gdpr: {
            TermsOfUse: values.terms,
            PrivacyPolicy: values.privacy,
            NewsletterEnabled: values.newsletter,
          },
        },
        VisitorProfile: { ProfileName: values.profileName.trim() },
        Language: language,
      });
      const target = finishSignIn(AccessToken, UserInfo, language, returnUrl);
      // Uploads need a signed-in user, so the picture follows the sign-up that created the account.
      if (values.picture && UserInfo.Profile) {
        try {
          const uploaded = await uploadImage(values.picture.blob, values.picture.source);
          await updateProfile({
            type: 'VisitorProfile',
            id: UserInfo.Profile.Id,
            input: { ProfileName: values.profileName.trim(), ProfilePicture: uploaded.Url },
          });
          applyUser(await getUserInfo());
        } catch {
          toasts.show(t('PICTURE.UPLOAD_FAILED'), { color: 'red' });
        }
      }
      // Unconfirmed e-mail → the confirm notice (spec 1 §4).
      dialogs.showInfo({
        type: 'success',
        title: t('EMAIL_CONFIRM_NOTICE.TITLE'),
        message: t('EMAIL_CONFIRM_NOTICE.TEXT', { email: UserInfo.Email }),
      });
      navigate(target, { replace: true });
    } catch (error) {
      const code = signUpFailureCode(error);
      if (!code) {
        dialogs.showDefaultError();
        return;
      }
      setFailure(code);
      if (isApiRequestError(error))
        setSignUpErrors(
          serverFieldErrors(error.FieldErrors, SIGNUP_FIELD_MAP, {
            password: PASSWORD_MIN_LENGTH,
            profileName: 2,
          }),
        );
    } finally {
      setSigningUp(false);
    }
  };

  const providerHref = (provider: SocialProvider) => {
    const query = new URLSearchParams({ lang: language });
    if (returnUrl) query.set('returnUrl', returnUrl);
    return `${provider.StartUrl}${provider.StartUrl.includes('?') ? '&' : '?'}${query}`;
  };

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="xl" data-testid="auth-page" data-step={step}>
        {prevented && (
          <Alert color="blue" mb="lg" data-testid="authorized-action-prevented">
            {t('AUTH.AUTHORIZED_ACTION_PREVENTED')}
          </Alert>
        )}
        {step === 'SIGNIN' && (
          <>
            {failure && (
              <Alert color="red" role="alert" mb="lg">
                {t(failure)}
              </Alert>
            )}
            <SignInStep
              headingRef={headingRef}
              email={email}
              providers={providers.data ?? []}
              providerHref={providerHref}
              pending={checking || social.isPending || link.isPending}
              domainError={domainError}
              onContinue={onContinue}
            />
          </>
        )}
        {step === 'LOGIN' && (
          <LoginStep
            headingRef={headingRef}
            email={email}
            forgottenHref={hrefTo('forgotten-password', language)}
            pending={login.isPending}
            failure={failure ? t(failure) : null}
            onEditEmail={() => go('SIGNIN')}
            onBack={() => go('SIGNIN')}
            onSubmit={onLogin}
          />
        )}
        {step === 'SIGNUP' && (
          <SignUpStep
            headingRef={headingRef}
            email={email}
            termsHref={hrefTo('terms-and-conditions', language)}
            privacyHref={hrefTo('privacy-policy', language)}
            pending={signingUp}
            failure={failure ? t(failure) : null}
            serverErrors={signUpErrors}
            onBack={() => go('SIGNIN')}
            onSubmit={(values) => void onSignUp(values)}
          />
        )}
      </Paper>
    </Container>
  );
}
