import type { PayResponse } from '@marquee/contract';

/** What stage4 does with the pay answer (spec 2 §2 braintreeStage, bankPostFormStage, toBankStage). */
export type NextStep =
  /** braintreeStage: the card form on the gateway's hosted page. */
  | { kind: 'card'; url: string }
  /** toBankStage, new tab: the bank opens in a new tab from a link the payer clicks. */
  | { kind: 'new-tab'; url: string }
  /** bankPostFormStage / toBankStage same window, or a result page (pay in place, free): leave now. */
  | { kind: 'leave'; url: string; formFields: Record<string, string> | null };

export function nextStepOf(answer: PayResponse): NextStep {
  const { extraData, url } = answer;
  // A card gate behind a provider's hosted page (issue 23: Stripe Checkout) is left like a redirect; only
  // the sandbox bank's card page is framed.
  if (extraData.Flow === 'CARD_FORM' && !answer.needredirect) return { kind: 'card', url };
  if (extraData.Flow === 'NEW_TAB' && answer.needredirect) return { kind: 'new-tab', url };
  return {
    kind: 'leave',
    url,
    formFields: extraData.Flow === 'FORM_POST' && answer.needredirect ? (extraData.FormFields ?? {}) : null,
  };
}

/**
 * Our own result pages are entered through the router (no reload); anything else — another site, or a
 * page the API serves such as the sandbox bank — is a real navigation.
 */
export function inAppPath(url: string, origin: string): string | null {
  try {
    const target = new URL(url, origin);
    if (target.origin !== origin || target.pathname.startsWith('/api/')) return null;
    return `${target.pathname}${target.search}`;
  } catch {
    return null;
  }
}

/**
 * bankPostFormStage: posts the gateway's fields to its page, as banks require (a GET would expose them).
 * `target` '_blank' posts into a new window (an embed, issue 22: banks refuse to be framed).
 */
export function postForm(
  url: string,
  fields: Record<string, string>,
  doc: Document = document,
  target?: '_blank',
): void {
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = url;
  if (target) form.target = target;
  form.style.display = 'none';
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  doc.body.append(form);
  form.submit();
  if (target) form.remove();
}
