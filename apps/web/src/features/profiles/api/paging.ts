/** The lists under a profile answer plain pages without a total: a page shorter than asked is the last. */
export function nextPage(perPage: number) {
  return (last: readonly unknown[], pages: readonly unknown[]) =>
    last.length < perPage ? undefined : pages.length + 1;
}
