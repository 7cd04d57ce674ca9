import '@mantine/core/styles/Badge.css';
import { Badge, Group, Stack, Title } from '@mantine/core';
import type { Language } from '@marquee/contract';

interface Genre {
  Id: string;
  Name: string;
  NameI18n: Partial<Record<Language, string>>;
}

/** Genres in the page's language (falling back to the stored name) and keywords, each under a small heading. */
export function TagGroups({
  genres,
  keywords = [],
  language,
  genresTitle,
  keywordsTitle,
  headingOrder = 2,
}: {
  genres: readonly Genre[];
  keywords?: readonly string[];
  language: Language;
  genresTitle: string;
  keywordsTitle: string;
  headingOrder?: 2 | 3;
}) {
  if (genres.length === 0 && keywords.length === 0) return null;
  return (
    <Stack gap="sm">
      {genres.length > 0 && (
        <section aria-label={genresTitle} data-testid="genres">
          <Title order={headingOrder} size="h4" mb={6}>
            {genresTitle}
          </Title>
          <Group gap="xs">
            {genres.map((genre) => (
              <Badge key={genre.Id} variant="light" size="lg">
                {genre.NameI18n[language] || genre.Name}
              </Badge>
            ))}
          </Group>
        </section>
      )}
      {keywords.length > 0 && (
        <section aria-label={keywordsTitle} data-testid="keywords">
          <Title order={headingOrder} size="h4" mb={6}>
            {keywordsTitle}
          </Title>
          <Group gap="xs">
            {keywords.map((keyword) => (
              <Badge key={keyword} variant="default" size="lg" tt="none">
                #{keyword}
              </Badge>
            ))}
          </Group>
        </section>
      )}
    </Stack>
  );
}
