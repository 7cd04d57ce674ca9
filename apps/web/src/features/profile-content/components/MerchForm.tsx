import { Avatar, Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import {
  isValidWebUrl,
  MERCH_DESCRIPTION_MAX_LENGTH,
  MERCH_NAME_MAX_LENGTH,
  type Merch,
  type MerchUpdate,
  normalizeWebUrl,
} from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type PictureValue, ProfilePictureField } from '../../../components/image/ProfilePictureField';
import { isApiRequestError } from '../../../lib/api/errors';
import { uploadImage } from '../../../lib/api/upload-image';
import { SectionError } from './SectionError';

interface MerchFormProps {
  /** The item being edited, or null for a new one. */
  item: Merch | null;
  onSave: (input: MerchUpdate) => Promise<void>;
  onCancel: () => void;
}

type Field = 'Name' | 'Url' | 'Description';

/** Name, link, description and picture of one merchandise item (spec 3 §3 Merch). */
export function MerchForm({ item, onSave, onCancel }: MerchFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(item?.Name ?? '');
  const [url, setUrl] = useState(item?.Url ?? '');
  const [description, setDescription] = useState(item?.Description ?? '');
  const [keptPicture, setKeptPicture] = useState(item?.ProfilePicture ?? null);
  const [picture, setPicture] = useState<PictureValue | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<unknown>(null);
  const [saving, setSaving] = useState(false);

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    if (!name.trim()) found.Name = t('FORM.FIELD_REQUIRED');
    if (url.trim() && !isValidWebUrl(normalizeWebUrl(url))) found.Url = t('FORM.INVALID_VALUE');
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const submit = async () => {
    setFailure(null);
    if (!validate()) return;
    setSaving(true);
    try {
      const uploaded = picture
        ? (await uploadImage(picture.blob, picture.source, 'merch.jpg')).Url
        : keptPicture;
      await onSave({
        Name: name.trim(),
        Url: url.trim() ? normalizeWebUrl(url) : null,
        Description: description.trim() || null,
        ProfilePicture: uploaded,
      });
    } catch (error) {
      const fields = isApiRequestError(error) ? (error.FieldErrors ?? {}) : {};
      if (fields.Url) setErrors((current) => ({ ...current, Url: t('FORM.INVALID_VALUE') }));
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper withBorder p="md" data-testid="merch-form">
      <Stack>
        <Title order={3} size="h4">
          {t(item ? 'PROFILE_CONTENT.MERCH.EDIT_TITLE' : 'PROFILE_CONTENT.MERCH.NEW_TITLE')}
        </Title>
        <TextInput
          label={t('PROFILE_CONTENT.MERCH.NAME')}
          required
          maxLength={MERCH_NAME_MAX_LENGTH}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={errors.Name}
          data-testid="merch-name"
        />
        <TextInput
          label={t('PROFILE_CONTENT.MERCH.URL')}
          description={t('PROFILE_CONTENT.MERCH.URL_HINT')}
          value={url}
          onChange={(event) => setUrl(event.currentTarget.value)}
          error={errors.Url}
          data-testid="merch-url"
        />
        <Textarea
          label={t('PROFILE_CONTENT.MERCH.DESCRIPTION')}
          maxLength={MERCH_DESCRIPTION_MAX_LENGTH}
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          data-testid="merch-description"
        />
        {keptPicture && !picture && (
          <Group>
            <Avatar src={keptPicture} size={56} radius="sm" alt="" />
            <Button variant="subtle" color="red" size="xs" onClick={() => setKeptPicture(null)}>
              {t('PROFILE_CONTENT.MERCH.REMOVE_PICTURE')}
            </Button>
          </Group>
        )}
        <ProfilePictureField
          label={t('PROFILE_CONTENT.MERCH.PICTURE')}
          value={picture}
          onChange={setPicture}
        />
        <SectionError error={failure} />
        <Group>
          <Button onClick={() => void submit()} loading={saving} data-testid="merch-save">
            {t('PROFILE_CONTENT.MERCH.SAVE')}
          </Button>
          <Button variant="default" onClick={onCancel} disabled={saving}>
            {t('PROFILE_CONTENT.CANCEL')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
