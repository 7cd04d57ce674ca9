import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { QUESTIONNAIRE_LIMITS, type QuestionnaireItem } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { newOption, removeAt, replaceAt } from '../model/draft';
import { errorAt } from '../model/errors';
import { useBuilder } from './builder-context';
import { FieldError } from './FieldError';
import { RuleEditor } from './RuleEditor';

interface OptionsEditorProps {
  item: QuestionnaireItem;
  index: number;
  onChange: (item: QuestionnaireItem) => void;
}

/** The options of a choice question: add, rename, remove, and a Show/Hide rule on each. */
export function OptionsEditor({ item, index, onChange }: OptionsEditorProps) {
  const { t } = useTranslation();
  const { errors } = useBuilder();
  const path = `QuestionaireItems.${index}.Options`;
  const setOptions = (Options: QuestionnaireItem['Options']) => onChange({ ...item, Options });

  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('QUESTIONNAIRES.OPTIONS')}
      </Text>
      {item.Options.map((option, k) => (
        <Stack
          key={option._id}
          gap={6}
          pl="sm"
          style={{ borderLeft: '3px solid var(--mantine-color-default-border)' }}
        >
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t('QUESTIONNAIRES.OPTION_N', { n: k + 1 })}
              value={option.Title}
              onChange={(e) =>
                setOptions(replaceAt(item.Options, k, { ...option, Title: e.currentTarget.value }))
              }
              error={errorAt(t, errors, `${path}.${k}.Title`) ?? errorAt(t, errors, `${path}.${k}._id`)}
              data-testid={`option-title-${k}`}
              style={{ flex: 1 }}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              mb={2}
              aria-label={t('QUESTIONNAIRES.REMOVE_OPTION_N', { n: k + 1 })}
              onClick={() => setOptions(removeAt(item.Options, k))}
              data-testid={`option-${k}-remove`}
            >
              ×
            </ActionIcon>
          </Group>
          <RuleEditor
            target={option}
            ownIndex={index}
            path={`${path}.${k}.Rule`}
            kind="option"
            testPrefix={`option-${k}-`}
            onChange={(next) => setOptions(replaceAt(item.Options, k, { ...option, ...next }))}
          />
        </Stack>
      ))}
      <FieldError path={path} />
      <Group>
        <Button
          size="compact-sm"
          variant="light"
          disabled={item.Options.length >= QUESTIONNAIRE_LIMITS.optionsPerItem}
          onClick={() => setOptions([...item.Options, newOption()])}
          data-testid="add-option"
        >
          {t('QUESTIONNAIRES.ADD_OPTION')}
        </Button>
      </Group>
    </Stack>
  );
}
