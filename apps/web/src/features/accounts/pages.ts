// The feature's route pages as app/router.tsx loads them: each page is its own chunk, fetched on navigation.
export const loadAuthPage = () => import('./routes/AuthPage').then((m) => ({ Component: m.AuthPage }));
export const loadForgottenPasswordPage = () =>
  import('./routes/ForgottenPasswordPage').then((m) => ({ Component: m.ForgottenPasswordPage }));
export const loadNewPasswordPage = () =>
  import('./routes/NewPasswordPage').then((m) => ({ Component: m.NewPasswordPage }));
export const loadConfirmEmailPage = () =>
  import('./routes/ConfirmEmailPage').then((m) => ({ Component: m.ConfirmEmailPage }));
