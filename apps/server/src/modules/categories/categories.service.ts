import type { Genre, Language } from '@marquee/contract';
import type { Db } from '../../db/client';
import { type GenreNode, presentGenre } from './categories.presenter';
import { listGenres } from './categories.repository';

/** Genres change only through admin work; a minute of staleness is fine for a call the spec marks cached. */
const CACHE_TTL_MS = 60_000;

/** Parents before children, siblings in the repository's order; a genre whose parent is gone is dropped. */
function buildTree(rows: Awaited<ReturnType<typeof listGenres>>): GenreNode[] {
  const nodes = new Map(rows.map((row) => [row.id, { row, children: [] as GenreNode[] }]));
  const roots: GenreNode[] = [];
  for (const node of nodes.values()) {
    if (node.row.parentId === null) roots.push(node);
    else nodes.get(node.row.parentId)?.children.push(node);
  }
  return roots;
}

export interface CategoriesService {
  /** The genre tree localized to `language`. Throws nothing of its own. */
  genreTree(language: Language): Promise<Genre[]>;
  clearCache(): void;
}

/** One per app: the tree is cached in memory per process and localized per request. */
export function createCategoriesService(db: Db): CategoriesService {
  let cached: { tree: GenreNode[]; expires: number } | null = null;
  let loading: Promise<GenreNode[]> | null = null;

  async function tree(): Promise<GenreNode[]> {
    if (cached && cached.expires > Date.now()) return cached.tree;
    // Concurrent requests after expiry share one query instead of stampeding the database.
    loading ??= listGenres(db)
      .then((rows) => {
        const built = buildTree(rows);
        cached = { tree: built, expires: Date.now() + CACHE_TTL_MS };
        return built;
      })
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  return {
    async genreTree(language) {
      return (await tree()).map((node) => presentGenre(node, language));
    },
    clearCache() {
      cached = null;
    },
  };
}
