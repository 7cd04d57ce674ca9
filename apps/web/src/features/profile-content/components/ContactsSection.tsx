import { Button, Grid, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Contact } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { useCountries } from '../../../lib/api/countries';
import { deleteContact } from '../api/delete-contact';
import { useContacts } from '../api/get-contacts';
import { contentKeys, type ProfileRef } from '../api/keys';
import { saveContact } from '../api/save-contact';
import {
  type AddressValue,
  type ContactForm,
  type FormField,
  formFromContacts,
  matchSlots,
  PRIVATE_SLOTS,
  PUBLIC_SLOTS,
  planContactChanges,
  type SlotKey,
  validateContactForm,
} from '../model/contact-slots';
import { SectionError } from './SectionError';

const SLOT_LABEL: Record<SlotKey, string> = {
  publicEmail: 'PROFILE_CONTENT.CONTACTS.EMAIL',
  publicPhone: 'PROFILE_CONTENT.CONTACTS.PHONE',
  homepage: 'PROFILE_CONTENT.CONTACTS.HOMEPAGE',
  facebook: 'PROFILE_CONTENT.CONTACTS.FACEBOOK',
  twitter: 'PROFILE_CONTENT.CONTACTS.TWITTER',
  instagram: 'PROFILE_CONTENT.CONTACTS.INSTAGRAM',
  privateEmail: 'PROFILE_CONTENT.CONTACTS.EMAIL',
  privatePhone: 'PROFILE_CONTENT.CONTACTS.PHONE',
};

/**
 * Public and private contacts of the profile (spec 3 §3, §4, §5). Saving sends only what changed: new
 * values are created, changed ones updated, emptied ones deleted, empty new ones skipped.
 */
export function ContactsSection({ profile }: { profile: ProfileRef }) {
  const query = useContacts(profile);
  if (!query.data) return null;
  return <ContactsForm profile={profile} contacts={query.data} />;
}

function ContactsForm({ profile, contacts }: { profile: ProfileRef; contacts: Contact[] }) {
  const { t } = useTranslation();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const [form, setForm] = useState<ContactForm>(() => formFromContacts(contacts));
  const [errors, setErrors] = useState<Partial<Record<FormField, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);
  const others = matchSlots(contacts).others;

  // A save (or another tab) brought new contacts: show what is stored now.
  useEffect(() => setForm(formFromContacts(contacts)), [contacts]);

  const setValue = (key: SlotKey, value: string) =>
    setForm((current) => ({ ...current, values: { ...current.values, [key]: value } }));
  const setAddress = (key: keyof AddressValue, value: string) =>
    setForm((current) => ({ ...current, address: { ...current.address, [key]: value } }));

  const save = async () => {
    const found = validateContactForm(form);
    setErrors(Object.fromEntries(Object.entries(found).map(([field, key]) => [field, t(`FORM.${key}`)])));
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      for (const change of planContactChanges(contacts, form).changes) {
        if (change.action === 'delete') await deleteContact(profile, change.id);
        else await saveContact(profile, change.input, change.action === 'update' ? change.id : undefined);
      }
      toasts.show(t('PROFILE_CONTENT.SAVED'));
    } catch (error) {
      setFailure(error);
    } finally {
      await queryClient.invalidateQueries({ queryKey: contentKeys.contacts(profile.Id) });
      setSaving(false);
    }
  };

  const slotInput = (slot: (typeof PUBLIC_SLOTS)[number] | (typeof PRIVATE_SLOTS)[number]) => (
    <Grid.Col span={{ base: 12, sm: 6 }} key={slot.key}>
      <TextInput
        label={t(SLOT_LABEL[slot.key])}
        type={slot.kind === 'email' ? 'email' : slot.kind === 'phone' ? 'tel' : 'text'}
        description={slot.kind === 'phone' ? t('PROFILE_CONTENT.CONTACTS.PHONE_HINT') : undefined}
        placeholder={slot.kind === 'web' ? t('PROFILE_CONTENT.CONTACTS.LINK_PLACEHOLDER') : undefined}
        value={form.values[slot.key]}
        onChange={(event) => setValue(slot.key, event.currentTarget.value)}
        error={errors[slot.key]}
        data-testid={`contact-${slot.key}`}
      />
    </Grid.Col>
  );

  return (
    <Stack>
      <Paper withBorder p="md">
        <Title order={2} size="h3">
          {t('PROFILE_CONTENT.CONTACTS.PUBLIC_TITLE')}
        </Title>
        <Text c="dimmed" size="sm" mb="sm">
          {t('PROFILE_CONTENT.CONTACTS.PUBLIC_HINT')}
        </Text>
        <Grid>{PUBLIC_SLOTS.map(slotInput)}</Grid>
        <Title order={3} size="h4" mt="md">
          {t('PROFILE_CONTENT.CONTACTS.ADDRESS_TITLE')}
        </Title>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('PROFILE_CONTENT.CONTACTS.ADDRESS_LINE')}
              value={form.address.AddressLine}
              onChange={(event) => setAddress('AddressLine', event.currentTarget.value)}
              error={errors.AddressLine}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('PROFILE_CONTENT.CONTACTS.CITY')}
              value={form.address.City}
              onChange={(event) => setAddress('City', event.currentTarget.value)}
              error={errors.City}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <TextInput
              label={t('PROFILE_CONTENT.CONTACTS.ZIP')}
              value={form.address.Zip}
              onChange={(event) => setAddress('Zip', event.currentTarget.value)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6 }}>
            <Select
              label={t('PROFILE_CONTENT.CONTACTS.COUNTRY')}
              data={(countries.data ?? []).map((country) => ({ value: country.Code, label: country.Name }))}
              value={form.address.Country || null}
              onChange={(code) => setAddress('Country', code ?? '')}
              searchable
              clearable
              error={errors.Country}
            />
          </Grid.Col>
        </Grid>
      </Paper>
      <Paper withBorder p="md">
        <Title order={2} size="h3">
          {t('PROFILE_CONTENT.CONTACTS.PRIVATE_TITLE')}
        </Title>
        <Text c="dimmed" size="sm" mb="sm">
          {t('PROFILE_CONTENT.CONTACTS.PRIVATE_HINT')}
        </Text>
        <Grid>{PRIVATE_SLOTS.map(slotInput)}</Grid>
      </Paper>
      {others.length > 0 && (
        <Text size="sm" c="dimmed" data-testid="other-contacts">
          {t('PROFILE_CONTENT.CONTACTS.OTHERS', { count: others.length })}
        </Text>
      )}
      <SectionError error={failure} />
      <Group>
        <Button onClick={() => void save()} loading={saving} data-testid="contacts-save">
          {t('PROFILE_CONTENT.CONTACTS.SAVE')}
        </Button>
      </Group>
    </Stack>
  );
}
