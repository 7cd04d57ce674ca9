import { Button, Group, NativeSelect, Paper, Stack, Switch, Text, Textarea, TextInput } from '@mantine/core';
import {
  CHOICE_TYPES,
  type DateFormat,
  DISPLAY_ONLY_TYPES,
  QUESTION_TYPES,
  type QuestionnaireItem,
  type QuestionType,
} from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { withType } from '../model/draft';
import { errorAt } from '../model/errors';
import { useBuilder } from './builder-context';
import { FieldError } from './FieldError';
import { OptionsEditor } from './OptionsEditor';
import { RuleEditor } from './RuleEditor';

interface ItemCardProps {
  item: QuestionnaireItem;
  index: number;
  count: number;
  onChange: (item: QuestionnaireItem) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

/** One item of the questionnaire: its type, texts, required flag, options, and its Show/Hide rule. */
export function ItemCard({ item, index, count, onChange, onMove, onRemove }: ItemCardProps) {
  const { t } = useTranslation();
  const { errors } = useBuilder();
  const path = `QuestionaireItems.${index}`;
  const n = index + 1;
  const answerable = !DISPLAY_ONLY_TYPES.has(item.Type);
  const set = (patch: Partial<QuestionnaireItem>) => onChange({ ...item, ...patch });
  const moveButton = (dir: 'UP' | 'DOWN', to: number) => (
    <Button
      size="compact-sm"
      variant="default"
      disabled={to < 0 || to >= count}
      onClick={() => onMove(to)}
      aria-label={t(`QUESTIONNAIRES.MOVE_${dir}_N`, { n })}
      id={`move-${item._id}-${dir}`}
    >
      {dir === 'UP' ? '↑' : '↓'}
    </Button>
  );

  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      component="section"
      aria-labelledby={`${item._id}-heading`}
      data-testid={`question-${index}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={700} id={`${item._id}-heading`}>
            {t('QUESTIONNAIRES.ITEM_N', { n })}
            {item.Title ? `: ${item.Title}` : ''}
          </Text>
          <Group gap={4}>
            {moveButton('UP', index - 1)}
            {moveButton('DOWN', index + 1)}
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('QUESTIONNAIRES.REMOVE_ITEM_N', { n })}
            >
              {t('QUESTIONNAIRES.REMOVE')}
            </Button>
          </Group>
        </Group>
        <NativeSelect
          label={t('QUESTIONNAIRES.TYPE')}
          value={item.Type}
          onChange={(e) => onChange(withType(item, e.currentTarget.value as QuestionType))}
          data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`QUESTIONNAIRES.TYPES.${type}`) }))}
          data-testid="question-type"
        />
        <TextInput
          label={t('QUESTIONNAIRES.TITLE_FIELD')}
          value={item.Title ?? ''}
          onChange={(e) => set({ Title: e.currentTarget.value })}
          error={errorAt(t, errors, `${path}.Title`)}
          data-testid="question-title"
          id={`${item._id}-title`}
        />
        <Textarea
          label={t('QUESTIONNAIRES.TEXT_FIELD')}
          autosize
          minRows={1}
          value={item.Text ?? ''}
          onChange={(e) => set({ Text: e.currentTarget.value })}
        />
        {answerable && (
          <Switch
            label={t('QUESTIONNAIRES.REQUIRED')}
            checked={item.Required}
            onChange={(e) => set({ Required: e.currentTarget.checked })}
            data-testid="question-required"
          />
        )}
        {item.Type === 'Date' && (
          <NativeSelect
            label={t('QUESTIONNAIRES.DATE_FORMAT')}
            value={item.DateFormat ?? 'yyyy-MM-dd'}
            onChange={(e) => set({ DateFormat: e.currentTarget.value as DateFormat })}
            data={[
              { value: 'yyyy-MM-dd', label: t('QUESTIONNAIRES.DATE_FULL') },
              { value: 'yyyy', label: t('QUESTIONNAIRES.DATE_YEAR') },
            ]}
          />
        )}
        {item.Type === 'Picture' && (
          <TextInput
            label={t('QUESTIONNAIRES.PICTURE_URL')}
            type="url"
            value={item.ProfilePicture ?? ''}
            onChange={(e) => set({ ProfilePicture: e.currentTarget.value })}
          />
        )}
        {item.Type === 'EmbeddedCode' && (
          <Textarea
            label={t('QUESTIONNAIRES.EMBEDDED_CODE')}
            autosize
            minRows={2}
            value={item.EmbeddedCode ?? ''}
            onChange={(e) => set({ EmbeddedCode: e.currentTarget.value })}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
        )}
        {CHOICE_TYPES.has(item.Type) && <OptionsEditor item={item} index={index} onChange={onChange} />}
        <FieldError path={`${path}._id`} />
        {/* A cycle through an option's rule is reported on the item's rule path even without an item rule. */}
        {!item.Rule && <FieldError path={`${path}.Rule`} />}
        <RuleEditor
          target={item}
          ownIndex={index}
          path={`${path}.Rule`}
          kind="question"
          testPrefix=""
          onChange={(next) => set(next)}
        />
      </Stack>
    </Paper>
  );
}
