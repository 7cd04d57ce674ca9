import { Alert, Anchor, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { currentLanguage } from '../../../../i18n/setup';
import { signInHref } from '../../../../lib/session/auth-redirect';
import type { ContactMode } from '../../model/checkout-form';
import type { FieldProps } from '../../model/use-checkout-form';

export type ContactNotice = 'EMAIL_TAKEN' | 'EMAIL_NOT_SUPPORTED' | null;

interface ContactSectionProps {
  mode: ContactMode;
  /** The e-mail already known: the account's or the basket's. */
  knownEmail: string | null;
  email: FieldProps;
  emailConfirm: FieldProps;
  notice: ContactNotice;
}

/**
 * Spec 2 §2 stage4 contact: a guest types the e-mail for the tickets twice (pasting into the
 * confirmation is blocked, so a typo cannot be copied over); a signed-in buyer's tickets go to the
 * account e-mail, unless that e-mail was made up at a social sign-in (then a real one is asked).
 */
export function ContactSection({ mode, knownEmail, email, emailConfirm, notice }: ContactSectionProps) {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('CHECKOUT.CONTACT.TITLE')}
      </Title>
      {(mode === 'account' || mode === 'basket') && knownEmail && (
        <Text size="sm" data-testid="checkout-known-email">
          {t('CHECKOUT.CONTACT.SENT_TO', { email: knownEmail })}
        </Text>
      )}
      {mode === 'replace-generated' && <Text size="sm">{t('CHECKOUT.CONTACT.GENERATED_EMAIL')}</Text>}
      {(mode === 'guest' || mode === 'replace-generated') && (
        <SimpleGrid cols={{ base: 1, sm: mode === 'guest' ? 2 : 1 }}>
          <TextInput
            {...email}
            type="email"
            autoComplete="email"
            required
            label={t('CHECKOUT.CONTACT.EMAIL')}
            description={t('CHECKOUT.CONTACT.EMAIL_HINT')}
            name="email"
          />
          {mode === 'guest' && (
            <TextInput
              {...emailConfirm}
              type="email"
              autoComplete="off"
              required
              label={t('CHECKOUT.CONTACT.EMAIL_CONFIRM')}
              description={t('CHECKOUT.CONTACT.EMAIL_CONFIRM_HINT')}
              name="emailConfirm"
              onPaste={(event) => event.preventDefault()}
              onDrop={(event) => event.preventDefault()}
            />
          )}
        </SimpleGrid>
      )}
      {notice === 'EMAIL_TAKEN' && (
        <Alert color="yellow" variant="light" role="alert" title={t('NOT_AUTHORIZED_PAY.TITLE')}>
          <Text size="sm">{t('NOT_AUTHORIZED_PAY.EMAIL_TAKEN')}</Text>
          <Anchor
            component={Link}
            to={signInHref(currentLanguage(), `${location.pathname}${location.search}`)}
            size="sm"
          >
            {t('NOT_AUTHORIZED_PAY.SIGN_IN')}
          </Anchor>
        </Alert>
      )}
      {notice === 'EMAIL_NOT_SUPPORTED' && (
        <Alert color="yellow" variant="light" role="alert" title={t('NOT_AUTHORIZED_PAY.TITLE')}>
          {t('NOT_AUTHORIZED_PAY.EMAIL_NOT_SUPPORTED')}
        </Alert>
      )}
    </Stack>
  );
}
