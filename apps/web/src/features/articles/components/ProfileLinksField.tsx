import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ARTICLE_LIMITS, type ProfileRef, SEARCH } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useArticleProfileSearch } from '../api/search-profiles';

export type LinkedProfile = Pick<ProfileRef, 'Id' | 'ProfileName'>;

interface ProfileLinksFieldProps {
  value: LinkedProfile[];
  onChange: (profiles: LinkedProfile[]) => void;
}

/** The profiles an article is about (Article.Profiles): found by name, listed with a remove button each. */
export function ProfileLinksField({ value, onChange }: ProfileLinksFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH.autocompleteDelayMs);
  const results = useArticleProfileSearch(debounced);
  const chosen = new Set(value.map((profile) => profile.Id));
  const options = (results.data ?? []).filter(
    (profile) => profile.Type !== 'VisitorProfile' && !chosen.has(profile.Id),
  );
  const full = value.length >= ARTICLE_LIMITS.profilesMax;
  return (
    <Stack gap="xs" data-testid="article-profiles">
      <Select
        label={t('ARTICLE_EDITOR.PROFILES')}
        description={t('ARTICLE_EDITOR.PROFILES_HINT')}
        placeholder={t('ARTICLE_EDITOR.PROFILES_SEARCH')}
        searchable
        disabled={full}
        searchValue={search}
        onSearchChange={setSearch}
        data={options.map((profile) => ({ value: profile.Id, label: profile.ProfileName }))}
        value={null}
        onChange={(id) => {
          const picked = options.find((profile) => profile.Id === id);
          if (picked) onChange([...value, { Id: picked.Id, ProfileName: picked.ProfileName }]);
          setSearch('');
        }}
        nothingFoundMessage={
          debounced.trim().length >= SEARCH.minLength ? t('ARTICLE_EDITOR.PROFILES_NONE') : undefined
        }
      />
      {value.length > 0 && (
        <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {value.map((profile) => (
            <Group key={profile.Id} component="li" gap={4} wrap="nowrap">
              <Text size="sm">{profile.ProfileName}</Text>
              <Button
                variant="subtle"
                size="compact-xs"
                onClick={() => onChange(value.filter((item) => item.Id !== profile.Id))}
                aria-label={t('ARTICLE_EDITOR.PROFILE_REMOVE', { name: profile.ProfileName })}
              >
                ×
              </Button>
            </Group>
          ))}
        </Group>
      )}
    </Stack>
  );
}
