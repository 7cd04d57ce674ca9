import { Anchor, Checkbox, Stack, Title } from '@mantine/core';
import { Trans, useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../i18n/setup';
import { hrefTo } from '../../../../lib/routing/routes';

interface AgreementsSectionProps {
  termsOfUse: boolean;
  privacyPolicy: boolean;
  newsletter: boolean;
  /** Spec 2 §5: the newsletter box is hidden when the account already agreed to it. */
  showNewsletter: boolean;
  termsError: string | undefined;
  privacyError: string | undefined;
  onChange: (name: 'termsOfUse' | 'privacyPolicy' | 'newsletter', value: boolean) => void;
}

/** Spec 2 §3 Agreements: terms and privacy are required to pay; the newsletter is optional. */
export function AgreementsSection(props: AgreementsSectionProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const link = (route: 'terms-and-conditions' | 'privacy-policy') => (
    <Anchor href={hrefTo(route, language)} target="_blank" rel="noopener" inherit underline="always" />
  );
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {t('CHECKOUT.AGREEMENTS.TITLE')}
      </Title>
      <Checkbox
        checked={props.termsOfUse}
        onChange={(event) => props.onChange('termsOfUse', event.currentTarget.checked)}
        error={props.termsError}
        name="termsOfUse"
        label={
          <Trans i18nKey="CHECKOUT.AGREEMENTS.TERMS" components={{ doc: link('terms-and-conditions') }} />
        }
      />
      <Checkbox
        checked={props.privacyPolicy}
        onChange={(event) => props.onChange('privacyPolicy', event.currentTarget.checked)}
        error={props.privacyError}
        name="privacyPolicy"
        label={<Trans i18nKey="CHECKOUT.AGREEMENTS.PRIVACY" components={{ doc: link('privacy-policy') }} />}
      />
      {props.showNewsletter && (
        <Checkbox
          checked={props.newsletter}
          onChange={(event) => props.onChange('newsletter', event.currentTarget.checked)}
          name="newsletter"
          label={t('CHECKOUT.AGREEMENTS.NEWSLETTER')}
        />
      )}
    </Stack>
  );
}
