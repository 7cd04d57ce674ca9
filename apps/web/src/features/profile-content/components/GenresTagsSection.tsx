import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { ProfileCategory } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useLanguage } from '../../../lib/routing/hooks';
import { GenrePicker } from '../../profiles';
import { useProfileGenres } from '../api/get-profile-genres';
import { useTags } from '../api/get-tags';
import { contentKeys, type ProfileRef } from '../api/keys';
import { setProfileGenres } from '../api/set-profile-genres';
import { setTags } from '../api/set-tags';
import { SectionError } from './SectionError';
import { TagsInput } from './TagsInput';

/** Genres (top and sub genres, at most 10) and tag chips of the profile (spec 3 §2, §5), saved together. */
export function GenresTagsSection({ profile }: { profile: ProfileRef }) {
  const genres = useProfileGenres(profile);
  const tags = useTags(profile);
  if (!genres.data || !tags.data) return null;
  return <GenresTagsForm profile={profile} savedGenres={genres.data} savedTags={tags.data} />;
}

interface FormProps {
  profile: ProfileRef;
  savedGenres: ProfileCategory[];
  savedTags: string[];
}

function GenresTagsForm({ profile, savedGenres, savedTags }: FormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [genreIds, setGenreIds] = useState(() => savedGenres.map((genre) => genre.Id));
  const [tagList, setTagList] = useState(savedTags);
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => setGenreIds(savedGenres.map((genre) => genre.Id)), [savedGenres]);
  useEffect(() => setTagList(savedTags), [savedTags]);

  const save = async () => {
    setSaving(true);
    setFailure(null);
    try {
      await setProfileGenres(profile, genreIds);
      await setTags(profile, tagList);
      toasts.show(t('PROFILE_CONTENT.SAVED'));
    } catch (error) {
      setFailure(error);
    } finally {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: contentKeys.genres(profile.Id) }),
        queryClient.invalidateQueries({ queryKey: contentKeys.tags(profile.Id) }),
      ]);
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md">
      <Stack>
        <Title order={2} size="h3">
          {t('PROFILE_CONTENT.GENRES.TITLE')}
        </Title>
        <GenrePicker
          label={t('PROFILE_CONTENT.GENRES.LABEL')}
          value={genreIds}
          onChange={setGenreIds}
          language={language}
        />
        <TagsInput label={t('PROFILE_CONTENT.TAGS.LABEL')} value={tagList} onChange={setTagList} />
        <SectionError error={failure} />
        <Group>
          <Button onClick={() => void save()} loading={saving} data-testid="genres-save">
            {t('PROFILE_CONTENT.GENRES.SAVE')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
