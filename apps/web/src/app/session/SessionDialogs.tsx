import { EmailNotConfirmedDialog, LoginChangedDialog, TermsUpdatedDialog } from '../../features/accounts';
import { useLanguage, useRouteName } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { signOut } from '../../lib/session/session-runtime';

export type SessionDialog = 'login-changed' | 'not-confirmed' | 'terms';

/** The session's dialogs (spec 1 §2 "Dialogs"), in one lazily loaded chunk. */
export default function SessionDialogs({ dialog, onClose }: { dialog: SessionDialog; onClose: () => void }) {
  const language = useLanguage();
  const routeName = useRouteName();
  switch (dialog) {
    case 'login-changed':
      return <LoginChangedDialog />;
    case 'not-confirmed':
      return <EmailNotConfirmedDialog onClose={onClose} />;
    case 'terms':
      return (
        <TermsUpdatedDialog
          termsHref={hrefTo('terms-and-conditions', language)}
          privacyHref={hrefTo('privacy-policy', language)}
          // Already creating a profile (e.g. right after a social sign-up): stay, keeping its return address.
          createProfileHref={
            routeName?.startsWith('create-profile')
              ? null
              : hrefTo('create-profile.visitor', language, { step: 1 })
          }
          onSignOut={() => signOut('user')}
        />
      );
  }
}
