import '@mantine/core/styles/List.css';
import { Anchor, List, Text } from '@mantine/core';
import type { Contact } from '@marquee/contract';
import { useTranslation } from 'react-i18next';

/** Public contacts of a profile: e-mail, phone, web links (by type) and address. */
export function ContactList({ contacts }: { contacts: Contact[] }) {
  const { t } = useTranslation();
  if (contacts.length === 0) return null;
  return (
    <List listStyleType="none" spacing={4} data-testid="profile-contacts">
      {contacts.map((contact) => {
        switch (contact.Kind) {
          case 'email':
            return (
              <List.Item key={contact.Id}>
                <Anchor href={`mailto:${contact.EmailAddress}`}>{contact.EmailAddress}</Anchor>
              </List.Item>
            );
          case 'phone':
            return (
              <List.Item key={contact.Id}>
                <Anchor href={`tel:${contact.Number.replace(/[^+\d]/g, '')}`}>{contact.Number}</Anchor>
              </List.Item>
            );
          case 'web':
            return (
              <List.Item key={contact.Id}>
                <Anchor href={contact.Url} target="_blank" rel="noopener noreferrer nofollow">
                  {contact.WebContactType === 'Unknown' || contact.WebContactType === 'Homepage'
                    ? contact.Url.replace(/^https?:\/\//, '')
                    : t(`CONTACTS.WEB_TYPE.${contact.WebContactType}`)}
                </Anchor>
              </List.Item>
            );
          case 'address':
            return (
              <List.Item key={contact.Id}>
                <Text component="address" size="sm" fs="normal">
                  {[
                    contact.AddressLine,
                    [contact.Zip, contact.City].filter(Boolean).join(' '),
                    contact.Country,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </Text>
              </List.Item>
            );
          default:
            return null;
        }
      })}
    </List>
  );
}
