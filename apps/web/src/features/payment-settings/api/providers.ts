import {
  type PaymentProvider,
  type ProviderCredential,
  type ProviderCredentialBody,
  ProviderCredentialListSchema,
  ProviderCredentialSchema,
} from '@marquee/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/client';

/** Query keys of the organizer's payment providers (issue 23). */
export const providerKeys = {
  all: ['payment-providers'] as const,
  list: (profileId: string) => ['payment-providers', profileId] as const,
};

const path = (profileId: string, provider: PaymentProvider, currency: string) =>
  `/payments/providers/${encodeURIComponent(profileId)}/${provider}/${encodeURIComponent(currency)}`;

/** GET /payments/providers?profileId: the profile's credentials per provider and currency (no secrets). */
export const providersQuery = (profileId: string) =>
  queryOptions({
    queryKey: providerKeys.list(profileId),
    queryFn: ({ signal }) =>
      apiRequest('/payments/providers', {
        query: { profileId },
        signal,
        schema: ProviderCredentialListSchema,
      }),
    enabled: profileId !== '',
  });

export const useProviders = (profileId: string) => useQuery(providersQuery(profileId));

/** PUT …/{provider}/{currency}: creates or replaces; a secret left out keeps the stored one. */
export function saveProvider(
  profileId: string,
  provider: PaymentProvider,
  currency: string,
  body: ProviderCredentialBody,
): Promise<ProviderCredential> {
  return apiRequest(path(profileId, provider, currency), {
    method: 'PUT',
    body,
    schema: ProviderCredentialSchema,
  });
}

/** DELETE …/{provider}/{currency}. */
export function deleteProvider(profileId: string, provider: PaymentProvider, currency: string) {
  return apiRequest(path(profileId, provider, currency), { method: 'DELETE' });
}
