import { MultiSelect } from '@mantine/core';
import { type Language, MAX_PROFILE_CATEGORIES } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { useCategories } from '../../discovery';

interface GenrePickerProps {
  label: string;
  value: string[];
  onChange: (ids: string[]) => void;
  language: Language;
}

/** Genres grouped by top genre (GET /category), at most 10. */
export function GenrePicker({ label, value, onChange, language }: GenrePickerProps) {
  const { t } = useTranslation();
  const categories = useCategories();
  const data = (categories.data ?? []).map((top) => ({
    group: top.NameI18n[language] || top.Name,
    items: [top, ...top.Subgenres].map((genre) => ({
      value: genre.Id,
      label: genre.NameI18n[language] || genre.Name,
    })),
  }));
  return (
    <MultiSelect
      label={label}
      description={t('CREATE_PROFILE.GENRES_HINT', { count: MAX_PROFILE_CATEGORIES })}
      data={data}
      value={value}
      onChange={onChange}
      searchable
      clearable
      maxValues={MAX_PROFILE_CATEGORIES}
      data-testid="genre-picker"
    />
  );
}
