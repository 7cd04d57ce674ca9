/**
 * Lets non-React code (the API client) navigate through the data router. The router registers
 * itself once it exists; until then navigation requests are ignored.
 */
export interface AppNavigator {
  navigate: (to: string, options?: { replace?: boolean }) => void;
  pathname: () => string;
}

let registered: AppNavigator | null = null;

export function registerNavigator(navigator: AppNavigator | null): void {
  registered = navigator;
}

export function getNavigator(): AppNavigator | null {
  return registered;
}

/** A full page load (profile switch, login-changed notice); one place for tests to intercept. */
export const pageLoad = {
  assign: (url: string): void => window.location.assign(url),
  reload: (): void => window.location.reload(),
};
