import '@mantine/core/styles/Badge.css';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SocialProvider, UserInfo } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { useSocialProviders } from '../api/get-social-providers';

/**
 * Whether the account has an identity from the provider. The server fills G_id for a provider keyed
 * "google" and FB_id for any other one (accounts.presenter.ts); a provider's Id is that key.
 */
export function isConnected(provider: SocialProvider, user: UserInfo): boolean {
  return Boolean(provider.Id.toLowerCase() === 'google' ? user.G_id : user.FB_id);
}

/** Where "Connect" goes: the provider's start URL in link mode, coming back to account settings. */
export function connectHref(provider: SocialProvider, language: UserInfo['Language']): string {
  const query = new URLSearchParams({
    mode: 'link',
    lang: language,
    returnUrl: hrefTo('account-settings', language),
  });
  return `${provider.StartUrl}${provider.StartUrl.includes('?') ? '&' : '?'}${query}`;
}

/** Where "Suggestions from my likes" goes (issue 26): the provider, then back to account settings. */
export function likesHref(provider: SocialProvider, language: UserInfo['Language']): string {
  const query = new URLSearchParams({
    mode: 'likes',
    lang: language,
    returnUrl: hrefTo('account-settings', language),
  });
  return `${provider.StartUrl}${provider.StartUrl.includes('?') ? '&' : '?'}${query}`;
}

/**
 * Connected accounts: each configured social login provider, connected or with a "Connect" link (the
 * sign-in page completes the link when the provider sends the user back). Hidden when none is configured.
 */
export function ConnectedAccounts({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const providers = useSocialProviders();
  if (!providers.data?.length) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-connected">
      <Stack gap="sm">
        <Title order={2} size="h4" id="settings-connected">
          {t('SETTINGS.CONNECTED_ACCOUNTS')}
        </Title>
        <Text size="sm">{t('SETTINGS.CONNECTED_ACCOUNTS_TEXT')}</Text>
        {providers.data.map((provider) => (
          <Group key={provider.Id} justify="space-between" data-testid={`connected-account-${provider.Id}`}>
            <Text fw={500}>{provider.Name}</Text>
            {isConnected(provider, user) ? (
              <Badge color="teal.9" variant="filled">
                {t('SETTINGS.CONNECTED')}
              </Badge>
            ) : (
              <Button
                component="a"
                href={connectHref(provider, language)}
                variant="default"
                size="xs"
                aria-label={t('SETTINGS.CONNECT_PROVIDER', { name: provider.Name })}
              >
                {t('SETTINGS.CONNECT')}
              </Button>
            )}
            {provider.Likes && user.Profile?.Type === 'VisitorProfile' && (
              <Button
                component="a"
                href={likesHref(provider, language)}
                variant="light"
                size="xs"
                aria-label={t('SETTINGS.LIKES_LABEL', { name: provider.Name })}
                data-testid="likes-start"
              >
                {t('SETTINGS.LIKES')}
              </Button>
            )}
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
