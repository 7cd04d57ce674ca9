import { Anchor, Checkbox, Stack } from '@mantine/core';
import type { TicketRegistration2 } from '@marquee/contract';
import { Trans, useTranslation } from 'react-i18next';
import { registrationMessage } from './messages';

interface RegistrationAgreementsProps {
  settings: TicketRegistration2;
  marketing: boolean;
  terms: boolean;
  marketingError: string | undefined;
  termsError: string | undefined;
  onChange: (name: 'marketing' | 'terms', value: boolean) => void;
}

/**
 * Spec 2 §2: the organiser's marketing/privacy agreement and terms, each with its link (a new tab, so the
 * answers stay); each box shows only when the organiser gave its link, and then it is required (§5).
 */
export function RegistrationAgreements(props: RegistrationAgreementsProps) {
  const { t } = useTranslation();
  const { GdprAgreementLink: gdpr, TermsAndConditionLink: terms } = props.settings;
  if (!gdpr && !terms) return null;
  const link = (href: string) => (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" inherit underline="always" />
  );
  const message = (code: string | undefined) => (code ? registrationMessage(t, code) : undefined);
  return (
    <Stack gap="xs">
      {gdpr && (
        <Checkbox
          required
          checked={props.marketing}
          onChange={(event) => props.onChange('marketing', event.currentTarget.checked)}
          error={message(props.marketingError)}
          label={<Trans i18nKey="REGISTRATION.MARKETING" components={{ doc: link(gdpr) }} />}
          data-testid="registration-marketing"
        />
      )}
      {terms && (
        <Checkbox
          required
          checked={props.terms}
          onChange={(event) => props.onChange('terms', event.currentTarget.checked)}
          error={message(props.termsError)}
          label={<Trans i18nKey="REGISTRATION.TERMS" components={{ doc: link(terms) }} />}
          data-testid="registration-terms"
        />
      )}
    </Stack>
  );
}
