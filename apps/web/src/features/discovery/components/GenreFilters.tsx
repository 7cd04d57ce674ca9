import { Select } from '@mantine/core';
import type { Genre } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/routing/hooks';

interface GenreFiltersProps {
  tree: readonly Genre[];
  parent: Genre | null;
  sub: Genre | null;
  onChange: (genres: { par: string | null; sub: string | null }) => void;
}

/** Event type (a top genre) and its sub genre (spec 1 §2). The URL keeps their slugs. */
export function GenreFilters({ tree, parent, sub, onChange }: GenreFiltersProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = (genre: Genre) => genre.NameI18n[language] || genre.Name;
  const byId = (list: readonly Genre[], id: string | null) => list.find((genre) => genre.Id === id);
  const subgenres = parent?.Subgenres ?? [];

  return (
    <>
      <Select
        label={t('DISCOVERY.EVENT_TYPE')}
        placeholder={t('DISCOVERY.ALL_TYPES')}
        clearable
        data={tree.map((genre) => ({ value: genre.Id, label: name(genre) }))}
        value={parent?.Id ?? null}
        onChange={(id) => onChange({ par: byId(tree, id)?.Slug ?? null, sub: null })}
        clearButtonProps={{ 'aria-label': t('DISCOVERY.CLEAR_EVENT_TYPE') }}
        data-testid="parent-genre-filter"
      />
      <Select
        label={t('DISCOVERY.SUB_GENRE')}
        placeholder={parent ? t('DISCOVERY.ALL_SUB_GENRES') : t('DISCOVERY.CHOOSE_TYPE_FIRST')}
        clearable
        disabled={subgenres.length === 0}
        data={subgenres.map((genre) => ({ value: genre.Id, label: name(genre) }))}
        value={sub?.Id ?? null}
        onChange={(id) => onChange({ par: parent?.Slug ?? null, sub: byId(subgenres, id)?.Slug ?? null })}
        clearButtonProps={{ 'aria-label': t('DISCOVERY.CLEAR_SUB_GENRE') }}
        data-testid="sub-genre-filter"
      />
    </>
  );
}
