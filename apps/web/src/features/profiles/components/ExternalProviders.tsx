import { Anchor, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useExternalProviders } from '../api/get-external-providers';

/** The external accounts a profile has connected (spec Profile.ExternalProviders); nothing when none. */
export function ExternalProviders({ profile }: { profile: { Id: string; Type: string } }) {
  const { t } = useTranslation();
  const providers = useExternalProviders(profile).data ?? [];
  if (providers.length === 0) return null;
  return (
    <Group
      gap="xs"
      component="section"
      aria-label={t('PROFILE_PAGE.EXTERNAL_PROVIDERS')}
      data-testid="external-providers"
    >
      <Text size="sm" fw={600}>
        {t('PROFILE_PAGE.EXTERNAL_PROVIDERS')}:
      </Text>
      {providers.map((provider) =>
        provider.Url ? (
          <Anchor
            key={provider.Provider}
            href={provider.Url}
            target="_blank"
            rel="noopener noreferrer nofollow"
            size="sm"
          >
            {provider.Name}
          </Anchor>
        ) : (
          <Text key={provider.Provider} size="sm">
            {t('PROFILE_PAGE.CONNECTED_WITH', { name: provider.Name })}
          </Text>
        ),
      )}
    </Group>
  );
}
