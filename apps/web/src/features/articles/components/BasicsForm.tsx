import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { ARTICLE_LIMITS, type ArticleDetail, IMAGE_RULES } from '@marquee/contract';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CroppedPictureField } from '../../../components/image/CroppedPictureField';
import type { CroppedPicture } from '../../../components/image/ImageCropDialog';
import { isApiRequestError } from '../../../lib/api/errors';
import { uploadImage } from '../../../lib/api/upload-image';
import { createArticle, updateArticle } from '../api/save-article';
import { instantOfLocalDate, localDateOf, todayLocal } from '../model/dates';
import { clearLocalDraft, differsFrom, readLocalDraft, writeLocalDraft } from '../model/local-draft';

// The editor (tiptap + ProseMirror) loads with this form only.
const RichTextEditor = lazy(() => import('../../../components/rich-text/RichTextEditor'));

type Status = ArticleDetail['Status'];
type Field = 'title' | 'picture' | 'text' | 'date';
type Errors = Partial<Record<Field, string>>;

const SERVER_FIELDS: Record<string, Field> = {
  Title: 'title',
  ProfilePicture: 'picture',
  Text: 'text',
  PublishedDate: 'date',
};

interface BasicsFormProps {
  /** null while writing a new article: the first save creates the draft. */
  article: ArticleDetail | null;
  /** After a save: the article as stored, and whether its status was already the one asked for. */
  onSaved: (article: ArticleDetail, sameStatus: boolean) => void;
}

/** Step 1 (spec 3 §2, §5): title, picture (2:1), content and published date; publish or save as draft. */
export function BasicsForm({ article, onSaved }: BasicsFormProps) {
  const { t } = useTranslation();
  const id = article?.Id ?? null;
  const stored = {
    title: article?.Title ?? '',
    html: article?.Text ?? '',
    date: localDateOf(article?.PublishedDate),
  };
  // Unsaved text from a reload or a lost connection wins over the stored text, with a notice.
  const [restored] = useState(() => {
    const kept = readLocalDraft(id);
    return kept && differsFrom(kept, stored) ? kept : null;
  });
  const [title, setTitle] = useState(restored?.title ?? stored.title);
  const [html, setHtml] = useState(restored?.html ?? stored.html);
  const [date, setDate] = useState(restored?.date || stored.date || (article ? '' : todayLocal()));
  const [picture, setPicture] = useState<CroppedPicture | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState(restored !== null);
  const [saving, setSaving] = useState<Status | null>(null);
  const edited = useRef(restored !== null);

  useEffect(() => {
    if (edited.current) writeLocalDraft(id, { title, html, date });
  }, [id, title, html, date]);
  const edit =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      edited.current = true;
      set(value);
    };

  const validate = (): Errors => {
    const found: Errors = {};
    if (!title.trim()) found.title = t('FORM.FIELD_REQUIRED');
    if (!picture && !article?.ProfilePicture) found.picture = t('FORM.FIELD_REQUIRED');
    if (!html.replace(/<[^>]*>/g, '').trim()) found.text = t('FORM.FIELD_REQUIRED');
    if (article && !date) found.date = t('FORM.FIELD_REQUIRED');
    else if (date && date > todayLocal()) found.date = t('FORM.MAX_DATETIME');
    return found;
  };

  const save = async (target: Status) => {
    const found = validate();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(target);
    try {
      const uploaded = picture
        ? (await uploadImage(picture.blob, picture.source, 'article.jpg', 'article')).Url
        : null;
      const fields = {
        Title: title.trim(),
        Text: html,
        PublishedDate: instantOfLocalDate(date, article?.PublishedDate ?? null),
        ...(uploaded ? { ProfilePicture: uploaded } : {}),
      };
      let saved: ArticleDetail;
      if (article) saved = await updateArticle(article.Id, fields, target);
      else {
        saved = await createArticle({ ...fields, ProfilePicture: uploaded ?? '' });
        // The draft exists from here on: a refused publish leaves it a draft, to publish from its edit page.
        if (target === 'PUBLISHED') saved = await updateArticle(saved.Id, {}, 'PUBLISHED').catch(() => saved);
      }
      clearLocalDraft(id);
      edited.current = false;
      setPicture(null);
      setNotice(false);
      onSaved(saved, article?.Status === target);
    } catch (error) {
      const fieldErrors = isApiRequestError(error) ? (error.FieldErrors ?? {}) : {};
      const mapped: Errors = {};
      for (const [field, keys] of Object.entries(fieldErrors)) {
        const ours = SERVER_FIELDS[field];
        if (ours && keys[0]) mapped[ours] = t(`FORM.${keys[0]}`, { count: ARTICLE_LIMITS.titleMax });
      }
      setErrors(mapped);
      // The text stays in the form and on this device: nothing typed is lost.
      setFailure(t('ARTICLE_EDITOR.SAVE_FAILED'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="md" data-testid="article-basics">
      {notice && restored && (
        <Alert
          color="blue"
          role="status"
          data-testid="article-restored"
          title={t('ARTICLE_EDITOR.RESTORED_TITLE')}
        >
          <Stack gap="xs" align="flex-start">
            {t('ARTICLE_EDITOR.RESTORED', { time: new Date(restored.savedAt).toLocaleString() })}
            <Button
              size="compact-sm"
              variant="default"
              onClick={() => {
                clearLocalDraft(id);
                edited.current = false;
                setTitle(stored.title);
                setHtml(stored.html);
                setDate(stored.date);
                setNotice(false);
              }}
            >
              {t('ARTICLE_EDITOR.DISCARD_RESTORED')}
            </Button>
          </Stack>
        </Alert>
      )}
      <TextInput
        label={t('ARTICLE_EDITOR.FIELD_TITLE')}
        required
        maxLength={ARTICLE_LIMITS.titleMax}
        value={title}
        onChange={(e) => edit(setTitle)(e.currentTarget.value)}
        error={errors.title}
        data-testid="article-title"
      />
      {/* Spec 3 §5: cropped 2:1; a failed crop keeps the picture chosen before. */}
      <CroppedPictureField
        label={t('ARTICLE_EDITOR.FIELD_PICTURE')}
        description={t('ARTICLE_EDITOR.PICTURE_HINT')}
        current={article?.ProfilePicture ?? null}
        value={picture}
        onChange={setPicture}
        aspect={IMAGE_RULES.article.cropAspect ?? 2}
        previewMaxWidth={360}
        chooseLabel={t('ARTICLE_EDITOR.CHOOSE_PICTURE')}
        replaceLabel={t('ARTICLE_EDITOR.REPLACE_PICTURE')}
        clearOnCropFailure={false}
        error={errors.picture}
        testId="article-picture"
      />
      <Suspense fallback={null}>
        <RichTextEditor
          // A restored or discarded text replaces the editor's content: remount it.
          key={notice ? 'restored' : 'stored'}
          label={t('ARTICLE_EDITOR.FIELD_CONTENT')}
          value={html}
          onChange={(next) => edit(setHtml)(next)}
          error={errors.text}
          testId="article-content"
        />
      </Suspense>
      <TextInput
        type="date"
        label={t('ARTICLE_EDITOR.FIELD_DATE')}
        description={t('ARTICLE_EDITOR.DATE_HINT')}
        required={article !== null}
        max={todayLocal()}
        value={date}
        onChange={(e) => edit(setDate)(e.currentTarget.value)}
        error={errors.date}
        data-testid="article-date"
      />
      {failure && (
        <Alert color="red" role="alert" data-testid="article-save-failed">
          {failure}
        </Alert>
      )}
      <Group>
        <Button
          variant="default"
          loading={saving === 'DRAFT'}
          disabled={saving !== null}
          onClick={() => void save('DRAFT')}
          data-testid="article-save-draft"
        >
          {article?.Status === 'PUBLISHED' ? t('ARTICLE_EDITOR.SET_DRAFT') : t('ARTICLE_EDITOR.SAVE_DRAFT')}
        </Button>
        <Button
          loading={saving === 'PUBLISHED'}
          disabled={saving !== null}
          onClick={() => void save('PUBLISHED')}
          data-testid="article-publish"
        >
          {article?.Status === 'PUBLISHED' ? t('ARTICLE_EDITOR.SAVE') : t('ARTICLE_EDITOR.PUBLISH')}
        </Button>
      </Group>
    </Stack>
  );
}
