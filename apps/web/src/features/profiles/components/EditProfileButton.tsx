import { Button } from '@mantine/core';
import type { Language, Profile } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { hrefTo } from '../../../lib/routing/routes';
import { FLOW_ROUTE, flowOfType } from './profile-flows';

/** The owner's Edit profile: to the creation flow of the profile's type, at its first step. */
export function EditProfileButton({ profile, language }: { profile: Profile; language: Language }) {
  const { t } = useTranslation();
  return (
    <Button
      component={Link}
      variant="default"
      to={hrefTo(FLOW_ROUTE[flowOfType(profile.Type)], language, { step: 1 }, { edit: profile.Id })}
    >
      {t('PROFILE_PAGE.EDIT')}
    </Button>
  );
}
