/** Plain pages without a total: a page shorter than asked is the last; pages are 0-based. */
export function nextPage(perPage: number) {
  return (last: readonly unknown[], pages: readonly unknown[]) =>
    last.length < perPage ? undefined : pages.length;
}
