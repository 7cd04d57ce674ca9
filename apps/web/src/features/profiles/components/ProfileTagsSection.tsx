import '@mantine/core/styles/Badge.css';
import { Badge, Group, Title } from '@mantine/core';
import type { ProfileType } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useProfileTags } from '../api/get-profile-tags';

/**
 * The profile's tags (spec 3 §2 tag chips) as plain chips beside its genres, styled like an event's
 * keywords. They link nowhere: the events search has no tag filter (GET /search/tags only suggests
 * keywords). Hidden while loading, on an error and when the profile has no tags.
 */
export function ProfileTagsSection({ profile }: { profile: { Id: string; Type: ProfileType } }) {
  const { t } = useTranslation();
  const tags = useProfileTags(profile.Id, profile.Type);
  if (!tags.data || tags.data.length === 0) return null;
  return (
    <section aria-labelledby="profile-tags-title" data-testid="profile-tags">
      <Title order={2} size="h4" mb={6} id="profile-tags-title">
        {t('PROFILE_PAGE.TAGS')}
      </Title>
      <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {tags.data.map((tag) => (
          <li key={tag}>
            <Badge variant="default" size="lg" tt="none">
              #{tag}
            </Badge>
          </li>
        ))}
      </Group>
    </section>
  );
}
