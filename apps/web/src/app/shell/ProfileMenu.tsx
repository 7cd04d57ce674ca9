import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/Skeleton.css';
import { Avatar, Menu, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SwitchProfileDialog } from '../../features/accounts';
import { CreateProfileTypeDialog, FLOW_ROUTE, flowOfType } from '../../features/profiles';
import { pageLoad } from '../../lib/navigation';
import { useLanguage } from '../../lib/routing/hooks';
import { hrefTo } from '../../lib/routing/routes';
import { signOut } from '../../lib/session/session-runtime';
import { useSession } from '../../lib/session/session-store';
import classes from './ProfileMenu.module.css';

/**
 * The header's profile menu (spec 1 §2 Shell): switch profile, add profile, view public profile, edit
 * profile, notification settings, account settings, log out. Loaded only for signed-in users.
 */
export default function ProfileMenu() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user, profile, status } = useSession();
  const [menuOpened, menu] = useDisclosure(false);
  const [switchOpened, switcher] = useDisclosure(false);
  const [chooserOpened, chooser] = useDisclosure(false);

  if (status !== 'signed-in' || !user) return <Skeleton circle height={36} aria-hidden />;

  const name = profile?.ProfileName ?? user.Email;
  const hasVisitor = user.ProfileClaims.some((claim) => claim.Type === 'VisitorProfile');
  const publicHref = profile
    ? hrefTo('profile-detail', language, { id: profile.Nickname ?? profile.Id })
    : null;
  const editHref = profile
    ? hrefTo(FLOW_ROUTE[flowOfType(profile.Type)], language, { step: 1 }, { edit: profile.Id })
    : null;

  return (
    <>
      <Menu opened={menuOpened} onChange={menu.set} position="bottom-end" width={240} withinPortal>
        <Menu.Target>
          <UnstyledButton
            className={classes.target}
            aria-label={t('PROFILE_MENU.LABEL', { name })}
            data-testid="profile-menu"
          >
            <Avatar src={profile?.ProfilePicture} radius="xl" size={36} alt="">
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
          </UnstyledButton>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>
            <Text size="sm" fw={700} c="var(--mantine-color-text)" truncate data-testid="active-profile-name">
              {name}
            </Text>
            {profile && (
              <Text size="xs" c="dimmed">
                {t(`PROFILE_TYPE.${profile.Type}`, { defaultValue: profile.Type })}
              </Text>
            )}
          </Menu.Label>
          {user.ProfileClaims.length > 1 && (
            <Menu.Item onClick={switcher.open}>{t('PROFILE_MENU.SWITCH_PROFILE')}</Menu.Item>
          )}
          <Menu.Item onClick={chooser.open}>{t('PROFILE_MENU.ADD_PROFILE')}</Menu.Item>
          {publicHref && (
            <Menu.Item component={Link} to={publicHref}>
              {t('PROFILE_MENU.VIEW_PROFILE')}
            </Menu.Item>
          )}
          {editHref && (
            <Menu.Item component={Link} to={editHref}>
              {t('PROFILE_MENU.EDIT_PROFILE')}
            </Menu.Item>
          )}
          <Menu.Item component={Link} to={hrefTo('email-notifications', language)}>
            {t('PROFILE_MENU.NOTIFICATION_SETTINGS')}
          </Menu.Item>
          <Menu.Item component={Link} to={hrefTo('account-settings', language)}>
            {t('PROFILE_MENU.ACCOUNT_SETTINGS')}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item onClick={() => signOut('user')} data-testid="log-out">
            {t('PROFILE_MENU.LOG_OUT')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SwitchProfileDialog
        opened={switchOpened}
        onClose={switcher.close}
        onSwitched={() => {
          menu.close();
          pageLoad.assign(hrefTo('dashboard', language));
        }}
      />
      <CreateProfileTypeDialog
        opened={chooserOpened}
        onClose={chooser.close}
        hasVisitorProfile={hasVisitor}
      />
    </>
  );
}
