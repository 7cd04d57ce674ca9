import type { PaymentGate, PaymentMethod, PayResponse } from '@marquee/contract';
import { GATE_FLOW, GATE_NOTE, paymentTypeOfGate } from '@marquee/contract';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../../app/providers';

export const method = (Gate: PaymentGate): PaymentMethod => ({
  Gate,
  PaymentType: paymentTypeOfGate(Gate),
  Flow: GATE_FLOW[Gate],
  Note: GATE_NOTE[Gate] ?? null,
});

export function payAnswer(
  overrides: Partial<PayResponse['extraData']> = {},
  url = '/api/sandbox-bank/o1?token=t',
): PayResponse {
  const Flow = overrides.Flow ?? 'CARD_FORM';
  return {
    extraData: {
      OrderId: 'o1',
      VariableSymbol: '100042',
      Flow,
      Gate: 'BRAINTREE',
      FormFields: null,
      ClientToken: 'token',
      Price: 40,
      Fee: 0,
      Total: 40,
      Currency: 'EUR',
      Count: 2,
      ...overrides,
    },
    url,
    needredirect: Flow !== 'CARD_FORM',
  };
}

/** Renders `element` at `path` inside the app's providers, with a result route to land on. */
export function renderInRouter(
  element: ReactNode,
  path = '/en/events/lanterns',
  pattern = '/:lang/events/:id',
) {
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '/:lang/paymentResult', element: <p>result page</p> },
      { path: '/:lang/reservationResult', element: <p>reservation result page</p> },
      { path: '/:lang/signin', element: <p>sign-in page</p> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = createQueryClient();
  const result = render(
    <AppProviders queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}
