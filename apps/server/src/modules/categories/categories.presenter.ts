import { type Genre, LANGUAGES, type Language } from '@marquee/contract';
import type { GenreRow } from '../../db/schema/categories';

export interface GenreNode {
  row: GenreRow;
  children: GenreNode[];
}

/** A genre's name in every language, English (the `name` column) where a language is missing. */
function names(row: GenreRow): Genre['NameI18n'] {
  const i18n = row.nameI18n as Partial<Record<Language, string>>;
  const english = i18n.en || row.name;
  const entries = LANGUAGES.map((language) => [language, i18n[language] || english]);
  return Object.fromEntries(entries) as Genre['NameI18n'];
}

export function presentGenre(node: GenreNode, language: Language): Genre {
  const { row } = node;
  const nameI18n = names(row);
  return {
    Id: row.id,
    Name: nameI18n[language],
    NameI18n: nameI18n,
    Slug: row.slug,
    Type: row.type,
    ParentCategory: row.parentId,
    IsParent: row.parentId === null,
    Description: row.description,
    Subgenres: node.children.map((child) => presentGenre(child, language)),
  };
}
