import '@mantine/core/styles/Avatar.css';
import '@mantine/core/styles/List.css';
import { Anchor, Avatar, Group, List, Stack, Text, Title } from '@mantine/core';
import type { Contact, EventDetail } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { FollowButton } from '../../profiles';

function ContactItem({ contact }: { contact: Contact }) {
  const { t } = useTranslation();
  switch (contact.Kind) {
    case 'email':
      return <Anchor href={`mailto:${contact.EmailAddress}`}>{contact.EmailAddress}</Anchor>;
    case 'phone':
      return <Anchor href={`tel:${contact.Number.replace(/[^+\d]/g, '')}`}>{contact.Number}</Anchor>;
    case 'web':
      return (
        <Anchor href={contact.Url} target="_blank" rel="noopener noreferrer nofollow">
          {contact.WebContactType === 'Unknown' || contact.WebContactType === 'Homepage'
            ? contact.Url.replace(/^https?:\/\//, '')
            : t(`EVENT_DETAIL.WEB_TYPE.${contact.WebContactType}`)}
        </Anchor>
      );
    case 'address':
      return (
        <Text component="address" size="sm" fs="normal">
          {[contact.AddressLine, [contact.Zip, contact.City].filter(Boolean).join(' '), contact.Country]
            .filter(Boolean)
            .join(', ')}
        </Text>
      );
    default:
      return null;
  }
}

/** Spec 1 §2 organizer: the author (when the event shows it) with a follow button, and public contacts. */
export function OrganizerSection({ event }: { event: EventDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const author = event.ShowAuthor ? event.Author : null;
  const contacts = event.PublicContacts.filter((contact) => !contact.Private);
  if (!author && contacts.length === 0) return null;
  return (
    <section aria-labelledby="organizer-title" data-testid="organizer">
      <Title order={2} size="h3" id="organizer-title" mb="sm">
        {t('EVENT_DETAIL.ORGANIZER.TITLE')}
      </Title>
      <Stack gap="sm">
        {author && (
          <Group gap="md" wrap="nowrap">
            <Avatar src={author.ProfilePicture} alt="" size={56} radius="xl">
              {author.ProfileName.slice(0, 1).toUpperCase()}
            </Avatar>
            <Anchor
              component={Link}
              to={hrefTo('profile-detail', language, { id: author.Nickname ?? author.Id })}
              fw={700}
              style={{ flex: 1 }}
              id="organizer-name"
            >
              {author.ProfileName}
            </Anchor>
            <FollowButton profile={author} size="sm" aria-describedby="organizer-name" />
          </Group>
        )}
        {contacts.length > 0 && (
          <List
            listStyleType="none"
            spacing={4}
            aria-label={t('EVENT_DETAIL.ORGANIZER.CONTACTS')}
            data-testid="event-contacts"
          >
            {contacts.map((contact) => (
              <List.Item key={contact.Id}>
                <ContactItem contact={contact} />
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </section>
  );
}
