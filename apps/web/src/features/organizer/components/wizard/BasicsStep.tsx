import { TagsInput, TextInput } from '@mantine/core';
import {
  type EventManagement,
  IMAGE_RULES,
  type ImageKind,
  KEYWORD_MIN_LENGTH,
  MAX_ABOUT_LENGTH,
  MAX_EVENT_KEYWORDS,
  NAME_MIN_LENGTH,
  nicknameProblem,
  normalizeKeywords,
} from '@marquee/contract';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CroppedPictureField } from '../../../../components/image/CroppedPictureField';
import type { CroppedPicture } from '../../../../components/image/ImageCropDialog';
import { uploadImage } from '../../../../lib/api/upload-image';
import { useForm } from '../../../../lib/forms/use-form';
import type { FieldErrors } from '../../../../lib/forms/validation';
import { useLanguage } from '../../../../lib/routing/hooks';
import { GenrePicker } from '../../../profiles';
import { mapFieldErrors } from '../../model/field-errors';
import { useStepSave } from '../../model/use-step-save';
import { StepFrame } from './StepFrame';

// The editor (tiptap + ProseMirror) is the heaviest part of the wizard: it loads with this step only.
const RichTextEditor = lazy(() => import('../../../../components/rich-text/RichTextEditor'));

interface BasicsValues extends Record<string, unknown> {
  name: string;
  nickname: string;
  aboutHtml: string;
  aboutText: string;
  picture: CroppedPicture | null;
  shareImage: CroppedPicture | null;
  genres: string[];
  keywords: string[];
}
type Field = Extract<keyof BasicsValues, string>;

const SERVER_FIELDS: Record<string, Field> = {
  ProfileName: 'name',
  Nickname: 'nickname',
  About: 'aboutHtml',
  AboutRichText: 'aboutHtml',
  ProfilePicture: 'picture',
  ShareImage: 'shareImage',
  Categories: 'genres',
  Keywords: 'keywords',
  'Keywords.': 'keywords',
};

export function validateBasics(values: BasicsValues): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  const name = values.name.trim();
  if (!name) errors.name = { key: 'FIELD_REQUIRED' };
  else if (name.length < NAME_MIN_LENGTH)
    errors.name = { key: 'MIN_LENGTH', values: { count: NAME_MIN_LENGTH } };
  const nickname = values.nickname.trim();
  if (nickname) {
    const problem = nicknameProblem(nickname);
    if (problem) errors.nickname = { key: problem === 'RESERVED' ? 'NICKNAME_RESERVED' : 'NICKNAME_FORMAT' };
  }
  const { errors: tagErrors } = normalizeKeywords(values.keywords);
  const [first] = Object.values(tagErrors);
  if (first?.[0] === 'MIN_LENGTH')
    errors.keywords = { key: 'MIN_LENGTH', values: { count: KEYWORD_MIN_LENGTH } };
  else if (first?.[0] === 'MAX_VALUE')
    errors.keywords = { key: 'MAX_VALUE', values: { count: MAX_EVENT_KEYWORDS } };
  else if (first?.[0]) errors.keywords = { key: 'INVALID_VALUE' };
  return errors;
}

interface BasicsStepProps {
  /** null while creating: the first save creates the draft. */
  event: EventManagement | null;
  save: (input: Record<string, unknown>) => Promise<EventManagement>;
  onSaved: (event: EventManagement) => void;
  next: (event: EventManagement) => void;
}

/** Name, address, description, pictures, genres and keywords (spec 3 §3 Event, §5). */
export function BasicsStep({ event, save, onSaved, next }: BasicsStepProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The event's images: cropped to the frame the server accepts for each; a failed crop empties the field.
  const imageField = (kind: ImageKind) => {
    const aspect = IMAGE_RULES[kind].cropAspect ?? 1;
    return {
      aspect,
      previewMaxWidth: aspect === 1 ? 160 : 320,
      chooseLabel: t('ORGANIZER.BASICS.CHOOSE_IMAGE'),
      replaceLabel: t('ORGANIZER.BASICS.REPLACE_IMAGE'),
      undoLabel: t('ORGANIZER.BASICS.UNDO_IMAGE'),
      clearOnCropFailure: true,
    };
  };
  const saver = useStepSave();
  const [uploadFailed, setUploadFailed] = useState(false);
  const form = useForm<BasicsValues>(
    {
      name: event?.ProfileName ?? '',
      nickname: event?.Nickname ?? '',
      aboutHtml: event?.AboutRichText ?? '',
      aboutText: event?.About ?? '',
      picture: null,
      shareImage: null,
      genres: event?.Categories ?? [],
      keywords: event?.Keywords ?? [],
    },
    validateBasics,
  );

  const upload = async (picture: CroppedPicture | null, field: Field, name: string, kind: ImageKind) => {
    if (!picture) return undefined;
    try {
      return (await uploadImage(picture.blob, picture.source, name, kind)).Url;
    } catch {
      // A failed upload resets the model to null (spec 3 §8).
      form.setValue(field, null);
      setUploadFailed(true);
      throw new Error('upload');
    }
  };

  const submit = form.onSubmit(async (values) => {
    setUploadFailed(false);
    let ProfilePicture: string | undefined;
    let ShareImage: string | undefined;
    try {
      ProfilePicture = await upload(values.picture, 'picture', 'event.jpg', 'event');
      ShareImage = await upload(values.shareImage, 'shareImage', 'share.jpg', 'share');
    } catch {
      saver.setFailure(t('PICTURE.UPLOAD_FAILED'));
      return;
    }
    const input = {
      ProfileName: values.name.trim(),
      Nickname: values.nickname.trim() || null,
      AboutRichText: values.aboutHtml || null,
      About: values.aboutText.trim().slice(0, MAX_ABOUT_LENGTH) || null,
      Categories: values.genres,
      Keywords: normalizeKeywords(values.keywords).keywords,
      ...(ProfilePicture ? { ProfilePicture } : {}),
      ...(ShareImage ? { ShareImage } : {}),
    };
    const saved = await saver.run(
      () => save(input),
      (fieldErrors) => {
        const found = mapFieldErrors(fieldErrors, SERVER_FIELDS);
        form.showErrors(found);
        return Object.keys(found).length > 0;
      },
    );
    if (!saved) return;
    form.setValue('picture', null);
    form.setValue('shareImage', null);
    onSaved(saved);
    next(saved);
  });

  return (
    <StepFrame
      title={t('ORGANIZER.STEPS.basics')}
      failure={saver.failure}
      saving={saver.saving}
      onSubmit={(e) => void submit(e)}
      submitLabel={event ? t('ORGANIZER.WIZARD.SAVE_CONTINUE') : t('ORGANIZER.WIZARD.CREATE_DRAFT')}
      formRef={form.formRef}
    >
      <TextInput
        label={t('ORGANIZER.BASICS.NAME')}
        required
        value={form.values.name}
        onChange={(e) => form.setValue('name', e.currentTarget.value)}
        error={form.error('name')}
        data-testid="event-name"
      />
      <TextInput
        label={t('ORGANIZER.BASICS.NICKNAME')}
        description={t('ORGANIZER.BASICS.NICKNAME_HINT')}
        value={form.values.nickname}
        onChange={(e) => form.setValue('nickname', e.currentTarget.value)}
        error={form.error('nickname')}
        data-testid="event-nickname"
      />
      <Suspense fallback={null}>
        <RichTextEditor
          label={t('ORGANIZER.BASICS.ABOUT')}
          value={form.values.aboutHtml}
          onChange={(html, text) => {
            form.setValue('aboutHtml', html);
            form.setValue('aboutText', text);
          }}
          error={form.error('aboutHtml')}
        />
      </Suspense>
      <CroppedPictureField
        {...imageField('event')}
        label={t('ORGANIZER.BASICS.PICTURE')}
        description={t('ORGANIZER.BASICS.PICTURE_HINT')}
        current={event?.ProfilePicture ?? null}
        value={form.values.picture}
        onChange={(picture) => form.setValue('picture', picture)}
        error={uploadFailed && !form.values.picture ? undefined : form.error('picture')}
        testId="event-picture"
      />
      <CroppedPictureField
        {...imageField('share')}
        label={t('ORGANIZER.BASICS.SHARE_IMAGE')}
        description={t('ORGANIZER.BASICS.SHARE_IMAGE_HINT')}
        current={event?.ShareImage ?? null}
        value={form.values.shareImage}
        onChange={(picture) => form.setValue('shareImage', picture)}
        error={form.error('shareImage')}
        testId="event-share-image"
      />
      <GenrePicker
        label={t('ORGANIZER.BASICS.GENRES')}
        value={form.values.genres}
        onChange={(genres) => form.setValue('genres', genres)}
        language={language}
      />
      <TagsInput
        label={t('ORGANIZER.BASICS.KEYWORDS')}
        description={t('ORGANIZER.BASICS.KEYWORDS_HINT', { count: MAX_EVENT_KEYWORDS })}
        value={form.values.keywords}
        // Tags are lowercase and unique (spec 3 §5); a too-short one stays visible with its message.
        onChange={(tags) =>
          form.setValue('keywords', [...new Set(tags.map((tag) => tag.trim().toLowerCase()))])
        }
        splitChars={[',', ' ']}
        maxTags={MAX_EVENT_KEYWORDS}
        clearable
        error={form.error('keywords')}
        data-testid="event-keywords"
      />
    </StepFrame>
  );
}
