import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Avatar.css';
import { Avatar, Badge, Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../app/hooks';
import { hrefTo } from '../../../app/routes';
import { EmptyState } from '../../../components/EmptyState';
import { useDocumentTitle } from '../../../components/use-document-title';
import { isApiRequestError } from '../../../lib/api/errors';
import { formatEventDate } from '../../../lib/dates';
import { GoingButton } from '../../events/components/GoingButton';
import { useProfile } from '../api/get-profile';
import { useProfileEvents } from '../api/get-profile-events';
import { ContactList } from '../components/ContactList';
import { FollowButton } from '../components/FollowButton';
import { FLOW_ROUTE, flowOfType } from '../components/profile-flows';

/**
 * The public profile (spec 1 §2 profile-detail): picture, name, type, about, public contacts, genres,
 * followers and the follow button, and the profile's upcoming events with the going button. The
 * discovery issue enriches it.
 */
export function ProfileDetailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { id = '' } = useParams();
  const profile = useProfile(id);
  const events = useProfileEvents(profile.data?.Id);
  useDocumentTitle(profile.data?.ProfileName ?? t('ROUTES.PROFILE_DETAIL'));

  if (profile.isPending)
    return (
      <Container size="md" py="xl">
        <Text role="status">{t('COMMON.LOADING')}</Text>
      </Container>
    );
  if (profile.isError || !profile.data) {
    const missing = isApiRequestError(profile.error) && profile.error.status === 404;
    return (
      <Container size="md" py="xl">
        <Title order={1} mb="md">
          {t('ROUTES.PROFILE_DETAIL')}
        </Title>
        <EmptyState>{missing ? t('PROFILE.NOT_FOUND') : t('DEFAULT_ERROR.MESSAGE')}</EmptyState>
      </Container>
    );
  }

  const data = profile.data;
  const genres = data.Categories.map((genre) => genre.NameI18n[language] || genre.Name);
  const ownProfile = data.ClaimId !== null;
  return (
    <Container size="md" py="xl" data-testid="profile-detail" data-profile-id={data.Id}>
      <Stack gap="lg">
        <Group align="flex-start" wrap="nowrap" gap="lg">
          <Avatar src={data.ProfilePicture} size={120} radius={120} alt="">
            {data.ProfileName.slice(0, 1).toUpperCase()}
          </Avatar>
          <Stack gap="xs" style={{ flex: 1 }}>
            <Group gap="xs">
              <Badge variant="filled">{t(`PROFILE_TYPE.${data.Type}`, { defaultValue: data.Type })}</Badge>
              {data.Subtype && (
                <Badge variant="default">
                  {t(`PROFILE_SUBTYPE.${data.Subtype}`, { defaultValue: data.Subtype })}
                </Badge>
              )}
              {data.IsVerified && <Badge color="teal.9">{t('PROFILE.VERIFIED')}</Badge>}
            </Group>
            <Title order={1}>{data.ProfileName}</Title>
            <Text c="dimmed" data-testid="followers-count">
              {t('PROFILE.FOLLOWERS', { count: data.FollowersCount })}
            </Text>
            <Group>
              <FollowButton profile={data} />
              {ownProfile && (
                <Button
                  component={Link}
                  variant="default"
                  to={hrefTo(FLOW_ROUTE[flowOfType(data.Type)], language, { step: 1 }, { edit: data.Id })}
                >
                  {t('PROFILE_MENU.EDIT_PROFILE')}
                </Button>
              )}
            </Group>
          </Stack>
        </Group>

        {data.About && (
          <section aria-labelledby="profile-about">
            <Title order={2} size="h3" id="profile-about" mb="xs">
              {t('PROFILE.ABOUT')}
            </Title>
            <Text style={{ whiteSpace: 'pre-line' }}>{data.About}</Text>
          </section>
        )}

        {genres.length > 0 && (
          <section aria-labelledby="profile-genres">
            <Title order={2} size="h3" id="profile-genres" mb="xs">
              {t('PROFILE.GENRES')}
            </Title>
            <Group gap="xs">
              {genres.map((genre) => (
                <Badge key={genre} variant="default">
                  {genre}
                </Badge>
              ))}
            </Group>
          </section>
        )}

        {data.Contacts.filter((contact) => !contact.Private).length > 0 && (
          <section aria-labelledby="profile-contacts">
            <Title order={2} size="h3" id="profile-contacts" mb="xs">
              {t('PROFILE.CONTACTS')}
            </Title>
            <ContactList contacts={data.Contacts.filter((contact) => !contact.Private)} />
          </section>
        )}

        <section aria-labelledby="profile-events">
          <Title order={2} size="h3" id="profile-events" mb="xs">
            {t('PROFILE.UPCOMING_EVENTS')}
          </Title>
          {events.data && events.data.length > 0 ? (
            <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
              {events.data.map((event) => (
                <li key={event.Id} data-testid="profile-event">
                  <Paper withBorder p="sm" radius="md">
                    <Group justify="space-between" wrap="nowrap">
                      <div>
                        <Text fw={700}>{event.ProfileName}</Text>
                        <Text size="sm" c="dimmed">
                          {formatEventDate(event.Begin, language, event.TimeZone)}
                          {event.City ? ` · ${event.City}` : ''}
                        </Text>
                      </div>
                      <GoingButton eventId={event.Id} eventName={event.ProfileName} size="xs" />
                    </Group>
                  </Paper>
                </li>
              ))}
            </Stack>
          ) : (
            <EmptyState>
              {events.isPending && profile.data ? t('COMMON.LOADING') : t('LISTINGS.NO_EVENTS')}
            </EmptyState>
          )}
        </section>
      </Stack>
    </Container>
  );
}
