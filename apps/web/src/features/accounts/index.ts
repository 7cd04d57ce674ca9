// The public entry of the accounts feature: what other features and the shell (app/) may use. Everything
// else in this folder is the feature's own; its route pages are in pages.ts and workspace-pages.ts.
export { changeGeneratedEmail } from './api/change-generated-email';
export { checkEmailDomain } from './api/check-email-domain';
export { setDefaultProfileClaim } from './api/set-default-profile-claim';
export { EmailNotConfirmedDialog } from './components/EmailNotConfirmedDialog';
export { LoginChangedDialog } from './components/LoginChangedDialog';
export { SwitchProfileDialog } from './components/SwitchProfileDialog';
export { TermsUpdatedDialog } from './components/TermsUpdatedDialog';
