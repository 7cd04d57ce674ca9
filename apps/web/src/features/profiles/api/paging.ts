/**
 * The lists under a profile answer plain pages without a total: a page shorter than asked is the last.
 * Pages are 0-based (first page 0), so the next page's number is the count of pages loaded.
 */
export function nextPage(perPage: number) {
  return (last: readonly unknown[], pages: readonly unknown[]) =>
    last.length < perPage ? undefined : pages.length;
}
