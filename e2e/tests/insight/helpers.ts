import { type APIRequestContext, expect } from '@playwright/test';

/** What a sale made through the API left behind: the order's number and what was charged. */
export interface ApiSale {
  orderId: string;
  variableSymbol: string;
  total: number;
  currency: string;
}

/**
 * One seat sold through the API the way the web's buy flow calls it: a new basket holds the seat, pays by
 * the card gate (BRAINTREE → the sandbox bank) with a referral id, and the sandbox card page is submitted.
 */
export async function sellSeatViaApi(
  request: APIRequestContext,
  input: { eventId: string; seatId: string; email: string; referalId: string; lastName: string },
): Promise<ApiSale> {
  const created = await request.get('/api/ticketing/basket/createBasket');
  expect(created.status(), await created.text()).toBe(200);
  const guid = ((await created.json()) as { guid: string }).guid;
  const held = await request.post(`/api/ticketing/${input.eventId}/basket/${guid}/seat/${input.seatId}`);
  expect(held.status(), await held.text()).toBe(200);
  const query = new URLSearchParams({ NewEmail: input.email, referalId: input.referalId });
  const paid = await request.post(`/api/ticketing/basket/${guid}/pay?${query}`, {
    headers: { 'accept-language': 'en' },
    data: {
      BuyerInfo: { FirstName: 'Insight', LastName: input.lastName, Phone: '+421 900 123 456' },
      Gdpr: { TermsOfUse: true, PrivacyPolicy: true, NewsletterEnabled: false },
      PaymentGate: 'BRAINTREE',
    },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const answer = (await paid.json()) as {
    url: string;
    extraData: { OrderId: string; VariableSymbol: string; Total: number; Currency: string };
  };
  const token = new URL(answer.url, 'http://x').searchParams.get('token') ?? '';
  const bank = await request.post(`/api/sandbox-bank/${answer.extraData.OrderId}/complete`, {
    form: {
      token,
      action: 'pay',
      name: 'Insight Buyer',
      number: '4242 4242 4242 4242',
      expiry: '12/39',
      cvc: '123',
    },
    maxRedirects: 0,
  });
  expect(bank.status(), await bank.text()).toBeLessThan(400);
  // The bank's redirect lands on our return URL, which records the payment.
  const back = bank.headers().location;
  if (back) await request.get(back, { maxRedirects: 0 });
  return {
    orderId: answer.extraData.OrderId,
    variableSymbol: answer.extraData.VariableSymbol,
    total: answer.extraData.Total,
    currency: answer.extraData.Currency,
  };
}
