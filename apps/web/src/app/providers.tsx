import { MantineProvider } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider, dialogBridge } from '../components/dialogs/DialogProvider';
import { ToastProvider } from '../components/toasts/ToastProvider';
import { i18n } from '../i18n/setup';
import { isApiRequestError } from '../lib/api/errors';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';

declare module '@tanstack/react-query' {
  interface Register {
    /** `meta.handlesErrors`: the mutation shows its own error, so the default dialog stays closed. */
    mutationMeta: { handlesErrors?: boolean };
    /** `queryMeta.once`: a read with an effect (e-mail confirmation); never refetched on a session change. */
    queryMeta: { once?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // Any failed mutation without its own handling shows the default error dialog (spec 1 §8).
    // 503 is excluded: the API client has already sent the user to the maintenance page.
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.handlesErrors) return;
        if (isApiRequestError(error) && error.status === 503) return;
        dialogBridge.showDefaultError();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors will not heal on retry; one retry covers flaky networks.
        retry: (count, error) => count < 1 && !(isApiRequestError(error) && error.status < 500),
      },
    },
  });
}

interface AppProvidersProps {
  children: ReactNode;
  queryClient: QueryClient;
  /** 'test' turns off Mantine transitions so component tests need no timers for dialogs. */
  env?: 'default' | 'test';
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="auto"
        cssVariablesResolver={cssVariablesResolver}
        env={env}
      >
        <QueryClientProvider client={queryClient}>
          <DialogProvider>
            <ToastProvider>{children}</ToastProvider>
          </DialogProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
