import { MantineContext, MantineThemeProvider, useProviderColorScheme } from '@mantine/core';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import { DialogProvider, dialogBridge } from '../components/dialogs/DialogProvider';
import { ToastProvider } from '../components/toasts/ToastProvider';
import { i18n } from '../i18n/setup';
import { isApiRequestError } from '../lib/api/errors';
import { colorSchemeManager, theme } from './theme';

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

const getRootElement = () => document.documentElement;

/**
 * What MantineProvider does, minus generating the theme's CSS variables (and the hiddenFrom/visibleFrom
 * classes) in the browser: those are static (theme-variables.css, checked against MantineProvider's own
 * output by theme-variables.test.tsx), so the first load skips Mantine's variable resolver (~2.5 kB gzip)
 * and the first paint — the server's first screen of an event page too — already has the theme's colors.
 */
function ThemeProvider({ children, env }: { children: ReactNode; env: 'default' | 'test' }) {
  const { colorScheme, setColorScheme, clearColorScheme } = useProviderColorScheme({
    manager: colorSchemeManager,
    defaultColorScheme: 'auto',
    getRootElement,
    forceColorScheme: undefined,
  });
  const context = useMemo(
    () => ({
      colorScheme,
      setColorScheme,
      clearColorScheme,
      getRootElement,
      classNamesPrefix: 'mantine',
      cssVariablesSelector: ':root',
      withStaticClasses: true,
      env,
    }),
    [colorScheme, setColorScheme, clearColorScheme, env],
  );
  return (
    <MantineContext value={context}>
      <MantineThemeProvider theme={theme}>{children}</MantineThemeProvider>
    </MantineContext>
  );
}

export function AppProviders({ children, queryClient, env = 'default' }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider env={env}>
        <QueryClientProvider client={queryClient}>
          <DialogProvider>
            <ToastProvider>{children}</ToastProvider>
          </DialogProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
