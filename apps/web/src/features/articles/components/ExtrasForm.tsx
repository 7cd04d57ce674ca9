import { Alert, Button, Group, Stack, TagsInput, Textarea } from '@mantine/core';
import { ARTICLE_LIMITS, type ArticleDetail, cutArticleAbout, normalizeKeywords } from '@marquee/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { GenrePicker } from '../../profiles';
import { updateArticle } from '../api/save-article';
import { EmbedsEditor } from './EmbedsEditor';
import { GalleryEditor } from './GalleryEditor';
import { type LinkedProfile, ProfileLinksField } from './ProfileLinksField';

type Status = ArticleDetail['Status'];

interface ExtrasFormProps {
  article: ArticleDetail;
  onSaved: (article: ArticleDetail, sameStatus: boolean) => void;
}

/**
 * Step 2 (spec 3 §2 "gallery and others"): gallery with captions (saved at once), embedded codes, genres
 * (≤ 10), keywords (≤ 10, the tag rule), linked profiles and About (cut to 250).
 */
export function ExtrasForm({ article, onSaved }: ExtrasFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [embeds, setEmbeds] = useState(article.EmbeddedCodes.map((code) => ({ ...code })));
  const [genres, setGenres] = useState(article.Categories.map((genre) => genre.Id));
  const [keywords, setKeywords] = useState(article.Keywords);
  const [profiles, setProfiles] = useState<LinkedProfile[]>(article.Profiles);
  const [about, setAbout] = useState(article.About ?? '');
  const [keywordError, setKeywordError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState<Status | null>(null);

  const checkKeywords = (list: string[]) => {
    const { errors } = normalizeKeywords(list);
    const [first] = Object.values(errors);
    if (!first?.[0]) return null;
    if (first[0] === 'MIN_LENGTH') return t('FORM.MIN_LENGTH', { count: 3 });
    if (first[0] === 'MAX_VALUE') return t('FORM.MAX_VALUE', { count: ARTICLE_LIMITS.keywordsMax });
    return t('FORM.INVALID_VALUE');
  };

  const save = async (target: Status) => {
    const problem = checkKeywords(keywords);
    setKeywordError(problem);
    setFailure(null);
    if (problem) return;
    setSaving(target);
    try {
      const saved = await updateArticle(
        article.Id,
        {
          EmbeddedCodes: embeds
            .filter((code) => code.HtmlCode.trim())
            .map((code, index) => ({
              Id: code.Id || undefined,
              HtmlCode: code.HtmlCode,
              IsHidden: code.IsHidden,
              OrderNumber: index,
            })),
          Categories: genres,
          Keywords: normalizeKeywords(keywords).keywords,
          Profiles: profiles.map((profile) => profile.Id),
          About: cutArticleAbout(about) || null,
        },
        target,
      );
      onSaved(saved, article.Status === target);
    } catch (error) {
      const fields = isApiRequestError(error) ? Object.keys(error.FieldErrors ?? {}) : [];
      if (fields.some((field) => field.startsWith('Keywords'))) setKeywordError(t('FORM.INVALID_VALUE'));
      setFailure(t('ARTICLE_EDITOR.SAVE_FAILED'));
    } finally {
      setSaving(null);
    }
  };

  return (
    <Stack gap="lg" data-testid="article-extras">
      <GalleryEditor articleId={article.Id} initial={article.Gallery} />
      <EmbedsEditor value={embeds} onChange={setEmbeds} />
      <GenrePicker
        label={t('ARTICLE_EDITOR.GENRES')}
        value={genres}
        onChange={setGenres}
        language={language}
      />
      <TagsInput
        label={t('ARTICLE_EDITOR.KEYWORDS')}
        description={t('ARTICLE_EDITOR.KEYWORDS_HINT', { count: ARTICLE_LIMITS.keywordsMax })}
        value={keywords}
        maxTags={ARTICLE_LIMITS.keywordsMax}
        splitChars={[',', ' ']}
        onChange={(tags) => {
          const next = [...new Set(tags.map((tag) => tag.trim().toLowerCase()))];
          setKeywords(next);
          setKeywordError(checkKeywords(next));
        }}
        error={keywordError}
        data-testid="article-keywords"
      />
      <ProfileLinksField value={profiles} onChange={setProfiles} />
      <Textarea
        label={t('ARTICLE_EDITOR.ABOUT')}
        description={t('ARTICLE_EDITOR.ABOUT_HINT', { count: ARTICLE_LIMITS.aboutMax, used: about.length })}
        autosize
        minRows={2}
        maxLength={ARTICLE_LIMITS.aboutMax}
        value={about}
        onChange={(e) => setAbout(e.currentTarget.value.slice(0, ARTICLE_LIMITS.aboutMax))}
        data-testid="article-about"
      />
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group>
        <Button
          variant="default"
          loading={saving === 'DRAFT'}
          disabled={saving !== null}
          onClick={() => void save('DRAFT')}
          data-testid="article-extras-draft"
        >
          {article.Status === 'PUBLISHED' ? t('ARTICLE_EDITOR.SET_DRAFT') : t('ARTICLE_EDITOR.SAVE_DRAFT')}
        </Button>
        <Button
          loading={saving === 'PUBLISHED'}
          disabled={saving !== null}
          onClick={() => void save('PUBLISHED')}
          data-testid="article-extras-publish"
        >
          {article.Status === 'PUBLISHED' ? t('ARTICLE_EDITOR.SAVE') : t('ARTICLE_EDITOR.PUBLISH')}
        </Button>
      </Group>
    </Stack>
  );
}
