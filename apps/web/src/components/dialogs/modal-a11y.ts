/**
 * Mantine renders dialog headers as <header>; axe counts that as a second "banner" landmark next to
 * the page header while a dialog is open. The dialog is already labelled by its title, so the
 * header element is stripped of landmark semantics.
 */
export const DIALOG_HEADER_ATTRIBUTES = { header: { role: 'none' } } as Record<
  string,
  Record<string, string>
>;
