import '../../../components/form-styles';
import '@mantine/core/styles/Badge.css';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { isLanguage, LANGUAGES } from '@marquee/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DIALOG_HEADER_ATTRIBUTES } from '../../../components/dialogs/modal-a11y';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useDocumentTitle } from '../../../components/use-document-title';
import { LANGUAGE_NAMES } from '../../../i18n/language';
import { useLanguage } from '../../../lib/routing/hooks';
import { signOut } from '../../../lib/session/session-runtime';
import { useSession } from '../../../lib/session/session-store';
import { LikesSuggestions } from '../../participation';
import { useUpdateAccountLanguage } from '../api/account-settings';
import { useDeleteAccount } from '../api/delete-account';
import { useResendActivationMail } from '../api/resend-activation-mail';
import { ConnectedAccounts } from '../components/ConnectedAccounts';
import { GeneratedEmailForm } from '../components/GeneratedEmailForm';
import { NewsletterSettings } from '../components/NewsletterSettings';

/**
 * Account settings: e-mail and its confirmation (or setting a real one after a social sign-up without
 * one), connected social accounts, newsletters, the language of e-mails, deleting the account.
 */
export function AccountSettingsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const toasts = useToasts();
  const updateLanguage = useUpdateAccountLanguage();
  const resend = useResendActivationMail();
  const remove = useDeleteAccount();
  const [confirmOpened, confirm] = useDisclosure(false);
  const [changedEmail, setChangedEmail] = useState<string | null>(null);
  useDocumentTitle(t('ROUTES.ACCOUNT_SETTINGS'));
  const [params] = useSearchParams();
  const [likesReturn] = useState(() => params.has('oidcCode') || params.has('oidcError'));

  if (!user)
    return (
      <Container size={640} py="xl">
        <Loader aria-label={t('COMMON.LOADING')} />
      </Container>
    );

  const deleteAccount = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        confirm.close();
        toasts.show(t('SETTINGS.DELETED'));
        signOut('user');
      },
    });

  return (
    <Container size={640} py="xl">
      <Stack>
        <Title order={1}>{t('ROUTES.ACCOUNT_SETTINGS')}</Title>
        {/* Back from the provider with a likes code (issue 26): the suggestions, loaded on demand. */}
        {likesReturn && (
          <Suspense fallback={null}>
            <LikesSuggestions />
          </Suspense>
        )}

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-email">
          <Stack gap="xs">
            <Title order={2} size="h4" id="settings-email">
              {t('AUTH.EMAIL')}
            </Title>
            <Group gap="xs">
              <Text data-testid="account-email">{user.Email}</Text>
              <Badge color={user.Confirmed ? 'teal.9' : 'gray.7'} variant="filled">
                {user.Confirmed ? t('SETTINGS.CONFIRMED') : t('SETTINGS.NOT_CONFIRMED')}
              </Badge>
            </Group>
            {changedEmail && (
              <Alert color="teal" role="status" data-testid="generated-email-success">
                {t('SETTINGS.EMAIL_CHANGED', { email: changedEmail })}
              </Alert>
            )}
            {user.EmailGenerated && <GeneratedEmailForm onChanged={setChangedEmail} />}
            {!user.Confirmed && !user.EmailGenerated && (
              <Group>
                <Button
                  variant="default"
                  size="xs"
                  loading={resend.isPending}
                  onClick={() => resend.mutate()}
                >
                  {t('ACCOUNT_NOT_CONFIRMED.RESEND')}
                </Button>
                <div aria-live="polite">
                  {resend.isSuccess && <Text size="sm">{t('ACCOUNT_NOT_CONFIRMED.SENT')}</Text>}
                  {resend.isError && (
                    <Text size="sm" c="red">
                      {t('ACCOUNT_NOT_CONFIRMED.RESEND_FAILED')}
                    </Text>
                  )}
                </div>
              </Group>
            )}
          </Stack>
        </Paper>

        <ConnectedAccounts user={user} />

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-newsletter">
          <Title order={2} size="h4" id="settings-newsletter" mb="sm">
            {t('NAV.SECTION_NEWSLETTER')}
          </Title>
          <NewsletterSettings />
        </Paper>

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-language">
          <Title order={2} size="h4" id="settings-language" mb="sm">
            {t('SETTINGS.LANGUAGE')}
          </Title>
          <Select
            label={t('SETTINGS.LANGUAGE_HINT')}
            data={LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }))}
            value={user.Language ?? language}
            allowDeselect={false}
            disabled={updateLanguage.isPending}
            onChange={(value) => {
              if (isLanguage(value))
                updateLanguage.mutate(value, {
                  onSuccess: () => toasts.show(t('SETTINGS.SAVED'), { durationMs: 3000 }),
                });
            }}
            data-testid="account-language"
          />
        </Paper>

        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-delete">
          <Stack gap="sm">
            <Title order={2} size="h4" id="settings-delete">
              {t('SETTINGS.DELETE_TITLE')}
            </Title>
            <Text size="sm">{t('SETTINGS.DELETE_TEXT')}</Text>
            <Group>
              <Button color="red.9" onClick={confirm.open} data-testid="delete-account">
                {t('SETTINGS.DELETE')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </Stack>

      <Modal
        opened={confirmOpened}
        onClose={confirm.close}
        centered
        title={t('SETTINGS.DELETE_CONFIRM_TITLE')}
        attributes={DIALOG_HEADER_ATTRIBUTES}
        closeButtonProps={{ 'aria-label': t('COMMON.CLOSE') }}
      >
        <Alert color="red">{t('SETTINGS.DELETE_CONFIRM_TEXT')}</Alert>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} data-autofocus>
            {t('COMMON.CANCEL')}
          </Button>
          <Button
            color="red.9"
            loading={remove.isPending}
            onClick={deleteAccount}
            data-testid="delete-account-confirm"
          >
            {t('SETTINGS.DELETE')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
