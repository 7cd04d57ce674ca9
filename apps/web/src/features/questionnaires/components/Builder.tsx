import { Alert, Button, Grid, Group, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { QuestionnaireErrors, QuestionnaireItem } from '@marquee/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToasts } from '../../../components/toasts/ToastProvider';
import { isApiRequestError } from '../../../lib/api/errors';
import { useLanguage } from '../../../lib/routing/hooks';
import { hrefTo } from '../../../lib/routing/routes';
import { questionnaireKeys } from '../api/keys';
import { saveQuestionnaire } from '../api/questionnaires';
import { type Draft, moveItem, newItem, removeAt, replaceAt } from '../model/draft';
import { draftErrors, errorAt, errorText, problemCount, serverErrors } from '../model/errors';
import { BuilderContext } from './builder-context';
import { ItemCard } from './ItemCard';
import { Preview } from './Preview';
import { UnsavedGuard } from './UnsavedGuard';

interface BuilderProps {
  id: string | null;
  initial: Draft;
  /** StatisticsViewer: everything shown, nothing editable (a disabled fieldset disables every control). */
  readOnly: boolean;
}

/** The questionnaire builder: settings, items with their rules, live errors, a live preview, save. */
export function Builder({ id, initial, readOnly }: BuilderProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const toasts = useToasts();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(initial);
  const [saved, setSaved] = useState(() => JSON.stringify(initial));
  const [fromServer, setFromServer] = useState<{ draft: Draft; errors: QuestionnaireErrors } | null>(null);
  const [saving, setSaving] = useState(false);
  const current = useRef({ draft, saved });
  current.current = { draft, saved };

  const live = useMemo(() => draftErrors(draft), [draft]);
  // The server's refusal applies to the draft it was given; any edit makes it stale.
  const errors = fromServer?.draft === draft ? { ...fromServer.errors, ...live } : live;
  const problems = problemCount(live);
  const context = useMemo(() => ({ items: draft.QuestionaireItems, errors }), [draft, errors]);

  const setItems = (QuestionaireItems: QuestionnaireItem[]) => setDraft((d) => ({ ...d, QuestionaireItems }));
  const items = draft.QuestionaireItems;
  const focusLater = (elementId: string) =>
    requestAnimationFrame(() => document.getElementById(elementId)?.focus());

  const save = async () => {
    setSaving(true);
    try {
      const result = await saveQuestionnaire(id, draft);
      setSaved(JSON.stringify(draft));
      current.current.saved = JSON.stringify(draft);
      setFromServer(null);
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.all });
      toasts.show(t('QUESTIONNAIRES.SAVED'));
      if (!id) navigate(hrefTo('questionnaire-edit', language, { id: result._id }), { replace: true });
    } catch (error) {
      const code = isApiRequestError(error) ? String(error.Code) : 'GENERIC';
      setFromServer({
        draft,
        errors: serverErrors(isApiRequestError(error) ? error.FieldErrors : undefined, code),
      });
    } finally {
      setSaving(false);
    }
  };

  const formError = errors[''];
  return (
    <BuilderContext value={context}>
      {!readOnly && (
        <UnsavedGuard dirty={() => JSON.stringify(current.current.draft) !== current.current.saved} />
      )}
      <Grid gap="md">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
            <Stack gap="md">
              <TextInput
                label={t('QUESTIONNAIRES.NAME')}
                required
                value={draft.Name}
                onChange={(e) => setDraft({ ...draft, Name: e.currentTarget.value })}
                error={errorAt(t, errors, 'Name')}
                data-testid="questionnaire-name"
              />
              <Textarea
                label={t('QUESTIONNAIRES.INTRO')}
                description={t('QUESTIONNAIRES.INTRO_HINT')}
                autosize
                minRows={2}
                value={draft.IntroductionTextNotLogged ?? ''}
                onChange={(e) => setDraft({ ...draft, IntroductionTextNotLogged: e.currentTarget.value })}
              />
              <Textarea
                label={t('QUESTIONNAIRES.FINAL_TEXT')}
                autosize
                minRows={1}
                value={draft.FinalText ?? ''}
                onChange={(e) => setDraft({ ...draft, FinalText: e.currentTarget.value })}
              />
              <Switch
                label={t('QUESTIONNAIRES.PUBLIC')}
                description={t('QUESTIONNAIRES.PUBLIC_HINT')}
                checked={draft.IsPublic}
                onChange={(e) => setDraft({ ...draft, IsPublic: e.currentTarget.checked })}
              />
              {items.map((item, index) => (
                <ItemCard
                  key={item._id}
                  item={item}
                  index={index}
                  count={items.length}
                  onChange={(next) => setItems(replaceAt(items, index, next))}
                  onMove={(to) => {
                    setItems(moveItem(items, index, to));
                    // Keep the keyboard on the same button while the card moves.
                    focusLater(`move-${item._id}-${to < index ? 'UP' : 'DOWN'}`);
                  }}
                  onRemove={() => setItems(removeAt(items, index))}
                />
              ))}
              <Group>
                <Button
                  variant="light"
                  onClick={() => {
                    const item = newItem('Text');
                    setItems([...items, item]);
                    focusLater(`${item._id}-title`);
                  }}
                  data-testid="add-question"
                >
                  {t('QUESTIONNAIRES.ADD_QUESTION')}
                </Button>
              </Group>
            </Stack>
          </fieldset>
          {!readOnly && (
            <Stack gap="xs" mt="md">
              {problems > 0 && (
                <Alert color="orange" data-testid="builder-problems">
                  {t('QUESTIONNAIRES.PROBLEMS', { count: problems })}
                </Alert>
              )}
              {formError && (
                <Alert color="red" role="alert">
                  {formError.map((code) => errorText(t, code)).join(' ')}
                </Alert>
              )}
              <Group>
                <Button
                  onClick={() => void save()}
                  loading={saving}
                  disabled={problems > 0}
                  data-testid="save-questionnaire"
                >
                  {t('QUESTIONNAIRES.SAVE')}
                </Button>
              </Group>
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div style={{ position: 'sticky', top: 'var(--mantine-spacing-md)' }}>
            <Preview draft={draft} />
          </div>
        </Grid.Col>
      </Grid>
    </BuilderContext>
  );
}
