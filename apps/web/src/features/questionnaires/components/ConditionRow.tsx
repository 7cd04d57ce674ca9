import { Button, Group, NativeSelect, Stack } from '@mantine/core';
import type { AnswerRule, RuleCondition } from '@marquee/contract';
import { useTranslation } from 'react-i18next';
import { conditionsFor, defaultValue, ruleTargets } from '../model/rules';
import { useBuilder } from './builder-context';
import { FieldError } from './FieldError';
import { RuleValueInput } from './RuleValueInput';

interface ConditionRowProps {
  rule: AnswerRule;
  /** The item whose rule (or whose option's rule) this is: never offered as a question to read. */
  ownIndex: number;
  path: string;
  onChange: (rule: AnswerRule) => void;
  onRemove: () => void;
}

/** One condition: a question, a condition valid for its type, and a value entered like its answer. */
export function ConditionRow({ rule, ownIndex, path, onChange, onRemove }: ConditionRowProps) {
  const { t } = useTranslation();
  const { items } = useBuilder();
  const targets = ruleTargets(items, ownIndex);
  const target = items.find((item) => item._id === rule.QuestionId);
  const conditions = conditionsFor(target);
  const known = targets.some(({ item }) => item._id === rule.QuestionId);

  const pickQuestion = (id: string) => {
    const next = items.find((item) => item._id === id);
    // A new question has other types and options: start from its first valid condition and value.
    const condition = conditionsFor(next).includes(rule.Condition) ? rule.Condition : 'IsEqual';
    onChange({ ...rule, QuestionId: id, Condition: condition, Value: defaultValue(next) });
  };

  return (
    <Stack gap={6} p="xs" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 6 }}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label={t('QUESTIONNAIRES.RULE.QUESTION')}
          value={rule.QuestionId}
          onChange={(e) => pickQuestion(e.currentTarget.value)}
          data={[
            ...(known ? [] : [{ value: rule.QuestionId, label: t('QUESTIONNAIRES.RULE.MISSING_QUESTION') }]),
            ...targets.map(({ item, index }) => ({
              value: item._id,
              label: `${index + 1}. ${item.Title || t('QUESTIONNAIRES.UNTITLED')}`,
            })),
          ]}
          data-testid="rule-question"
          style={{ flex: '1 1 12rem' }}
        />
        <NativeSelect
          label={t('QUESTIONNAIRES.RULE.CONDITION')}
          value={rule.Condition}
          onChange={(e) => onChange({ ...rule, Condition: e.currentTarget.value as RuleCondition })}
          data={[...(conditions.includes(rule.Condition) ? [] : [rule.Condition]), ...conditions].map(
            (condition) => ({ value: condition, label: t(`QUESTIONNAIRES.CONDITIONS.${condition}`) }),
          )}
          data-testid="rule-condition"
          style={{ flex: '1 1 10rem' }}
        />
      </Group>
      <RuleValueInput target={target} value={rule.Value} onChange={(Value) => onChange({ ...rule, Value })} />
      <FieldError path={path} />
      <Group justify="flex-end">
        <Button size="compact-sm" variant="subtle" color="red" onClick={onRemove}>
          {t('QUESTIONNAIRES.RULE.REMOVE_CONDITION')}
        </Button>
      </Group>
    </Stack>
  );
}
